import { defineRule } from '../core/lint/rule.js';
import { isEventsFile, traceLines } from '../kinds/loop/trace.js';

export default defineRule({
  id: 'loop-trace-events',
  meta: {
    type: 'problem',
    description: 'Every line of `.loop_trace/events.jsonl` is one JSON object',
    severity: 'error',
    fixable: false,
    kinds: ['loop-trace'],
    // Seed 001:746 sets no line grammar; JSONL readers skip a blank line, so it only warns. A second
    // log is found by its name only (whether it holds raw facts is meaning), so it warns too.
    advisory: ['blank', 'secondLog'],
    messages: {
      notJson: 'Unexpected `{{text}}` (not valid JSON), expected one JSON object per line',
      notObject: 'Unexpected JSON {{actual}} on an event line, expected one JSON object per line',
      blank: 'Unexpected empty line, expected one JSON object per line',
      secondLog: 'Unexpected second log `{{name}}` in `.loop_trace/`, expected `events.jsonl` as the one raw fact log (derived views go under `indexes/`, rebuilt from it)',
    },
  },
  check({ doc, workspace, report }) {
    if (!isEventsFile(doc)) return;
    // Seed 001:746 不要把原始事实拆成多个互不相干的日志: another log file beside events.jsonl.
    const folder = doc.relPath.slice(0, doc.relPath.lastIndexOf('/'));
    const firstLine = { start: 0, end: Math.max(0, doc.text.indexOf('\n')) };
    for (const name of (workspace.list(folder) ?? []).sort()) {
      if (name !== 'events.jsonl' && /\.(?:jsonl|ndjson|log)$/i.test(name)) report({ messageId: 'secondLog', data: { name }, ...firstLine });
    }
    for (const l of traceLines(doc)) {
      const at = { start: l.start, end: l.end };
      if (l.text.trim() === '') report({ messageId: 'blank', ...at });
      else if (l.error !== undefined) report({ messageId: 'notJson', data: { text: l.text.length > 40 ? `${l.text.slice(0, 40)}…` : l.text }, ...at });
      else if (l.value === null || typeof l.value !== 'object' || Array.isArray(l.value)) {
        report({ messageId: 'notObject', data: { actual: Array.isArray(l.value) ? 'list' : `\`${JSON.stringify(l.value)}\`` }, ...at });
      }
    }
  },
});
