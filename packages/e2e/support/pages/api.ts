/** JSON answers of the portal's API, read with the signed-in page's cookies (what the screen itself sees). */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AnswerOf, AnyCall, QueryOf } from '@airsight/contracts/http/calls';
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

/**
 * GET a call described in contracts (`calls.fleetDevices`, ...) with its query; the answer has the
 * call's type. A status other than 200 fails the test, naming the URL.
 */
export async function getJson<C extends AnyCall>(
  page: Page,
  spec: C,
  ...[query]: [QueryOf<C>] extends [never] ? [] : [query: QueryOf<C>]
): Promise<AnswerOf<C>> {
  expect(spec.method ?? 'GET', spec.path).toBe('GET');
  const url = `${spec.path}${queryString(query as object | undefined)}`;
  const res = await page.request.get(`${baseUrl()}${url}`);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as AnswerOf<C>;
}
