/**
 * The form resolver of every add and edit dialog (docs/ARCHITECTURE.md §3, "Forms"): react-hook-form asks
 * it for the errors of the values; it checks each text field against its rule from contracts
 * (packages/contracts/src/domain/text-rules.ts), the rule the server's request schema is built from. An
 * error's `type` is the specification's message key and its `message` the value the key's text needs.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { textProblem, type TextProblem, type TextRule } from '@airsight/contracts/domain/text-rules';

export type TextRules<V> = { readonly [K in keyof V]?: TextRule };

/** The message key of a field error made by `textRulesResolver`, with the value for its text. */
export const problemText = (type: string, message: string | undefined) => ({
  key: type as TextProblem['key'],
  num: Number(message ?? 0),
});

export function textRulesResolver<V extends FieldValues>(rules: TextRules<V>): Resolver<V> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, rule] of Object.entries(rules) as [string, TextRule][]) {
      const value: unknown = values[name];
      const problem = textProblem(rule, typeof value === 'string' ? value : '');
      if (problem) {
        errors[name] = { type: problem.key, message: 'num' in problem ? String(problem.num) : '' };
      }
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<V> };
  };
}
