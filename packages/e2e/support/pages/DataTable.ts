import type { Locator } from 'playwright-core';
import { ScreenPart } from './page-object.ts';

export type PageSize = '10' | '20' | 'all';
export type PagerButton = 'first' | 'prev' | 'next' | 'last';

/**
 * The shared table (components/DataTable) of a screen, found by its test id. With virtualised rows not
 * every row is in the page: its size is `rowCount()`, the figure the table itself announces.
 */
export class DataTable extends ScreenPart {
  readonly rows = this.root.getByTestId('data-table-row');

  /** The row of a key (the table's row key: a group id, a machine id, an incident id). */
  row(key: string): Locator {
    return this.root.locator(`[data-testid="data-table-row"][data-row-key="${key}"]`);
  }

  /** The row with a cell of exactly this text (a group's name, a destination's address). */
  rowWith(cellText: string): Locator {
    // `has` is queried inside each row: a locator of the page, not one under the table.
    return this.rows.filter({ has: this.root.page().getByRole('cell', { name: cellText, exact: true }) });
  }

  /** Ticks the selection checkbox of the row with that cell text. */
  async tick(cellText: string): Promise<void> {
    await this.rowWith(cellText).getByTestId('data-table-select').check();
  }

  /** The row that says the table is empty. */
  readonly empty = this.root.getByTestId('data-table-empty');
  readonly pageSize = this.root.getByTestId('page-size');
  readonly pageRange = this.root.getByTestId('page-range');

  pagerButton(button: PagerButton): Locator {
    return this.root.getByTestId(`page-${button}`);
  }

  /** Rows after the searches and filters, over all pages. */
  async rowCount(): Promise<number> {
    return Number(await this.root.getAttribute('data-row-count'));
  }

  /** The 1-based page shown. */
  async currentPage(): Promise<string | null> {
    return this.root.getAttribute('data-page');
  }

  /** The page size the table uses: '10', '20' or 'all'. */
  async shownPageSize(): Promise<string | null> {
    return this.root.getAttribute('data-page-size');
  }

  async choosePageSize(size: PageSize): Promise<void> {
    await this.pageSize.selectOption(size);
  }

  /** The keys of the rows in the page, in the order shown. */
  async rowKeys(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key') ?? ''));
  }

  /** The texts of a row's cells, trimmed. */
  async cells(key: string): Promise<string[]> {
    return this.row(key)
      .locator('td')
      .evaluateAll((cells) => cells.map((c) => (c.textContent ?? '').trim()));
  }

  /** The texts of one column (1-based) in every row shown. */
  async column(index: number): Promise<string[]> {
    return this.rows.locator(`td:nth-child(${index})`).allTextContents();
  }

  /** Column names as a user reads them: a short header (E, C, M) is named by its title. */
  async columnNames(): Promise<string[]> {
    return this.root
      .locator('thead th')
      .evaluateAll((cells) =>
        cells.map((th) =>
          (th.querySelector('abbr[title]')?.getAttribute('title') ?? th.textContent ?? '').trim(),
        ),
      );
  }
}
