/**
 * Lighthouse (Node API, its default configuration: the mobile preset with simulated slow 4G, a 4x CPU
 * slowdown and a Moto G-size screen) on Debian's Chromium against the demo portal: Login signed out,
 * then HomeConsumer and HomeAdmin signed in. Lighthouse drives a tab of the same browser profile in
 * which playwright signed in, so it loads the signed-in screens; it keeps cookies between runs.
 *
 * The screens are measured as users reach them: through a proxy that ends TLS and speaks HTTP/2
 * (https-proxy.ts), which is how the portal is served in production (README, "Serving it to users"),
 * and each also from the portal's own HTTP/1.1 port as `npm start` serves it, as the baseline beside it.
 * Lighthouse simulates each request's round trips from the protocol it saw: over HTTP/1.1 the first
 * load's twenty-odd files and calls share six connections and wait a round trip each.
 *
 * Each screen is measured LIGHTHOUSE_RUNS times (default 3); the run with the median performance score
 * is reported, as Lighthouse's own guidance suggests for its run-to-run spread. Below the figures stands
 * Lighthouse's benchmark index of the same run (how fast this machine ran its reference task; the
 * simulated CPU slowdown is applied on top of it, so a busy machine lowers the score).
 * LIGHTHOUSE_REPORT_DIR=<folder> also writes each reported run's full result as <screen>.json (and the
 * HTTP/1.1 baseline's as <screen>-http1.json).
 *
 * Beside Lighthouse's simulated figures, each screen's first load is also observed at 4x CPU
 * (bench/throttled-load.ts, THROTTLED_LOADS loads, default 5): blocking time and longest task.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { BROWSER_ARGS, EXECUTABLE } from '../support/browser.ts';
import { freePort, startPortal } from '../support/portal-process.ts';
import { signInAt } from '../support/sign-in.ts';
import { createBenchDatabase } from './database.ts';
import { httpsProxyUrl, startHttpsProxy, type HttpsProxy } from './https-proxy.ts';
import type { Row } from './table.ts';
import { throttledLoad, type ThrottledLoad } from './throttled-load.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const THROTTLED_LOADS = Number(process.env.THROTTLED_LOADS ?? 5);
/** A plant of the demo fleet (HomeConsumer) that the supplier may open. */
const DEMO_PLANT = 'acme-kawasaki';

/** What each screen shows once it is ready (the HTML's first-paint frames have no test ids). */
const LOGIN_READY = '[data-testid="login-button"]';
const CONSUMER_READY = '[data-testid="machine-card"]';
const ADMIN_READY = '[data-testid="page-title"]';

/** The budgets of the mobile preset (Core Web Vitals "good" and Lighthouse's green score). */
const BUDGET = { score: '>= 90', lcp: '<= 2500', tbt: '<= 200', cls: '<= 0.1' } as const;

export interface ScreenFigures {
  screen: string;
  url: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  unusedJsKiB: number;
  benchmarkIndex: number;
  lhr: LighthouseResult;
  /** The same screen's first load observed at 4x CPU. */
  throttled?: ThrottledLoad;
  /** The same screen from the portal's own HTTP/1.1 port (no proxy), the run's baseline. */
  plain?: ScreenFigures;
}

function figures(screen: string, lhr: LighthouseResult): ScreenFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const unused = lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined;
  return {
    screen,
    url: lhr.finalDisplayedUrl,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    unusedJsKiB: (unused?.overallSavingsBytes ?? 0) / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lhr,
  };
}

/** Lighthouse's own advice on a failed recording (e.g. NO_NAVSTART) is to run it again: up to this often. */
const RUN_ATTEMPTS = 3;

/** The protocol of the page's own request as Lighthouse saw it ('h2', 'http/1.1'). */
function documentProtocol(figures: ScreenFigures): string | undefined {
  const requests = figures.lhr.audits['network-requests']?.details as
    { items?: { url: string; protocol?: string }[] } | undefined;
  return requests?.items?.find((request) => request.url === figures.url)?.protocol;
}

/** The protocol a run's page must be loaded over: through the proxy, or from the portal's own port. */
type Protocol = 'h2' | 'http/1.1';

