/**
 * The edge of the embedded provider for NUL (U+0000). The portal's own routes refuse it by schema (contracts
 * http/fields.ts), but the provider's endpoints (/oidc/auth, /oidc/token, /oidc/request, ...) have no schema
 * of ours: the provider looks their parameters up in PostgreSQL, which refuses text with NUL, and answers
 * 500. This middleware answers 400 in the portal's error format first, for NUL in a name or value of the
 * query or of a form or JSON body.
 *
 * To look at a body it must read it; the provider then takes it from req.body, the way it takes the body
 * that an upstream body parser read (oidc-provider logs a one-time notice about that).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import { NO_NUL_MESSAGE } from '@airsight/contracts';

/** oidc-provider reads at most 56 KiB of a body; more is refused there too. */
const BODY_LIMIT = 56 * 1024;
const NUL = '\u0000';

type Request = IncomingMessage & { body?: unknown };

/** Where NUL is in a parsed query or body, e.g. "client_id"; undefined when nowhere. */
function nulAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return path || 'a parameter name';
    const found = nulAt(child, childPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

function refuse(res: ServerResponse, statusCode: number, message: string): void {
  const error = statusCode === 413 ? 'Payload Too Large' : 'Bad Request';
  const code = statusCode === 413 ? 'FST_ERR_CTP_BODY_TOO_LARGE' : 'VALIDATION';
  res.writeHead(statusCode, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify({ statusCode, error, code, message }));
}

const nulMessage = (where: string, field: string) =>
  `${where}${field === 'a parameter name' ? `: ${field}` : `.${field}`} ${NO_NUL_MESSAGE}`;

async function readBody(req: Request): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}

function parsedBody(type: string, body: Buffer): unknown {
  if (type === 'application/x-www-form-urlencoded') return querystring.parse(body.toString('utf8'));
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined; // unreadable JSON: the provider refuses it itself
  }
}

/** Middleware (middie) for the provider's mount point; see the file comment. */
export function refuseNulInProviderRequests(
  req: Request,
  res: ServerResponse,
  next: (error?: Error) => void,
): void {
  const url = req.url ?? '';
  const question = url.indexOf('?');
  const queryNul = question < 0 ? undefined : nulAt(querystring.parse(url.slice(question + 1)));
  if (queryNul !== undefined) return refuse(res, 400, nulMessage('querystring', queryNul));

  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded' && type !== 'application/json') return next();
  readBody(req).then(
    (body) => {
      if (!body) return refuse(res, 413, `body: larger than ${BODY_LIMIT} bytes`);
      const bodyNul = nulAt(parsedBody(type, body));
      if (bodyNul !== undefined) return refuse(res, 400, nulMessage('body', bodyNul));
      req.body = body;
      next();
    },
    (error: Error) => next(error),
  );
}
