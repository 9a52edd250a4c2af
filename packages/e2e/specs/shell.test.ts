import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser.ts';
import { baseUrl, pageTitle } from '../support/portal.ts';
import { LoginPage, openPath, recordRequests, ShellScreen } from '../support/pages/index.ts';

describe('app shell', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, 'ja-JP'));
    const login = new LoginPage(page);
    await login.open('ja');
    await login.signIn('supplier');
    await page.waitForURL(/\/HomeAdmin\//);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  // The first screen's session, chunks and data are asked for side by side at start (preloadFirstScreen):
  // each must still be asked for once only, or the server does the work twice.
  it('asks for the session, the authorities and the home data once on a page load', async () => {
    const countOf = (urls: readonly string[], path: string) =>
      urls.filter((url) => new URL(url).pathname === path).length;

    const adminRequests = recordRequests(page);
    await openPath(page, new URL(page.url()).pathname);
    await page.getByTestId('data-table-row').first().waitFor();
    expect(countOf(adminRequests, '/auth/session')).toBe(1);
    expect(countOf(adminRequests, '/v1/master-info/userDeviceGroupAuthorities')).toBe(1);
    expect(countOf(adminRequests, '/v1/fleet/groupSummaries')).toBe(1);

    const consumerRequests = recordRequests(page);
    await openPath(page, '/HomeConsumer/acme-kawasaki');
    await page.getByTestId('machine-card').first().waitFor();
    expect(countOf(consumerRequests, '/auth/session')).toBe(1);
    expect(countOf(consumerRequests, '/v1/fleet/devices')).toBe(1);
    expect(countOf(consumerRequests, '/api/getGroups')).toBe(1);
  });

  it('shows NotFound with the exact text for an unknown route', async () => {
    await page.goto(`${baseUrl()}/no/such/page?locale=ja`);
    await expect.poll(() => page.getByTestId('not-found').textContent()).toContain('ページが存在しません。');
  });

  it('switches between English, Japanese and Chinese', async () => {
    await page.goto(`${baseUrl()}/?locale=en`);
    await page.waitForURL(/\/HomeAdmin\//);
    const english = await pageTitle(page);
    await expect.poll(() => page.getByTestId('app-bar').textContent()).toMatch(/AirSight/);

    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await expect.poll(() => pageTitle(page)).not.toBe(english);
    const japanese = await pageTitle(page);
    expect(japanese).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);

    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect.poll(() => pageTitle(page)).not.toBe(japanese);
    expect(await pageTitle(page)).toMatch(/[\u4e00-\u9fff]/);

    // The choice is kept across reloads.
    const chinese = await pageTitle(page);
    await page.reload();
    await expect.poll(() => pageTitle(page)).toBe(chinese);

    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect.poll(() => pageTitle(page)).toBe(english);
  });

  it('shows the offline notice while the browser is offline', async () => {
    await page.goto(`${baseUrl()}/?locale=ja`);
    await page.waitForURL(/\/HomeAdmin\//);
    await context.setOffline(true);
    await expect
      .poll(() => page.getByTestId('snackbar').textContent())
      .toContain('ネットワーク接続がオフラインです');
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('snackbar').count()).toBe(0);
  });

  it('shows the breadcrumb of the group on the home screen', async () => {
    await openPath(page, '/', 'en');
    await page.waitForURL(/\/HomeAdmin\//);
    await expect.poll(() => new ShellScreen(page).breadcrumb.textContent()).not.toBe('');
  });
});
