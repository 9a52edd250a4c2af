import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { NO_NUL_MESSAGE, NO_NUL_PATTERN } from '@airsight/contracts';
import { HttpError } from '../errors.ts';

function body(statusCode: number, code: string, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', code, message };
}

/** Describes a schema validation failure the way a person reads it: which field, what is wrong. */
function validationMessage(error: FastifyError): string {
  const context = error.validationContext ?? 'request';
  const parts = (error.validation ?? []).map((v) => {
    const field = [
      context,
      ...String(v.instancePath ?? '')
        .split('/')
        .filter(Boolean),
    ].join('.');
    const params = v.params as Record<string, unknown>;
    if (v.keyword === 'additionalProperties')
      return `${field}: unknown field "${String(params.additionalProperty)}"`;
    if (v.keyword === 'required')
      return `${field}: missing required field "${String(params.missingProperty)}"`;
    if (v.keyword === 'pattern' && params.pattern === NO_NUL_PATTERN) {
      return `${field}: ${NO_NUL_MESSAGE}`;
    }
    return `${field}: ${v.message ?? 'is not valid'}`;
  });
  return parts.length > 0 ? parts.join('; ') : error.message;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(body(error.statusCode, error.code, error.message));
    }
    if (error.validation) {
      return reply.status(400).send(body(400, 'VALIDATION', validationMessage(error)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type and the like.
      return reply.status(status).send(body(status, error.code ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(body(500, 'INTERNAL', 'Something went wrong on the server. It has been logged.'));
  });
}
