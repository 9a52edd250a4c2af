/**
 * The first route requested without a session is remembered for the browser session and reopened after
 * sign-in (part 1 §2). Only same-site paths are kept.
 */
import { readStorage, removeStorage, writeStorage } from './storage.ts';

export const RETURN_TO_STORAGE_KEY = 'airsight.returnTo';
const LOGIN_PATH = '/Login';

/** A path of this site: starts with one '/', no scheme, no backslash tricks, not the Login page itself. */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname !== LOGIN_PATH && !pathname.startsWith(`${LOGIN_PATH}/`);
}

/** Remembers the route unless one is remembered already (the first requested route wins). */
export function rememberRoute(path: string): void {
  if (!isSafeReturnPath(path)) return;
  if (peekRememberedRoute()) return;
  writeStorage('session', RETURN_TO_STORAGE_KEY, path);
}

export function peekRememberedRoute(): string | null {
  const path = readStorage('session', RETURN_TO_STORAGE_KEY);
  return isSafeReturnPath(path) ? path : null;
}

export function clearRememberedRoute(): void {
  removeStorage('session', RETURN_TO_STORAGE_KEY);
}

/** Where the sign-in button goes: the server's OpenID Connect sign-in, coming back to returnTo. */
export function signInUrl(returnTo: string | null, locale: string): string {
  const params = new URLSearchParams({ returnTo: isSafeReturnPath(returnTo) ? returnTo : '/', locale });
  return `/auth/login?${params.toString()}`;
}
