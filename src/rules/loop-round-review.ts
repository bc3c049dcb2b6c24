import { defineRule } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';
import {
  codeList,
  consumedUnits,
  dataRange,
  documentRange,
  hasYamlErrors,
  isPacketDoc,
  isRecord,
  loopDocuments,
  loopPathExists,
  packetReaction,
  resolveInLoop,
  showValue,
  taskCardId,
  titleRange,
} from '../kinds/loop/model.js';
import { isReaction } from '../kinds/loop/packets.js';
import { rosterOutputs } from '../kinds/loop/runs.js';

const PHASE_DECISIONS = ['stay', 'advance', 'repair', 'branch', 'await_user', 'close'];
/** round_evolution enums of seed 001; the first four are required. */
const ENUMS: ReadonlyArray<readonly [string, readonly string[], boolean]> = [
  ['phase_decision', PHASE_DECISIONS, true],
  ['action_kind', ['classify', 'prepare_fixture', 'execute', 'rerun_or_recheck', 'synthesize', 'review', 'close', 'other'], true],
  ['issue_class', ['task_core_defect', 'runtime_or_wrapper_defect', 'test_or_evaluator_glue', 'fixture_or_source_limitation', 'model_task_failure', 'controller_prompt_risk', 'no_issue'], true],
  ['semantic_effect', ['requirement_effect_changed', 'artifact_only', 'useful_reasoning_only', 'not_measured'], true],
  ['controller_phase_decision', PHASE_DECISIONS, false],
  ['user_requirement_phase_decision', PHASE_DECISIONS, false],
];
/** The three sections of a round review (loop-fields.md): heading fragments, Chinese and English. */
const SECTIONS: ReadonlyArray<{ name: string; match: RegExp; example: string; heading: string }> = [
  { name: 'file-production', match: /file[\s_-]*production|文件产生/i, example: '`文件产生检查` or `File production check`', heading: '文件产生检查' },
  { name: 'effect-review', match: /effect[\s_-]*review|效果审查/i, example: '`效果审查` or `Effect review`', heading: '效果审查' },
  { name: 'next-step-plan', match: /next[\s_-]*step|下一步/i, example: '`下一步计划` or `Next step plan`', heading: '下一步计划' },
];

/**
 * The heading of a missing section as an edit: before the first section of this file that comes
 * after it (seed 001:678 orders them), else at the end. Only the heading: what the reviewer found
 * is never written for them.
 */
function insertHeading(doc: WfDocument, index: number): { range: [number, number]; text: string } {
  const heading = `## ${SECTIONS[index]!.heading}`;
  const later = doc.sections.find((sec) => sec.depth === 2 && SECTIONS.slice(index + 1).some((s) => s.match.test(sec.title)));
  if (later) return { range: [later.start, later.start], text: `${heading}\n\n` };
  const text = doc.text;
  const lead = text.length === 0 ? '' : text.endsWith('\n\n') ? '' : text.endsWith('\n') ? '\n' : '\n\n';
  return { range: [text.length, text.length], text: `${lead}${heading}\n` };
}

interface RoundFiles {
  /** The review files of the round, sorted by path (this one included). */
  files: WfDocument[];
  /** Whether the round's review is split over files named `round_<N>_<part>_review.md`. */
  split: boolean;
  /** Whether the unit the files review was consumed (split files only). */
  consumed: boolean;
}

function roundFiles(doc: WfDocument, workspace: WorkspaceView): RoundFiles {
  const name = doc.relPath.slice(doc.relPath.lastIndexOf('/') + 1);
  const m = /^round_([^_]+)_(.*)review\.md$/.exec(name);
  const home = doc.loopHome;
  if (!m || m[2] === '' || home === undefined) return { files: [doc], split: false, consumed: true };
  const dir = doc.relPath.slice(0, doc.relPath.lastIndexOf('/') + 1);
  const prefix = `${dir}round_${m[1]}_`;
  const files = loopDocuments(workspace, home, 'loop-round-review').filter((d) => d.relPath.startsWith(prefix) && d.relPath.endsWith('review.md'));
  const cards = rosterOutputs(workspace, home);
  const consumed = consumedUnits(workspace, home);
  const owners = files.map((d) => cards.get(d.relPath)).filter((c): c is WfDocument => c !== undefined);
  return { files, split: true, consumed: owners.length === 0 || owners.some((c) => consumed.has(taskCardId(c))) };
}

