/**
 * Document text in a report (messages quote YAML keys and values, headings, file names) is
 * untrusted: a newline would start a new line a CI log reads as a workflow command
 * (`::stop-commands::…`, `::error …`), an escape sequence drives the terminal, Markdown or HTML
 * in a job summary would render. Every reporter that prints text passes it through one of these.
 */
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u2028\u2029]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r' };

/** Control characters (C0 but tab, DEL, C1) and the Unicode line separators as visible escapes (`\n`, `\u001b`). */
export function printable(s: string): string {
  if (!CONTROL.test(s)) return s;
  return s.replace(CONTROLS, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const MARKDOWN = /[\\*_[\]|~!@#]/g;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const inert = (s: string): string => s.replace(/[&<>]/g, (c) => ENTITIES[c]!).replace(MARKDOWN, (c) => `\\${c}`);

/**
 * Text for a Markdown table cell: printable, HTML characters as entities, Markdown punctuation
 * escaped, so nothing a document wrote renders or leaves the cell. The code spans of a message
 * (paired backticks) become `<code>` elements with the same escaped text; an unpaired backtick is
 * escaped.
 */
export function markdownText(s: string): string {
  const parts = printable(s).split('`');
  if (parts.length % 2 === 0) return parts.map(inert).join('\\`');
  return parts.map((p, i) => (i % 2 === 1 ? `<code>${inert(p)}</code>` : inert(p))).join('');
}
