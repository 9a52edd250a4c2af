/** What every screen of the app shell has: the title, the breadcrumb, the skip link, the language. */
import type { Locator, Page } from 'playwright-core';
import { buildPath } from '@airsight/contracts/routes';
import { baseUrl } from '../portal.ts';
import { PageObject } from './page-object.ts';

export type Locale = 'en' | 'ja' | 'zh';

export const LOCALES: readonly Locale[] = ['en', 'ja', 'zh'];

/**
 * Opens a path of the portal in a language (the `locale` query parameter the screens read); without a
 * locale, in the language the browser and the portal already chose.
 */
export async function openPath(page: Page, path: string, locale?: Locale): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${baseUrl()}${path}${locale ? `${separator}locale=${locale}` : ''}`);
}

/** Opens a screen about one machine: its route with model_id and serial_no (part 1 §2). */
export async function openMachinePath(
  page: Page,
  route: 'CompressorInfo' | 'TrendGraph' | 'MaintenanceHistory',
  modelId: string,
  serialNo: string,
  locale?: Locale,
): Promise<void> {
  await openPath(page, buildPath(route, { model_id: modelId, serial_no: serialNo }), locale);
}

export class ShellScreen extends PageObject {
  readonly title = this.page.getByTestId('page-title');
  readonly breadcrumb = this.page.getByTestId('breadcrumb');
  readonly skipLink = this.page.getByTestId('skip-link');
  readonly main = this.page.locator('main#main');

  /** The bar at the top: the product name, the language switcher, the account menu. */
  readonly appBar = this.page.getByTestId('app-bar');
  readonly appProductName = this.page.getByTestId('app-product-name');
  readonly languageSwitcher = this.page.getByTestId('language-switcher');

  /** The role-dependent navigation menu, and its links. */
  readonly navMenu = this.page.getByTestId('nav-menu');
  readonly navLinks = this.navMenu.getByRole('link');

  /** A phone's menu button, which opens the menu in a drawer, and the drawer's close button (English). */
  readonly menuButton = this.page.getByTestId('menu-button');
  readonly closeMenuButton = this.page.getByRole('button', { name: 'Close menu' });

  /** The navigation menu inside the element of an id (the drawer the menu button's aria-controls names). */
  navMenuIn(id: string): Locator {
    return this.page.locator(`[id="${id}"]`).getByTestId('nav-menu');
  }

  /** Chooses a language in the bar's switcher, by the name the switcher gives it. */
  async chooseLanguage(name: 'English' | '日本語' | '中文'): Promise<void> {
    await this.languageSwitcher.click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  /** The screen shown for an unknown route or one the user may not open. */
  readonly notFound = this.page.getByTestId('not-found');

  /** The notice at the bottom (errors, offline). */
  readonly snackbar = this.page.getByTestId('snackbar');

  /** Everything the main area says, to check that nothing of another customer shows. */
  async mainText(): Promise<string> {
    return (await this.page.locator('main').textContent()) ?? '';
  }

  /** Clicks a link that opens in a new tab; answers that tab once it has a URL of the portal. */
  async openInNewTab(link: Locator, path: RegExp): Promise<Page> {
    const [tab] = await Promise.all([this.page.context().waitForEvent('page'), link.click()]);
    await tab.waitForURL(path);
    return tab;
  }

  /** The account menu's items; help and change password open in a new tab. */
  accountMenuItem(item: 'help' | 'change-password'): Locator {
    return this.page.getByTestId(`${item}-link`);
  }

  /** Opens the account menu (login information, help, change password, log out). */
  async openAccountMenu(): Promise<void> {
    await this.page.getByTestId('user-menu').click();
    await this.page.getByTestId('logout').waitFor();
  }

  /** Closes the account menu without choosing anything. */
  async closeAccountMenu(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.getByTestId('logout').waitFor({ state: 'hidden' });
  }

  async logOut(): Promise<void> {
    await this.page.getByTestId('user-menu').click();
    await this.page.getByTestId('logout').click();
  }

  async titleText(): Promise<string> {
    return (await this.title.textContent())?.trim() ?? '';
  }
}
