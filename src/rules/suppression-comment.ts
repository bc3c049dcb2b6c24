import { defineRule, type Report } from '../core/lint/rule.js';
import { KNOWN_VERBS, needsReason, type Directive } from '../core/lint/suppressions.js';

const ID = 'suppression-comment';

/** `<!--wflint …-->`, `<!--lint …-->` or `# wflint-…`, for messages. */
function marker(d: Directive): string {
  return d.syntax === 'markdown' ? `${d.marker} ${d.verb}` : `wflint-${d.verb}`;
}

/** What remark-lint's comment parser (mdast-comment-marker) reads: ASCII words, `-`, `.`, `_`. */
const REMARK_READABLE = /^[\x20-\x7E]*$/;

export default defineRule({
  id: ID,
  meta: {
    type: 'problem',
    description: 'Inline suppression comments name known rules, give a reason and suppress something',
    severity: 'warn',
    fixable: 'suggest',
    kinds: 'all',
    afterSuppressions: true,
    messages: {
      unknownKeyword: 'Unexpected keyword `{{keyword}}`, expected one of {{expected}}',
      missingReason: 'Unexpected `{{marker}}` without a reason, expected `-- <reason>` after the rule ids',
      remarkUnreadable:
        'Unexpected reason remark-lint cannot read in a `lint` comment that also names `{{id}}`, expected an ASCII reason, or the wflint ids in a `<!--wflint {{verb}} … -- reason-->` comment of their own (remark-lint ignores the whole comment)',
      unknownRule: 'Unexpected unknown rule `{{id}}`, expected a wflint rule id',
      notSuppressible: 'Unexpected suppression of `{{id}}`, expected the suppression comment itself to be corrected',
      unused: 'Unexpected `{{marker}}` of `{{id}}` that suppresses nothing, expected a `{{id}}` message in its range',
      unusedAll: 'Unexpected `{{marker}}` of every rule that suppresses nothing, expected a message in its range',
      unusedEnable: 'Unexpected `{{marker}}` of `{{id}}`, expected a `{{disable}}` of it before',
      unusedEnableAll: 'Unexpected `{{marker}}` of every rule, expected a `{{disable}}` before it',
      remove: 'Remove the suppression comment',
    },
  },
  check({ suppressions, report }) {
    if (!suppressions) return;
    const { directives, used, ran, isKnown, isSuppressible, isOwn, isOthers } = suppressions;
    directives.forEach((d, index) => {
      // A `lint` comment that names none of wflint's rules is remark-lint's business.
      if (!isOwn(d)) return;
      const at = { start: d.start, end: d.end };
      const removal = d.removal;
      const remove = (): Partial<Report> => (removal ? { suggest: [{ messageId: 'remove', edits: [{ range: removal, text: '' }] }] } : {});
      const verbs = KNOWN_VERBS[d.syntax];
      if (!verbs.includes(d.verb)) {
        report({
          messageId: 'unknownKeyword',
          data: { keyword: d.verb, expected: verbs.map((v) => `\`${v}\``).join(', ') },
          start: d.verb ? d.verbStart : d.start,
          end: d.verb ? d.verbEnd : d.end,
          expected: [...verbs],
        });
        return;
      }
      if (needsReason(d.verb) && d.reason === undefined) report({ messageId: 'missingReason', data: { marker: marker(d) }, ...at });
      const others = d.marker === 'lint' ? d.ids.filter((i) => isOthers(i.id)) : [];
      if (others.length > 0 && d.reason !== undefined && !REMARK_READABLE.test(d.reason)) {
        report({ messageId: 'remarkUnreadable', data: { id: others[0]!.id, verb: d.verb }, ...at });
      }
      for (const i of d.ids) {
        // Another tool's rule in a shared `lint` comment.
        if (others.includes(i)) continue;
        if (!isKnown(i.id)) {
          report({ messageId: 'unknownRule', data: { id: i.id }, start: i.start, end: i.end });
          continue;
        }
        if (!isSuppressible(i.id)) {
          report({ messageId: 'notSuppressible', data: { id: i.id }, start: i.start, end: i.end });
          continue;
        }
        // A rule that did not run (off, another kind, a gate-only rule) cannot show it is needed.
        if (!ran.has(i.id) || used.has(`${index}:${i.id}`)) continue;
        const messageId = d.verb === 'enable' ? 'unusedEnable' : 'unused';
        report({ messageId, data: { marker: marker(d), id: i.id, disable: `${d.marker} disable` }, start: i.start, end: i.end, ...(d.ids.length === 1 ? remove() : {}) });
      }
      // A bare `lint enable` may be remark-lint's: not judged.
      if (d.ids.length === 0 && ran.size > 0 && !used.has(`${index}:*`) && !(d.marker === 'lint' && d.verb === 'enable')) {
        report({ messageId: d.verb === 'enable' ? 'unusedEnableAll' : 'unusedAll', data: { marker: marker(d), disable: `${d.marker} disable` }, ...at, ...remove() });
      }
    });
  },
});
