import type { Locator, Page } from 'playwright-core';

/** The embedded identity provider's own sign-in form (user id and password), behind Login's button. */
export class SignInPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  get userId(): Locator {
    return this.page.locator('input[name="userId"]');
  }

  get password(): Locator {
    return this.page.locator('input[name="password"]');
  }

  /** The form's error message. */
  get alert(): Locator {
    return this.page.locator('[role="alert"]');
  }

  /** Fills the form and sends it, without waiting for where the provider goes next. */
  async submit(userId: string, password: string): Promise<void> {
    await this.userId.fill(userId);
    await this.password.fill(password);
    await this.page.locator('button[type="submit"]').click();
  }
}
