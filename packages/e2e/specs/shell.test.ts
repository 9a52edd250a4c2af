import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, pageTitle } from '../support/portal.ts';
import { startPortal, type RunningPortal } from '../support/portal-process.ts';
import { signInAt } from '../support/sign-in.ts';
import {
  HomeAdminPage,
  HomeConsumerPage,
  LoginPage,
  openPath,
  recordRequests,
  ShellScreen,
  useBrowser,
  VolumeGraphPage,
} from '../support/pages/index.ts';
import { ChangePasswordPage, HelpPage, SignInPage } from '../support/pages/SignInPage.ts';

describe('app shell', () => {
  const browser = useBrowser();
  let page: Page;
  let shell: ShellScreen;
  beforeAll(async () => {
    page = await browser.newPage('ja-JP');
    shell = new ShellScreen(page);
    const login = new LoginPage(page);
    await login.open('ja');
    await login.signIn('supplier');
    await page.waitForURL(/\/HomeAdmin\//);
  });

  // The first screen's session, chunks and data are asked for side by side at start (preloadFirstScreen),
  // and the page itself preloads the session, the home screens' and VolumeGraph's calls (server
  // routes/web-page.ts):
  // each must still be asked for once only (the client's call takes the preload over), or the server
  // does the work twice.
  it('asks for the session, the authorities and the home and VolumeGraph data once on a page load', async () => {
    const home = new URL(page.url()).pathname;
    // Per page: its path, what shows that it is in, and how many times each call is asked for.
    const loads = [
      {
        path: home,
        ready: (p: Page) => new HomeAdminPage(p).table.rows.first(),
        calls: {
          '/auth/session': 1,
          '/v1/master-info/userDeviceGroupAuthorities': 1,
          '/v1/fleet/groupSummaries': 1,
        },
      },
      {
        path: '/HomeConsumer/acme-kawasaki',
        ready: (p: Page) => new HomeConsumerPage(p).cards.first(),
        calls: {
          '/auth/session': 1,
          '/v1/fleet/devices': 1,
          '/api/getGroups': 1,
          // The plant's advice for the cards (the header asks for its own, of the user's root, later).
          '/v1/maintenance/advice?device_group_id=acme-kawasaki': 1,
        },
      },
      // The 'unset' group: the plant's machines, its groups and which machines it has.
      {
        path: '/VolumeGraph/d/acme-kawasaki/m/s/g/unset',
        ready: (p: Page) => new VolumeGraphPage(p).charts,
        calls: {
          '/auth/session': 1,
          '/v1/fleet/devices': 1,
          '/api/getGroups': 1,
          '/v1/master-info/userDeviceAuthorities': 1,
        },
      },
      // The whole plant: the page's preload asks for the opening month's sums as soon as the machines
      // are in, and the screen takes that call over (one call: the plant's machines share one zone).
      {
        path: '/VolumeGraph/d/acme-kawasaki/m/s/g/all',
        ready: (p: Page) => new VolumeGraphPage(p).charts,
        calls: { '/v1/fleet/devices': 1, '/v1/sensor-data-file-mgt/getSensorData': 1, '/api/getGroups': 0 },
      },
    ];
    for (const load of loads) {
      const requests = recordRequests(page);
      await openPath(page, load.path);
      await load.ready(page).waitFor();
      const counts = Object.fromEntries(
        Object.keys(load.calls).map((call) => [
          call,
          // A call with a query counts only requests with that query.
          requests.filter((url) => {
            const { pathname, search } = new URL(url);
            return (call.includes('?') ? pathname + search : pathname) === call;
          }).length,
        ]),
      );
      expect(counts, load.path).toEqual(load.calls);
    }
  });

  it('shows NotFound with the exact text for an unknown route', async () => {
    await page.goto(`${baseUrl()}/no/such/page?locale=ja`);
    await expect.poll(() => shell.notFound.textContent()).toContain('ページが存在しません。');
  });

  it('switches between English, Japanese and Chinese', async () => {
    await page.goto(`${baseUrl()}/?locale=en`);
    await page.waitForURL(/\/HomeAdmin\//);
    const english = await pageTitle(page);
    await expect.poll(() => shell.appBar.textContent()).toMatch(/AirSight/);

    await shell.chooseLanguage('日本語');
    await expect.poll(() => pageTitle(page)).not.toBe(english);
    const japanese = await pageTitle(page);
    expect(japanese).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);

    await shell.chooseLanguage('中文');
    await expect.poll(() => pageTitle(page)).not.toBe(japanese);
    expect(await pageTitle(page)).toMatch(/[\u4e00-\u9fff]/);

    // The choice is kept across reloads.
    const chinese = await pageTitle(page);
    await page.reload();
    await expect.poll(() => pageTitle(page)).toBe(chinese);

    await shell.chooseLanguage('English');
    await expect.poll(() => pageTitle(page)).toBe(english);
  });

  it('shows the offline notice while the browser is offline', async () => {
    await page.goto(`${baseUrl()}/?locale=ja`);
    await page.waitForURL(/\/HomeAdmin\//);
    await page.context().setOffline(true);
    await expect.poll(() => shell.snackbar.textContent()).toContain('ネットワーク接続がオフラインです');
    await page.context().setOffline(false);
    await expect.poll(() => shell.snackbar.count()).toBe(0);
  });

  // A phone's menu is mounted when first opened (AppShell.tsx), then kept; its button names the drawer
  // in aria-controls only once it is in the page.
  it('opens, closes and opens again the menu drawer on a phone, which is not in the page before', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await openPath(page, '/HomeConsumer/acme-kawasaki', 'en');
      const button = shell.menuButton;
      await button.waitFor();
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await button.getAttribute('aria-controls')).toBeNull();
      expect(await shell.navMenu.count()).toBe(0);

      await button.click();
      await expect.poll(() => shell.navLinks.first().isVisible()).toBe(true);
      const drawerId = await button.getAttribute('aria-controls');
      expect(drawerId).toBeTruthy();
      expect(await shell.navMenuIn(drawerId!).count()).toBe(1);

      await shell.closeMenuButton.click();
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      await button.click();
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('shows the breadcrumb of the group on the home screen', async () => {
    await openPath(page, '/', 'en');
    await page.waitForURL(/\/HomeAdmin\//);
    await expect.poll(() => shell.breadcrumb.textContent()).not.toBe('');
  });
});

describe('account menu: help and change password (part 1 §1)', () => {
  const browser = useBrowser();
  let shell: ShellScreen;
  beforeAll(async () => {
    shell = new ShellScreen(await browser.signedInPage('tokai', 'en-US'));
    await shell.page.waitForURL(/\/HomeConsumer\//);
  });

  it("links help and change password to the portal's pages, each in a new tab", async () => {
    await openPath(shell.page, '/', 'ja');
    await shell.page.waitForURL(/\/HomeConsumer\//);
    await shell.openAccountMenu();
    const help = shell.accountMenuItem('help');
    const changePassword = shell.accountMenuItem('change-password');
    expect((await help.textContent())?.trim()).toBe('ヘルプ');
    expect((await changePassword.textContent())?.trim()).toBe('パスワード変更');
    // Without HELP_URL and CHANGE_PASSWORD_URL (the e2e portal's defaults): the portal's own pages.
    expect(await help.getAttribute('href')).toBe('/help?locale=ja');
    expect(await changePassword.getAttribute('href')).toBe('/auth/password?locale=ja');
    expect(await help.getAttribute('target')).toBe('_blank');
    expect(await changePassword.getAttribute('target')).toBe('_blank');

    const helpTab = new HelpPage(await shell.openInNewTab(help, /\/help\?locale=ja$/));
    expect(await helpTab.heading.textContent()).toBe('ヘルプ');
    expect(await helpTab.main.textContent()).toContain('アラーム履歴');
    await helpTab.page.close();
    expect(shell.page.url()).toMatch(/\/HomeConsumer\//);
  });
});

describe('change password on the embedded provider', () => {
  // A portal of its own: the password changed here must not change what the other specs sign in with.
  let portal: RunningPortal;
  let dataDir: string;
  const browser = useBrowser();

  async function signedInPage(userId: string, password: string): Promise<Page> {
    const page = await browser.newPage('en-US');
    await signInAt(page, portal.baseUrl, userId, password);
    return page;
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-e2e-password-'));
    portal = await startPortal({ DATA_DIR: dataDir, SIMULATOR: 'off' });
  });
  afterAll(async () => {
    await portal?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('changes the password from the account menu: then only the new one signs in', async () => {
    const page = await signedInPage('tokai', 'demo');
    await page.waitForURL(/\/HomeConsumer\//);
    const shell = new ShellScreen(page);
    await shell.openAccountMenu();
    const tab = await shell.openInNewTab(shell.accountMenuItem('change-password'), /\/auth\/password/);
    const form = new ChangePasswordPage(tab);
    expect(await form.heading.textContent()).toBe('Change password');
    expect(await form.shownUserId()).toBe('tokai');

    expect(await form.change('not-the-password', 'tokai-new-password')).toBe('refused');
    expect(await form.alert.textContent()).toBe('The current password is incorrect.');
    expect(await form.change('demo', 'tokai-new-password', 'tokai-other-password')).toBe('refused');
    expect(await form.alert.textContent()).toBe('The two new passwords do not match.');
    expect(await form.change('demo', 'tokai-new-password')).toBe('changed');
    expect(await form.confirmation.textContent()).toContain('Your password has been changed.');

    // A new browser: the old password is refused, the new one opens the user's home.
    const other = await browser.newPage('en-US');
    await other.goto(`${portal.baseUrl}/Login`);
    await new LoginPage(other).loginButton.click();
    await other.waitForURL(/\/auth\/interaction\//);
    const signIn = new SignInPage(other);
    await signIn.submit('tokai', 'demo');
    await expect.poll(() => signIn.alert.textContent()).toBe('The user ID or password is incorrect.');
    await signInAt(other, portal.baseUrl, 'tokai', 'tokai-new-password');
    await other.waitForURL(/\/HomeConsumer\//);
  });
});
