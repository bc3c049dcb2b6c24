import { defineRule } from '../core/lint/rule.js';
import { isRealTimestamp, planSummaryView } from '../kinds/plan-summary/view.js';

export default defineRule({
  id: 'plan-summary-filename',
  meta: {
    type: 'problem',
    description: 'A plan summary is named `<任务标题>-<YYYYMMDDHHmmss>-计划摘要.md` and its H1 is `# <任务标题> 计划摘要`',
    severity: 'error',
    fixable: false,
    kinds: ['plan-summary'],
    ownsData: { 'plan-summary': ['/title', '/timestamp'] },
    messages: {
      fileName: 'Unexpected file name `{{name}}`, expected `<任务标题>-<YYYYMMDDHHmmss>-计划摘要.md`',
      timestamp: 'Unexpected timestamp `{{timestamp}}` in the file name, expected a real time `YYYYMMDDHHmmss`',
      missingH1: 'Unexpected missing H1, expected `# {{title}} 计划摘要`',
      h1: 'Unexpected H1 `{{actual}}`, expected `# {{title}} 计划摘要`',
    },
  },
  check({ doc, report }) {
    const v = planSummaryView(doc);
    const h1At = v.h1 ? { start: v.h1.start, end: v.h1.headingEnd } : { start: 0, end: 0 };
    if (v.fileTitle === undefined) report({ messageId: 'fileName', data: { name: v.fileName }, ...h1At });
    else if (!isRealTimestamp(v.timestamp!)) report({ messageId: 'timestamp', data: { timestamp: v.timestamp! }, ...h1At });
    const title = v.fileTitle ?? v.title ?? '<任务标题>';
    if (!v.h1) {
      report({ messageId: 'missingH1', data: { title }, start: 0, end: 0 });
      return;
    }
    const same = v.fileTitle === undefined || v.title?.replace(/\s+/g, ' ') === v.fileTitle.replace(/\s+/g, ' ');
    if (!v.titleSuffix || !same || v.title === '') {
      report({ messageId: 'h1', data: { actual: `# ${v.h1.title.trim()}`, title }, start: v.h1.titleStart, end: v.h1.titleEnd });
    }
  },
});