/**
 * One Lighthouse run; a run whose trace Lighthouse could not record is run again. It fails when the page
 * was not loaded over `protocol`: the figures are only what their rows say if the browser spoke that.
 */
export async function run(
  port: number,
  screen: string,
  url: string,
  protocol: Protocol,
): Promise<ScreenFigures> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) {
      const measured = figures(screen, result.lhr);
      const seen = documentProtocol(measured);
      if (seen !== protocol)
        throw new Error(`${screen}: ${measured.url} was loaded over ${seen}, not ${protocol}`);
      return measured;
    }
    if (attempt === RUN_ATTEMPTS) throw new Error(`Lighthouse on ${screen}: ${error.message}`);
    console.log(`bench lighthouse: ${screen}: ${error.code}, running it again`);
  }
}

async function measure(
  port: number,
  screen: string,
  url: string,
  protocol: Protocol,
  reportName = screen,
): Promise<ScreenFigures> {
  const runs: ScreenFigures[] = [];
  for (let count = 0; count < RUNS; count++) runs.push(await run(port, screen, url, protocol));
  runs.sort((a, b) => a.score - b.score);
  const reported = runs[Math.floor(runs.length / 2)]!;
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    const file = path.join(reportDir, `${reportName.split(' ')[0]!}.json`);
    fs.writeFileSync(file, JSON.stringify(reported.lhr));
  }
  return reported;
}

/** `measure` through the proxy, with the same screen from the portal's own port as its baseline. */
async function measureBoth(session: DemoSession, screen: string, url: string): Promise<ScreenFigures> {
  const figures = await measure(session.port, screen, url, 'h2');
  const plainUrl = session.plainBase + url.slice(session.base.length);
  const plainName = `${screen.split(' ')[0]!}-http1`;
  figures.plain = await measure(session.port, screen, plainUrl, 'http/1.1', plainName);
  return figures;
}

/** Opens `url` in the signed-in profile and waits for `ready`, so that a wrong screen fails the bench. */
async function expectScreen(context: BrowserContext, url: string, ready: string): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
  } finally {
    await page.close();
  }
}

