/**
 * The rules of a form's free-text fields, schema-free: a request schema is built from a rule
 * (`TextOfRule`, packages/contracts/src/http/fields.ts) and the web client's form resolver checks the same
 * rule (packages/web/src/lib/formRules.ts), so a limit is written once for server and dialog. Lengths are
 * counted in characters (code points), as the schema's maxLength and PostgreSQL's char_length count them.
 */

export interface TextRule {
  readonly required: boolean;
  readonly maxLength: number;
}

/** Part 2 §5, §9: a group name is required, at most 20 characters. */
export const GROUP_NAME_RULE = { required: true, maxLength: 20 } as const satisfies TextRule;

/** Part 2 §5, §9: the customer's machine number (optional_info_2) may be empty, at most 40 characters. */
export const CUSTOMER_MACHINE_NUMBER_RULE = { required: false, maxLength: 40 } as const satisfies TextRule;

/** What is wrong with a text, as the specification's message key and its value. */
export type TextProblem =
  { readonly key: 'requiredField' } | { readonly key: 'pleaseEnterWithinCharacters'; readonly num: number };

/** The number of characters of a text (a pair of UTF-16 surrogates is one). */
export const charCount = (text: string): number => [...text].length;

/**
 * The first rule `text` breaks, or null when it keeps them all. A required text of spaces alone is as
 * good as none: a group called " " cannot be told apart from another in a list. The request schema
 * checks only the length, so the server's service also asks this function (services/groups.ts).
 */
export function textProblem(rule: TextRule, text: string): TextProblem | null {
  if (rule.required && text.trim().length === 0) return { key: 'requiredField' };
  if (charCount(text) > rule.maxLength) return { key: 'pleaseEnterWithinCharacters', num: rule.maxLength };
  return null;
}
