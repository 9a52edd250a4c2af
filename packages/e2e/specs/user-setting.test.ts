/**
 * Users (ours, beyond the specification): the user administrator `acme` sees only the users of its own
 * subtree, adds a password user whose invitation link lets it choose its password and sign in to its
 * home; disabling that user ends the session it has open; a plant user that is no user administrator
 * gets NotFound and no menu item; the calls refuse users outside acme's subtree with 404. The screen in
 * Japanese and Chinese is saved to /tmp for a look. Every user the file adds is removed at its end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dictionary } from '../support/dictionary.ts';
import {
  HomeConsumerPage,
  LoginPage,
  openPath,
  requestStatus,
  ShellScreen,
  UserSettingPage,
  useBrowser,
} from '../support/pages/index.ts';

const ADMIN = 'acme';
const PLANT = 'acme-kawasaki';
const NEW_USER = 'e2e-invited';
const NEW_NAME = 'E2E Invited';
const PASSWORD = 'e2e-password-1';

describe('Users', () => {
  const spec = useBrowser();
  /** acme's page, kept through the tests: it adds, disables and finally removes the new user. */
  let admin: Page;
  let screen: UserSettingPage;

  beforeAll(async () => {
    admin = await spec.signedInPage(ADMIN, 'en');
    screen = new UserSettingPage(admin);
  });

  afterAll(async () => {
    // Whatever a test left: the user this file adds goes (404 when a test removed it already).
    expect([200, 404]).toContain(await requestStatus(admin, 'DELETE', `/v1/users/${NEW_USER}`));
  });

  it('acme sees only its subtree, adds a password user whose link sets a password that signs in (en)', async () => {
    const texts = dictionary('en');
    await screen.open('en');
    await screen.page.getByTestId('nav-userSetting').click();
    expect(await screen.title.textContent()).toBe(texts.userManagement);
    expect(await screen.table.rowKeys()).toEqual([ADMIN, PLANT]);
    // acme's own row can be neither disabled nor removed.
    expect(await (await screen.rowButton(ADMIN, 'disable')).isDisabled()).toBe(true);
    expect(await (await screen.rowButton(ADMIN, 'remove')).isDisabled()).toBe(true);
    expect(await (await screen.rowButton(PLANT, 'disable')).isDisabled()).toBe(false);

    const link = await screen.addPasswordUser(NEW_USER, NEW_NAME, PLANT);
    expect(link).toMatch(/\/auth\/invitation\/[^/]+$/);
    expect(await screen.invitation.text.textContent()).toContain(NEW_USER);
    await screen.invitation.close.click();
    const row = screen.table.row(NEW_USER);
    await expect.poll(() => row.textContent()).toContain(texts.signInInvited);
    expect(await row.textContent()).toContain(NEW_NAME);

    // The new user, in a browser of its own, chooses its password through the link ...
    const invited = await spec.newPage('en-US');
    await invited.goto(link);
    await invited.locator('input[name="newPassword"]').fill(PASSWORD);
    await invited.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await invited.locator('button[type="submit"]').click();
    await expect
      .poll(() => invited.locator('.success').textContent())
      .toBe('Your password is set. You can now sign in.');

    // ... and signs in with it through the sign-in page, landing on its plant's home.
    await new LoginPage(invited).signIn(NEW_USER, PASSWORD);
    await invited.waitForURL(new RegExp(`/HomeConsumer/${PLANT}$`));
    const home = new HomeConsumerPage(invited);
    await home.title.waitFor();
    expect(await home.title.textContent()).toBe(texts.home);

    await screen.open('en');
    await expect.poll(() => screen.table.row(NEW_USER).textContent()).toContain(texts.signInPassword);
  });

  it('disabling the user ends the session it has open: its next step opens the sign-in page (en)', async () => {
    const texts = dictionary('en');
    const user = await spec.newPage('en-US');
    await new LoginPage(user).signIn(NEW_USER, PASSWORD);
    await user.waitForURL(new RegExp(`/HomeConsumer/${PLANT}$`));

    await screen.open('en');
    await (await screen.rowButton(NEW_USER, 'disable')).click();
    await expect.poll(() => screen.table.row(NEW_USER).textContent()).toContain(texts.userDisabled);
    expect(await screen.snackbar.textContent()).toContain(`${NEW_USER} is disabled`);

    // The user, still on its home screen (whose data the page already holds), loads the page again: the
    // portal no longer knows its session and shows the sign-in page.
    await user.reload();
    await user.waitForURL(/\/Login$/);
    await user.getByTestId('login-button').waitFor();

    // Enabled again, it signs in again.
    await (await screen.rowButton(NEW_USER, 'enable')).click();
    await expect.poll(() => screen.table.row(NEW_USER).textContent()).toContain(texts.userEnabled);
    await new LoginPage(user).signIn(NEW_USER, PASSWORD);
    await user.waitForURL(new RegExp(`/HomeConsumer/${PLANT}$`));
  });

  it('acme-kawasaki, no user administrator, has no Users item and gets NotFound at /UserSetting (en)', async () => {
    const page = await spec.signedInPage(PLANT, 'en');
    const shell = new ShellScreen(page);
    await shell.navMenu.waitFor();
    expect(await page.getByTestId('nav-userSetting').count()).toBe(0);
    await openPath(page, '/UserSetting', 'en');
    await shell.notFound.waitFor();
    expect(await shell.notFound.textContent()).toBe(dictionary('en').pageDoesNotExist);
    expect(await page.getByTestId('users-table').count()).toBe(0);
  });

  it('answers 404 to acme for users outside its subtree, whatever the call', async () => {
    await screen.open('en');
    const body = { userName: 'x', language: 'en', deviceGroupId: 'acme', map: false, userAdmin: false };
    for (const userId of ['tokai', 'supplier']) {
      expect(await requestStatus(admin, 'PUT', `/v1/users/${userId}`, body), `PUT ${userId}`).toBe(404);
      expect(await requestStatus(admin, 'POST', `/v1/users/${userId}/disable`), `disable ${userId}`).toBe(
        404,
      );
      expect(await requestStatus(admin, 'DELETE', `/v1/users/${userId}`), `DELETE ${userId}`).toBe(404);
    }
  });

  it('shows the screen and the dialog in Japanese and Chinese (saved to /tmp for a look)', async () => {
    for (const locale of ['ja', 'zh'] as const) {
      const texts = dictionary(locale);
      const page = await spec.signedInPage(ADMIN, locale);
      const users = new UserSettingPage(page);
      await users.open(locale);
      expect(await users.title.textContent()).toBe(texts.userManagement);
      expect(await page.getByTestId('nav-userSetting').textContent()).toBe(texts.userManagement);
      expect(await users.table.columnNames()).toEqual(
        expect.arrayContaining([texts.userId, texts.userName, texts.deviceGroup, texts.userState]),
      );
      await page.screenshot({ path: `/tmp/users-${locale}.png`, fullPage: true });
      await (await users.rowButton(NEW_USER, 'edit')).click();
      await users.dialog.name.waitFor();
      // The dialog fades in.
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/users-dialog-${locale}.png` });
      await users.dialog.cancel.click();
      await (await users.rowButton(NEW_USER, 'invite')).click();
      await users.invitation.url.waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/users-invitation-${locale}.png` });
      await users.invitation.close.click();
    }
  });

  it('removes the user after a confirmation (en)', async () => {
    await screen.open('en');
    await (await screen.rowButton(NEW_USER, 'remove')).click();
    await screen.removeSubmit.click();
    await screen.table.row(NEW_USER).waitFor({ state: 'detached' });
    expect(await screen.table.rowKeys()).toEqual([ADMIN, PLANT]);
  });
});
