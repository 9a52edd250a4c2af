/**
 * Just enough of a browser for sign-in tests: one cookie jar (cookies are kept by name, ignoring their
 * paths; a browser does not tell ports apart either, so the portal and a test issuer on 127.0.0.1 share it)
 * and redirects followed by hand, so that a test sees every hop.
 */

export interface BrowserOptions {
  /**
   * Which redirect targets follow() goes on to. Default: this site's /auth and /oidc paths, i.e. the
   * portal's sign-in and its embedded provider; a test with an external issuer adds the issuer's origin.
   */
  follows?: (target: URL) => boolean;
}

export class Browser {
  readonly cookies = new Map<string, string>();
  readonly base: string;
  readonly #follows: (target: URL) => boolean;

  constructor(base: string, options: BrowserOptions = {}) {
    this.base = base;
    const origin = new URL(base).origin;
    this.#follows =
      options.follows ?? ((target) => target.origin === origin && /^\/(auth|oidc)\//.test(target.pathname));
  }

  async request(
    target: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(target, this.base), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.#store(line);
    return response;
  }

  /**
   * Requests, then follows redirects while `follows` allows; returns the last answer and where it points.
   * `visited` lists the hops: path and query on this site, the full URL elsewhere.
   */
  async follow(
    target: string,
    init: {
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      stopBefore?: (path: string) => boolean;
    } = {},
  ) {
    const { stopBefore, ...requestInit } = init;
    const origin = new URL(this.base).origin;
    let current = new URL(target, this.base);
    let response = await this.request(current.href, requestInit);
    const visited = [target];
    for (let hop = 0; hop < 15 && response.status >= 300 && response.status < 400; hop++) {
      const next = new URL(response.headers.get('location')!, current);
      if (!this.#follows(next)) break;
      if (stopBefore?.(next.pathname)) break;
      visited.push(next.origin === origin ? next.pathname + next.search : next.href);
      current = next;
      response = await this.request(next.href);
    }
    return { response, visited, location: response.headers.get('location') };
  }

  #store(line: string) {
    const [pair = '', ...attributes] = line.split(';');
    const name = pair.slice(0, pair.indexOf('=')).trim();
    const value = pair.slice(pair.indexOf('=') + 1).trim();
    const expired = attributes.some((a) => {
      const [key = '', v = ''] = a.trim().split('=');
      if (/^max-age$/i.test(key)) return Number(v) <= 0;
      if (/^expires$/i.test(key)) return Date.parse(v) < Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
