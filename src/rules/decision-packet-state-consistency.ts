import { defineRule } from '../core/lint/rule.js';
import { packetView, reactionAt, text, type PacketView } from '../kinds/loop/packets.js';
import { dataAt, isPacketDoc, PACKET_KINDS } from '../kinds/loop/model.js';
import { requirementsFile, type RequirementState } from '../kinds/loop/requirements.js';
import type { RuleContext } from '../core/lint/rule.js';

/** The state the packet's `gap_state` gives a requirement (blocked, deferred and superseded win over unmet). */
function packetState(view: PacketView, id: string): { state: RequirementState; ref: { start: number; end: number } } | undefined {
  const find = (list: ReadonlyArray<{ id: string; start: number; end: number }>) => list.find((r) => r.id === id);
  for (const [list, state] of [
    [view.superseded, 'na'],
    [view.blocked, 'blocked'],
    [view.deferred, 'deferred'],
    [view.satisfied, 'done'],
    [view.partial, 'open'],
    [view.unmet, 'open'],
  ] as const) {
    const r = find(list);
    if (r) return { state, ref: r };
  }
  return undefined;
}

const STATE_NAME: Readonly<Record<RequirementState, string>> = { done: 'satisfied', open: 'open', blocked: 'blocked', deferred: 'deferred', na: 'superseded' };

/**
 * Whether two states contradict: a requirement met in one and not in the other, or blocked in one
 * and open in the other (a deferred requirement is still to do: open or blocked elsewhere agrees).
 */
function disagree(a: RequirementState, b: RequirementState): boolean {
  if (a === 'na' || b === 'na' || a === b) return false;
  if (a === 'deferred' || b === 'deferred') return a === 'done' || b === 'done';
  return true;
}

/**
 * Seed 001:942 (every applicable requirement has evidence, a block or a reason) and 001:638 (the
 * packet's state and REQUIREMENTS.md agree): a closing packet against the loop home's REQUIREMENTS.md.
 */
function againstRequirementsFile(view: PacketView, ctx: Pick<RuleContext, 'workspace' | 'report'>): void {
  const home = view.doc.loopHome;
  if (home === undefined) return;
  const file = requirementsFile(ctx.workspace, home);
  if (!file) return;
  const at = reactionAt(view);
  for (const e of file.entries) {
    if (e.state === 'na') continue;
    const cause = [{ relPath: file.doc.relPath, line: e.line, message: `\`${e.id}\` in \`REQUIREMENTS.md\`` }];
    const p = packetState(view, e.id);
    if (!p) {
      ctx.report({ messageId: 'requirementMissing', data: { id: e.id }, start: at.start, end: at.end, cause });
      continue;
    }
    if (e.state && disagree(p.state, e.state))
      ctx.report({
        messageId: 'requirementsMd',
        data: { id: e.id, packet: STATE_NAME[p.state], status: e.status.length > 40 ? `${e.status.slice(0, 40)}…` : e.status },
        start: p.ref.start,
        end: p.ref.end,
        cause,
      });
  }
}

/**
 * Seed 001:638 forbids statuses that 互相冲突 (contradict each other), not statuses in different
 * words: a status conflicts when it says so (`conflict`, `stale`, `不一致`, …), or when two
 * sources (a status and `gap_state`, or two statuses) put one requirement in different states.
 */
const CONFLICT = /\b(?:conflict(?:s|ing)?|inconsistent|stale|mismatch(?:ed)?|disagree(?:s|ing)?|out[\s_-]of[\s_-]sync)\b|冲突|不一致|过期|未同步/i;

type ReqState = 'done' | 'open' | 'blocked';
const STATE_WORDS: ReadonlyArray<[RegExp, ReqState]> = [
  [/\b(?:blocked|deferred|superseded)\b|阻塞|受阻|延后/gi, 'blocked'],
  [/\b(?:open|unmet|partial|pending|missing|in[\s_-]progress|not[\s_-](?:satisfied|met|done))\b|未完成|未满足|进行中|部分/gi, 'open'],
  [/\b(?:satisfied|met|done|covered|passed|completed?|fixed)\b|已满足|已完成/gi, 'done'],
];
const STATE_TESTS: ReadonlyArray<[RegExp, ReqState]> = STATE_WORDS.map(([re, st]) => [new RegExp(re.source, 'i'), st]);
const REQ_ID = /\b([A-Z]+-?)(\d{1,4})(?:\s*[-–~]\s*(?:[A-Z]+-?)?(\d{1,4}))?\b/g;

/**
 * What a status text says about each requirement it names (`R1 and R4 satisfied; R2, R3 open`):
 * each id takes the state word that follows it in its clause (else the one before it).
 */
