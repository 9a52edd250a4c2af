/** JSON answers of the portal's API, read with the signed-in page's cookies (what the screen itself sees). */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from '../portal.ts';

/** GET `path` of the portal under test; a status other than 200 fails the test, naming the path. */
export async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${baseUrl()}${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}
