/**
 * The one HTTP client of the web app (part 1 §7, §8). Same-origin fetch with the session cookie, JSON in
 * and out, the CSRF token on every state-changing call. A failed call shows the server's message in the
 * snackbar (error colour, 5 seconds) unless `suppressError` is set, and then returns null: callers treat
 * null as "nothing came back". Empty top-level `*_list` fields (and empty array answers) become null.
 * 401 means the session is gone: the app is told (it sends the user to Login), nothing is shown.
 */
import { i18n } from '../i18n/index.ts';
import { beginLoading } from './loading.ts';
import { showError } from './snackbar.ts';
import { errorMessageFromBody, normalizeEmptyLists, withQuery, type QueryParams } from './http.ts';

/** Header of the CSRF token (the contracts' CSRF_HEADER; kept here so that no schema code is bundled). */
export const CSRF_HEADER_NAME = 'x-csrf-token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON, unless it is FormData or a Blob. */
  body?: unknown;
  /** No snackbar on failure (the failure is still logged to the console). */
  suppressError?: boolean;
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

async function report(
  message: string | Promise<string>,
  options: ApiOptions,
  detail: unknown,
): Promise<void> {
  const text = await message;
  if (options.suppressError) {
    console.warn(`[api] ${text}`, detail);
    return;
  }
  showError(text);
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * Calls the server. Resolves to the answer, `undefined` for a success without a body, or null when the
 * call failed (the user has been told, unless suppressed). Never rejects.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T | null> {
  const method = options.method ?? 'GET';
  const url = withQuery(path, options.query);
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
    if (token) headers[CSRF_HEADER_NAME] = token;
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
      if (isAbort(error, options.signal)) return null;
      // Offline: the offline notice already says so.
      if (navigator.onLine === false) console.warn(`[api] ${method} ${path}: offline`);
      else await report(translate('networkError'), options, error);
      return null;
    }

    if (response.status === 401) {
      console.warn(`[api] ${method} ${path}: 401, the session is gone`);
      hooks.onUnauthorized();
      return null;
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      const message = errorMessageFromBody(text) ?? translate('requestFailed', response.status);
      await report(message, options, { method, path, status: response.status });
      return null;
    }

    if (options.responseType === 'blob') return (await response.blob()) as T;
    const text = await response.text();
    if (!text) return undefined as T;
    return normalizeEmptyLists(JSON.parse(text)) as T;
  } catch (error) {
    if (isAbort(error, options.signal)) return null;
    await report(translate('unexpectedError'), options, error);
    return null;
  } finally {
    endLoading?.();
  }
}

export const apiGet = <T>(path: string, options: Omit<ApiOptions, 'method' | 'body'> = {}) =>
  api<T>(path, { ...options, method: 'GET' });
export const apiPost = <T>(path: string, body?: unknown, options: Omit<ApiOptions, 'method' | 'body'> = {}) =>
  api<T>(path, { ...options, method: 'POST', body });
export const apiPut = <T>(path: string, body?: unknown, options: Omit<ApiOptions, 'method' | 'body'> = {}) =>
  api<T>(path, { ...options, method: 'PUT', body });
export const apiDelete = <T>(path: string, options: Omit<ApiOptions, 'method'> = {}) =>
  api<T>(path, { ...options, method: 'DELETE' });
