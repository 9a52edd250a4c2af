/** The running portal of the end-to-end run (see global-portal.ts); sign-in goes through LoginPage. */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');

export async function pageTitle(page: Page): Promise<string> {
  return (await page.getByTestId('page-title').textContent())?.trim() ?? '';
}