export default defineRule({
  id: 'loop-round-review',
  meta: {
    type: 'problem',
    description: 'A round review has file-production, effect-review and next-step-plan sections and a `round_evolution` record with seed 001 enums',
    severity: 'error',
    fixable: 'suggest',
    crossFile: true,
    kinds: ['loop-round-review'],
    ownsData: { 'loop-round-review': ['/round_evolution/$', ...ENUMS.map(([k]) => `/round_evolution/${k}`)] },
    // Seed 001:678 orders the work (files, then effect, then the next step); the order of the sections only warns.
    advisory: ['sectionOrder'],
    messages: {
      sectionOrder: 'Unexpected {{name}} section before the {{before}} section, expected file production, then effect review, then the next-step plan',
      evidenceMissing: 'Unexpected `evidence_paths` entry `{{path}}` that does not exist, expected the files the round produced (the file check confirms they exist)',
      missingSection: 'Unexpected round review without the {{name}} section, expected a heading containing {{example}}',
      emptySection: 'Unexpected empty {{name}} section, expected what the reviewer checked and found (a heading alone reviews nothing)',
      insertSection: "Insert the heading `## {{heading}}` (its content is the reviewer's to write)",
      noRecord: "Unexpected round review without `round_evolution`, expected the round's record (phase decision, action kind, issue class, semantic effect, …)",
      notMapping: 'Unexpected `round_evolution` {{actual}}, expected a mapping',
      missingKey: 'Unexpected `round_evolution` without `{{key}}`, expected one of {{allowed}}',
      badEnum: 'Unexpected `{{key}}` {{actual}}, expected one of {{allowed}}',
      reactionDiffers: 'Unexpected `binding_next_action: {{actual}}` in `round_evolution`, expected `{{expected}}` (the reaction `{{packet}}` binds)',
    },
  },
  check({ doc, workspace, report }) {
    const round = roundFiles(doc, workspace);
    // Split reviewer files (seed 001:132: 复杂或独立 reviewer 场景可拆成多个 review 文件) are one
    // review: together they hold the three sections and the record, checked once the unit they
    // review was consumed (a packet, or `CONTROL.md` marks it completed), and reported on the last file.
    const presence = !round.split || (round.files[round.files.length - 1] === doc && round.consumed);
    if (presence) {
      for (const [i, s] of SECTIONS.entries()) {
        if (round.files.some((d) => d.sections.some((sec) => s.match.test(sec.title)))) continue;
        report({
          messageId: 'missingSection',
          data: { name: s.name, example: s.example },
          ...titleRange(doc),
          suggest: [{ messageId: 'insertSection', data: { heading: s.heading }, edits: [insertHeading(doc, i)] }],
        });
      }
    }
    // A section is its content: a heading with nothing under it (up to the next heading of its
    // level) reviews nothing, and the suggestion above writes only headings.
    for (const s of SECTIONS) {
      for (const sec of doc.sections) {
        if (!s.match.test(sec.title) || doc.text.slice(sec.headingEnd, sec.end).trim() !== '') continue;
        report({ messageId: 'emptySection', data: { name: s.name }, start: sec.start, end: sec.headingEnd });
      }
    }
    // Seed 001:678 每轮先做文件产生检查，再做效果审查，再写 next-step planning.
    if (!round.split) {
      const firsts = SECTIONS.map((s) => doc.sections.find((sec) => s.match.test(sec.title)));
      order: for (let j = 1; j < SECTIONS.length; j++) {
        for (let i = 0; i < j; i++) {
          const later = firsts[j];
          const earlier = firsts[i];
          if (!later || !earlier || later.start > earlier.start) continue;
          report({ messageId: 'sectionOrder', data: { name: SECTIONS[j]!.name, before: SECTIONS[i]!.name }, start: later.start, end: later.headingEnd });
          break order;
        }
      }
    }
    if (hasYamlErrors(doc)) return;
    if (!doc.yaml.owners.has('round_evolution') && (!presence || round.files.some((d) => d.yaml.owners.has('round_evolution')))) return;
    if (!doc.yaml.owners.has('round_evolution')) {
      report({ messageId: 'noRecord', ...(doc.yaml.blocks.length ? documentRange(doc) : titleRange(doc)) });
      return;
    }
    const rec = doc.data.round_evolution;
    if (!isRecord(rec)) {
      report({ messageId: 'notMapping', data: { actual: showValue(rec) }, ...dataRange(doc, ['round_evolution']) });
      return;
    }
    // Seed 001:575, 001:642, 001:644: the round record and its packet bind one reaction.
    const bna = typeof rec.binding_next_action === 'string' ? /^[a-z_]+/.exec(rec.binding_next_action.trim())?.[0] : undefined;
    const dpp = typeof rec.decision_packet_path === 'string' ? rec.decision_packet_path.trim() : '';
    if (bna && isReaction(bna) && dpp !== '' && doc.loopHome !== undefined) {
      const r = resolveInLoop(workspace, doc.loopHome, dpp);
      const packet = r.ok ? workspace.document(r.path) : undefined;
      const reaction = packet && isPacketDoc(packet) ? packetReaction(packet) : undefined;
      if (reaction && isReaction(reaction) && reaction !== bna) {
        report({ messageId: 'reactionDiffers', data: { actual: bna, expected: reaction, packet: dpp }, ...dataRange(doc, ['round_evolution', 'binding_next_action']), expected: [reaction] });
      }
    }
    // Seed 001:43-44 文件检查：先确认本轮承诺产生的文件 … 是否真实存在.
    const evidence = rec.evidence_paths;
    if (Array.isArray(evidence) && doc.loopHome !== undefined) {
      evidence.forEach((e, i) => {
        if (typeof e !== 'string') return;
        const p = e.trim();
        // A path (no spaces, a folder or an extension), not a note about one.
        if (p === '' || /\s/.test(p) || !/[/.]/.test(p)) return;
        if (!loopPathExists(workspace, doc.loopHome!, p)) report({ messageId: 'evidenceMissing', data: { path: p }, ...dataRange(doc, ['round_evolution', 'evidence_paths', i]) });
      });
    }
    for (const [key, allowed, required] of ENUMS) {
      const v = rec[key];
      if (!(key in rec)) {
        if (required) report({ messageId: 'missingKey', data: { key, allowed: codeList(allowed) }, ...dataRange(doc, ['round_evolution'], 'key'), expected: [...allowed] });
        continue;
      }
      if (!required && (v === null || v === '')) continue;
      if (typeof v !== 'string' || !allowed.includes(v))
        report({ messageId: 'badEnum', data: { key, actual: showValue(v), allowed: codeList(allowed) }, ...dataRange(doc, ['round_evolution', key]), expected: [...allowed] });
    }
  },
});
