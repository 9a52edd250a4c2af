/**
 * Errors that services raise on purpose. The error handler turns them into the one JSON error format
 * (contracts ErrorResponse); anything else is a 500 whose details go to the log, not to the caller.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);
export const unauthorized = (message = 'Sign-in required') => new HttpError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'Not allowed', code = 'FORBIDDEN') => new HttpError(403, code, message);
/** Also the answer for an id the caller has no authority over: it must not learn that the id exists. */
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
