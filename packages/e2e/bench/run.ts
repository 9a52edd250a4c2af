/**
 * `npm run bench -w @airsight/e2e`: the fleet screens in a real browser (Debian's Chromium) against the
 * real portal with a generated fleet of 10,000 machines (bench/fleet.ts), figures beside a baseline of
 * the same run (DESIGN §10):
 *
 *   (a) HomeAdmin machine tab of 'Bench Co' (10,000 machines): navigation start → the table holds all
 *       rows (data-row-count) and its first row is on screen. Baseline: the NotFound screen (shell,
 *       session and a lazy screen chunk, no data).
 *   (b) HomeConsumer of 'Bench Plant 1' (1,000 machines): navigation start → a card is on screen and the
 *       'all' header shows 1,000. Same baseline.
 *   (c) Each key of a search word typed into the serial-number box of (a): keydown → first paint after
 *       the table shows the filtered rows. Baseline: the same key in a plain input with nothing listening.
 *   (d) Lighthouse's mobile preset on Login, HomeConsumer and HomeAdmin of the demo portal, the CPU
 *       slowed by each run's benchmark index / 440 (bench/lighthouse.ts, BENCH_LIGHTHOUSE_RUNS runs a
 *       screen, default 5): median and spread of performance score, LCP, TBT, CLS and main-thread work
 *       per screen, with the runs' index and slowdown; and the same screens' first loads observed at the
 *       same CPU (bench/throttled-load.ts): blocking time and longest task, THROTTLED_LOADS (default 5).
 *   (e) TrendGraph of one machine with a year of 1-minute samples of 4 sensors (bench/graph-data.ts,
 *       summarised by the portal's ingest summariser): navigation → the default 1-day charts painted, then
 *       OK on the "1 year" confirmation → the four charts painted with the year; each and their sum
 *       (budget ≤ 1 s). "Painted": the screen says the data is in and uPlot's canvas holds the period's
 *       first days (bench/graphs.ts). Baseline: the NotFound screen's navigation.
 *   (f) 50,000 points: the getSensorData answer of TrendGraph's day replaced by one of 50,000 raw points
 *       (one chart with one series of 50,000, and 4 charts of 12,500 each): the web client has read the
 *       answer → the charts are painted (budget ≤ 50 ms). Same baseline.
 *   (g) VolumeGraph of a 50-machine plant over 365 days (hourly and daily operating sums): navigation →
 *       the default month painted, then OK on a 365-day any-period → the air volume and energy charts
 *       painted with 365 daily stacks; each and their sum (budget ≤ 1 s). Same baseline.
 *   (h) DashboardAdmin of the supplier (the 10,000 machines of (a) and the demo fleet) on its alarm list:
 *       navigation start → the machines and their maintenance advice are in, the table counts every
 *       machine and its first row is on screen (budget ≤ 1.5 s). Same baseline as (a).
 *
 * BENCH_ONLY=fleet runs (a) to (c) and (h) only, BENCH_ONLY=lighthouse (d) only, BENCH_ONLY=graphs (e) to (g) only.
 * BENCH_ONLY=lighthouse-compare compares builds of the web client under Lighthouse instead
 * (LIGHTHOUSE_BUILDS, bench/lighthouse-compare.ts); it is not part of the plain run.
 *
 * The portal runs on a fresh database of the machine's PostgreSQL (TEST_SYSTEM_DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards; the web client from WEB_DIST or
 * packages/web/dist (must be built). BENCH_RUNS (default 7) sets the runs per figure. Exit code 1 only
 * when the bench itself fails; a figure over budget is reported, not failed on.
 */
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser.ts';
import { webDistFolder } from '../support/portal-process.ts';
import { signInAt } from '../support/sign-in.ts';
import { withBenchPortal } from './bench-portal.ts';
import {
  BENCH_COMPANY_ID,
  MACHINES_PER_PLANT,
  PLANTS,
  countSerialMatches,
  plantId,
  writeBenchFleet,
} from './fleet.ts';
import { graphsBench } from './graphs.ts';
import { keyToPaint, screenReady, shellReady, stats, type Stats } from './measure.ts';
import { lighthouseFigures, lighthouseRows } from './lighthouse.ts';
import { lighthouseComparison } from './lighthouse-compare.ts';
import { printTable, type Row } from './table.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TYPING_RUNS = Math.max(5, Math.ceil(RUNS / 2));
/** A serial-number start a service engineer would type: oil-injected unit built in July 2022. */
const SEARCH_WORD = 'A2207';
const SERIAL_BOX = '[data-testid="search-serial"]';
const TOTAL = PLANTS * MACHINES_PER_PLANT;

