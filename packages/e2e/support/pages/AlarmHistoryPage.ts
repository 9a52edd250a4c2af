import type { Download, Locator } from 'playwright-core';
import { DataTable } from './DataTable.ts';
import { openPath, ShellScreen, type Locale } from './screen.ts';

/** The level filters above the table: emergency, caution, maintenance. */
export type AlarmLevelLetter = 'E' | 'C' | 'M';

/**
 * What AlarmHistory shows records of, as in its route: a plant (with its groups, or one user-defined
 * group, or the machines in no group: 'unset'), one machine, or without parameters all of the user's.
 */
export type AlarmScope =
  { plant: string; group?: string } | { modelId: string; serialNo: string } | { everything: true };

function scopePath(scope: AlarmScope): string {
  if ('plant' in scope) {
    const group = scope.group === undefined ? '' : `/${encodeURIComponent(scope.group)}`;
    return `/AlermHistory/d/${encodeURIComponent(scope.plant)}/m/s/g${group}`;
  }
  if ('modelId' in scope) {
    return `/AlermHistory/d/m/${encodeURIComponent(scope.modelId)}/s/${encodeURIComponent(scope.serialNo)}/g`;
  }
  return '/AlermHistory/d/m/s/g';
}

/** AlarmHistory ('AlermHistory' in the path): the alarm records of a plant, a machine or a group. */
export class AlarmHistoryPage extends ShellScreen {
  readonly table = new DataTable(this.page.getByTestId('alarm-table'));

  levelFilter(letter: AlarmLevelLetter): Locator {
    return this.page.getByTestId(`level-filter-${letter}`);
  }

  /** The switch between active and repaired incidents. */
  readonly repairedToggle = this.page.getByTestId('repaired-toggle');

  /** The level letters of every row shown. */
  readonly levelBadges = this.page.getByTestId('level-badge');

  levelBadge(incidentId: string): Locator {
    return this.table.row(incidentId).getByTestId('level-badge');
  }

  /** Shown instead of records for a group or machine the user may not see. */
  readonly scopeMissing = this.page.getByTestId('alarm-scope-missing');

  /** Opens the records of a scope and waits until the table holds the first answer's rows. */
  async open(scope: AlarmScope, locale: Locale): Promise<void> {
    await openPath(this.page, scopePath(scope), locale);
    await this.table.root.and(this.page.locator('[data-row-count]:not([aria-busy])')).waitFor();
  }

  /** Opens the records of a plant and waits until the table holds the first answer's rows. */
  async openPlant(groupId: string, locale: Locale): Promise<void> {
    await this.open({ plant: groupId }, locale);
  }

  /** Presses a level filter until it is on or off. */
  async setLevelFilter(letter: AlarmLevelLetter, on: boolean): Promise<void> {
    const pressed = (await this.levelFilter(letter).getAttribute('aria-pressed')) === 'true';
    if (pressed !== on) await this.levelFilter(letter).click();
  }

  async showRepaired(): Promise<void> {
    await this.repairedToggle.check();
  }

  /** The serial numbers of the rows shown (fifth column). */
  async serials(): Promise<string[]> {
    return this.table.column(5);
  }

  /** Downloads the table as shown. */
  async downloadCsv(): Promise<Download> {
    return this.download('download-table-csv');
  }

  /** The notice that the past-year file was cut at the most one file may hold. */
  readonly eventHistoryCut = this.page.getByTestId('event-history-cut');

  /** Downloads every event of the last year. */
  async downloadEventHistoryCsv(): Promise<Download> {
    return this.download('download-event-history-csv');
  }

  private async download(testId: string): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId(testId).click(),
    ]);
    return download;
  }
}
