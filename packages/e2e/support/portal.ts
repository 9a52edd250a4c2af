/** Page actions a user performs on the portal, shared by the specs. */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');

/** Signs in through the real sign-in page of the embedded identity provider. */
export async function signIn(page: Page, userId: string, password = 'demo'): Promise<void> {
  if (!page.url().includes('/auth/interaction/')) {
    await page.goto(`${baseUrl()}/Login`);
    await page.getByTestId('login-button').click();
  }
  await page.waitForURL(/\/auth\/interaction\//);
  await page.locator('input[name="userId"]').fill(userId);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/auth/') && !url.pathname.startsWith('/oidc')), page.locator('button[type="submit"]').click()]);
}

export async function pageTitle(page: Page): Promise<string> {
  return (await page.getByTestId('page-title').textContent())?.trim() ?? '';
}
