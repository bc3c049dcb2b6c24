import { defineRule, type Report, type Suggestion } from '../core/rule.js';
import type { WfDocument } from '../core/document.js';
import { changedSinceBase, decisionLog, decisionLogAtBase, decisionLogOfText, decisionLogSection, type BaseLog, type DecisionEntry } from '../kinds/task-state/view.js';

/** Whether `later` keeps every entry of `earlier`, unchanged and in order, before any new one. */
function keeps(earlier: readonly string[], later: readonly string[]): boolean {
  return earlier.every((t, i) => later[i] === t);
}

/**
 * Verdicts of a file's committed history by its chain of blob ids: the index of the newest version
 * that the one after it did not extend, or -1 when every commit only appended. The chain of a
 * version never changes, so a run (an editor, a pool worker) judges it once. Bounded.
 */
const chains = new Map<string, number>();
/** A removed line that may have been a decision-log entry (`- 2026-05-04：…`, `- 2026-05-04 14:30：…`) or its continuation. */
const MAY_BE_ENTRY = /^\s*(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?\d{4}-\d{2}-\d{2}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?\s*[：:]|^(?: {2,}|\t)\S/;
const CHAINS_MAX = 4096;

/** Report how `current` departs from an earlier log `base` (labelled `label`: `HEAD`, a commit). */
function reportChanges(doc: WfDocument, base: BaseLog, current: readonly DecisionEntry[], label: string, report: (r: Report) => void): void {
  const baseTexts = base.entries.map((e) => e.item.text);
  const currentTexts = current.map((e) => e.item.text);
  // The restore keeps every current entry that is not a base entry, after the base entries.
  const kept = current.filter((e) => !baseTexts.includes(e.item.text)).map((e) => doc.text.slice(e.item.start, e.item.end).replace(/\r?\n$/, ''));
  const section = decisionLogSection(doc);
  const suggest: Suggestion[] = [];
  const restored = [...base.texts, ...kept].join('\n');
  if (current.length > 0) {
    const last = current[current.length - 1]!;
    const end = doc.text.slice(last.item.start, last.item.end).replace(/\r?\n$/, '').length + last.item.start;
    suggest.push({ messageId: 'restore', data: { base: label }, edits: [{ range: [current[0]!.item.start, end], text: restored }] });
  } else if (section) {
    suggest.push({ messageId: 'restore', data: { base: label }, edits: [{ range: [section.headingEnd, section.headingEnd], text: `\n\n${restored}` }] });
  }
  const short = (t: string) => (t.length > 40 ? `${t.slice(0, 37)}…` : t);
  const positions = baseTexts.map((t) => currentTexts.indexOf(t));
  const replacedAt = new Set<number>();
  let lastPos = -1;
  base.entries.forEach((e, i) => {
    const data = { n: i + 1, base: label, was: short(e.item.text) };
    const p = positions[i]!;
    if (p === -1) {
      const now = current[i];
      if (now && !baseTexts.includes(now.item.text) && !replacedAt.has(i)) {
        replacedAt.add(i);
        report({ messageId: 'changed', data, start: now.item.textStart, end: now.item.end, suggest });
      } else {
        const at = now ?? current[current.length - 1];
        const loc = at ? { start: at.item.textStart, end: at.item.end } : section ? { start: section.start, end: section.headingEnd } : { start: 0, end: 0 };
        report({ messageId: 'removed', data, ...loc, suggest });
      }
    } else if (p < lastPos) {
      const now = current[p]!;
      report({ messageId: 'moved', data, start: now.item.textStart, end: now.item.end, suggest });
    } else lastPos = p;
  });
  current.forEach((c, k) => {
    if (k < lastPos && !baseTexts.includes(c.item.text) && !replacedAt.has(k)) {
      report({ messageId: 'inserted', data: { base: label }, start: c.item.textStart, end: c.item.end, suggest });
    }
  });
}

export default defineRule({
  id: 'task-state-decision-log-append-only',
  meta: {
    type: 'problem',
    description: 'The decision log is append-only: entries at `--base` stay, unchanged and in order',
    severity: 'error',
    fixable: 'suggest',
    gitAware: true,
    kinds: ['task-state'],
    messages: {
      changed: 'Unexpected change to decision-log entry {{n}} (at `{{base}}`: `{{was}}`), expected earlier entries unchanged: append a new entry instead',
      moved: 'Unexpected move of decision-log entry {{n}} (at `{{base}}`: `{{was}}`), expected earlier entries in their order',
      inserted: 'Unexpected new entry before earlier decision-log entries of `{{base}}`, expected new entries only at the end',
      removed: 'Unexpected removal of decision-log entry {{n}} (at `{{base}}`: `{{was}}`), expected earlier entries kept',
      restore: 'Restore the decision-log entries of `{{base}}` and keep the new ones after them',
    },
  },
  check({ doc, workspace, report }) {
    const git = workspace.git;
    if (!git) return;
    const baseText = git.textAtBase(doc.relPath);
    if (baseText === undefined) return;
    // The uncommitted edit first: against the base (unchanged files skip the parse).
    if (changedSinceBase(doc, baseText) === true) {
      const current = decisionLog(doc);
      const base = decisionLogAtBase(doc, baseText);
      if (!keeps(base.entries.map((e) => e.item.text), current.map((e) => e.item.text))) {
        reportChanges(doc, base, current, git.base, report);
        return;
      }
    }
    // Then every earlier committed version: a rewrite committed on the branch stays visible (CI,
    // pre-push), not only while it is uncommitted.
    const versions = git.history?.(doc.relPath) ?? [];
    if (versions.length < 2 || !git.blobTexts) return;
    // Old versions are read only when a commit removed a line that could be a decision (or a
    // continuation line of one): appends, ticked Top 3 items and a rotated decision index remove none.
    const removed = git.removedLines?.(doc.relPath);
    if (removed && !removed.some((l) => MAY_BE_ENTRY.test(l))) return;
    const key = `${doc.relPath}\0${versions.map((v) => v.blob).join(',')}`;
    let bad = chains.get(key);
    const logs = new Map<string, BaseLog>();
    const logOf = (blob: string, texts: Map<string, string>): BaseLog | undefined => {
      if (!logs.has(blob) && texts.has(blob)) logs.set(blob, decisionLogOfText(doc, texts.get(blob)!));
      return logs.get(blob);
    };
    let texts: Map<string, string> | undefined;
    if (bad === undefined) {
      texts = git.blobTexts(versions.map((v) => v.blob));
      bad = -1;
      for (let i = versions.length - 1; i > 0; i--) {
        const older = logOf(versions[i]!.blob, texts);
        const newer = logOf(versions[i - 1]!.blob, texts);
        if (older && newer && !keeps(older.entries.map((e) => e.item.text), newer.entries.map((e) => e.item.text))) bad = Math.max(bad, i);
      }
      if (chains.size >= CHAINS_MAX) chains.clear();
      chains.set(key, bad);
    }
    if (bad === -1) return;
    // A commit rewrote the log: report against the newest earlier version the current log departs from.
    texts ??= git.blobTexts(versions.map((v) => v.blob));
    const current = decisionLog(doc);
    const currentTexts = current.map((e) => e.item.text);
    for (let i = 0; i < versions.length; i++) {
      const log = logOf(versions[i]!.blob, texts);
      if (!log || keeps(log.entries.map((e) => e.item.text), currentTexts)) continue;
      reportChanges(doc, log, current, versions[i]!.commit.slice(0, 7), report);
      return;
    }
  },
});
