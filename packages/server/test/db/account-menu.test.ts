/**
 * The account menu's links (part 1 §1) in the session answer, the help page, and the embedded provider's
 * change-password page: a real form signed in through the real provider, the rules of the new password,
 * the CSRF token of the form, and that only the new password signs in afterwards.
 */
import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { Browser } from '../support/browser-client.ts';
import { buildTestApp } from '../support/app.ts';
import { decodeHtml, formOf, formPost, json, useListeningApp } from '../support/auth-app.ts';
import { insertDeviceGroup, insertUser } from '../support/factories.ts';

describe('account menu: help and change password', () => {
  async function signIn(userId: string, password: string) {
    const browser = new Browser(server.base);
    const { response } = await browser.follow('/auth/login?locale=en');
    const page = formOf(await response.text());
    const answer = await browser.follow(page.action, formPost({ userId, password }));
    return { browser, status: answer.response.status };
  }

  /** Opens the change-password page and posts its form with the given fields. */
  async function changePassword(browser: Browser, fields: Record<string, string>, csrf?: string) {
    const opened = await browser.request('/auth/password?locale=en');
    expect(opened.status).toBe(200);
    const { action, hidden } = formOf(await opened.text());
    const response = await browser.request(
      action,
      formPost({ ...hidden, ...fields, ...(csrf === undefined ? {} : { csrfToken: csrf }) }),
    );
    return { status: response.status, text: decodeHtml(await response.text()) };
  }

  const server = useListeningApp(async (db) => {
    const passwordHash = await hash('old-password');
    await insertDeviceGroup(db, { device_group_id: 'ACME' });
    for (const userId of ['carol', 'dave']) {
      await insertUser(db, {
        userId,
        loginRootGroupIds: ['ACME$'],
        overrides: { password_hash: passwordHash, locale: 'en' },
      });
    }
  });

  it("names the portal's help page and the embedded provider's change-password page by default", async () => {
    const session = await json(await fetch(`${server.base}/auth/session`));
    expect(session).toMatchObject({ helpUrl: '/help', changePasswordUrl: '/auth/password' });
  });

  it('names the configured pages when HELP_URL and CHANGE_PASSWORD_URL are set', async () => {
    const configured = await buildTestApp(server.db, {
      HELP_URL: 'https://help.example.com/airsight',
      CHANGE_PASSWORD_URL: 'https://id.example.com/password',
    });
    try {
      const session = await configured.inject({ url: '/auth/session' });
      expect(session.json()).toMatchObject({
        helpUrl: 'https://help.example.com/airsight',
        changePasswordUrl: 'https://id.example.com/password',
      });
    } finally {
      await configured.close();
    }
  });

  it('shows the help page in the chosen language, signed in or not', async () => {
    const signedOut = await fetch(`${server.base}/help?locale=ja`);
    expect(signedOut.status).toBe(200);
    expect(await signedOut.text()).toContain('<h1>ヘルプ</h1>');
    const { browser } = await signIn('dave', 'old-password');
    for (const [locale, heading, screen] of [
      ['en', 'Help', 'Alarm records'],
      ['ja', 'ヘルプ', 'アラーム履歴'],
      ['zh', '帮助', '报警记录'],
    ] as const) {
      const response = await browser.request(`/help?locale=${locale}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).toContain(screen);
      expect(html).not.toMatch(/<script(?![^>]*src=)/); // no inline script under our CSP
    }
  });

  it('refuses a wrong current password, a short or mismatched new one, with a clear message', async () => {
    const { browser, status } = await signIn('carol', 'old-password');
    expect(status).toBe(302);
    const refusals: [current: string, next: string, again: string, message: string][] = [
      ['not-it', 'new-password-1', 'new-password-1', 'The current password is incorrect.'],
      ['old-password', 'short', 'short', 'The new password must have at least 8 characters.'],
      ['old-password', 'new-password-1', 'new-password-2', 'The two new passwords do not match.'],
      ['old-password', 'old-password', 'old-password', 'The new password must differ from the current one.'],
    ];
    for (const [currentPassword, newPassword, confirmPassword, message] of refusals) {
      const refused = await changePassword(browser, { currentPassword, newPassword, confirmPassword });
      expect(refused.status, message).toBe(400);
      expect(refused.text).toContain(message);
    }
    expect((await signIn('carol', 'old-password')).status).toBe(302);
  });

  it('refuses a form without the session CSRF token or from another site', async () => {
    const { browser } = await signIn('carol', 'old-password');
    const fields = {
      currentPassword: 'old-password',
      newPassword: 'stolen-pass',
      confirmPassword: 'stolen-pass',
    };
    expect((await changePassword(browser, fields, 'forged')).status).toBe(403);
    const crossSite = await browser.request('/auth/password', {
      ...formPost({ ...fields, csrfToken: 'whatever' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await fetch(`${server.base}/auth/password`, formPost(fields))).status).toBe(401);
    expect((await signIn('carol', 'old-password')).status).toBe(302);
  });

  it('changes the password: the new one signs in, the old one no longer', async () => {
    const { browser } = await signIn('carol', 'old-password');
    const changed = await changePassword(browser, {
      currentPassword: 'old-password',
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Your password has been changed.');
    const row = await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('user_id', '=', 'carol')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2/);
    expect((await signIn('carol', 'old-password')).status).toBe(401);
    expect((await signIn('carol', 'brand-new-pass')).status).toBe(302);
    // Nobody else's password changed.
    expect((await signIn('dave', 'old-password')).status).toBe(302);
  });

  it("ends the account's other sessions and keeps the one that changed the password", async () => {
    const { browser: here } = await signIn('dave', 'old-password');
    const { browser: elsewhere } = await signIn('dave', 'old-password');
    const signedIn = async (browser: Browser) =>
      ((await (await browser.request('/auth/session')).json()) as { authenticated: boolean }).authenticated;
    expect(await signedIn(elsewhere)).toBe(true);
    const changed = await changePassword(here, {
      currentPassword: 'old-password',
      newPassword: 'dave-new-password',
      confirmPassword: 'dave-new-password',
    });
    expect(changed.status).toBe(200);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    // Nor can the other browser sign in again through the provider's own session: it is asked for the
    // password.
    const again = await elsewhere.follow('/auth/login?locale=en');
    expect(await again.response.text()).toContain('name="password"');
  });
});
