import { defineRule, type Report, type Suggestion } from '../core/lint/rule.js';
import { baseVersion } from '../core/lint/workspace-view.js';
import type { WfDocument } from '../core/model/document.js';
import { changedSinceBase, decisionLog, decisionLogAtBase, decisionLogOfText, decisionLogSection, isNone, isTemplateItem, type BaseLog, type DecisionEntry } from '../kinds/task-state/view.js';

/** Whether `later` keeps every entry of `earlier`, unchanged and in order, before any new one. */
function keeps(earlier: readonly string[], later: readonly string[]): boolean {
  return earlier.every((t, i) => later[i] === t);
}

/**
 * Verdicts of committed changes by `<blob before> <blob after>`: whether the commit kept the
 * decision log (appended only). A blob pair never changes, so a run (an editor, a pool worker)
 * judges each once. Bounded.
 */
const pairs = new Map<string, boolean>();
const PAIRS_MAX = 8192;

/**
 * The entries of a text's decision log, read line by line (no parse): the list items at the
 * section's top level, each with its continuation lines, without none items and template text.
 * `undefined` when the section is not found. Used to clear the common case (a commit that only
 * appended) without parsing old versions.
 */
function quickLog(text: string): string[] | undefined {
  // The section's heading line: found by its text, then checked to be a `##` heading.
  let from = -1;
  for (let at = text.indexOf('关键决策日志'); at !== -1; at = text.indexOf('关键决策日志', at + 1)) {
    const lineStart = text.lastIndexOf('\n', at) + 1;
    if (/^ {0,3}##[ \t]/.test(text.slice(lineStart, lineStart + 8))) {
      from = text.indexOf('\n', at);
      break;
    }
  }
  if (from === -1) return undefined;
  const out: string[] = [];
  let fence: string | undefined;
  for (let at = from + 1; at > 0 && at < text.length;) {
    const nl = text.indexOf('\n', at);
    const line = text.slice(at, nl === -1 ? text.length : nl).replace(/\r$/, '');
    at = nl === -1 ? text.length : nl + 1;
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (f) {
      fence = fence === undefined ? f[1]![0] : f[1]![0] === fence ? undefined : fence;
      if (out.length) out[out.length - 1] += `\n${line}`;
      continue;
    }
    if (fence === undefined && /^ {0,3}#{1,2}[ \t]/.test(line)) break;
    if (line.trim() === '' || (fence === undefined && /^ {0,3}#{3,6}[ \t]/.test(line))) continue;
    const item = fence === undefined ? /^ ?(?:[-*+]|\d{1,9}[.)])[ \t]+(\S.*|)$/.exec(line) : null;
    if (item) out.push(item[1]!.trim());
    else if (out.length) out[out.length - 1] += `\n${line.trim()}`;
  }
  return out.filter((t) => !isNone(t) && !isTemplateItem(t));
}

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
    // A file renamed since the base (a new date or slug) keeps its log's history.
    const at = baseVersion(git, doc);
    if (at === undefined) return;
    const { text: baseText, label } = at;
    // The uncommitted edit first: against the base (unchanged files skip the parse).
    if (changedSinceBase(doc.text, baseText) === true) {
      const current = decisionLog(doc);
      const base = decisionLogAtBase(doc, baseText);
      if (
        !keeps(
          base.entries.map((e) => e.item.text),
          current.map((e) => e.item.text),
        )
      ) {
        reportChanges(doc, base, current, label, report);
        return;
      }
    }
    // Then every commit that changed the file: a rewrite committed on the branch stays visible
    // (CI, pre-push), not only while it is uncommitted.
    const changes = git.history?.(doc.relPath) ?? [];
    if (changes.length === 0 || !git.blobTexts) return;
    const keyOf = (c: { before: string; after: string }) => `${c.before} ${c.after}`;
    const unknown = changes.filter((c) => !pairs.has(keyOf(c)));
    const logs = new Map<string, BaseLog>();
    let texts: Map<string, string> | undefined;
    const logOf = (blob: string): BaseLog | undefined => {
      if (!texts?.has(blob)) texts = new Map([...(texts ?? []), ...git.blobTexts!([...new Set(changes.flatMap((c) => [c.before, c.after]))])]);
      if (!logs.has(blob) && texts.has(blob)) logs.set(blob, decisionLogOfText(doc, texts.get(blob)!));
      return logs.get(blob);
    };
    if (unknown.length) {
      texts = git.blobTexts([...new Set(unknown.flatMap((c) => [c.before, c.after]))]);
      for (const c of unknown) {
        const before = texts.get(c.before);
        const after = texts.get(c.after);
        let kept = true;
        if (before !== undefined && after !== undefined) {
          const a = quickLog(before);
          const b = quickLog(after);
          // Cleared line by line when the commit only appended; otherwise judged on the parsed logs.
          if (!(a && b && keeps(a, b))) {
            const older = logOf(c.before);
            const newer = logOf(c.after);
            kept =
              !older ||
              !newer ||
              keeps(
                older.entries.map((e) => e.item.text),
                newer.entries.map((e) => e.item.text),
              );
          }
        }
        if (pairs.size >= PAIRS_MAX) pairs.clear();
        pairs.set(keyOf(c), kept);
      }
    }
    if (changes.every((c) => pairs.get(keyOf(c)) !== false)) return;
    // A commit rewrote the log. The history that counts is the one each commit extended: walking
    // from the oldest version, a version that does not keep the entries counted so far is a
    // rewrite and does not count. The current log must keep the last version that counts (a
    // restore after a committed rewrite satisfies it).
    const oldest = changes[changes.length - 1]!;
    const chain = [{ blob: oldest.before, label: `${oldest.commit.slice(0, 7)}^` }, ...[...changes].reverse().map((c) => ({ blob: c.after, label: c.commit.slice(0, 7) }))];
    let counted: { log: BaseLog; label: string } | undefined;
    for (const v of chain) {
      const log = logOf(v.blob);
      if (!log) continue;
      if (
        !counted ||
        keeps(
          counted.log.entries.map((e) => e.item.text),
          log.entries.map((e) => e.item.text),
        )
      )
        counted = { log, label: v.label };
    }
    if (!counted) return;
    const current = decisionLog(doc);
    if (
      keeps(
        counted.log.entries.map((e) => e.item.text),
        current.map((e) => e.item.text),
      )
    )
      return;
    reportChanges(doc, counted.log, current, counted.label, report);
  },
});
