/** JSON answers of the portal's API, read with the signed-in page's cookies (what the screen itself sees). */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  calls,
  type AnswerOf,
  type AnyCall,
  type BodyOf,
  type QueryOf,
} from '@airsight/contracts/http/calls';
import { baseUrl } from '../portal.ts';

type Scalar = string | number | boolean | null | undefined;

/** `?a=1&b=x` of a call's query; null and undefined are left out, a list repeats its key. */
function queryString(query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}) as [string, Scalar | readonly Scalar[]][]) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

type QueryArg<C> = [QueryOf<C>] extends [never] ? [] : [query: QueryOf<C>];

/** GET a call with its query, whatever the status (for checks that a user is refused); JSON is parsed. */
export async function getResponse<C extends AnyCall>(
  page: Page,
  spec: C,
  ...[query]: QueryArg<C>
): Promise<{ url: string; status: number; body: unknown }> {
  expect(spec.method ?? 'GET', spec.path).toBe('GET');
  const url = `${spec.path}${queryString(query as object | undefined)}`;
  const res = await page.request.get(`${baseUrl()}${url}`);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (an error page): the status is what the check reads.
  }
  return { url, status: res.status(), body };
}

/**
 * GET a call described in contracts (`calls.fleetDevices`, ...) with its query; the answer has the
 * call's type. A status other than 200 fails the test, naming the URL.
 */
export async function getJson<C extends AnyCall>(
  page: Page,
  spec: C,
  ...query: QueryArg<C>
): Promise<AnswerOf<C>> {
  const { url, status, body } = await getResponse(page, spec, ...query);
  expect(status, url).toBe(200);
  return body as AnswerOf<C>;
}

/** POST a call with its body and the session's CSRF token, as the screen does; other than 200 fails. */
export async function postJson<C extends AnyCall>(
  page: Page,
  spec: C,
  body: BodyOf<C>,
): Promise<AnswerOf<C>> {
  expect(spec.method, spec.path).toBe('POST');
  const session = await getJson(page, calls.session);
  const res = await page.request.post(`${baseUrl()}${spec.path}`, {
    headers: { 'x-csrf-token': session.csrfToken ?? '' },
    data: body,
  });
  expect(res.status(), spec.path).toBe(200);
  return (await res.json()) as AnswerOf<C>;
}

/**
 * Any method to any path as the signed-in page, with the session's CSRF token as the client sends it;
 * answers the status (for checks that a caller is refused).
 */
export async function requestStatus(
  page: Page,
  method: string,
  path: string,
  body?: object,
): Promise<number> {
  const session = await getJson(page, calls.session);
  const res = await page.request.fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'x-csrf-token': session.csrfToken ?? '' },
    ...(body ? { data: body } : {}),
  });
  return res.status();
}

/**
 * The answer the page itself will get to its next request of a call: start waiting before the action
 * that makes the screen ask, so that the screen can be judged against exactly the data it was drawn from.
 */
export async function nextAnswer<C extends AnyCall>(page: Page, spec: C): Promise<AnswerOf<C>> {
  const response = await page.waitForResponse(
    (r) => new URL(r.url()).pathname === spec.path && r.request().method() === (spec.method ?? 'GET'),
  );
  return (await response.json()) as AnswerOf<C>;
}

/** Makes every later request of the call answer with `answer` (a shape the demo data cannot give). */
export async function fakeAnswer<C extends AnyCall>(page: Page, spec: C, answer: AnswerOf<C>): Promise<void> {
  await page.route(`**${spec.path}*`, (route) => route.fulfill({ json: answer }));
}

/** Every URL the page requests from now on, decoded, to check what a screen asked the server for. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(decodeURIComponent(request.url())));
  return urls;
}
