/** Signing in through the real sign-in page, for any portal address (specs and the browser bench). */
import type { Page } from 'playwright-core';

export async function signInAt(
  page: Page,
  baseUrl: string,
  userId: string,
  password = 'demo',
): Promise<void> {
  if (!page.url().includes('/auth/interaction/')) {
    await page.goto(`${baseUrl}/Login`);
    await page.getByTestId('login-button').click();
  }
  await page.waitForURL(/\/auth\/interaction\//);
  await page.locator('input[name="userId"]').fill(userId);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/auth/') && !url.pathname.startsWith('/oidc')),
    page.locator('button[type="submit"]').click(),
  ]);
}
