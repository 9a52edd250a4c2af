import type { Locator } from 'playwright-core';
import { DataTable } from './DataTable.ts';
import { openPath, ShellScreen, type Locale } from './screen.ts';

export type DashboardTab = 'overview' | 'alarms';
export type DashboardCount = 'machines' | 'communicated' | 'disconnected';

/**
 * DashboardAdmin: the counts, the overview's pie charts, the alarm list (tab 2) with its past-day search,
 * and the alarm history panel.
 */
export class DashboardAdminPage extends ShellScreen {
  readonly root = this.page.getByTestId('dashboard');

  /** The alarm list's table. */
  readonly table = new DataTable(this.page.getByTestId('dashboard-table'));

  /** The history panel's table. */
  readonly historyTable = new DataTable(this.page.getByTestId('history-table'));
  readonly historyPanel = this.page.getByTestId('history-panel');

  /** The machine the history panel is narrowed to: its name and its customer's machine number. */
  readonly historyMachineName = this.page.getByTestId('history-machine-name');
  readonly historyMachineNumber = this.page.getByTestId('history-machine-number');

  /** The history rows' links to their machines, and the button back to all machines. */
  readonly historyDeviceLinks = this.historyTable.root.getByTestId('history-device-link');
  readonly historyAllButton = this.page.getByTestId('history-all');

  /** The level badges of the history rows of one level (3 E, 2 C, 1 M). */
  historyBadges(level: 1 | 2 | 3): Locator {
    return this.historyTable.root.locator(`[data-testid="level-badge"][data-level="${level}"]`);
  }

  /** Narrows the history panel to a machine of the alarm list: a click on its row, beside the links. */
  async chooseMachine(key: string): Promise<void> {
    await this.table.row(key).locator('td').nth(3).click();
  }

  /** The links of a machine's row in the alarm list: its information and its customer's HomeConsumer. */
  compressorInfoLink(key: string): Locator {
    return this.table.row(key).getByTestId('compressor-info-link');
  }

  customerLink(key: string): Locator {
    return this.table.row(key).getByTestId('customer-link');
  }

  tabButton(tab: DashboardTab): Locator {
    return this.page.getByTestId(`tab-${tab}`);
  }

  /** The figure of a count as shown (ja-JP grouping), read from its data-value. */
  async count(name: DashboardCount): Promise<number> {
    return Number(
      await this.page.getByTestId(`count-${name}`).locator('[data-value]').getAttribute('data-value'),
    );
  }

  /** A pie chart's image (its name holds every figure) and its legend rows. */
  pie(name: 'communication' | 'status' | 'maintenance'): Locator {
    return this.page.getByTestId(`pie-${name}`);
  }

  /** A pie chart's image alone, whose accessible name says its figures. */
  pieImage(name: 'communication' | 'status' | 'maintenance'): Locator {
    return this.pie(name).locator('svg[role="img"]');
  }

  async pieValue(name: 'communication' | 'status' | 'maintenance', slice: string): Promise<number> {
    return Number(await this.page.getByTestId(`pie-${name}-${slice}`).getAttribute('data-value'));
  }

  readonly refused = this.page.getByTestId('dashboard-refused');
  readonly groupNotFound = this.page.getByTestId('group-not-found');
  readonly searchToggle = this.page.getByTestId('search-panel-toggle');

  pastDays(bound: 'from' | 'to'): Locator {
    return this.page.getByTestId(`past-days-${bound}`);
  }

  /** Types the bounds (blank for '') and presses Search; waits until the list applied them. */
  async searchPastDays(from: string, to: string): Promise<void> {
    await this.pastDays('from').fill(from);
    await this.pastDays('to').fill(to);
    await this.page.getByTestId('past-days-search').click();
    await this.page
      .locator(`[data-testid="alarm-list"][data-applied-search='${JSON.stringify({ from, to })}']`)
      .waitFor();
  }

  async resetPastDays(): Promise<void> {
    await this.page.getByTestId('past-days-reset').click();
    await this.page
      .locator(`[data-testid="alarm-list"][data-applied-search='{"from":"","to":""}']`)
      .waitFor();
  }

  /** Clicks a column's sort label (the header's button). */
  async sortBy(header: string): Promise<void> {
    await this.table.root.locator('thead th').filter({ hasText: header }).getByRole('button').click();
  }

  /** The maintenance status of each row shown ('' without one), in order. */
  async statuses(): Promise<string[]> {
    return this.table.rows.evaluateAll((rows) =>
      rows.map((r) => r.querySelector('[data-testid="maintenance-icon"]')?.getAttribute('data-status') ?? ''),
    );
  }

  readonly loadMore = this.page.getByTestId('history-load-more');

  levelFilter(letter: 'E' | 'C' | 'M'): Locator {
    return this.historyPanel.getByTestId(`level-filter-${letter}`);
  }

  readonly repairedToggle = this.historyPanel.getByTestId('repaired-toggle');

  /** Opens the dashboard of a group on a tab, without waiting. */
  async goto(groupId: string, locale?: Locale, tab: DashboardTab = 'overview'): Promise<void> {
    await openPath(
      this.page,
      `/DashboardAdmin/d/${encodeURIComponent(groupId)}${tab === 'alarms' ? '?tab=alarms' : ''}`,
      locale,
    );
  }

  /** Opens it and waits until the machines and their advice are in (and, on tab 2, the table is drawn). */
  async open(groupId: string, locale: Locale, tab: DashboardTab = 'overview'): Promise<void> {
    await this.goto(groupId, locale, tab);
    await this.page.locator('[data-testid="dashboard"][data-loaded="true"]').waitFor();
    if (tab === 'alarms') {
      await this.table.root.waitFor();
      await this.historyTable.root.waitFor();
    }
  }
}