function statesIn(value: string): Map<string, ReqState> {
  const out = new Map<string, ReqState>();
  for (const segment of value.split(/[;；。]|\.(?=\s)/)) {
    const words: Array<{ at: number; state: ReqState }> = [];
    for (const [re, state] of STATE_WORDS) for (const m of segment.matchAll(re)) words.push({ at: m.index, state });
    if (words.length === 0) continue;
    words.sort((a, b) => a.at - b.at);
    for (const m of segment.matchAll(REQ_ID)) {
      const state = (words.find((w) => w.at > m.index) ?? words[words.length - 1])!.state;
      const from = Number(m[2]);
      const to = m[3] !== undefined ? Number(m[3]) : from;
      for (let n = from; n <= Math.min(to, from + 200); n++) if (!out.has(`${m[1]}${n}`)) out.set(`${m[1]}${n}`, state);
    }
  }
  return out;
}

/** The first contradiction among the statuses (and `gap_state`), described; `undefined` when they agree. */
function contradiction(view: PacketView, closureReview: string | undefined): string | undefined {
  const sources = [...view.statuses.map((s) => ({ key: s.key, value: s.value })), ...(closureReview ? [{ key: 'closure_review', value: closureReview }] : [])];
  const said = sources.find((s) => CONFLICT.test(s.value));
  if (said) return `\`${said.key}\` reports a conflict`;
  const gap = new Map<string, ReqState>();
  for (const r of view.satisfied) gap.set(r.id, 'done');
  for (const r of [...view.partial, ...view.unmet]) gap.set(r.id, 'open');
  for (const r of [...view.blocked, ...view.deferred, ...view.superseded]) gap.set(r.id, 'blocked');
  // A status that names no requirement says one thing about all of them (`complete`, `in_progress`).
  const overall = sources.flatMap((s) => {
    if (s.value.search(REQ_ID) !== -1) return [];
    const states = new Set(STATE_TESTS.filter(([re]) => re.test(s.value)).map(([, st]) => st));
    return states.size === 1 ? [{ key: s.key, state: [...states][0]! }] : [];
  });
  const odd = overall.find((o) => o.state !== overall[0]!.state);
  if (odd) return `\`${overall[0]!.key}\` says ${overall[0]!.state}, \`${odd.key}\` ${odd.state}`;
  const seen = new Map<string, { key: string; state: ReqState }>();
  for (const s of sources) {
    for (const [id, state] of statesIn(s.value)) {
      const g = gap.get(id);
      if (g !== undefined && g !== state) return `\`${s.key}\` puts \`${id}\` ${state}, \`gap_state\` ${g}`;
      const other = seen.get(id);
      if (other && other.state !== state) return `\`${s.key}\` puts \`${id}\` ${state}, \`${other.key}\` ${other.state}`;
      if (!other) seen.set(id, { key: s.key, state });
    }
  }
  return undefined;
}

export default defineRule({
  id: 'decision-packet-state-consistency',
  meta: {
    type: 'problem',
    description: 'When `requirements_md_status`, `ledger_status` and `phases_status` disagree, closure is not allowed and the packet does not close',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: PACKET_KINDS,
    messages: {
      requirementMissing:
        'Unexpected closure without requirement `{{id}}` of `REQUIREMENTS.md` in `gap_state`, expected it satisfied, blocked, deferred or superseded (every applicable requirement has its evidence, block or reason)',
      requirementsMd: 'Unexpected `{{id}}` {{packet}} in `gap_state` while `REQUIREMENTS.md` says `{{status}}`, expected the state sources to agree before closing',
      closureAllowed: 'Unexpected `closure_allowed: true` while the state sources disagree ({{statuses}}), expected `closure_allowed: false`',
      close: 'Unexpected `reaction: close` while the state sources disagree ({{statuses}}), expected a reaction that reconciles them first',
    },
  },
  check({ doc, workspace, report }) {
    if (!isPacketDoc(doc)) return;
    const view = packetView(doc);
    if (view.reaction === 'close' || view.closureAllowed === true) againstRequirementsFile(view, { workspace, report });
    const review = dataAt(doc.data, ['state_consistency', 'closure_review']);
    const found = contradiction(view, text(review) ?? text(dataAt(review, ['verdict'])));
    if (!found) return;
    const statuses = found;
    const cause = view.statuses.map((s) => ({ start: s.start, end: s.end, message: `\`${s.key}\`` }));
    if (view.closureAllowed === true) {
      const at = view.at(['state_consistency', 'closure_allowed']);
      report({ messageId: 'closureAllowed', data: { statuses }, start: at.start, end: at.end, cause });
    }
    if (view.reaction === 'close') {
      const at = reactionAt(view);
      report({ messageId: 'close', data: { statuses }, start: at.start, end: at.end, cause });
    }
  },
});
