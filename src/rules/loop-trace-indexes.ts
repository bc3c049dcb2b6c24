import { defineRule } from '../core/lint/rule.js';
import { inLoopHome } from '../kinds/loop/model.js';
import { EVENTS_FILE, eventId, isEventsFile, jsonlLines, recordEventRefs, traceLines } from '../kinds/loop/trace.js';
import { memo } from '../core/model/document.js';

export default defineRule({
  id: 'loop-trace-indexes',
  meta: {
    type: 'problem',
    description: 'Every record of `.loop_trace/indexes/*.jsonl` traces back to an event of `events.jsonl`',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-trace'],
    messages: {
      noEvents: 'Unexpected index without `{{events}}`, expected the canonical event log it is derived from',
      malformed: 'Unexpected malformed record ({{what}}), expected one JSON object per line',
      noRef: 'Unexpected record without `event_id` (or `event_ids`), expected a reference to the event of `events.jsonl` it is derived from',
      unknownRef: 'Unexpected `event_id` `{{id}}`, expected an event of `events.jsonl`',
      contradicts: 'Unexpected `{{key}}` {{actual}} for event `{{id}}`, expected {{expected}} as `events.jsonl` records it (an index is rebuilt from the events)',
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
    const byId = (ls: ReadonlyArray<{ value?: unknown }>) => {
      const m = new Map<string, Record<string, unknown>>();
      for (const l of ls) {
        const id = eventId(l.value);
        if (id !== undefined && !m.has(id) && l.value && typeof l.value === 'object' && !Array.isArray(l.value)) m.set(id, l.value as Record<string, unknown>);
      }
      return m;
    };
    const ids = eventsDoc ? memo(eventsDoc, 'loop-trace:events-by-id', () => byId(traceLines(eventsDoc))) : byId(jsonlLines(eventsText));
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
      if (unknown !== undefined) {
        report({ messageId: 'unknownRef', data: { id: unknown }, ...at, cause });
        continue;
      }
      // A record derived from one event repeats its facts (seed 001:746: rebuildable from events.jsonl).
      if (refs.length !== 1) continue;
      const event = ids.get(refs[0]!)!;
      for (const [key, value] of Object.entries(v as Record<string, unknown>)) {
        const e = event[key];
        const scalar = (x: unknown) => typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean';
        if (!scalar(value) || !scalar(e) || e === value) continue;
        report({ messageId: 'contradicts', data: { key, actual: `\`${String(value)}\``, expected: `\`${String(e)}\``, id: refs[0]! }, ...at, cause });
        break;
      }
    }
  },
});
