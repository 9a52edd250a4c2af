/** Pieces every master-info route schema shares: the docs tag and the error answers. */
import { Type } from 'typebox';

export const TAGS = ['master-info'];

const ErrorRef = Type.Ref('ErrorResponse');

/** Error answers of a read: bad input, no session, an id outside the caller's authorities. */
export const READ_ERRORS = { 400: ErrorRef, 401: ErrorRef, 404: ErrorRef } as const;

/** Error answers of a write: also a missing CSRF token and a stale version. */
export const WRITE_ERRORS = { ...READ_ERRORS, 403: ErrorRef, 409: ErrorRef } as const;
