import type { Download, Locator } from 'playwright-core';
import { openPath, ShellScreen, type Locale } from './screen.ts';

export type HomeAdminTab = 'companies' | 'machines';

/** HomeAdmin: the company tab (counts per child group) and the machine tab (searchable machine table). */
export class HomeAdminPage extends ShellScreen {
  get table(): Locator {
    return this.page.getByTestId('data-table');
  }

  get rows(): Locator {
    return this.page.getByTestId('data-table-row');
  }

  tabButton(tab: HomeAdminTab): Locator {
    return this.page.getByTestId(`tab-${tab}`);
  }

  /** Opens the group's screen on a tab and waits until the table is drawn. */
  async open(groupId: string, locale: Locale, tab: HomeAdminTab = 'companies'): Promise<void> {
    const query = tab === 'machines' ? '?tab=machines' : '';
    await openPath(this.page, `/HomeAdmin/${encodeURIComponent(groupId)}${query}`, locale);
    await this.table.waitFor();
  }

  async switchTab(tab: HomeAdminTab): Promise<void> {
    await this.tabButton(tab).click();
    await this.page.waitForURL((url) =>
      tab === 'machines' ? url.searchParams.get('tab') === 'machines' : !url.searchParams.has('tab'),
    );
    await this.table.waitFor();
  }

  /** Types into the machine tab's serial-number search. */
  async searchSerial(text: string): Promise<void> {
    await this.page.getByTestId('search-serial').fill(text);
  }

  /** Downloads the table of the open tab as CSV. */
  async downloadCsv(tab: HomeAdminTab): Promise<Download> {
    const button = this.page.getByTestId(tab === 'machines' ? 'machine-csv-button' : 'company-csv-button');
    const [download] = await Promise.all([this.page.waitForEvent('download'), button.click()]);
    return download;
  }
}
