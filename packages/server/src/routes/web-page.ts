/**
 * The web client's page for a path (docs/web-client.md §10). index.html paints a first
 * frame before any script runs: the sign-in page, or the portal's bar; this picks the frame and its
 * language the way the client will (the `locale` query, the switcher's cookie, the browser's languages),
 * and adds preloads of the chunks the route's screen loads (first-load.json, written by the build), so
 * that a phone fetches them beside the entry script instead of after running it.
 */
import { FALLBACK_LOCALE, localeFromParam, matchLocale, type Locale } from '@airsight/contracts/locales';
import { firstCallUrls } from '@airsight/contracts/http/first-calls';
import { routeAt, type OpenedRoute, type RouteName } from '@airsight/contracts/routes';
import type { FirstLoadManifest } from '@airsight/contracts/first-load';

export interface PageRequest {
  pathname: string;
  /** The query string, without its `?`. */
  search: string;
  localeCookie: string | undefined;
  acceptLanguage: string | undefined;
  /** Whether the request's session cookie names a live session (the client asks again on start). */
  signedIn: boolean;
}

/** The first supported language of an Accept-Language header, in the header's order of preference. */
export function localeOfAcceptLanguage(header: string | undefined): Locale | undefined {
  const tags = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return tags.map((t) => matchLocale(t.tag)).find((l) => l !== undefined);
}

export function pageLocale(request: PageRequest): Locale {
  return (
    localeFromParam(new URLSearchParams(request.search).get('locale')) ??
    matchLocale(request.localeCookie) ??
    localeOfAcceptLanguage(request.acceptLanguage) ??
    FALLBACK_LOCALE
  );
}

/** The route whose screen the client will show first: signed out, every route but NotFound is Login. */
export function firstRoute(request: PageRequest): OpenedRoute {
  const opened = routeAt(request.pathname);
  return request.signedIn || opened.name === 'NotFound' ? opened : { name: 'Login', params: {} };
}

/** The files to preload for a route in a language: its screen's, the shell's and the dictionary's. */
export function preloadFiles(manifest: FirstLoadManifest, route: RouteName, locale: Locale): string[] {
  const files = [
    ...(manifest.dictionaries[locale] ?? []),
    ...(route === 'Login' ? [] : manifest.shell),
    ...(manifest.screens[route] ?? []),
  ];
  return [...new Set(files)];
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

// crossorigin as the client's loader asks for them (Vite's preload helper), or the browser fetches twice.
const preloadTag = (file: string) =>
  file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="${file}" />`
    : `<link rel="modulepreload" crossorigin href="${file}" />`;

/** index.html with the first frame and language chosen and the route's preloads added. */
export function composePage(template: string, manifest: FirstLoadManifest, request: PageRequest): string {
  const route = firstRoute(request);
  const locale = pageLocale(request);
  const frame = route.name === 'Login' ? 'login' : 'portal';
  const links = [
    ...preloadFiles(manifest, route.name, locale).map(preloadTag),
    // As index.html's own preload of the session: the client's fetch (same URL, mode and credentials)
    // takes the answer over.
    ...firstCallUrls(route, new URLSearchParams(request.search)).map(
      (url) => `<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin="anonymous" />`,
    ),
  ];
  return template
    .replace(/<html[^>]*>/, `<html lang="${locale}" data-first-paint="${frame}">`)
    .replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}
