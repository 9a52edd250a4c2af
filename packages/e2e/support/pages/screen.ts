/** What every screen of the app shell has: the title, the breadcrumb, the skip link, the language. */
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from '../portal.ts';

export type Locale = 'en' | 'ja' | 'zh';

export const LOCALES: readonly Locale[] = ['en', 'ja', 'zh'];

/** Opens a path of the portal in a language (the `locale` query parameter the screens read). */
export async function openPath(page: Page, path: string, locale: Locale): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${baseUrl()}${path}${separator}locale=${locale}`);
}

export class ShellScreen {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  get title(): Locator {
    return this.page.getByTestId('page-title');
  }

  get breadcrumb(): Locator {
    return this.page.getByTestId('breadcrumb');
  }

  get skipLink(): Locator {
    return this.page.getByTestId('skip-link');
  }

  get main(): Locator {
    return this.page.locator('main#main');
  }

  async titleText(): Promise<string> {
    return (await this.title.textContent())?.trim() ?? '';
  }
}
