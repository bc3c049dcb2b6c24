import { PACKET_KINDS, controlDocument, dataAt, dataRange, isBlank, isPacketDoc, isRecord, newestPacket, taskIdOf } from '../kinds/loop/model.js';
import { defineRule, type Cause } from '../core/lint/rule.js';
import { packetView, reactionAt, WORK_REACTIONS } from '../kinds/loop/packets.js';

const STOPS = new Set(['await_user', 'block', 'close']);
const WORK = WORK_REACTIONS.map((r) => `\`${r}\``).join(', ');

/**
 * What a packet that waits or blocks must name, each under one of its keys (the first canonical),
 * in `binding_next_action` or at the top level: seed 001:547 "await_user 必须有精确 waiting_scope 和
 * resume_conditions"; 001:48, 001:102 a block says why every allowed path is blocked.
 */
const WAIT_FIELDS: Readonly<Record<string, ReadonlyArray<{ keys: readonly string[]; what: string }>>> = {
  await_user: [
    { keys: ['waiting_scope'], what: 'the precise scope the loop waits on (seed 001:547)' },
    { keys: ['resume_conditions'], what: 'the conditions under which the loop resumes (seed 001:547)' },
  ],
  block: [{ keys: ['blocked_reason', 'waiting_scope'], what: 'why every allowed path is blocked (seed 001:48, 001:102)' }],
};

export default defineRule({
  id: 'decision-packet-premature-stop',
  meta: {
    type: 'problem',
    description: 'A packet does not wait, block or close while allowed work remains (a next unit, a partial or unmet requirement that is not blocked), and a wait or block names its scope',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: PACKET_KINDS,
    messages: {
      premature: 'Unexpected `reaction: {{reaction}}` while allowed work remains ({{why}}), expected one of {{work}}',
      waitField: 'Unexpected `reaction: {{reaction}}` without `{{key}}`, expected {{what}}',
    },
  },
  check({ doc, workspace, report }) {
    if (!isPacketDoc(doc)) return;
    const view = packetView(doc);
    if (!view.reaction || !STOPS.has(view.reaction)) return;
    const at = reactionAt(view);
    const reasons: string[] = [];
    const cause: Cause[] = [];
    if (view.nextUnitTask) {
      reasons.push(`next unit \`${view.nextUnitTask}\``);
      const a = view.at(['binding_next_action', 'next_unit_task']);
      cause.push({ start: a.start, end: a.end, message: '`next_unit_task`' });
    }
    const blocked = new Set(view.blocked.map((r) => r.id));
    const open = view.partial.filter((r) => !blocked.has(r.id));
    if (open.length > 0) {
      reasons.push(`partial requirement${open.length > 1 ? 's' : ''} ${open.map((r) => `\`${r.id}\``).join(', ')} not blocked`);
      for (const r of open) cause.push({ start: r.start, end: r.end, message: 'Partial requirement' });
    }
    // A wait or a block leaves an unmet requirement to nobody unless it is blocked, deferred or
    // superseded (seed 001:639); at close, `decision-packet-close-with-unmet` reports it.
    if (view.reaction !== 'close') {
      const settled = new Set([...blocked, ...view.deferred.map((r) => r.id), ...view.superseded.map((r) => r.id), ...open.map((r) => r.id)]);
      const unmet = view.unmet.filter((r) => !settled.has(r.id));
      if (unmet.length > 0) {
        reasons.push(`unmet requirement${unmet.length > 1 ? 's' : ''} ${unmet.map((r) => `\`${r.id}\``).join(', ')} neither blocked nor deferred`);
        for (const r of unmet) cause.push({ start: r.start, end: r.end, message: 'Unmet requirement' });
      }
    }
    // A close while CONTROL.md still plans a unit (001:639: a next unit left means the loop goes on):
    // today's state, so only the newest packet is held against it.
    if (view.reaction === 'close' && doc.loopHome !== undefined && newestPacket(workspace, doc.loopHome) === doc) {
      const control = controlDocument(workspace, doc.loopHome);
      const tasks = control?.data.active_tasks;
      const source = taskIdOf(doc.data.source_unit);
      if (control && Array.isArray(tasks)) {
        tasks.forEach((t, i) => {
          const id = isRecord(t) && t.status === 'planned' ? taskIdOf(t.task_id) : undefined;
          if (!id || id === source) return;
          reasons.push(`unit \`${id}\` planned in \`CONTROL.md\``);
          cause.push({ relPath: control.relPath, ...dataRange(control, ['active_tasks', i, 'status']), message: `\`${id}\` planned` });
        });
      }
    }
    if (reasons.length > 0) {
      report({ messageId: 'premature', data: { reaction: view.reaction, why: reasons.join('; '), work: WORK }, start: at.start, end: at.end, cause, expected: [...WORK_REACTIONS] });
      return;
    }
    for (const { keys, what } of WAIT_FIELDS[view.reaction] ?? []) {
      const named = keys.some((k) => !isBlank(dataAt(doc.data, ['binding_next_action', k])) || !isBlank(doc.data[k]));
      if (!named) report({ messageId: 'waitField', data: { reaction: view.reaction, key: keys[0]!, what }, start: at.start, end: at.end });
    }
  },
});
