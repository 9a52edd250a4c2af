/**
 * What the route schemas of the API areas share (docs/server.md §2): the one error answer, the
 * usual sets of error answers, and `schemasOf`, which gives each route of an area the area's docs tag and
 * error answers, so that a route's schema says only what is its own.
 */
import { Type } from 'typebox';

/** Every non-success answer has the one error format (plugins/errors.ts; plugins/docs.ts adds its schema). */
export const ErrorRef = Type.Ref('ErrorResponse');

type ErrorAnswers = Readonly<Record<number, typeof ErrorRef>>;

/** Error answers of a read: bad input, no session, an id outside the caller's authorities (or unknown). */
export const READ_ERRORS = { 400: ErrorRef, 401: ErrorRef, 404: ErrorRef } as const;

/** Error answers of a write: also a missing CSRF token and a stale version. */
export const WRITE_ERRORS = { ...READ_ERRORS, 403: ErrorRef, 409: ErrorRef } as const;

/**
 * The schema builder of one area's routes: `schema(ok, parts)` is a route's schema with the area's docs
 * tag, `parts` (summary, description, querystring, body, ...) and the answers `ok` (200) and `errors`.
 */
export function schemasOf<const Errors extends ErrorAnswers>(tag: string, errors: Errors) {
  return <Parts extends object, Ok>(ok: Ok, parts: Parts) => ({
    tags: [tag],
    ...parts,
    response: { 200: ok, ...errors },
  });
}
