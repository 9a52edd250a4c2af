import { Type, type Static } from 'typebox';

/** The one error format of every server answer that is not a success. */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer({ description: 'HTTP status code' }),
    error: Type.String({ description: 'HTTP status text' }),
    code: Type.String({ description: 'Stable machine-readable code, e.g. VALIDATION, NOT_FOUND, CSRF' }),
    message: Type.String({ description: 'What went wrong, for people' }),
  },
  { $id: 'ErrorResponse', additionalProperties: false },
);
export type ErrorResponse = Static<typeof ErrorResponse>;
