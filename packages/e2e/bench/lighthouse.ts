/**
 * Lighthouse (Node API, its mobile preset: simulated slow 4G and a Moto G-size screen) on Debian's
 * Chromium against the demo portal: Login signed out, then HomeConsumer and HomeAdmin signed in.
 * Lighthouse drives a tab of the same browser profile in which playwright signed in, so it loads the
 * signed-in screens; it keeps cookies between runs. The screens are measured as users reach them: through
 * a proxy that ends TLS and speaks HTTP/2 (https-proxy.ts), which is how the portal is served in
 * production (README, "Serving it to users").
 *
 * The CPU slowdown is the run's own benchmark index over 440 (cpu-slowdown.ts), not the preset's 4x:
 * Lighthouse measures the index at the start of each run, then loads the page at the machine's own speed
 * and only simulates the slowdown, so the run's artifacts are audited again at index / 440 (the preset's
 * first audit, at 4x, is discarded). Every run thereby emulates the same phone, whatever the hour.
 *
 * Each screen runs BENCH_LIGHTHOUSE_RUNS times (at least 5, the default); the table gives per screen the
 * median and the spread (lowest-highest run) of score, LCP, TBT, CLS and Lighthouse's main-thread work
 * (its mainthread-work-breakdown, at the run's slowdown), with the runs' benchmark index and slowdown
 * below them; each run is also printed as it ends, its index and slowdown beside its figures.
 *
 * Lighthouse times the page's tasks in wall time, which the portal, the proxy and Lighthouse itself
 * stretch on this 2-core machine, and other work on it more; its index is a second of JavaScript
 * measured before the load. So each run also gives the same figures counted on CPU time: the main
 * thread's CPU time in the run's trace, and the blocking time its tasks' CPU times make at the slowdown
 * of a benchmark index counted on the benchmark's own CPU time, measured in a tab just before the run
 * (main-thread.ts, cpu-slowdown.ts). These two move least with the hour and the load.
 *
 * LIGHTHOUSE_REPORT_DIR=<folder> also writes each run's full result as <screen>-<run>.json.
 *
 * Beside Lighthouse's simulated figures, each screen's first load is also observed at the same scaled CPU
 * (bench/throttled-load.ts, THROTTLED_LOADS loads, default 5): blocking time and longest task.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { auditFlowArtifacts } from 'lighthouse';
import type { Artifacts, Flags, Result as LighthouseResult } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { BROWSER_ARGS, EXECUTABLE } from '../support/browser.ts';
import { freePort, startPortal } from '../support/portal-process.ts';
import { signInAt } from '../support/sign-in.ts';
import { cpuSlowdownFor, INDEX_PER_SLOWDOWN, measureCpuBenchmarkIndex } from './cpu-slowdown.ts';
import { createBenchDatabase } from './database.ts';
import { httpsProxyUrl, startHttpsProxy, type HttpsProxy } from './https-proxy.ts';
import { cpuBlockingMs, mainThreadCpuMs } from './main-thread.ts';
import { medianFigure } from './measure.ts';
import type { Row } from './table.ts';
import { throttledLoad, type ThrottledLoads } from './throttled-load.ts';

const MIN_RUNS = 5;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? MIN_RUNS);
const THROTTLED_LOADS = Number(process.env.THROTTLED_LOADS ?? 5);
/** A plant of the demo fleet (HomeConsumer) that the supplier may open. */
const DEMO_PLANT = 'acme-kawasaki';

/** What each screen shows once it is ready (the HTML's first-paint frames have no test ids). */
const LOGIN_READY = '[data-testid="login-button"]';
const CONSUMER_READY = '[data-testid="machine-card"]';
const ADMIN_READY = '[data-testid="page-title"]';

/** The budgets of the mobile preset (Core Web Vitals "good" and Lighthouse's green score). */
export const BUDGET = { score: '>= 90', lcp: '<= 2500', tbt: '<= 200', cls: '<= 0.1' } as const;

/** One Lighthouse run of one screen, audited at the run's scaled CPU slowdown. */
export interface RunFigures {
  url: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's main-thread work (mainthread-work-breakdown), at the run's slowdown. */
  mainThreadMs: number;
  /** The CPU time of the load's main thread, unthrottled (main-thread.ts): what the machine's load does not move. */
  mainThreadCpuMs: number;
  /** Blocking time counted on that CPU time, at cpuBenchmarkIndex / 440 (main-thread.ts). */
  cpuBlockingMs: number;
  /** The benchmark index counted on the benchmark's CPU time, measured just before the run. */
  cpuBenchmarkIndex: number;
  unusedJsKiB: number;
  /** Lighthouse's benchmark index of the run, measured at its start. */
  benchmarkIndex: number;
  /** The CPU slowdown the run was audited at: benchmarkIndex / 440. */
  cpuSlowdown: number;
  lhr: LighthouseResult;
}

