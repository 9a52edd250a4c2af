/** Page actions a user performs on the portal, shared by the specs. */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { signInAt } from './sign-in.ts';

export const baseUrl = (): string => inject('baseUrl');

/** Signs in through the real sign-in page of the embedded identity provider. */
export async function signIn(page: Page, userId: string, password = 'demo'): Promise<void> {
  await signInAt(page, baseUrl(), userId, password);
}

export async function pageTitle(page: Page): Promise<string> {
  return (await page.getByTestId('page-title').textContent())?.trim() ?? '';
}
