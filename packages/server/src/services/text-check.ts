/**
 * The server's check of a free-text field against its form rule (contracts domain/text-rules.ts): the
 * request schema bounds only the length, so a service asks the rule itself and answers 400 INVALID_FIELD
 * naming the field.
 */
import { textProblem, type TextRule } from '@airsight/contracts/domain/text-rules';
import { badRequest } from '../errors.ts';

export function requireText(rule: TextRule, field: string, text: string): void {
  const problem = textProblem(rule, text);
  if (!problem) return;
  const why =
    problem.key === 'requiredField'
      ? 'is required'
      : problem.key === 'invalidFormat'
        ? 'has an invalid format'
        : `must be at most ${problem.num} characters`;
  throw badRequest(`${field} ${why}`, 'INVALID_FIELD');
}
