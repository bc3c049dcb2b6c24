/**
 * A rule's kinds type its documents' data (`defineRule` infers them; `DataOf`): the keys of the
 * kind's schema, each `unknown` (rules run before `data-schema` has accepted the data). These are
 * compile-time checks: `npm run typecheck` fails when a `@ts-expect-error` below no longer errs.
 */
import { describe, expect, expectTypeOf, test } from 'vitest';
import { defineRule, type DataOf } from '../src/index.js';

const meta = { type: 'problem', description: 'x', severity: 'error', fixable: false, messages: { m: 'm' } } as const;

describe('the data type of a rule', () => {
  test("a closed schema's keys: a misspelled key does not compile, and no value is trusted", () => {
    const rule = defineRule({
      id: 'x',
      meta: { ...meta, kinds: ['plan-summary'] },
      check({ doc }) {
        expectTypeOf(doc.data.title).toEqualTypeOf<unknown>();
        // @ts-expect-error `titel` is no key of the plan-summary schema
        void doc.data.titel;
        // @ts-expect-error a value may be invalid: it is `unknown`, not the schema's `string`
        const title: string = doc.data.title;
        void title;
      },
    });
    expect(rule.appliesTo({ id: 'plan-summary', format: 'markdown' })).toBe(true);
    expect(rule.appliesTo({ id: 'checkpoint', format: 'markdown' })).toBe(false);
  });

  test('an open schema (loop fields are a minimum) and `markdown` rules read any key', () => {
    expectTypeOf<DataOf<'loop-control'>['loop_home']>().toEqualTypeOf<unknown>();
    expectTypeOf<DataOf<'loop-control'>['any_extra_field']>().toEqualTypeOf<unknown>();
    defineRule({
      id: 'y',
      meta: { ...meta, kinds: 'markdown' },
      check({ doc }) {
        expectTypeOf(doc.data.anything).toEqualTypeOf<unknown>();
      },
    });
  });

  test('several kinds: the keys of each', () => {
    defineRule({
      id: 'z',
      meta: { ...meta, kinds: ['harness-plan', 'harness-review'] },
      check({ doc }) {
        // @ts-expect-error a key neither harness schema names
        void doc.data.no_such_key;
      },
    });
  });
});
