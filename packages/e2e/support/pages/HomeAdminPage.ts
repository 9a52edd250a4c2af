import type { Download, Locator } from 'playwright-core';
import { expect } from 'vitest';
import type { FleetDevicesResponse, GroupSummariesResponse } from '@airsight/contracts/http/fleet';
import { calls } from '@airsight/contracts/http/calls';
import { nextAnswer } from './api.ts';
import { DataTable } from './DataTable.ts';
import { openPath, ShellScreen, type Locale } from './screen.ts';

export type HomeAdminTab = 'companies' | 'machines';

/** The machine tab's four search boxes. */
export type MachineSearch = 'serial' | 'number' | 'model' | 'customer';

/** The buttons above the tabs; which of them show depends on the user's role. */
export type HomeAdminButton =
  'consumer-map' | 'dashboard' | 'alarm-records' | 'alarm-mail-settings' | 'alarm-mail-csv';

/** A company row as shown: its group id, its name and the numbers after the name. */
export interface CompanyRow {
  id: string;
  name: string;
  counts: number[];
}

/** HomeAdmin: the company tab (counts per child group) and the machine tab (searchable machine table). */
export class HomeAdminPage extends ShellScreen {
  readonly table = new DataTable(this.page.getByTestId('data-table'));

  tabButton(tab: HomeAdminTab): Locator {
    return this.page.getByTestId(`tab-${tab}`);
  }

  button(name: HomeAdminButton): Locator {
    return this.page.getByTestId(`${name}-button`);
  }

  readonly companySearch = this.page.getByTestId('company-search');

  searchBox(box: MachineSearch): Locator {
    return this.page.getByTestId(`search-${box}`);
  }

  /** The machine tab's links to each machine's information. */
  readonly compressorInfoLinks = this.page.getByTestId('compressor-info-link');

  /** "Data as of ..." above the table. */
  readonly dataTime = this.page.getByTestId('data-time');

  /** The time zone of "Data as of", beside it: "(UTC+9)". */
  readonly dataTimeZone = this.page.getByTestId('data-time-zone');

  /** Shown instead of the tabs for a group the user may not see. */
  readonly groupNotFound = this.page.getByTestId('group-not-found');

  /** Goes to the group's screen on a tab, without waiting for anything on it. */
  async goto(groupId: string, locale?: Locale, tab: HomeAdminTab = 'companies'): Promise<void> {
    const query = tab === 'machines' ? '?tab=machines' : '';
    await openPath(this.page, `/HomeAdmin/${encodeURIComponent(groupId)}${query}`, locale);
  }

  /** Opens the group's screen on a tab and waits until the table is drawn. */
  async open(groupId: string, locale: Locale, tab: HomeAdminTab = 'companies'): Promise<void> {
    await this.goto(groupId, locale, tab);
    await this.table.root.waitFor();
  }

  /** Opens the company tab; answers the page's own group summaries once the table shows all of them. */
  async openCompanies(groupId: string, locale: Locale): Promise<GroupSummariesResponse> {
    const body = await this.openAnswering(calls.groupSummaries, groupId, locale, 'companies');
    await expect.poll(() => this.table.rowCount()).toBe(body.group_summary_list.length);
    return body;
  }

  /** Opens the machine tab; answers the page's own fleet call once the table shows every machine. */
  async openMachines(groupId: string, locale: Locale): Promise<FleetDevicesResponse> {
    const body = await this.openAnswering(calls.fleetDevices, groupId, locale, 'machines');
    await expect.poll(() => this.table.rowCount()).toBe(body.fleet_device_list.length);
    return body;
  }

  private async openAnswering<C extends typeof calls.groupSummaries | typeof calls.fleetDevices>(
    call: C,
    groupId: string,
    locale: Locale,
    tab: HomeAdminTab,
  ) {
    // Leave the previous page first: an answer still in flight there must not be taken for this one.
    await this.page.goto('about:blank');
    const answer = nextAnswer(this.page, call);
    await this.goto(groupId, locale, tab);
    const body = await answer;
    await this.table.root.waitFor();
    return body;
  }

  async switchTab(tab: HomeAdminTab): Promise<void> {
    await this.tabButton(tab).click();
    await this.page.waitForURL((url) =>
      tab === 'machines' ? url.searchParams.get('tab') === 'machines' : !url.searchParams.has('tab'),
    );
    await this.table.root.waitFor();
  }

  async searchCompany(text: string): Promise<void> {
    await this.companySearch.fill(text);
  }

  /** Types into one of the machine tab's searches ('' clears it). */
  async search(box: MachineSearch, text: string): Promise<void> {
    await this.searchBox(box).fill(text);
  }

  /** Every company row shown: group id, name and the counts. */
  async companyRows(): Promise<CompanyRow[]> {
    return this.table.rows.evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '');
        return {
          id: (row as HTMLElement).dataset.rowKey ?? '',
          name: cells[0] ?? '',
          counts: cells.slice(1).map((text) => Number(text.replace(/,/g, ''))),
        };
      }),
    );
  }

  /** Every machine row shown: machine id and the status it shows. */
  async machineStatuses(): Promise<{ id: string; status: string }[]> {
    return this.table.rows.evaluateAll((rows) =>
      rows.map((r) => ({
        id: (r as HTMLElement).dataset.rowKey ?? '',
        status: r.querySelector('[data-status]')?.getAttribute('data-status') ?? '',
      })),
    );
  }

  /** Clicks a company row: HomeAdmin of a company with plants, HomeConsumer of a plant. */
  async openRow(groupId: string): Promise<void> {
    await this.table.row(groupId).click();
  }

  /** Asks the server for the operating status again. */
  async refreshStatus(): Promise<void> {
    await this.page.getByTestId('get-operating-status').click();
  }

  /** Downloads the table of the open tab as CSV. */
  async downloadCsv(tab: HomeAdminTab): Promise<Download> {
    const button = this.page.getByTestId(tab === 'machines' ? 'machine-csv-button' : 'company-csv-button');
    const [download] = await Promise.all([this.page.waitForEvent('download'), button.click()]);
    return download;
  }

  /**
   * The alarm-mail configuration button's menu: saves the destinations set on groups or on single
   * machines, one file per choice.
   */
  async downloadAlarmMailFile(list: 'groups' | 'machines'): Promise<Download> {
    await this.button('alarm-mail-csv').click();
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId(`alarm-mail-csv-${list}`).click(),
    ]);
    return download;
  }

  /** The customer shown in a machine's row of the machine tab (a link to its HomeConsumer). */
  customerLink(machineId: string): Locator {
    return this.table.row(machineId).getByTestId('customer-link');
  }

  /**
   * Asks for the operating status again while the server fails the open tab's call with a 500; resolves
   * once the screen has the failed answer and the button can be pressed again.
   */
  async refreshStatusWhileServerFails(
    call: typeof calls.groupSummaries | typeof calls.fleetDevices,
  ): Promise<void> {
    const matches = (url: URL) => url.pathname === call.path;
    await this.page.route(matches, (route) =>
      route.fulfill({
        status: 500,
        json: {
          statusCode: 500,
          error: 'Internal Server Error',
          code: 'INTERNAL',
          message: 'Server failure',
        },
      }),
    );
    try {
      const failed = this.page.waitForResponse((r) => matches(new URL(r.url())) && r.status() === 500);
      await this.refreshStatus();
      await failed;
      await expect.poll(() => this.page.getByTestId('get-operating-status').isEnabled()).toBe(true);
    } finally {
      await this.page.unroute(matches);
    }
  }
}