export interface ScreenFigures {
  screen: string;
  runs: RunFigures[];
  /** The same screen's first load observed at the scaled CPU. */
  throttled?: ThrottledLoads;
}

function figures(lhr: LighthouseResult, trace: Artifacts['Trace'], cpuBenchmarkIndex: number): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const unused = lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined;
  return {
    url: lhr.finalDisplayedUrl,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    mainThreadMs: numeric('mainthread-work-breakdown'),
    mainThreadCpuMs: mainThreadCpuMs(trace.traceEvents),
    cpuBlockingMs: cpuBlockingMs(trace.traceEvents, cpuSlowdownFor(cpuBenchmarkIndex)),
    cpuBenchmarkIndex,
    unusedJsKiB: (unused?.overallSavingsBytes ?? 0) / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    lhr,
  };
}

/** Lighthouse's own advice on a failed recording (e.g. NO_NAVSTART) is to run it again: up to this often. */
const RUN_ATTEMPTS = 3;

/** The protocol of the page's own request as Lighthouse saw it ('h2', 'http/1.1'). */
function documentProtocol(figures: RunFigures): string | undefined {
  const requests = figures.lhr.audits['network-requests']?.details as
    { items?: { url: string; protocol?: string }[] } | undefined;
  return requests?.items?.find((request) => request.url === figures.url)?.protocol;
}

/**
 * A run's artifacts audited again with the CPU slowed by its own benchmark index over 440. Under
 * simulated throttling the page was loaded at the machine's speed and the slowdown enters only the
 * simulation, so the artifacts hold for any slowdown; Lighthouse refuses to audit with settings other
 * than those it gathered with, so the artifacts carry the new slowdown in their settings too.
 */
async function auditAtScaledCpu(artifacts: Artifacts, flags: Flags): Promise<LighthouseResult> {
  const throttling = {
    ...artifacts.settings.throttling,
    cpuSlowdownMultiplier: cpuSlowdownFor(artifacts.BenchmarkIndex),
  };
  const { steps } = await auditFlowArtifacts({
    gatherSteps: [
      {
        artifacts: { ...artifacts, settings: { ...artifacts.settings, throttling } },
        flags: { ...flags, throttling },
      },
    ],
  });
  return steps[0]!.lhr;
}

/** The benchmark index on CPU time, in a tab of its own (cpu-slowdown.ts). */
async function cpuBenchmarkIndex(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  try {
    return await measureCpuBenchmarkIndex(page);
  } finally {
    await page.close();
  }
}

/**
 * One Lighthouse run, audited at the scaled slowdown, after the CPU-time benchmark; a run whose trace
 * Lighthouse could not record is run again. It fails when the page was not loaded over HTTP/2: the
 * figures are only what their rows say if the browser spoke that.
 */
export async function run(
  { port, context }: Pick<DemoSession, 'port' | 'context'>,
  screen: string,
  url: string,
): Promise<RunFigures> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  for (let attempt = 1; ; attempt++) {
    const cpuIndex = await cpuBenchmarkIndex(context);
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) {
      const lhr = await auditAtScaledCpu(result.artifacts, flags);
      const measured = figures(lhr, result.artifacts.Trace, cpuIndex);
      const seen = documentProtocol(measured);
      if (seen !== 'h2') throw new Error(`${screen}: ${measured.url} was loaded over ${seen}, not h2`);
      return measured;
    }
    if (attempt === RUN_ATTEMPTS) throw new Error(`Lighthouse on ${screen}: ${error.message}`);
    console.log(`bench lighthouse: ${screen}: ${error.code}, running it again`);
  }
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');

/** One run's figures on one line, its benchmark index and slowdown first. */
export function runLine(figures: RunFigures): string {
  return (
    `index ${whole(figures.benchmarkIndex)}, slowdown ${figures.cpuSlowdown.toFixed(2)}x: ` +
    `score ${figures.score}, LCP ${whole(figures.lcpMs)} ms, TBT ${whole(figures.tbtMs)} ms, ` +
    `CLS ${figures.cls.toFixed(3)}, main thread ${whole(figures.mainThreadMs)} ms; ` +
    `on CPU time: ${whole(figures.mainThreadCpuMs)} ms unthrottled, blocking ` +
    `${whole(figures.cpuBlockingMs)} ms at CPU index ${whole(figures.cpuBenchmarkIndex)}`
  );
}

