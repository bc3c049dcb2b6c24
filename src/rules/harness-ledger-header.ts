import { defineRule } from '../core/lint/rule.js';
import { trimEndChars } from '../core/model/text.js';
import { META_KEYS, ledgerView, type MetaLine } from '../kinds/harness/ledger.js';
import { SHA, sessionId } from '../kinds/harness/common.js';

const SHA_KEYS = new Set(['initial_base', 'merge_base']);

/** `/home/dev/x`, `C:/x`, `//server/x`, `~/x` (after `\\` → `/`). */
function isAbsolute(p: string): boolean {
  return /^(\/|~\/|[A-Za-z]:\/)/.test(p);
}

/** A date and time, a date, or a Unix time in the id (`20260501-093012-7f3a`, `2026-05-01T09-30`, `1714555812`). */
function hasTimestamp(id: string): boolean {
  return (
    /(?:^|\D)(?:19|20)\d{2}-?(?:0[1-9]|1[0-2])-?(?:0[1-9]|[12]\d|3[01])(?:\D|$)/.test(id) ||
    /(?:^|\D)(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{2,6}(?:\D|$)/.test(id) ||
    /(?:^|\D)1\d{9}(?:\d{3})?(?:\D|$)/.test(id)
  );
}

export default defineRule({
  id: 'harness-ledger-header',
  meta: {
    type: 'problem',
    description: 'A Ledger starts with its H1 and the four metadata lines `doc_dir`, `branch`, `initial_base`, `merge_base` in order',
    severity: 'error',
    fixable: false,
    kinds: ['harness-ledger'],
    ownsData: { 'harness-ledger': ['/target', ...META_KEYS.map((k) => `/${k}`)] },
    advisory: ['stashAlias'],
    messages: {
      missingH1: 'Unexpected missing H1, expected `# Work ledger — target: <target>` as the first line',
      badH1: 'Unexpected H1 `{{actual}}`, expected `# Work ledger — target: <target>`',
      emptyTarget: 'Unexpected empty target in `{{actual}}`, expected `# Work ledger — target: <target>`',
      missing: 'Unexpected missing `{{key}}:` line, expected it {{where}}',
      order: 'Unexpected `{{key}}:` line after `{{after}}:`, expected the order `doc_dir`, `branch`, `initial_base`, `merge_base`',
      late: 'Unexpected `{{key}}:` line after the entries, expected it in the metadata block under the H1',
      duplicate: 'Unexpected second `{{key}}:` line, expected it once',
      stashAlias: "Unexpected `{{actual}}:`, expected `stashed:` (the canonical key of the start check's stash record; the seed names none)",
      keyCase: 'Unexpected metadata key `{{actual}}`, expected lower case `{{key}}` (the Ledger field names are a fixed format)',
      empty: 'Unexpected empty `{{key}}`, expected a value',
      sha: 'Unexpected value `{{value}}` for `{{key}}`, expected a 7-character short SHA (or the full 40 characters)',
      docDir: 'Unexpected `doc_dir` `{{value}}`, expected it to end with `.webwork/harness/work/{{session}}`',
      docDirRelative: 'Unexpected relative `doc_dir` `{{value}}`, expected the absolute path `<root_dir>/.webwork/harness/work/{{session}}` (recovery reads it as the absolute path)',
      sessionId: 'Unexpected session id `{{session}}` without a timestamp, expected a unique, sortable id that holds its creation time (such as `20260501-093012-7f3a`)',
    },
  },
  check({ doc, report }) {
    const view = ledgerView(doc);
    const h1 = view.h1;
    const first = view.firstLine;
    const headAt = h1 ? { start: h1.start, end: h1.headingEnd } : first ? { start: first.start, end: first.end } : { start: 0, end: 0 };
    if (!h1) report({ messageId: 'missingH1', ...headAt });
    else if (!view.h1Ok) report({ messageId: 'badH1', data: { actual: h1.title.trim() }, ...headAt });
    else if (!view.target) report({ messageId: 'emptyTarget', data: { actual: h1.title.trim() }, ...headAt });

    // The head block holds the metadata and the session-wide `final_review_head=` (004:700): the
    // entries start with the first task line or a line of no form.
    const firstEntry = Math.min(view.entries.find((e) => e.task !== undefined)?.index ?? Infinity, view.unknown[0]?.index ?? Infinity);
    const seen = new Map<string, MetaLine>();
    let lastOrdered: MetaLine | undefined;
    for (const m of view.meta) {
      const at = { start: m.line.start, end: m.line.end };
      const prev = seen.get(m.key);
      if (prev) {
        report({ messageId: 'duplicate', data: { key: m.key }, ...at, cause: [{ start: prev.line.start, end: prev.line.end, message: 'First line' }] });
        continue;
      }
      seen.set(m.key, m);
      if (m.alias) report({ messageId: 'stashAlias', data: { actual: m.alias }, start: m.line.start, end: m.line.start + m.alias.length });
      else if (m.keyText !== m.key) report({ messageId: 'keyCase', data: { actual: m.keyText, key: m.key }, start: m.line.start, end: m.line.start + m.keyText.length });
      if (m.index > firstEntry) report({ messageId: 'late', data: { key: m.key }, ...at });
      const rank = (META_KEYS as readonly string[]).indexOf(m.key);
      if (rank !== -1) {
        if (lastOrdered && (META_KEYS as readonly string[]).indexOf(lastOrdered.key) > rank) report({ messageId: 'order', data: { key: m.key, after: lastOrdered.key }, ...at });
        else lastOrdered = m;
      }
      if (m.value === '') {
        if (m.key !== 'stashed') report({ messageId: 'empty', data: { key: m.key }, ...at });
        continue;
      }
      const valueAt = { start: m.valueSpan.start, end: m.valueSpan.end };
      if (SHA_KEYS.has(m.key) && !SHA.test(m.value)) report({ messageId: 'sha', data: { key: m.key, value: m.value }, ...valueAt });
      if (m.key === 'doc_dir') {
        const session = sessionId(doc);
        const dir = trimEndChars(m.value.replace(/\\/g, '/'), '/');
        if (!(dir === `.webwork/harness/work/${session}` || dir.endsWith(`/.webwork/harness/work/${session}`))) report({ messageId: 'docDir', data: { value: m.value, session }, ...valueAt });
        else if (!isAbsolute(dir)) report({ messageId: 'docDirRelative', data: { value: m.value, session }, ...valueAt });
      }
    }
    // 004:285: the session id is unique, sortable and holds its timestamp (the recovery fallback
    // picks the newest one by it).
    const session = sessionId(doc);
    if (!hasTimestamp(session)) report({ messageId: 'sessionId', data: { session }, ...headAt });
    // Missing lines: where they belong (after the previous present key, else under the H1).
    META_KEYS.forEach((key, i) => {
      if (seen.has(key)) return;
      const prev = META_KEYS.slice(0, i)
        .reverse()
        .map((k) => seen.get(k))
        .find((x) => x);
      const where = prev ? `after \`${prev.key}:\`` : 'right after the H1';
      report({ messageId: 'missing', data: { key, where }, ...(prev ? { start: prev.line.start, end: prev.line.end } : headAt) });
    });
  },
});
