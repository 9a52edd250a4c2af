/**
 * Query strings of the calls, built one way for the web client's calls and for the server's preloads of
 * them in the page (routes/web-page.ts): a preload is only taken over by a call with the very same URL.
 */

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** `?a=1&b=x`, leaving out null and undefined; an array repeats its key. Empty string when nothing is left. */
export function buildQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const v of values) {
      if (v === undefined || v === null) continue;
      params.append(key, String(v));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A call's path with its `:name` segments filled in (`/devices/:id` → `/devices/A%2F1`), each value encoded
 * as one path segment. A segment without a value stays as it is, and the server answers 404 for it.
 */
export function withPathParams(path: string, params: Readonly<Record<string, string>> | undefined): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z_]\w*)/g, (segment, name: string) =>
    Object.hasOwn(params, name) ? encodeURIComponent(params[name]!) : segment,
  );
}

/** Joins a path and a query string, whether or not the path already carries one. */
export function withQuery(path: string, query: QueryParams | undefined): string {
  const text = buildQuery(query);
  if (!text) return path;
  return path.includes('?') ? `${path}&${text.slice(1)}` : `${path}${text}`;
}