async function measure(session: DemoSession, screen: string, url: string): Promise<ScreenFigures> {
  const runs: RunFigures[] = [];
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
  for (let count = 1; count <= RUNS; count++) {
    const figures = await run(session, screen, url);
    runs.push(figures);
    console.log(`bench lighthouse: ${screen}, run ${count} of ${RUNS}: ${runLine(figures)}`);
    if (reportDir) {
      const file = path.join(reportDir, `${screen.split(' ')[0]!}-${count}.json`);
      fs.writeFileSync(file, JSON.stringify(figures.lhr));
    }
  }
  return { screen, runs };
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
      return await work({ base: proxy.url, port, context });
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
  // One run decides nothing: its figures moved by a factor of three from one minute to the next.
  if (!(RUNS >= MIN_RUNS)) throw new Error(`BENCH_LIGHTHOUSE_RUNS must be ${MIN_RUNS} or more, not ${RUNS}`);
  const database = await createBenchDatabase();
  try {
    console.log('bench lighthouse: starting the demo portal …');
    return await withDemoSession(database.url, async (session) => {
      const { base, context } = session;
      console.log(
        `bench lighthouse: ${RUNS} run(s) per screen, CPU slowdown = index / ${INDEX_PER_SLOWDOWN} …`,
      );
      const loginUrl = `${base}/Login`;
      const login = await measure(session, 'Login (signed out)', loginUrl);
      console.log(`bench lighthouse: ${THROTTLED_LOADS} load(s) per screen at the same CPU, observed …`);
      login.throttled = await throttledLoad(context, loginUrl, LOGIN_READY, THROTTLED_LOADS);

      const homes = await signInToHomes(context, base);
      const consumer = await measure(session, 'HomeConsumer (demo plant)', homes.consumer);
      const admin = await measure(session, 'HomeAdmin (supplier)', homes.admin);
      consumer.throttled = await throttledLoad(context, homes.consumer, CONSUMER_READY, THROTTLED_LOADS);
      admin.throttled = await throttledLoad(context, homes.admin, ADMIN_READY, THROTTLED_LOADS);
      return [login, consumer, admin];
    });
  } finally {
    await database.drop();
  }
}

/** A run's figures as the table gives them, each a median with its spread; budgets from DESIGN §10. */
const FIGURES: readonly { label: string; unit: string; budget?: string; read: (f: RunFigures) => number }[] =
  [
    { label: 'performance score', unit: '', budget: BUDGET.score, read: (f) => f.score },
    { label: 'largest contentful paint', unit: 'ms', budget: BUDGET.lcp, read: (f) => f.lcpMs },
    { label: 'total blocking time', unit: 'ms', budget: BUDGET.tbt, read: (f) => f.tbtMs },
    { label: 'cumulative layout shift', unit: '', budget: BUDGET.cls, read: (f) => f.cls },
    { label: "main-thread work at the run's slowdown", unit: 'ms', read: (f) => f.mainThreadMs },
    { label: 'main-thread CPU time, unthrottled', unit: 'ms', read: (f) => f.mainThreadCpuMs },
    {
      label: `blocking time on CPU time, at CPU index / ${INDEX_PER_SLOWDOWN}`,
      unit: 'ms',
      budget: BUDGET.tbt,
      read: (f) => f.cpuBlockingMs,
    },
    { label: 'benchmark index on CPU time', unit: '', read: (f) => f.cpuBenchmarkIndex },
    { label: 'unused JavaScript', unit: 'KiB', read: (f) => f.unusedJsKiB },
    { label: "Lighthouse's benchmark index of the runs", unit: '', read: (f) => f.benchmarkIndex },
    {
      label: `CPU slowdown of the runs (index / ${INDEX_PER_SLOWDOWN})`,
      unit: 'x',
      read: (f) => f.cpuSlowdown,
    },
  ];

/** Per screen, the median and spread of its runs' figures, then those of its observed loads. */
export function lighthouseRows(results: readonly ScreenFigures[]): Row[] {
  return results.flatMap(({ screen, runs, throttled }) => {
    const short = screen.split(' ')[0]!;
    return [
      ...FIGURES.map(({ label, unit, budget, read }, i) =>
        medianFigure(
          i === 0
            ? `Lighthouse mobile, ${screen}, median of ${runs.length} runs: ${label}`
            : `  ${short}: ${label}`,
          runs.map(read),
          unit,
          budget,
        ),
      ),
      ...(throttled
        ? [
            medianFigure(
              `  ${short}: blocking time observed at the same CPU, ${throttled.blockingMs.length} loads`,
              throttled.blockingMs,
              'ms',
            ),
            medianFigure(`  ${short}: longest task observed`, throttled.longestTaskMs, 'ms'),
            medianFigure(`  ${short}: CPU slowdown of those loads`, throttled.cpuSlowdown, 'x'),
          ]
        : []),
    ];
  });
}
