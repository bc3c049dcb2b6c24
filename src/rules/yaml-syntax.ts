import { defineRule } from '../core/lint/rule.js';

export default defineRule({
  id: 'yaml-syntax',
  meta: {
    type: 'problem',
    description: 'Front matter and yaml blocks parse as YAML',
    severity: 'error',
    fixable: false,
    fatal: true,
    kinds: 'all',
    messages: {
      syntax: 'Unexpected YAML syntax error: {{reason}}',
    },
  },
  check({ doc, report }) {
    for (const block of doc.yaml.blocks) {
      for (const e of block.errors) {
        report({ messageId: 'syntax', data: { reason: e.message }, start: e.start, end: e.end });
      }
    }
  },
});