// ---- probes (run inside the page on every frame; they must not use anything from this module) ----

function adminTableReady(expected: number): number | false {
  const table = document.querySelector('[data-testid="machine-tab"] [data-testid="data-table"]');
  if (!table || table.getAttribute('data-row-count') !== String(expected)) return false;
  const row = table.querySelector('[data-testid="data-table-row"]');
  if (!row) return false;
  const box = row.getBoundingClientRect();
  return box.height > 0 && box.top < window.innerHeight ? performance.now() : false;
}

function consumerCardsReady(expected: number): number | false {
  const count = document.querySelector('[data-testid="card-group-count"]');
  if (!count || count.getAttribute('data-count') !== String(expected)) return false;
  const card = document.querySelector('[data-testid="machine-card"]');
  if (!card) return false;
  const box = card.getBoundingClientRect();
  return box.height > 0 && box.top < window.innerHeight ? performance.now() : false;
}

function dashboardRowsReady(atLeast: number): number | false {
  if (!document.querySelector('[data-testid="dashboard"][data-loaded="true"]')) return false;
  const table = document.querySelector('[data-testid="dashboard-table"]');
  if (!table || Number(table.getAttribute('data-row-count')) < atLeast) return false;
  const row = table.querySelector('[data-testid="data-table-row"]');
  if (!row) return false;
  const box = row.getBoundingClientRect();
  return box.height > 0 && box.top < window.innerHeight ? performance.now() : false;
}

/** Where the time of the last navigation went: the fleet call and the scripts (resource timing). */
async function breakdown(
  page: Page,
): Promise<{ fleetEnd: number; fleetBytes: number; fleetWire: number; scriptsEnd: number }> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const fleet = entries.find((e) => e.name.includes('/v1/fleet/devices'));
    const scripts = entries.filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'));
    return {
      fleetEnd: fleet?.responseEnd ?? 0,
      fleetBytes: fleet?.decodedBodySize ?? 0,
      fleetWire: fleet?.encodedBodySize ?? 0,
      scriptsEnd: Math.max(0, ...scripts.map((e) => e.responseEnd)),
    };
  });
}

// ---- the figures ---------------------------------------------------------------------------------------

interface Navigations {
  admin: number[];
  consumer: number[];
  dashboard: number[];
  shell: number[];
  adminFleetEnd: number[];
  consumerFleetEnd: number[];
  scriptsEnd: number[];
  fleetBytes: number;
  fleetWire: number;
  cold: { admin: number; consumer: number; dashboard: number; shell: number };
}

async function measureNavigations(page: Page, baseUrl: string): Promise<Navigations> {
  const adminUrl = `${baseUrl}/HomeAdmin/${BENCH_COMPANY_ID}?tab=machines`;
  const consumerUrl = `${baseUrl}/HomeConsumer/${plantId(1)}`;
  const dashboardUrl = `${baseUrl}/DashboardAdmin/d/supplier?tab=alarms`;
  const shellUrl = `${baseUrl}/NoSuchScreen`;
  // The first visit fills the HTTP cache (and the server's fleet cache): reported apart as "cold".
  const cold = {
    shell: await screenReady(page, shellUrl, shellReady, 0),
    admin: await screenReady(page, adminUrl, adminTableReady, TOTAL),
    consumer: await screenReady(page, consumerUrl, consumerCardsReady, MACHINES_PER_PLANT),
    dashboard: await screenReady(page, dashboardUrl, dashboardRowsReady, TOTAL),
  };
  const result: Navigations = {
    admin: [],
    consumer: [],
    dashboard: [],
    shell: [],
    adminFleetEnd: [],
    consumerFleetEnd: [],
    scriptsEnd: [],
    fleetBytes: 0,
    fleetWire: 0,
    cold,
  };
  // Interleaved, so that a noisy moment of the shared machine hits figure and baseline alike.
  for (let run = 0; run < RUNS; run++) {
    result.shell.push(await screenReady(page, shellUrl, shellReady, 0));
    result.admin.push(await screenReady(page, adminUrl, adminTableReady, TOTAL));
    const admin = await breakdown(page);
    result.adminFleetEnd.push(admin.fleetEnd);
    result.scriptsEnd.push(admin.scriptsEnd);
    result.fleetBytes = admin.fleetBytes;
    result.fleetWire = admin.fleetWire;
    result.consumer.push(await screenReady(page, consumerUrl, consumerCardsReady, MACHINES_PER_PLANT));
    result.consumerFleetEnd.push((await breakdown(page)).fleetEnd);
    result.dashboard.push(await screenReady(page, dashboardUrl, dashboardRowsReady, TOTAL));
  }
  return result;
}

