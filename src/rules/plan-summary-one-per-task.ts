import { defineRule } from '../core/lint/rule.js';
import { isRealTimestamp, planSummaryView } from '../kinds/plan-summary/view.js';

function dirOf(relPath: string): string {
  const i = relPath.lastIndexOf('/');
  return i === -1 ? '' : relPath.slice(0, i);
}

function titleKey(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}

export default defineRule({
  id: 'plan-summary-one-per-task',
  meta: {
    type: 'problem',
    description: 'One task keeps one plan summary per `.task-driver/` directory',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['plan-summary'],
    messages: {
      older: 'Unexpected second summary of task `{{title}}`, expected one summary per task (the newer one is `{{newer}}`)',
      gateOlder: 'Unexpected `{{action}}` while task `{{title}}` keeps a second summary `{{older}}`, expected one summary per task (merge the older one into this one and delete it)',
    },
  },
  check({ doc, workspace, gateAction, report }) {
    const v = planSummaryView(doc);
    if (v.fileTitle === undefined || !isRealTimestamp(v.timestamp!)) return;
    const dir = dirOf(doc.relPath);
    const mine = titleKey(v.fileTitle);
    // The newest other summary of the same task, when it is newer than this one.
    let newer: { relPath: string; name: string; timestamp: string } | undefined;
    let older: { relPath: string; name: string } | undefined;
    for (const other of workspace.documents('plan-summary', dir)) {
      if (other.relPath === doc.relPath || dirOf(other.relPath) !== dir) continue;
      const o = planSummaryView(other);
      if (o.fileTitle === undefined || !isRealTimestamp(o.timestamp!) || titleKey(o.fileTitle) !== mine) continue;
      const isNewer = o.timestamp! > v.timestamp! || (o.timestamp === v.timestamp && other.relPath > doc.relPath);
      if (isNewer && (!newer || o.timestamp! > newer.timestamp)) newer = { relPath: other.relPath, name: o.fileName, timestamp: o.timestamp! };
      if (!isNewer && !older) older = { relPath: other.relPath, name: o.fileName };
    }
    const at = v.h1 ? { start: v.h1.start, end: v.h1.headingEnd } : { start: 0, end: 0 };
    // 002:109: a step of the task is judged on either file while it has two (lint reports the older
    // one only, once).
    if (!newer && older && gateAction) {
      report({
        messageId: 'gateOlder',
        data: { action: gateAction, title: v.fileTitle, older: older.name },
        ...at,
        cause: [{ relPath: older.relPath, line: 1, message: 'The older summary of the same task' }],
      });
      return;
    }
    if (!newer) return;
    report({
      messageId: 'older',
      data: { title: v.fileTitle, newer: newer.name },
      ...at,
      cause: [{ relPath: newer.relPath, line: 1, message: 'The newer summary of the same task' }],
    });
  },
});
