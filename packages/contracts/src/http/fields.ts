/**
 * The field schemas every request schema is built from (DESIGN §11: bad input answers 4xx, never 5xx).
 *
 * - Text: PostgreSQL cannot store U+0000 (NUL) in text, and refuses a query that carries it. Every free-text
 *   field refuses NUL by a pattern, so the OpenAPI document says so too. Fields with a pattern of their
 *   own (sort lists, times, ids of a fixed shape) or an enum already exclude it.
 * - Numbers: every integer and number has a minimum and a maximum. That also refuses Infinity, -Infinity
 *   and NaN: a query string's "Infinity" and a JSON body's 1e400 both arrive as Infinity.
 */
import {
  Type,
  type TArray,
  type TArrayOptions,
  type TNumberOptions,
  type TSchema,
  type TStringOptions,
} from 'typebox';
import type { TextRule } from '../domain/text-rules.ts';

/** Matches text without NUL; the server's error messages name this pattern in words. */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';
/** What the server says of a field that breaks NO_NUL_PATTERN, after the field's name. */
export const NO_NUL_MESSAGE = 'must not contain the NUL character (U+0000)';

/** The largest value of a PostgreSQL integer column. */
export const INT32_MAX = 2_147_483_647;

/** String options with a length limit; the pattern is always NO_NUL_PATTERN. */
type TextOptions = TStringOptions & { maxLength: number; pattern?: never };

/** Text of at most `maxLength` characters without NUL. */
export const Text = (options: TextOptions) => Type.String({ ...options, pattern: NO_NUL_PATTERN });

/** Text without NUL that keeps a form's rule (packages/contracts/src/domain/text-rules.ts). */
export const TextOfRule = (rule: TextRule, options: Omit<TextOptions, 'maxLength'> = {}) =>
  Text({ ...options, minLength: rule.required ? 1 : 0, maxLength: rule.maxLength });

/**
 * Text or null, as `nullable: true` (OpenAPI 3.0), not anyOf: with type coercion on, ajv would turn a null
 * into "" while trying the first branch of an anyOf.
 */
export const NullableText = (options: TextOptions) =>
  Type.Unsafe<string | null>({ type: 'string', nullable: true, ...options, pattern: NO_NUL_PATTERN });

/** An integer from `minimum` to `maximum`. */
export const Int = (minimum: number, maximum: number, options: TNumberOptions = {}) =>
  Type.Integer({ ...options, minimum, maximum });

/** A number from `minimum` to `maximum`, or null (see NullableText for why not anyOf). */
export const NullableNumber = (minimum: number, maximum: number, options: TNumberOptions = {}) =>
  Type.Unsafe<number | null>({ type: 'number', nullable: true, ...options, minimum, maximum });

/** The fields `<prefix>_locale1`, `_locale2`, `_locale3` (English, Japanese, Chinese), all of one schema. */
export const LocaleFields = <P extends string, S extends TSchema>(prefix: P, schema: S) =>
  ({
    [`${prefix}_locale1`]: schema,
    [`${prefix}_locale2`]: schema,
    [`${prefix}_locale3`]: schema,
  }) as { [K in `${P}_locale${1 | 2 | 3}`]: S };

/** An answer that is a single list under one name, `{ <name>: [item, …] }`, with no other field. */
export const ListAnswer = <N extends string, T extends TSchema>(
  $id: string | undefined,
  name: N,
  item: T,
  listOptions?: TArrayOptions,
) =>
  Type.Object({ [name]: Type.Array(item, listOptions) } as { [K in N]: TArray<T> }, {
    ...($id === undefined ? {} : { $id }),
    additionalProperties: false,
  });

/** A uuid as the database makes it (a pattern of its own, so no NUL can pass). */
export const Uuid = (description: string) =>
  Type.String({
    pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    description,
  });