interface Typing {
  /** Per key of SEARCH_WORD: milliseconds over the runs. */
  table: number[][];
  plain: number[][];
  /** Rows the table showed after each key, and what the database says they should be. */
  shownRows: number[];
  expectedRows: number[];
}

async function rowCount(page: Page): Promise<number> {
  return Number(
    await page
      .locator('[data-testid="machine-tab"] [data-testid="data-table"]')
      .getAttribute('data-row-count'),
  );
}

async function measureTyping(page: Page, baseUrl: string, databaseUrl: string): Promise<Typing> {
  const keys = [...SEARCH_WORD];
  const prefixes = keys.map((_, i) => SEARCH_WORD.slice(0, i + 1));
  const result: Typing = {
    table: keys.map(() => []),
    plain: keys.map(() => []),
    shownRows: [],
    expectedRows: await countSerialMatches(databaseUrl, prefixes),
  };

  await screenReady(page, `${baseUrl}/HomeAdmin/${BENCH_COMPANY_ID}?tab=machines`, adminTableReady, TOTAL);
  const box = page.locator(SERIAL_BOX);
  for (let run = 0; run < TYPING_RUNS; run++) {
    await box.click();
    for (const [i, key] of keys.entries()) {
      result.table[i]!.push(await keyToPaint(page, SERIAL_BOX, key, 'machine-tab'));
      if (run === 0) result.shownRows.push(await rowCount(page));
    }
    await box.fill('');
    await page.waitForFunction(adminTableReady, TOTAL, { polling: 'raf' });
    await page.waitForTimeout(300);
  }

  // Baseline: the same keys into a bare input on the NotFound screen (the app runs, nothing listens).
  await screenReady(page, `${baseUrl}/NoSuchScreen`, shellReady, 0);
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.id = 'bench-plain-input';
    document.body.prepend(input);
  });
  for (let run = 0; run < TYPING_RUNS; run++) {
    await page.locator('#bench-plain-input').fill('');
    await page.locator('#bench-plain-input').focus();
    for (const [i, key] of keys.entries()) {
      result.plain[i]!.push(await keyToPaint(page, '#bench-plain-input', key, 'input'));
    }
  }
  return result;
}

// ---- report --------------------------------------------------------------------------------------------

function rows(nav: Navigations, typing: Typing): Row[] {
  const shell = stats(nav.shell);
  const out: Row[] = [];
  const both = (name: string, s: Stats, budget: string, base: Stats) => {
    out.push({
      name: `${name} (median of ${s.runs})`,
      value: s.median,
      unit: 'ms',
      budget,
      baseline: { name: 'NotFound shell, median', value: base.median, unit: 'ms' },
    });
    out.push({
      name: `${name} (p95 of ${s.runs})`,
      value: s.p95,
      unit: 'ms',
      budget,
      baseline: { name: 'NotFound shell, p95', value: base.p95, unit: 'ms' },
    });
  };
  both(
    `HomeAdmin machine tab, ${TOTAL.toLocaleString('en-US')} machines: navigation → rows shown`,
    stats(nav.admin),
    '< 1500',
    shell,
  );
  both(
    `HomeConsumer, ${MACHINES_PER_PLANT.toLocaleString('en-US')} machines: navigation → cards shown`,
    stats(nav.consumer),
    '< 1500',
    shell,
  );
  both(
    `DashboardAdmin alarm list of the supplier, ${TOTAL.toLocaleString('en-US')} + demo machines: navigation → rows shown`,
    stats(nav.dashboard),
    '< 1500',
    shell,
  );
  out.push({
    name: '  of which: HomeAdmin fleet call answered (median, since navigation)',
    value: stats(nav.adminFleetEnd).median,
    unit: 'ms',
  });
  out.push({
    name: '  of which: HomeConsumer fleet call answered (median, since navigation)',
    value: stats(nav.consumerFleetEnd).median,
    unit: 'ms',
  });
  out.push({
    name: '  of which: last script loaded (HomeAdmin, median, since navigation)',
    value: stats(nav.scriptsEnd).median,
    unit: 'ms',
  });
  out.push({
    name: `  fleet call body, ${TOTAL.toLocaleString('en-US')} machines (decoded / on the wire)`,
    value: nav.fleetBytes / 1024,
    unit: `KiB (${Math.round(nav.fleetWire / 1024)} KiB wire)`,
  });
  out.push({
    name: 'HomeAdmin machine tab, first visit (cold cache, 1 run)',
    value: nav.cold.admin,
    unit: 'ms',
    budget: '< 1500',
    baseline: { name: 'NotFound shell, first visit', value: nav.cold.shell, unit: 'ms' },
  });
  out.push({
    name: 'DashboardAdmin, first visit (1 run)',
    value: nav.cold.dashboard,
    unit: 'ms',
    budget: '< 1500',
  });
  out.push({
    name: 'HomeConsumer, first visit (1 run)',
    value: nav.cold.consumer,
    unit: 'ms',
    budget: '< 1500',
  });
  [...SEARCH_WORD].forEach((key, i) => {
    const table = stats(typing.table[i]!);
    const plain = stats(typing.plain[i]!);
    const label = `key ${i + 1} '${key}' in serial search → "${SEARCH_WORD.slice(0, i + 1)}", ${typing.shownRows[i]!.toLocaleString('en-US')} rows`;
    out.push({
      name: `${label} (median of ${table.runs})`,
      value: table.median,
      unit: 'ms',
      budget: '< 100',
      baseline: { name: 'plain input, median', value: plain.median, unit: 'ms' },
    });
    out.push({
      name: `${label} (max of ${table.runs})`,
      value: table.max,
      unit: 'ms',
      budget: '< 100',
      baseline: { name: 'plain input, max', value: plain.max, unit: 'ms' },
    });
  });
  return out;
}