/** Signs the profile in as the supplier; the two home screens' addresses, each checked to show its content. */
export async function signInToHomes(
  context: BrowserContext,
  base: string,
): Promise<{ consumer: string; admin: string }> {
  const page = context.pages()[0] ?? (await context.newPage());
  await signInAt(page, base, 'supplier');
  await page.waitForURL(/\/HomeAdmin\//);
  const admin = page.url().replace(/[?#].*$/, '');
  const consumer = `${base}/HomeConsumer/${DEMO_PLANT}`;
  await expectScreen(context, consumer, CONSUMER_READY);
  await expectScreen(context, admin, ADMIN_READY);
  return { consumer, admin };
}

/** What Lighthouse drives: the demo portal, and a browser profile with a debugging port on it. */
export interface DemoSession {
  /** The portal behind its HTTPS, HTTP/2 proxy (https-proxy.ts), as users reach it. */
  base: string;
  /** The portal's own HTTP/1.1 port, as `npm start` serves it; the same session's cookie signs in. */
  plainBase: string;
  /** The browser's remote-debugging port, for Lighthouse. */
  port: number;
  context: BrowserContext;
}

/**
 * Runs `work` against the demo portal (a day of simulated history) on `databaseUrl`, serving the web
 * build `webDist` (default: WEB_DIST), behind the HTTPS proxy, in a persistent browser profile:
 * Lighthouse's tab opens in the profile's default context, cookies included, which a playwright
 * `newContext()` would not share. The browser takes the proxy's own certificate.
 */
export async function withDemoSession<T>(
  databaseUrl: string,
  work: (session: DemoSession) => Promise<T>,
  webDist?: string,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-lighthouse-'));
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-lighthouse-profile-'));
  let context: BrowserContext | undefined;
  try {
    const proxyPort = await freePort();
    const portal = await startPortal({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SIMULATOR_BACKFILL_DAYS: '1',
      // Sign-in redirects and secure cookies follow the address users reach.
      PUBLIC_URL: httpsProxyUrl(proxyPort),
      ...(webDist ? { WEB_DIST: webDist } : {}),
    });
    let proxy: HttpsProxy | undefined;
    try {
      proxy = await startHttpsProxy(portal.baseUrl, proxyPort);
      const port = await freePort();
      context = await chromium.launchPersistentContext(profileDir, {
        executablePath: EXECUTABLE,
        headless: true,
        locale: 'en-US',
        ignoreHTTPSErrors: true,
        // Lighthouse's own tab as well as playwright's.
        args: [...BROWSER_ARGS, '--ignore-certificate-errors', `--remote-debugging-port=${port}`],
      });
      return await work({ base: proxy.url, plainBase: portal.baseUrl, port, context });
    } finally {
      await context?.close();
      await proxy?.close();
      await portal.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

export async function lighthouseFigures(): Promise<ScreenFigures[]> {
  const database = await createBenchDatabase();
  try {
    console.log('bench lighthouse: starting the demo portal …');
    return await withDemoSession(database.url, async (session) => {
      const { base, context } = session;
      console.log(`bench lighthouse: ${RUNS} run(s) per screen, through the HTTPS proxy and without it …`);
      const loginUrl = `${base}/Login`;
      const login = await measureBoth(session, 'Login (signed out)', loginUrl);
      console.log(`bench lighthouse: ${THROTTLED_LOADS} load(s) per screen at 4x CPU …`);
      login.throttled = await throttledLoad(context, loginUrl, LOGIN_READY, THROTTLED_LOADS);

      const homes = await signInToHomes(context, base);
      const consumer = await measureBoth(session, 'HomeConsumer (demo plant)', homes.consumer);
      const admin = await measureBoth(session, 'HomeAdmin (supplier)', homes.admin);
      consumer.throttled = await throttledLoad(context, homes.consumer, CONSUMER_READY, THROTTLED_LOADS);
      admin.throttled = await throttledLoad(context, homes.admin, ADMIN_READY, THROTTLED_LOADS);
      return [login, consumer, admin];
    });
  } finally {
    await database.drop();
  }
}

/** The figures with a budget, each beside the same figure from the portal's own HTTP/1.1 port. */
const BUDGETED = [
  { figure: 'performance score', unit: '', budget: BUDGET.score, read: (f: ScreenFigures) => f.score },
  { figure: 'largest contentful paint', unit: 'ms', budget: BUDGET.lcp, read: (f: ScreenFigures) => f.lcpMs },
  { figure: 'total blocking time', unit: 'ms', budget: BUDGET.tbt, read: (f: ScreenFigures) => f.tbtMs },
  { figure: 'cumulative layout shift', unit: '', budget: BUDGET.cls, read: (f: ScreenFigures) => f.cls },
] as const;

export function lighthouseRows(results: readonly ScreenFigures[]): Row[] {
  return results.flatMap((r) => [
    ...BUDGETED.map(({ figure, unit, budget, read }, i): Row => ({
      name:
        i === 0 ? `Lighthouse mobile, ${r.screen}, HTTPS and HTTP/2: ${figure}` : `  ${r.screen}: ${figure}`,
      value: read(r),
      unit,
      budget,
      ...(r.plain ? { baseline: { name: "portal's own HTTP/1.1 port", value: read(r.plain), unit } } : {}),
    })),
    { name: `  ${r.screen}: unused JavaScript`, value: r.unusedJsKiB, unit: 'KiB' },
    {
      name: `  ${r.screen}: Lighthouse's benchmark index of this machine`,
      value: r.benchmarkIndex,
      unit: '',
    },
    ...(r.throttled
      ? [
          {
            name: `  ${r.screen}: blocking time observed at 4x CPU (median of ${r.throttled.loads})`,
            value: r.throttled.blockingMs,
            unit: 'ms',
          },
          {
            name: `  ${r.screen}: longest task observed at 4x CPU (median of ${r.throttled.loads})`,
            value: r.throttled.longestTaskMs,
            unit: 'ms',
          },
        ]
      : []),
  ]);
}
