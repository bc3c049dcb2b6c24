import { defineRule } from '../core/rule.js';
import { inLoopHome } from '../kinds/loop/model.js';
import { EVENTS_FILE, eventId, isEventsFile, jsonlLines, recordEventRefs, traceLines } from '../kinds/loop/trace.js';
import { memo } from '../core/document.js';

export default defineRule({
  id: 'loop-trace-indexes',
  meta: {
    type: 'problem',
    description: 'Every record of `.loop_trace/indexes/*.jsonl` traces back to an event of `events.jsonl`',
    severity: 'warn',
    fixable: false,
    crossFile: true,
    kinds: ['loop-trace'],
    messages: {
      noEvents: 'Unexpected index without `{{events}}`, expected the canonical event log it is derived from',
      malformed: 'Unexpected malformed record ({{what}}), expected one JSON object per line',
      noRef: 'Unexpected record without `event_id` (or `event_ids`), expected a reference to the event of `events.jsonl` it is derived from',
      unknownRef: 'Unexpected `event_id` `{{id}}`, expected an event of `events.jsonl`',
    },
  },
  check({ doc, workspace, report }) {
    if (isEventsFile(doc)) return;
    const eventsPath = inLoopHome(doc.loopHome ?? '', EVENTS_FILE);
    const eventsDoc = workspace.document(eventsPath);
    const eventsText = eventsDoc?.text ?? workspace.readText(eventsPath);
    const lines = traceLines(doc);
    if (eventsText === undefined) {
      const first = lines.find((l) => l.text.trim() !== '');
      report({ messageId: 'noEvents', data: { events: EVENTS_FILE }, start: first?.start ?? 0, end: first?.end ?? 0 });
      return;
    }
    const ids = eventsDoc
      ? memo(eventsDoc, 'loop-trace:event-ids', () => new Set(traceLines(eventsDoc).map((l) => eventId(l.value)).filter((x): x is string => x !== undefined)))
      : new Set(jsonlLines(eventsText).map((l) => eventId(l.value)).filter((x): x is string => x !== undefined));
    const cause = [{ relPath: eventsPath, line: 1, message: 'The canonical event log' }];
    for (const l of lines) {
      if (l.text.trim() === '') continue;
      const at = { start: l.start, end: l.end };
      const v = l.value;
      if (l.error !== undefined || v === null || typeof v !== 'object' || Array.isArray(v)) {
        report({ messageId: 'malformed', data: { what: l.error !== undefined ? 'not valid JSON' : 'not an object' }, ...at });
        continue;
      }
      const refs = recordEventRefs(v as Record<string, unknown>);
      if (!refs || refs.length === 0) {
        report({ messageId: 'noRef', ...at });
        continue;
      }
      const unknown = refs.find((r) => !ids.has(r));
      if (unknown !== undefined) report({ messageId: 'unknownRef', data: { id: unknown }, ...at, cause });
    }
  },
});
