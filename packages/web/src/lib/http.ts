/**
 * Pure helpers of the API client (no I/O, no DOM): the "empty lists become null" rule of part 1 §7 and
 * the text shown for a failed answer. Query strings are contracts' (http/url.ts): the server builds the
 * same URLs for the page's preloads.
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A response type as the client sees it: every top-level `*_list` may be null (see normalizeEmptyLists). */
export type EmptyListsAsNull<T> = { [K in keyof T]: K extends `${string}_list` ? T[K] | null : T[K] };

/**
 * Part 1 §7: "empty list responses become null". An empty array answer becomes null, and so does every
 * empty top-level `*_list` field of an object answer. Everything else is returned as it is.
 */
export function normalizeEmptyLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? null : value;
  if (!isPlainObject(value)) return value;
  let result: Record<string, unknown> | undefined;
  for (const [key, field] of Object.entries(value)) {
    if (key.endsWith('_list') && Array.isArray(field) && field.length === 0) {
      result ??= { ...value };
      result[key] = null;
    }
  }
  return result ?? value;
}

const MAX_MESSAGE_LENGTH = 500;

/**
 * What the snackbar shows for a failed answer: the `message` of the server's error body
 * ({ statusCode, error, code, message }), else the body's text, else undefined (the caller then uses a
 * generic text with the status code).
 */
export function errorMessageFromBody(body: string): string | undefined {
  const text = body.trim();
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (isPlainObject(parsed)) {
      const { message, error } = parsed;
      if (typeof message === 'string' && message.trim()) return message.trim().slice(0, MAX_MESSAGE_LENGTH);
      if (typeof error === 'string' && error.trim()) return error.trim().slice(0, MAX_MESSAGE_LENGTH);
      return undefined;
    }
  } catch {
    // not JSON: fall through to the text, unless it is an HTML error page
  }
  if (text.startsWith('<')) return undefined;
  return text.slice(0, MAX_MESSAGE_LENGTH);
}
