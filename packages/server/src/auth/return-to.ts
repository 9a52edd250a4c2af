/**
 * Where the browser goes after sign-in. Only a path of this site is accepted: an absolute URL, a
 * protocol-relative one ("//evil.example"), a backslash (browsers read "/\evil.example" as another host)
 * or a control character would make the sign-in an open redirect, so anything else falls back to "/".
 */
export const DEFAULT_RETURN_TO = '/';
const MAX_LENGTH = 2048;

export function safeReturnTo(value: unknown, publicUrl: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return DEFAULT_RETURN_TO;
  if (!value.startsWith('/') || value.startsWith('//')) return DEFAULT_RETURN_TO;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return DEFAULT_RETURN_TO;
  let resolved: URL;
  try {
    resolved = new URL(value, publicUrl);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (resolved.origin !== new URL(publicUrl).origin) return DEFAULT_RETURN_TO;
  // Sign-in machinery itself is no destination: it would loop or start a second sign-in.
  if (/^\/(auth|oidc)(\/|$)/.test(resolved.pathname)) return DEFAULT_RETURN_TO;
  return value;
}
