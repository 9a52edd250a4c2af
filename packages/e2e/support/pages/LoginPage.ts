import { baseUrl } from '../portal.ts';
import { signInAt } from '../sign-in.ts';
import { openPath, type Locale } from './screen.ts';
import { SignInPage } from './SignInPage.ts';
import { PageObject } from './page-object.ts';

/** The Login screen and the embedded provider's sign-in page behind its button. */
export class LoginPage extends PageObject {
  readonly loginButton = this.page.getByTestId('login-button');
  readonly productName = this.page.getByTestId('product-name');
  readonly title = this.page.getByTestId('page-title');

  /** Opens Login, in a language or in the one the browser asks for. */
  async open(locale?: Locale): Promise<void> {
    await openPath(this.page, '/Login', locale);
    await this.loginButton.waitFor();
  }

  /** Opens a path while signed out; the portal sends the user to Login. */
  async arriveFrom(path: string): Promise<void> {
    await openPath(this.page, path);
    await this.page.waitForURL(/\/Login$/);
  }

  /**
   * Signs in through the real sign-in page (from Login, or on the provider's form when already there);
   * the portal then opens the user's home screen or the route first asked for.
   */
  async signIn(userId: string, password = 'demo'): Promise<void> {
    await signInAt(this.page, baseUrl(), userId, password);
  }

  /** Opens the provider's own sign-in form (user id and password), without submitting it. */
  async openProviderForm(): Promise<SignInPage> {
    await this.loginButton.click();
    await this.page.waitForURL(/\/auth\/interaction\//);
    const form = new SignInPage(this.page);
    await form.userId.waitFor();
    return form;
  }
}