// ---- main ----------------------------------------------------------------------------------------------

/** (a) to (c): the generated fleet of 10,000 machines; answers the rows and whether the filter was right. */
async function fleetBench(): Promise<{ rows: Row[]; wrong: string[] }> {
  const started = performance.now();
  return withBenchPortal('fleet', async ({ database, portal, browser }) => {
    const { machines } = await writeBenchFleet(database.url);
    console.log(
      `bench e2e: ${machines.toLocaleString('en-US')} machines generated under '${BENCH_COMPANY_ID}'`,
    );

    const { page, context } = await newPage(browser, 'en-US');
    await signInAt(page, portal.baseUrl, 'supplier');
    console.log(`bench e2e: measuring navigations (${RUNS} runs) …`);
    const nav = await measureNavigations(page, portal.baseUrl);
    console.log(`bench e2e: measuring typing (${TYPING_RUNS} runs of "${SEARCH_WORD}") …`);
    const typing = await measureTyping(page, portal.baseUrl, database.url);
    await context.close();

    console.log(`bench e2e: fleet screens done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const wrong = typing.shownRows.flatMap((shown, i) =>
      shown === typing.expectedRows[i]
        ? []
        : [`"${SEARCH_WORD.slice(0, i + 1)}": ${shown} rows, expected ${typing.expectedRows[i]}`],
    );
    return { rows: rows(nav, typing), wrong };
  });
}

const ONLY = ['fleet', 'lighthouse', 'graphs', 'lighthouse-compare'];

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  if (only !== undefined && !ONLY.includes(only)) {
    throw new Error(`BENCH_ONLY must be one of ${ONLY.map((o) => `"${o}"`).join(', ')}, not "${only}"`);
  }
  const table: Row[] = [];
  if (only === 'lighthouse-compare') {
    // Builds named by LIGHTHOUSE_BUILDS, not WEB_DIST (bench/lighthouse-compare.ts).
    printTable(await lighthouseComparison());
    return;
  }
  webDistFolder();
  let wrong: string[] = [];
  if (only === undefined || only === 'fleet') {
    const fleet = await fleetBench();
    table.push(...fleet.rows);
    wrong = fleet.wrong;
  }
  if (only === undefined || only === 'graphs') {
    table.push(...(await graphsBench(RUNS)));
  }
  if (only === undefined || only === 'lighthouse') {
    const started = performance.now();
    table.push(...lighthouseRows(await lighthouseFigures()));
    console.log(`bench e2e: Lighthouse done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log('');
  printTable(table);
  if (wrong.length > 0) {
    // The timing would then be of the wrong work: fail the bench.
    console.error(`The machine tab filtered wrongly: ${wrong.join('; ')}`);
    process.exitCode = 1;
  }
}

await main().catch((error: unknown) => {
  console.error('bench e2e failed:', error);
  process.exitCode = 1;
});
