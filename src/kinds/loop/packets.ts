/**
 * A decision packet (`decision_packets/<id>.md`, seed 001 "Decision Packet 门禁") read into typed
 * parts once per document; the decision-packet rules check these, never the raw YAML.
 */
import type { WfDocument } from '../../core/model/document.js';
import { memo } from '../../core/model/document.js';
import { locateData } from '../../core/model/yaml-data.js';
import { dataAt, isRecord } from './model.js';
import type { LoopDecisionPacket } from '../../generated/loop-decision-packet.js';

export type Reaction = LoopDecisionPacket['binding_next_action']['reaction'];

export const REACTIONS: readonly Reaction[] = ['repair', 'continue_execution', 'continue_test', 'branch', 'advance', 'await_user', 'block', 'close'];

/** The reactions that keep working on the user's task (seed 001: "repair、continue_execution、continue_test 或 branch"). */
export const WORK_REACTIONS: readonly Reaction[] = ['repair', 'continue_execution', 'continue_test', 'branch'];

export function isReaction(value: unknown): value is Reaction {
  return typeof value === 'string' && (REACTIONS as readonly string[]).includes(value);
}

/** Where a value stands in the packet: its data path and source range. */
export interface Located {
  path: string[];
  start: number;
  end: number;
}

export interface RequirementRef extends Located {
  id: string;
}

export interface Deferral extends RequirementRef {
  nextUnit?: string;
  backlogId?: string;
}

export interface Supersession extends RequirementRef {
  supersededBy?: string;
  deltaPath?: string;
}

export interface MissingEvidence extends Located {
  /** The requirement ids the item names (`requirement_id`, or known ids in a statement). */
  requirementIds: string[];
  text: string;
}

export interface EvidenceItem extends Located {
  capability?: string;
  text: string;
}

export type Verdict = 'pass' | 'partial' | 'fail' | 'not_applicable';

export interface Review extends Located {
  /** Whether the key holds anything at all. */
  present: boolean;
  verdict?: Verdict;
  /** A verdict-like value that is not one of the four verdicts. */
  rawVerdict?: string;
  reason?: string;
  artifact?: string;
}

export interface SolidDecisionReview extends Located {
  present: boolean;
  /** The review artifact (`path`). */
  artifact?: string;
  weakestEvidenceClass?: string;
  claimCeiling?: string;
}

export interface PacketView {
  doc: WfDocument;
  id?: string;
  createdAt?: string;
  /** The bound reaction, when it is one of seed 001's eight. */
  reaction?: Reaction;
  /** What `binding_next_action.reaction` holds, as written. */
  reactionRaw?: unknown;
  satisfied: RequirementRef[];
  partial: RequirementRef[];
  unmet: RequirementRef[];
  blocked: RequirementRef[];
  deferred: Deferral[];
  superseded: Supersession[];
  /** Every requirement id the packet knows (anchor and gap lists). */
  knownIds: Set<string>;
  /** `task_anchor.forbidden_claims`, each as written. */
  forbiddenClaims: Array<Located & { text: string }>;
  missingEvidence: MissingEvidence[];
  nativeEvidence: EvidenceItem[];
  overlayEvidence: EvidenceItem[];
  generalizationLevel?: string;
  nextUnitTask?: string;
  readCompliance: Review;
  solidDecision: SolidDecisionReview;
  statuses: Array<{ key: 'requirements_md_status' | 'ledger_status' | 'phases_status'; value: string } & Located>;
  closureAllowed?: boolean;
  /** Locate any data path (the closest existing node). */
  at(path: readonly string[]): Located;
}

