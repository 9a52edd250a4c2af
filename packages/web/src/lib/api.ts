/**
 * The one HTTP client of the web app (part 1 §7, §8). Same-origin fetch with the session cookie, JSON in
 * and out, the CSRF token on every state-changing call. Empty top-level `*_list` fields (and empty array
 * answers) become null.
 *
 * A failed call rejects with an ApiError that carries the text for the user (the server's message, else
 * a text of our own). The client shows nothing itself: the query cache shows the snackbar for every
 * failed query or mutation unless it is marked silent (app/queryClient.ts). 401 means the session is
 * gone: the app is told (it sends the user to Login) and the error is marked as already handled.
 */
import { CSRF_HEADER } from '@airsight/contracts/constants';
import type { AnswerOf, AnyCall, BodyOf, QueryOf } from '@airsight/contracts/http/calls';
import { i18n } from '../i18n/index.ts';
import { beginLoading } from './loading.ts';
import { withPathParams, withQuery, type QueryParams } from '@airsight/contracts/http/url';
import { errorMessageFromBody, normalizeEmptyLists, type EmptyListsAsNull } from './http.ts';

/**
 * Why a call failed: 'http' (an error answer; `status` and the server's `code` say more), 'unauthorized'
 * (401: the session is gone, the user is sent to Login), 'offline' (the offline notice already says so),
 * 'network' (no answer) or 'unexpected' (an answer that could not be read).
 */
export type ApiErrorKind = 'http' | 'unauthorized' | 'offline' | 'network' | 'unexpected';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no answer came. */
  readonly status: number;
  /** The `code` of the server's error body (e.g. 'NOT_FOUND'), else the kind. */
  readonly code: string;

  constructor(kind: ApiErrorKind, message: string, status = 0, code: string = kind) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
  }

  /** Whether the user should see this failure: not when they are being sent to Login or are offline. */
  get shouldShow(): boolean {
    return this.kind !== 'unauthorized' && this.kind !== 'offline';
  }
}

interface ApiOptions {
  /** Typed per call by the signature of api(): the call's query type. */
  query?: unknown;
  /** The values of the path's `:name` segments, e.g. `{ id }` for `…/devices/:id`. */
  params?: Readonly<Record<string, string>>;
  /** Sent as JSON, unless it is FormData or a Blob. */
  body?: unknown;
  /** Shows the global loading overlay while the call runs. */
  loading?: boolean;
  /** 'blob' for files (PDF, Excel). */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiHooks {
  /** The session's CSRF token, for non-GET calls. */
  getCsrfToken: () => string | null | undefined;
  /** Called on 401: forget the session and go to Login. */
  onUnauthorized: () => void;
}

let hooks: ApiHooks = { getCsrfToken: () => null, onUnauthorized: () => undefined };

/** The app wires the session into the client once at start. */
export function configureApi(next: Partial<ApiHooks>): void {
  hooks = { ...hooks, ...next };
}

type ClientMessage = 'networkError' | 'unexpectedError' | 'requestFailed';

/** A text of the client's own; waits (briefly) for the dictionaries when a call fails during start-up. */
async function translate(key: ClientMessage, status?: number): Promise<string> {
  if (!i18n.isInitialized) {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        i18n.off('initialized', done);
        resolve();
      };
      const timer = setTimeout(done, 3000);
      i18n.on('initialized', done);
    });
  }
  return key === 'requestFailed' ? i18n.t('requestFailed', { status: status ?? 0 }) : i18n.t(key);
}

/** The `code` of the server's error body ({ statusCode, error, code, message }), if any. */
function errorCodeFromBody(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as unknown;
    const code = (parsed as { code?: unknown } | null)?.code;
    return typeof code === 'string' && code ? code : undefined;
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * Makes a call described in contracts (`groupCalls.groups`, ...): its method and path come from the
 * description, and so does the answer's type, so a fetcher cannot name another. Resolves to the answer
 * (`undefined` for a success without a body); rejects with an ApiError when the call failed, or with the
 * abort error when `signal` aborted it.
 */
export function api<C extends AnyCall>(spec: C, ...args: CallArgs<C>): Promise<ClientAnswer<AnswerOf<C>>>;
export async function api(spec: AnyCall, options: ApiOptions = {}): Promise<unknown> {
  const { method = 'GET', path } = spec;
  const url = withQuery(withPathParams(path, options.params), options.query as QueryParams | undefined);
  const headers: Record<string, string> = {
    accept: options.responseType === 'blob' ? '*/*' : 'application/json',
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Blob) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET') {
    const token = hooks.getCsrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }

  const endLoading = options.loading ? beginLoading() : undefined;
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (error) {
      if (isAbort(error, options.signal)) throw error;
      if (navigator.onLine === false) throw new ApiError('offline', `${method} ${path}: offline`);
      throw new ApiError('network', await translate('networkError'));
    }

    if (response.status === 401) {
      hooks.onUnauthorized();
      throw new ApiError('unauthorized', `${method} ${path}: 401, the session is gone`, 401);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      const message = errorMessageFromBody(text) ?? (await translate('requestFailed', response.status));
      throw new ApiError('http', message, response.status, errorCodeFromBody(text) ?? 'http');
    }

    if (options.responseType === 'blob') return await response.blob();
    const text = await response.text();
    if (!text) return undefined;
    return normalizeEmptyLists(JSON.parse(text));
  } catch (error) {
    if (error instanceof ApiError || isAbort(error, options.signal)) throw error;
    throw new ApiError('unexpected', await translate('unexpectedError'));
  } finally {
    endLoading?.();
  }
}

/** An answer as the client sees it: an empty list answer, or empty top-level `*_list`, arrives as null. */
export type ClientAnswer<A> = A extends readonly unknown[] ? A | null : EmptyListsAsNull<A>;

/** What a call sends besides its method and path, typed by its description in contracts http/calls. */
type CallOptions<C extends AnyCall> = Omit<ApiOptions, 'query' | 'body'> &
  ([QueryOf<C>] extends [never]
    ? { query?: never }
    : object extends QueryOf<C>
      ? { query?: QueryOf<C> }
      : { query: QueryOf<C> }) &
  ([BodyOf<C>] extends [never] ? { body?: never } : { body: BodyOf<C> });

/** The options may be left out when the call needs neither a query nor a body. */
type CallArgs<C extends AnyCall> =
  object extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];
