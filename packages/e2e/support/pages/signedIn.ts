import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPage, type NewPageOptions } from '../browser.ts';
import { LoginPage } from './LoginPage.ts';

/** A page of a fresh browser context, signed in as `userId` through the real sign-in page. */
export async function signedInPage(
  browser: Browser,
  userId: string,
  locale: string,
  options: NewPageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, locale, options);
  await new LoginPage(opened.page).signIn(userId);
  return opened;
}