/** A non-empty string (numbers are read as written). */
export function text(v: unknown): string | undefined {
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

const VERDICTS: readonly Verdict[] = ['pass', 'partial', 'fail', 'not_applicable'];
const VERDICT_WORDS: Readonly<Record<string, Verdict>> = { pass: 'pass', passed: 'pass', partial: 'partial', fail: 'fail', failed: 'fail', not_applicable: 'not_applicable', 'n/a': 'not_applicable' };

export function packetView(doc: WfDocument): PacketView {
  return memo(doc, 'loop:packet', () => readPacket(doc));
}

function readPacket(doc: WfDocument): PacketView {
  const data = doc.data;
  const at = (path: readonly string[]): Located => {
    const loc = locateData(doc.yaml, path) ?? { start: 0, end: 0 };
    return { path: [...path], start: loc.start, end: loc.end };
  };
  const list = (path: string[]): Array<{ value: unknown; path: string[] }> => {
    const v = dataAt(data, path);
    return Array.isArray(v) ? (v as unknown[]).map((value, i) => ({ value, path: [...path, String(i)] })) : [];
  };
  const ids = (path: string[]): RequirementRef[] =>
    list(path).flatMap(({ value, path: p }) => {
      const id = text(value);
      return id ? [{ id, ...at(p) }] : [];
    });
  const gap = ['gap_state'];
  const deferred: Deferral[] = list([...gap, 'deferred_requirements']).flatMap(({ value, path: p }) => {
    if (isRecord(value)) {
      const id = text(value.id);
      if (!id) return [];
      const nextUnit = text(value.next_unit);
      const backlogId = text(value.backlog_id);
      return [{ id, ...at(p), ...(nextUnit ? { nextUnit } : {}), ...(backlogId ? { backlogId } : {}) }];
    }
    const id = text(value);
    return id ? [{ id, ...at(p) }] : [];
  });
  const superseded: Supersession[] = list([...gap, 'superseded_requirements']).flatMap(({ value, path: p }) => {
    if (!isRecord(value) || !text(value.id)) return [];
    const supersededBy = text(value.superseded_by);
    const deltaPath = text(value.delta_path);
    return [{ id: text(value.id)!, ...at(p), ...(supersededBy ? { supersededBy } : {}), ...(deltaPath ? { deltaPath } : {}) }];
  });
  const satisfied = ids([...gap, 'satisfied_requirements']);
  const partial = ids([...gap, 'partial_requirements']);
  const unmet = ids([...gap, 'unmet_requirements']);
  const blocked = ids([...gap, 'blocked_requirements']);
  const knownIds = new Set<string>([...ids(['task_anchor', 'requirement_ids']), ...satisfied, ...partial, ...unmet, ...blocked, ...deferred].map((r) => r.id));

  const missingEvidence: MissingEvidence[] = list(['evidence_state', 'missing_evidence']).flatMap(({ value, path: p }) => {
    if (isRecord(value)) {
      const id = text(value.requirement_id);
      return [{ requirementIds: id ? [id] : [], text: text(value.what) ?? '', ...at(p) }];
    }
    const t = text(value);
    if (!t) return [];
    // A statement concerns the packet's requirement ids that stand in it as whole tokens.
    const named = [...knownIds].filter((id) => new RegExp(`(?<![A-Za-z0-9_.-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_])`).test(t));
    return [{ requirementIds: named, text: t, ...at(p) }];
  });
  const evidence = (key: string): EvidenceItem[] =>
    list(['evidence_state', key]).flatMap(({ value, path: p }) => {
      if (isRecord(value)) {
        const capability = text(value.capability);
        return [{ text: text(value.path) ?? text(value.note) ?? '', ...(capability ? { capability } : {}), ...at(p) }];
      }
      const t = text(value);
      return t ? [{ text: t, ...at(p) }] : [];
    });

  const reviewPath = ['review_result', 'read_compliance_review'];
  const rc = dataAt(data, reviewPath);
  const readCompliance: Review = {
    present: rc !== undefined && rc !== null && !(typeof rc === 'string' && rc.trim() === ''),
    ...at(isRecord(rc) && 'verdict' in rc ? [...reviewPath, 'verdict'] : reviewPath),
  };
  const verdictOf = (raw: unknown): void => {
    const t = text(raw);
    if (!t) return;
    const v = VERDICT_WORDS[t.toLowerCase()];
    if (v) readCompliance.verdict = v;
    else readCompliance.rawVerdict = t;
  };
  if (isRecord(rc)) {
    verdictOf(rc.verdict);
    const reason = text(rc.reason);
    if (reason) readCompliance.reason = reason;
    const artifact = text(rc.path);
    if (artifact) readCompliance.artifact = artifact;
  } else if (typeof rc === 'string') {
    const t = rc.trim();
    // `pass (evidence/reviews/round_1_review.md, section 2)`: a verdict, then where it stands.
    const lead = /^(?:pass(?:ed)?|partial|fail(?:ed)?|not_applicable|n\/a)(?![\w/-])/i.exec(t);
    if (lead) {
      verdictOf(lead[0]);
      let rest = t
        .slice(lead[0].length)
        .replace(/^[\s:,;—-]+/, '')
        .trim();
      if (rest.startsWith('(') && rest.endsWith(')')) rest = rest.slice(1, -1).trim();
      if (rest) {
        if (readCompliance.verdict === 'not_applicable') readCompliance.reason = rest;
        else readCompliance.artifact = rest;
      }
    } else if (t) readCompliance.artifact = t;
  }

  const sdPath = ['review_result', 'solid_decision_review'];
  const sd = dataAt(data, sdPath);
  const solidDecision: SolidDecisionReview = { present: isRecord(sd), ...at(sdPath) };
  if (isRecord(sd)) {
    const p = text(sd.path);
    const w = text(sd.weakest_evidence_class);
    const c = text(sd.claim_ceiling);
    if (p) solidDecision.artifact = p;
    if (w) solidDecision.weakestEvidenceClass = w;
    if (c) solidDecision.claimCeiling = c;
  }

  const statuses: PacketView['statuses'] = [];
  for (const key of ['requirements_md_status', 'ledger_status', 'phases_status'] as const) {
    const v = text(dataAt(data, ['state_consistency', key]));
    if (v) statuses.push({ key, value: v, ...at(['state_consistency', key]) });
  }
  const closure = dataAt(data, ['state_consistency', 'closure_allowed']);
  const reactionRaw = dataAt(data, ['binding_next_action', 'reaction']);
  const forbiddenClaims = list(['task_anchor', 'forbidden_claims']).flatMap(({ value, path: p }) => {
    const t = text(value);
    return t ? [{ text: t, ...at(p) }] : [];
  });
  const view: PacketView = {
    doc,
    forbiddenClaims,
    satisfied,
    partial,
    unmet,
    blocked,
    deferred,
    superseded,
    knownIds,
    missingEvidence,
    nativeEvidence: evidence('native_evidence'),
    overlayEvidence: evidence('overlay_evidence'),
    readCompliance,
    solidDecision,
    statuses,
    at,
  };
  const id = text(data.decision_packet_id);
  if (id) view.id = id;
  const createdAt = text(data.created_at);
  if (createdAt) view.createdAt = createdAt;
  if (reactionRaw !== undefined) view.reactionRaw = reactionRaw;
  if (isReaction(reactionRaw)) view.reaction = reactionRaw;
  const level = text(dataAt(data, ['evidence_state', 'generalization_level']));
  if (level) view.generalizationLevel = level;
  const next = text(dataAt(data, ['binding_next_action', 'next_unit_task']));
  if (next) view.nextUnitTask = next;
  if (typeof closure === 'boolean') view.closureAllowed = closure;
  return view;
}

/** The location of the binding reaction (or of what should hold it). */
export function reactionAt(view: PacketView): Located {
  return view.at(['binding_next_action', 'reaction']);
}

export { VERDICTS };

/** Milliseconds of a `created_at` (a date alone is its midnight, a time without offset is UTC); NaN when unreadable. */
export function createdAtTime(value: string | undefined): number {
  if (!value) return Number.NaN;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  if (!m) return Number.NaN;
  const offset = m[3] === undefined || m[3] === 'Z' ? 'Z' : m[3].length === 5 ? `${m[3].slice(0, 3)}:${m[3].slice(3)}` : m[3];
  return Date.parse(`${m[1]}T${m[2] ?? '00:00'}${offset}`);
}
