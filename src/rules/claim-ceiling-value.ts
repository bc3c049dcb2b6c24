import { defineRule } from '../core/lint/rule.js';
import { LOOP_DATA_KINDS, claimLattice, dataPairs } from '../kinds/loop/claims.js';

function shown(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'a mapping';
  return `\`${String(value)}\``;
}

export default defineRule({
  id: 'claim-ceiling-value',
  meta: {
    type: 'problem',
    description: 'Every `claim_ceiling` is a value of the configured claim-ceiling lattice (and every `weakest_evidence_class` one of the configured classes, when set)',
    severity: 'error',
    fixable: false,
    kinds: LOOP_DATA_KINDS,
    // Seed 001:199, 001:626, 001:915 print `claim_ceiling:` with no value list: a ceiling in words
    // is read (most restrictively) and a warning names the lattice values.
    advisory: ['freeText'],
    messages: {
      freeText: 'Unexpected claim ceiling {{value}} in words for `{{path}}`, expected one of {{allowed}} (read as `{{read}}`, {{how}})',
      ceiling: 'Unexpected claim ceiling {{value}} for `{{path}}`, expected one of {{allowed}}',
      evidenceClass: 'Unexpected evidence class {{value}} for `{{path}}`, expected one of {{allowed}}',
    },
  },
  check({ doc, settings, report }) {
    const lattice = claimLattice(settings);
    const classes = settings.claimCeilings.evidenceClasses;
    const list = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(', ');
    for (const p of dataPairs(doc)) {
      if (p.value === null || p.value === undefined || (typeof p.value === 'string' && p.value.trim() === '')) continue;
      const path = p.path.join('.');
      if (p.key === 'claim_ceiling' && !lattice.normalise(p.value)) {
        const read = lattice.readFreeText(p.value);
        const how = lattice.namedIn(p.value) ? 'the lowest level it names' : 'the lowest level: it names none';
        if (read) report({ messageId: 'freeText', data: { value: shown(p.value), path, allowed: list(lattice.values), read, how }, start: p.start, end: p.end, expected: [...lattice.values] });
        else report({ messageId: 'ceiling', data: { value: shown(p.value), path, allowed: list(lattice.values) }, start: p.start, end: p.end, expected: [...lattice.values] });
      } else if (p.key === 'weakest_evidence_class' && classes && !(typeof p.value === 'string' && classes.includes(p.value.trim()))) {
        report({ messageId: 'evidenceClass', data: { value: shown(p.value), path, allowed: list(classes) }, start: p.start, end: p.end, expected: [...classes] });
      }
    }
  },
});
