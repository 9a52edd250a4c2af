import type { Locator } from 'playwright-core';
import { baseUrl } from '../portal.ts';
import { PageObject } from './page-object.ts';

/** Where an element is drawn, in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a located element is drawn; fails when it is not shown. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not shown`);
  return box;
}

/**
 * What index.html paints before any script runs (the server picks the frame: routes/web-page.ts): the
 * sign-in page or the portal's bar, and the files the server preloads for the route.
 */
export class FirstPaintPage extends PageObject {
  /** Every first-paint frame; React removes them on its first commit. */
  readonly frames = this.page.locator('.fp');

  /** The sign-in frame: the product name, the title, the tagline and the sign-in link of the language. */
  readonly loginFrame = this.page.locator('.fp-login');
  readonly loginName = this.loginFrame.locator('h1');
  readonly loginTitle = this.loginFrame.locator('h2:visible');
  readonly tagline = this.loginFrame.locator('.fp-tagline:visible');
  readonly signInLink = this.loginFrame.locator('.fp-button:visible');

  /** The portal frame's bar and the product name in it. */
  readonly portalBar = this.page.locator('.fp-portal-bar');
  readonly portalName = this.page.locator('.fp-portal-name');

  /** Opens a path with the entry script refused: what the page shows before its scripts have run. */
  async openWithoutScripts(path: string): Promise<void> {
    await this.page.route('**/assets/index-*.js', (route) => route.abort());
    await this.page.goto(`${baseUrl()}${path}`);
    await this.page.unroute('**/assets/index-*.js');
  }

  /** The page's language (html lang). */
  async language(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }

  /** Which frame the server chose: 'login' or 'portal' (html data-first-paint). */
  async frame(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-first-paint');
  }

  /** The paths the page preloads: its modules ('modulepreload') or its calls ('fetch'). */
  async preloads(kind: 'modulepreload' | 'fetch'): Promise<string[]> {
    const links = this.page.locator(
      kind === 'fetch' ? 'link[rel="preload"][as="fetch"]' : 'link[rel="modulepreload"]',
    );
    return links.evaluateAll((found) => found.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  }
}
