import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, newPage, type NewPageOptions } from '../browser.ts';
import { LoginPage } from './LoginPage.ts';

/** A page of a fresh browser context, signed in as `userId` through the real sign-in page. */
async function signedInPage(
  browser: Browser,
  userId: string,
  locale: string,
  options: NewPageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, locale, options);
  await new LoginPage(opened.page).signIn(userId);
  return opened;
}

/** The browser of a describe block and the pages its set-up and tests open in it. */
export interface SpecBrowser {
  /** The browser itself, once the block's first beforeAll has run. */
  readonly browser: Browser;
  /** A page of a fresh context (browser.ts's newPage). */
  newPage(locale?: string, options?: NewPageOptions): Promise<Page>;
  /** A page of a fresh context, signed in as `userId` through the real sign-in page. */
  signedInPage(userId: string, locale: string, options?: NewPageOptions): Promise<Page>;
}

/**
 * Launches a browser before the tests of the describe block it is called in (call it before the block's
 * own beforeAll, which can then use it) and closes it after them. A context opened during a test is
 * closed when that test ends; one opened in a beforeAll, when the block ends.
 */
export function useBrowser(): SpecBrowser {
  let browser: Browser | undefined;
  const blockContexts: BrowserContext[] = [];
  let testContexts: BrowserContext[] | undefined;
  const closeAll = async (contexts: readonly BrowserContext[]) => {
    for (const context of contexts) await context.close();
  };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(() => {
    testContexts = [];
  });
  afterEach(async () => {
    const opened = testContexts ?? [];
    testContexts = undefined;
    await closeAll(opened);
  });
  afterAll(async () => {
    await closeAll(blockContexts);
    await browser?.close();
  });
  const launched = (): Browser => {
    if (!browser) throw new Error('useBrowser: the browser is launched in beforeAll');
    return browser;
  };
  const kept = ({ context, page }: { context: BrowserContext; page: Page }): Page => {
    (testContexts ?? blockContexts).push(context);
    return page;
  };
  return {
    get browser() {
      return launched();
    },
    newPage: async (locale, options) => kept(await newPage(launched(), locale, options)),
    signedInPage: async (userId, locale, options) =>
      kept(await signedInPage(launched(), userId, locale, options)),
  };
}
