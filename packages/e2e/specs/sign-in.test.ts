import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { calls } from '@airsight/contracts/http/calls';
import type { UserInfo } from '@airsight/contracts/http/session';
import { launchBrowser, newPage } from '../support/browser.ts';
import { getJson } from '../support/pages/api.ts';
import { baseUrl, pageTitle, signIn } from '../support/portal.ts';

async function sessionUser(page: Page): Promise<UserInfo> {
  const body = await getJson(page, calls.session);
  expect(body.authenticated).toBe(true);
  return body.user!;
}

describe('sign-in through the embedded identity provider', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const landings: Array<[string, RegExp, string]> = [
    ['supplier', /^\/HomeAdmin\/[^/]+$/, 'admin'],
    ['acme', /^\/HomeAdmin\/[^/]+$/, 'admin'],
    ['acme-kawasaki', /^\/HomeConsumer\/[^/]+$/, 'customer'],
    ['tokai', /^\/HomeConsumer\/[^/]+$/, 'customer'],
    ['info-admin', /^\/InfoSetting$/, 'info-admin'],
  ];

  it.each(landings)('%s signs in and lands on its home screen', async (userId, landing, kind) => {
    const { context, page } = await newPage(browser, 'en-US');
    try {
      await page.goto(`${baseUrl()}/`);
      await page.waitForURL(/\/Login$/);
      await signIn(page, userId);
      await page.waitForURL((url) => landing.test(url.pathname));
      const user = await sessionUser(page);
      expect(user.userId).toBe(userId);
      if (kind !== 'info-admin') expect(new URL(page.url()).pathname).toContain(user.deviceGroupId);
      expect(await pageTitle(page)).not.toBe('');
      await expect.poll(() => page.title()).toMatch(/^AirSight - .+/);

      // The menu follows the role (part 1 §6).
      const menu = page.getByTestId('nav-menu');
      const menuText = (await menu.textContent()) ?? '';
      if (kind === 'customer') {
        expect(menuText).toContain("Customer's machine number");
        expect(menuText).toMatch(/group/i);
      } else if (kind === 'admin') {
        expect(menuText).not.toContain("Customer's machine number");
      } else {
        expect(menuText).toMatch(/notification/i);
        expect(menuText).toMatch(/log/i);
        expect(menuText).not.toContain("Customer's machine number");
      }
    } finally {
      await context.close();
    }
  });

  it('the special administrator sees NotFound on a machine screen and gets no machine data', async () => {
    const { context, page } = await newPage(browser, 'en-US');
    try {
      await page.goto(`${baseUrl()}/Login`);
      await signIn(page, 'info-admin');
      await page.waitForURL(/\/InfoSetting$/);
      await page.goto(`${baseUrl()}/HomeAdmin/supplier`);
      await expect.poll(() => page.getByTestId('not-found').isVisible()).toBe(true);
      const devices = await page.request.get(`${baseUrl()}/v1/fleet/devices?device_group_id=supplier`);
      expect(devices.status()).toBe(403);
      expect(((await devices.json()) as { code: string }).code).toBe('SPECIAL_ADMIN_ONLY');
    } finally {
      await context.close();
    }
  });

  it('a wrong password shows the sign-in form again and signs nobody in', async () => {
    const { context, page } = await newPage(browser, 'en-US');
    try {
      await page.goto(`${baseUrl()}/Login`);
      await page.getByTestId('login-button').click();
      await page.waitForURL(/\/auth\/interaction\//);
      await page.locator('input[name="userId"]').fill('tokai');
      await page.locator('input[name="password"]').fill('wrong');
      await page.locator('button[type="submit"]').click();
      await expect.poll(() => page.locator('[role="alert"]').textContent()).toMatch(/user id or password/i);
      expect((await getJson(page, calls.session)).authenticated).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('reopens the first requested route after sign-in', async () => {
    const { context, page } = await newPage(browser, 'en-US');
    try {
      await page.goto(`${baseUrl()}/MachineNumberSetting`);
      await page.waitForURL(/\/Login$/);
      await signIn(page, 'tokai');
      await page.waitForURL(/\/MachineNumberSetting$/);
    } finally {
      await context.close();
    }
  });

  it('log out ends the portal and the provider session', async () => {
    const { context, page } = await newPage(browser, 'en-US');
    try {
      await page.goto(`${baseUrl()}/Login`);
      await signIn(page, 'acme-kawasaki');
      await page.waitForURL(/\/HomeConsumer\//);
      await page.getByTestId('user-menu').click();
      await page.getByTestId('logout').click();
      await page.waitForURL(/\/Login$/);
      expect((await getJson(page, calls.session)).authenticated).toBe(false);
      // Signing in again must ask for the password: the provider's session is gone too.
      await page.getByTestId('login-button').click();
      await page.waitForURL(/\/auth\/interaction\//);
      await expect.poll(() => page.locator('input[name="password"]').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
