/**
 * The first paint before any script runs (index.html's frames, picked by the server: routes/web-page.ts)
 * and the preloads the server adds for the route's screen. A phone on a slow network shows the frame for
 * a second or more; it must be in the user's language and where the screen will be, so that nothing
 * jumps when the screen replaces it.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/portal.ts';
import {
  boxOf,
  FirstPaintPage,
  HomeConsumerPage,
  LoginPage,
  openPath,
  recordRequests,
  ShellScreen,
  useBrowser,
} from '../support/pages/index.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

const TAGLINE = {
  en: 'Remote monitoring of air compressors',
  ja: 'エアコンプレッサー遠隔監視',
  zh: '空气压缩机远程监控',
};

describe('the first paint', () => {
  const browser = useBrowser();

  for (const size of SIZES) {
    for (const locale of ['en', 'ja', 'zh'] as const) {
      it(`shows the sign-in page in ${locale} before the scripts, where Login will be (${size.width} px)`, async () => {
        const page = await browser.newPage('en-US', { viewport: size });
        const first = new FirstPaintPage(page);
        await first.openWithoutScripts(`/Login?locale=${locale}`);
        expect(await first.language()).toBe(locale);
        await expect.poll(() => first.loginFrame.isVisible()).toBe(true);
        expect(await first.tagline.textContent()).toBe(TAGLINE[locale]);
        // Before the scripts, the sign-in link already works (the server's own sign-in route).
        expect(await first.signInLink.getAttribute('href')).toBe(`/auth/login?returnTo=%2F&locale=${locale}`);
        const before = {
          name: await boxOf(first.loginName),
          title: await boxOf(first.loginTitle),
          button: await boxOf(first.signInLink),
        };

        const login = new LoginPage(page);
        await login.open(locale);
        expect(await first.frames.count()).toBe(0);
        const after = {
          name: await boxOf(login.productName),
          title: await boxOf(login.title),
          button: await boxOf(login.loginButton),
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
    const first = new FirstPaintPage(page);
    await openPath(page, '/HomeConsumer/acme-kawasaki', 'en');
    await new ShellScreen(page).chooseLanguage('中文');
    await expect.poll(() => first.language()).toBe('zh');

    await first.openWithoutScripts('/HomeConsumer/acme-kawasaki');
    expect(await first.language()).toBe('zh');
    expect(await first.frame()).toBe('portal');
    expect((await first.portalBar.textContent())?.trim()).toBe('AirSight');
    expect(await first.loginFrame.isVisible()).toBe(false);
    const preloads = await first.preloads('modulepreload');
    expect(preloads.some((p) => /\/assets\/HomeConsumerScreen-[\w-]+\.js$/.test(p))).toBe(true);
    expect(preloads.some((p) => /\/assets\/AppShell-[\w-]+\.js$/.test(p))).toBe(true);
    expect(preloads.some((p) => /\/assets\/zh-[\w-]+\.js$/.test(p))).toBe(true);
    expect(preloads.some((p) => /\/assets\/LoginScreen-/.test(p))).toBe(false);

    // With its scripts, the screen loads each preloaded file once (a route turns the HTTP cache off).
    await page.route('**/assets/**', (route) => route.continue());
    const requests = recordRequests(page);
    await openPath(page, '/HomeConsumer/acme-kawasaki');
    await new HomeConsumerPage(page).cards.first().waitFor();
    const assets = requests.map((url) => new URL(url).pathname).filter((p) => p.startsWith('/assets/'));
    expect(assets.filter((p) => /HomeConsumerScreen-[\w-]+\.js$/.test(p))).toHaveLength(1);
    expect(assets.filter((p, i) => assets.indexOf(p) !== i)).toEqual([]);
    expect(await first.frames.count()).toBe(0);
  });

  it('paints the portal bar where the shell will draw it, on a phone, a tablet and a laptop', async () => {
    const page = await browser.signedInPage('acme-kawasaki', 'en-US', { viewport: SIZES[0] });
    const first = new FirstPaintPage(page);
    const home = new HomeConsumerPage(page);
    for (const viewport of [SIZES[0], { width: 768, height: 1024 }, SIZES[1]]) {
      await page.setViewportSize(viewport);
      await first.openWithoutScripts('/HomeConsumer/acme-kawasaki');
      const before = await boxOf(first.portalName);
      await openPath(page, '/HomeConsumer/acme-kawasaki');
      await home.cards.first().waitFor();
      const after = await boxOf(home.appProductName);
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
    const first = new FirstPaintPage(page);
    await first.openWithoutScripts('/HomeConsumer/acme-kawasaki');
    expect(await first.frame()).toBe('login');
    await expect.poll(() => first.loginFrame.isVisible()).toBe(true);
    expect(await first.preloads('fetch')).toEqual(['/auth/session']);

    const requests = recordRequests(page);
    await new LoginPage(page).arriveFrom('/HomeConsumer/acme-kawasaki');
    await new LoginPage(page).loginButton.waitFor();
    expect(requests.map((url) => new URL(url).pathname).filter((p) => p.startsWith('/v1/'))).toEqual([]);
  });

  it('paints the sign-in page for a portal path opened signed out', async () => {
    const first = new FirstPaintPage(await browser.newPage('ja-JP'));
    await first.openWithoutScripts('/HomeConsumer/acme-kawasaki');
    expect(await first.language()).toBe('ja');
    await expect.poll(() => first.loginFrame.isVisible()).toBe(true);
    expect(await first.tagline.textContent()).toBe(TAGLINE.ja);
  });
});
