import type { Locator, Page } from 'playwright-core';
import { baseUrl } from '../portal.ts';
import { signInAt } from '../sign-in.ts';
import { openPath, type Locale } from './screen.ts';

/** The Login screen and the embedded provider's sign-in page behind its button. */
export class LoginPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  get loginButton(): Locator {
    return this.page.getByTestId('login-button');
  }

  async open(locale: Locale): Promise<void> {
    await openPath(this.page, '/Login', locale);
    await this.loginButton.waitFor();
  }

  /** Signs in through the real sign-in page; the portal then opens the user's home screen. */
  async signIn(userId: string, password = 'demo'): Promise<void> {
    await signInAt(this.page, baseUrl(), userId, password);
  }

  /** Opens the provider's own sign-in form (user id and password), without submitting it. */
  async openProviderForm(): Promise<void> {
    await this.loginButton.click();
    await this.page.waitForURL(/\/auth\/interaction\//);
    await this.page.locator('input[name="userId"]').waitFor();
  }
}
