import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { calls } from '@airsight/contracts/http/calls';
import type { UserInfo } from '@airsight/contracts/http/session';
import {
  getJson,
  getResponse,
  HomeAdminPage,
  LoginPage,
  ShellScreen,
  useBrowser,
} from '../support/pages/index.ts';

async function sessionUser(page: Page): Promise<UserInfo> {
  const body = await getJson(page, calls.session);
  expect(body.authenticated).toBe(true);
  return body.user!;
}

describe('sign-in through the embedded identity provider', () => {
  const browser = useBrowser();

  const landings: Array<[string, RegExp, string]> = [
    ['supplier', /^\/HomeAdmin\/[^/]+$/, 'admin'],
    ['acme', /^\/HomeAdmin\/[^/]+$/, 'admin'],
    ['acme-kawasaki', /^\/HomeConsumer\/[^/]+$/, 'customer'],
    ['tokai', /^\/HomeConsumer\/[^/]+$/, 'customer'],
    ['info-admin', /^\/InfoSetting$/, 'info-admin'],
  ];

  it.each(landings)('%s signs in and lands on its home screen', async (userId, landing, kind) => {
    const page = await browser.newPage('en-US');
    const login = new LoginPage(page);
    const screen = new ShellScreen(page);
    await login.arriveFrom('/');
    await login.signIn(userId);
    await page.waitForURL((url) => landing.test(url.pathname));
    const user = await sessionUser(page);
    expect(user.userId).toBe(userId);
    if (kind !== 'info-admin') expect(new URL(page.url()).pathname).toContain(user.deviceGroupId);
    expect(await screen.titleText()).not.toBe('');
    await expect.poll(() => page.title()).toMatch(/^AirSight - .+/);

    // The menu follows the role (part 1 §6).
    const menuText = (await screen.navMenu.textContent()) ?? '';
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
  });

  it('the special administrator sees NotFound on a machine screen and gets no machine data', async () => {
    const page = await browser.newPage('en-US');
    await new LoginPage(page).signIn('info-admin');
    await page.waitForURL(/\/InfoSetting$/);
    const home = new HomeAdminPage(page);
    await home.goto('supplier');
    await expect.poll(() => home.notFound.isVisible()).toBe(true);
    const devices = await getResponse(page, calls.fleetDevices, { device_group_id: 'supplier' });
    expect(devices.status).toBe(403);
    expect((devices.body as { code: string }).code).toBe('SPECIAL_ADMIN_ONLY');
  });

  it('a wrong password shows the sign-in form again and signs nobody in', async () => {
    const page = await browser.newPage('en-US');
    const login = new LoginPage(page);
    await login.open();
    const form = await login.openProviderForm();
    await form.submit('tokai', 'wrong');
    await expect.poll(() => form.alert.textContent()).toMatch(/user id or password/i);
    expect((await getJson(page, calls.session)).authenticated).toBe(false);
  });

  it('reopens the first requested route after sign-in', async () => {
    const page = await browser.newPage('en-US');
    const login = new LoginPage(page);
    await login.arriveFrom('/MachineNumberSetting');
    await login.signIn('tokai');
    await page.waitForURL(/\/MachineNumberSetting$/);
  });

  it('log out ends the portal and the provider session', async () => {
    const page = await browser.newPage('en-US');
    const login = new LoginPage(page);
    await login.signIn('acme-kawasaki');
    await page.waitForURL(/\/HomeConsumer\//);
    await new ShellScreen(page).logOut();
    await page.waitForURL(/\/Login$/);
    expect((await getJson(page, calls.session)).authenticated).toBe(false);
    // Signing in again must ask for the password: the provider's session is gone too.
    const form = await login.openProviderForm();
    await expect.poll(() => form.password.count()).toBe(1);
  });
});
