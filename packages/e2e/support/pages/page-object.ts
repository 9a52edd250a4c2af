import type { Locator, Page } from 'playwright-core';

/**
 * What every page object stands on: the page it drives. Set before a subclass's fields are, so that they
 * can be its locators (`readonly title = this.page.getByTestId('page-title')`); locators find nothing
 * until they are used, so a field finds what the page shows then, as a getter would.
 */
export class PageObject {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
}

/**
 * A part of a screen that is found within one element (a table, a card group, a machine card), with
 * its locators as fields under `root`, as for a PageObject.
 */
export class ScreenPart {
  readonly root: Locator;
  constructor(root: Locator) {
    this.root = root;
  }
}
