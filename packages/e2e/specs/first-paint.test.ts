/**
 * The first paint before any script runs (index.html's frames, picked by the server: routes/web-page.ts)
 * and the preloads the server adds for the route's screen. A phone on a slow network shows the frame for
 * a second or more; it must be in the user's language and where the screen will be, so that nothing
 * jumps when the screen replaces it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl } from '../support/portal.ts';
import { LoginPage, openPath, recordRequests, useBrowser } from '../support/pages/index.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

const TAGLINE = {
  en: 'Remote monitoring of air compressors',
  ja: 'エアコンプレッサー遠隔監視',
  zh: '空气压缩机远程监控',
};

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box;
}

/** Opens a path with the entry script refused: what the page shows before its scripts have run. */
async function openWithoutScripts(page: Page, path: string): Promise<void> {
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto(`${baseUrl()}${path}`);
  await page.unroute('**/assets/index-*.js');
}

describe('the first paint', () => {
  const browser = useBrowser();

  for (const size of SIZES) {
    for (const locale of ['en', 'ja', 'zh'] as const) {
      it(`shows the sign-in page in ${locale} before the scripts, where Login will be (${size.width} px)`, async () => {
        const page = await browser.newPage('en-US', { viewport: size });
        await openWithoutScripts(page, `/Login?locale=${locale}`);
        expect(await page.locator('html').getAttribute('lang')).toBe(locale);
        const frame = page.locator('.fp-login');
        await expect.poll(() => frame.isVisible()).toBe(true);
        expect(await frame.locator('.fp-tagline:visible').textContent()).toBe(TAGLINE[locale]);
        // Before the scripts, the sign-in link already works (the server's own sign-in route).
        const link = frame.locator('.fp-button:visible');
        expect(await link.getAttribute('href')).toBe(`/auth/login?returnTo=%2F&locale=${locale}`);
        const before = {
          name: await boxOf(page, '.fp-login h1'),
          title: await boxOf(page, '.fp-login h2:visible'),
          button: await boxOf(page, '.fp-button:visible'),
        };

        await new LoginPage(page).open(locale);
        expect(await page.locator('.fp').count()).toBe(0);
        const after = {
          name: await boxOf(page, '[data-testid="product-name"]'),
          title: await boxOf(page, '[data-testid="page-title"]'),
          button: await boxOf(page, '[data-testid="login-button"]'),
        };
        for (const part of ['name', 'title', 'button'] as const) {
          for (const edge of ['x', 'y', 'width', 'height'] as const) {
            expect(Math.abs(after[part][edge] - before[part][edge]), `${part} ${edge}`).toBeLessThanOrEqual(
              1,
            );
          }
        }
      });
    }
  }

  it('paints the portal bar for a signed-in page, in the language the switcher chose, and preloads its screen once', async () => {
    const page = await browser.signedInPage('acme-kawasaki', 'en-US', { viewport: SIZES[0] });
    await openPath(page, '/HomeConsumer/acme-kawasaki', 'en');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh');

    await openWithoutScripts(page, '/HomeConsumer/acme-kawasaki');
    expect(await page.locator('html').getAttribute('lang')).toBe('zh');
    expect(await page.locator('html').getAttribute('data-first-paint')).toBe('portal');
    expect((await page.locator('.fp-portal-bar').textContent())?.trim()).toBe('AirSight');
    expect(await page.locator('.fp-login').isVisible()).toBe(false);
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(preloads.some((p) => /\/assets\/HomeConsumerScreen-[\w-]+\.js$/.test(p))).toBe(true);
    expect(preloads.some((p) => /\/assets\/AppShell-[\w-]+\.js$/.test(p))).toBe(true);
    expect(preloads.some((p) => /\/assets\/zh-[\w-]+\.js$/.test(p))).toBe(true);
    expect(preloads.some((p) => /\/assets\/LoginScreen-/.test(p))).toBe(false);

    // With its scripts, the screen loads each preloaded file once (a route turns the HTTP cache off).
    await page.route('**/assets/**', (route) => route.continue());
    const requests = recordRequests(page);
    await openPath(page, '/HomeConsumer/acme-kawasaki');
    await page.getByTestId('machine-card').first().waitFor();
    const assets = requests.map((url) => new URL(url).pathname).filter((p) => p.startsWith('/assets/'));
    expect(assets.filter((p) => /HomeConsumerScreen-[\w-]+\.js$/.test(p))).toHaveLength(1);
    expect(assets.filter((p, i) => assets.indexOf(p) !== i)).toEqual([]);
    expect(await page.locator('.fp').count()).toBe(0);
  });

  it('paints the portal bar where the shell will draw it, on a phone, a tablet and a laptop', async () => {
    const page = await browser.signedInPage('acme-kawasaki', 'en-US', { viewport: SIZES[0] });
    for (const viewport of [SIZES[0], { width: 768, height: 1024 }, SIZES[1]]) {
      await page.setViewportSize(viewport);
      await openWithoutScripts(page, '/HomeConsumer/acme-kawasaki');
      const before = await boxOf(page, '.fp-portal-name');
      await openPath(page, '/HomeConsumer/acme-kawasaki');
      await page.getByTestId('machine-card').first().waitFor();
      const after = await boxOf(page, '[data-testid="app-product-name"]');
      for (const edge of ['x', 'y', 'height'] as const) {
        expect(Math.abs(after[edge] - before[edge]), `${viewport.width} px: ${edge}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('paints the sign-in page for a session that has ended, and asks for no data on the way to Login', async () => {
    const page = await browser.newPage('en-US');
    // The cookie of a session the server no longer holds (expired, or signed out on another device).
    await page
      .context()
      .addCookies([{ name: 'airsight_session', value: 'a-session-that-has-ended', url: baseUrl() }]);
    await openWithoutScripts(page, '/HomeConsumer/acme-kawasaki');
    expect(await page.locator('html').getAttribute('data-first-paint')).toBe('login');
    await expect.poll(() => page.locator('.fp-login').isVisible()).toBe(true);
    const preloaded = await page
      .locator('link[rel="preload"][as="fetch"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(preloaded).toEqual(['/auth/session']);

    const requests = recordRequests(page);
    await new LoginPage(page).arriveFrom('/HomeConsumer/acme-kawasaki');
    await new LoginPage(page).loginButton.waitFor();
    expect(requests.map((url) => new URL(url).pathname).filter((p) => p.startsWith('/v1/'))).toEqual([]);
  });

  it('paints the sign-in page for a portal path opened signed out', async () => {
    const page = await browser.newPage('ja-JP');
    await openWithoutScripts(page, '/HomeConsumer/acme-kawasaki');
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    await expect.poll(() => page.locator('.fp-login').isVisible()).toBe(true);
    expect(await page.locator('.fp-tagline:visible').textContent()).toBe(TAGLINE.ja);
  });
});
