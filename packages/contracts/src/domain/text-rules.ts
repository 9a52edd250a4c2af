/**
 * The rules of a form's free-text fields, schema-free: a request schema is built from a rule
 * (`TextOfRule`, packages/contracts/src/http/fields.ts) and the web client's form resolver checks the same
 * rule (packages/web/src/lib/formRules.ts), so a limit is written once for server and dialog. Lengths are
 * counted in characters (code points), as the schema's maxLength and PostgreSQL's char_length count them.
 */

export interface TextRule {
  readonly required: boolean;
  readonly maxLength: number;
  /** A shape the whole text must have (a regular expression's source, read with the 'u' flag as ajv does). */
  readonly pattern?: string;
  /** The message of a text too long, where the specification names another than pleaseEnterWithinCharacters. */
  readonly tooLongKey?: 'exceedMaxCharacters';
}

/** Part 2 §5, §9: a group name is required, at most 20 characters. */
export const GROUP_NAME_RULE = { required: true, maxLength: 20 } as const satisfies TextRule;

/** Part 2 §5, §9: the customer's machine number (optional_info_2) may be empty, at most 40 characters. */
export const CUSTOMER_MACHINE_NUMBER_RULE = { required: false, maxLength: 40 } as const satisfies TextRule;

/**
 * Part 2 §5: an alarm-mail address is required. 320 characters (64 before the '@', 255 after, RFC 5321);
 * no blank, one '@' with text before it, a domain of dot-separated labels after it: this refuses what no
 * mail server would take, not every oddity RFC 5322 allows.
 */
export const MAIL_ADDRESS_RULE = {
  required: true,
  maxLength: 320,
  pattern: '^[^\\s@\\u0000]+@[^\\s@.\\u0000]+(\\.[^\\s@.\\u0000]+)+$',
} as const satisfies TextRule;

/** An alarm-mail destination's name (user_name) may be empty, at most 100 characters (no bound in part 2 §5). */
export const MAIL_USER_NAME_RULE = { required: false, maxLength: 100 } as const satisfies TextRule;

/** What is wrong with a text, as the specification's message key and its value. */
export type TextProblem =
  | { readonly key: 'requiredField' }
  | { readonly key: 'pleaseEnterWithinCharacters' | 'exceedMaxCharacters'; readonly num: number }
  | { readonly key: 'invalidFormat' };

/** The number of characters of a text (a pair of UTF-16 surrogates is one). */
export const charCount = (text: string): number => [...text].length;

/**
 * The first rule `text` breaks, or null when it keeps them all. A required text of spaces alone is as
 * good as none: a group called " " cannot be told apart from another in a list. The request schema
 * checks only the length, so the server's service also asks this function (services/groups.ts).
 */
export function textProblem(rule: TextRule, text: string): TextProblem | null {
  if (rule.required && text.trim().length === 0) return { key: 'requiredField' };
  if (charCount(text) > rule.maxLength) {
    return { key: rule.tooLongKey ?? 'pleaseEnterWithinCharacters', num: rule.maxLength };
  }
  if (rule.pattern !== undefined && text.length > 0 && !new RegExp(rule.pattern, 'u').test(text)) {
    return { key: 'invalidFormat' };
  }
  return null;
}

/** Part 2 §5, §9: an announcement's name (infoNm) is required, at most 100 characters, with a counter. */
export const INFO_NAME_RULE = {
  required: true,
  maxLength: 100,
  tooLongKey: 'exceedMaxCharacters',
} as const satisfies TextRule;
