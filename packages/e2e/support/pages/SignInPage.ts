import { PageObject } from './page-object.ts';

/** The embedded identity provider's own sign-in form (user id and password), behind Login's button. */
export class SignInPage extends PageObject {
  readonly userId = this.page.locator('input[name="userId"]');
  readonly password = this.page.locator('input[name="password"]');

  /** The form's error message. */
  readonly alert = this.page.locator('[role="alert"]');

  /** Fills the form and sends it, without waiting for where the provider goes next. */
  async submit(userId: string, password: string): Promise<void> {
    await this.userId.fill(userId);
    await this.password.fill(password);
    await this.page.locator('button[type="submit"]').click();
  }
}

/** The portal's help page (the account menu's Help, in a new tab): in the look of the sign-in page. */
export class HelpPage extends PageObject {
  readonly heading = this.page.locator('h1');
  readonly main = this.page.locator('main');
}

export type PasswordChangeOutcome = 'changed' | 'refused';

/**
 * The embedded provider's change-password page (the account menu's Change password, in a new tab): the
 * current password and the new one twice.
 */
export class ChangePasswordPage extends PageObject {
  readonly heading = this.page.locator('h1');

  /** The message after sending: an error (role alert) or the confirmation (role status). */
  readonly alert = this.page.locator('[role="alert"]');
  readonly confirmation = this.page.locator('[role="status"]');

  /** The signed-in user id the page shows. */
  async shownUserId(): Promise<string> {
    return this.page.locator('#userId').inputValue();
  }

  /** Fills the three fields and sends the form; answers whether the page confirmed or refused it. */
  async change(current: string, next: string, again = next): Promise<PasswordChangeOutcome> {
    await this.page.locator('#currentPassword').fill(current);
    await this.page.locator('#newPassword').fill(next);
    await this.page.locator('#confirmPassword').fill(again);
    await Promise.all([this.page.waitForEvent('load'), this.page.locator('button[type="submit"]').click()]);
    return (await this.confirmation.count()) > 0 ? 'changed' : 'refused';
  }
}
