/**
 * The graph figures of the browser bench (DESIGN §10, issue 11), beside the NotFound screen's navigation
 * of the same run (see run.ts for the list). Data: bench/graph-data.ts on the generated fleet.
 *
 * "Painted" is read from the canvas itself: a chart counts as painted in the first animation frame in
 * which the screen says its data is in (TrendGraph's data-state="ready" and the range on its charts;
 * VolumeGraph's bucket count and legend) and uPlot's canvas holds drawn pixels in the first 3 % of the
 * plot area, where the period's first days are. The old period's data (kept on screen while the new one
 * loads) lies elsewhere, so it does not count. Times end with the task queued behind that frame (the usual
 * "next paint" approximation, as keyToPaint in measure.ts); they start at navigation start (the page's
 * clock), at the click's event time, or when the web client had read the getSensorData answer.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { apiTimeToMs, formatApiTime } from '@airsight/contracts/format/api-time';
import { encodeSeriesColumns } from '@airsight/contracts/format/series-columns';
import { newPage } from '../support/browser.ts';
import { signInAt } from '../support/sign-in.ts';
import { withBenchPortal } from './bench-portal.ts';
import { writeBenchFleet } from './fleet.ts';
import {
  GRAPH_PLANT_ID,
  GROUP_MACHINES,
  waitForTrendSummaries,
  writeGraphData,
  type TrendMachine,
} from './graph-data.ts';
import { screenReady, shellReady, stats, type Stats } from './measure.ts';
import type { Row } from './table.ts';

const DAY_MS = 86_400_000;
/** The trend's year preset (part 2 §2) and VolumeGraph's 365-day any-period. */
const TREND_YEAR_DAYS = 366;
const VOLUME_DAYS = 365;
/** The share of the plot width, from its left edge, that must hold drawn pixels. */
const LEFT_BAND = 0.03;
const TREND_CHARTS = ['pressure', 'temperature', 'current', 'load'] as const;
/** One sensor per chart: the four the bench data holds (graph-data.ts). */
const FOUR_SENSORS = ['sn_D002', 'sn_D006', 'sn_D012', 'sn_D014'] as const;
const POINTS = 50_000;

interface TrendProbe {
  minSpanMs: number;
  maxSpanMs: number;
  charts: readonly string[];
  /**
   * Points each chart must have drawn from (its data-points: the points it was given; uPlot draws the
   * ones its pixel columns can show, data-drawn-points); 0: any number above 0.
   */
  points: number;
  band: number;
}

interface VolumeProbe {
  /** Daily buckets expected; 0: any number. */
  buckets: number;
  machines: number;
  band: number;
}

type Probe = { kind: 'trend'; arg: TrendProbe } | { kind: 'volume'; arg: VolumeProbe };

interface BenchWindow {
  __benchPainted?: (probe: Probe) => boolean;
  /** Whether the chart under a selector holds drawn pixels in the first `band` of its plot area. */
  __benchInk?: (selector: string, band: number) => boolean;
  /** When the specific-power chart (below the fold) was painted after the click, page clock. */
  __benchSpecificAt?: number;
  /** When uPlot last drew the specific-power chart (its data-drawn-buckets set), page clock. */
  __benchSpecificDrawnAt?: number;
  __benchTextAt?: number;
  __benchBody?: string;
  __benchClickAt?: number;
  __benchDone?: Promise<number>;
  /**
   * The page time of the task after the first frame in which `holds()` is true, checked from the next
   * frame on (rAF runs just before a frame is drawn; a message posted from there runs just after it).
   */
  __benchAfterFrameWhen?: (holds: () => boolean) => Promise<number>;
}

// ---- in the page (serialised: nothing from this module may be used inside) ---------------------------

/**
 * Installed before every document (the portal's CSP allows no eval, so the probes live here): whether a
 * screen is painted, and when the getSensorData answer was in hand.
 */
function installHelpers(): void {
  const w = window as unknown as BenchWindow;
  // Whether uPlot's canvas under `selector` has an opaque pixel in the first `band` of its plot area
  // (grid lines are drawn nearly transparent; lines and bars are opaque).
  const ink = (selector: string, band: number) => {
    const box = document.querySelector(selector);
    const canvas = box?.querySelector('canvas');
    const over = box?.querySelector('.u-over');
    if (!canvas || !over || canvas.width === 0) return false;
    const c = canvas.getBoundingClientRect();
    const o = over.getBoundingClientRect();
    if (o.width === 0 || o.height === 0) return false;
    const scale = canvas.width / c.width;
    const left = Math.floor((o.left - c.left) * scale) + 1;
    const top = Math.floor((o.top - c.top) * scale) + 1;
    const width = Math.max(1, Math.floor(band * o.width * scale));
    const height = Math.max(1, Math.floor(o.height * scale) - 2);
    const { data } = canvas.getContext('2d')!.getImageData(left, top, width, height);
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 160) return true;
    return false;
  };
  const trend = (p: TrendProbe) => {
    const charts = document.querySelector('[data-testid="trend-charts"]');
    if (!charts || charts.getAttribute('data-state') !== 'ready') return false;
    const span = Number(charts.getAttribute('data-to-ms')) - Number(charts.getAttribute('data-from-ms'));
    if (!(span >= p.minSpanMs && span <= p.maxSpanMs)) return false;
    return p.charts.every((name) => {
      const selector = `[data-testid="plot-${name}"]`;
      const plot = document.querySelector(selector);
      const from = plot?.getAttribute('data-from-ms');
      const to = plot?.getAttribute('data-to-ms');
      const plotSpan = Number(to) - Number(from);
      // The chart's own marks of what uPlot drew: its x range and point count.
      const drawnRange = plot?.getAttribute('data-range');
      const drawnPoints = Number(plot?.getAttribute('data-points'));
      return (
        plotSpan === span &&
        drawnRange === `${from}-${to}` &&
        (p.points === 0 ? drawnPoints > 0 : drawnPoints === p.points) &&
        ink(selector, p.band)
      );
    });
  };
  const volume = (p: VolumeProbe) => {
    const charts = document.querySelector('[data-testid="volume-charts"]');
    if (!charts || charts.getAttribute('data-bucket') !== 'day') return false;
    if (document.querySelectorAll('[data-testid="volume-legend-item"]').length !== p.machines) return false;
    return ['air-chart-plot', 'energy-chart-plot'].every((id) => {
      const selector = `[data-testid="${id}"]`;
      const plot = document.querySelector(selector);
      const buckets = Number(plot?.getAttribute('data-buckets'));
      // The buckets uPlot drew (data-drawn-buckets), not only the ones the screen passed.
      const drawn = Number(plot?.getAttribute('data-drawn-buckets'));
      return (
        (p.buckets === 0 ? buckets > 0 : buckets === p.buckets) && drawn === buckets && ink(selector, p.band)
      );
    });
  };
  w.__benchPainted = (probe: Probe) => (probe.kind === 'trend' ? trend(probe.arg) : volume(probe.arg));
  w.__benchInk = ink;
  w.__benchAfterFrameWhen = (holds) =>
    new Promise<number>((resolve) => {
      const tick = () => {
        if (!holds()) {
          requestAnimationFrame(tick);
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      };
      requestAnimationFrame(tick);
    });
  new MutationObserver((records) => {
    for (const r of records) {
      if ((r.target as Element).getAttribute('data-testid') === 'specific-power-chart-plot') {
        w.__benchSpecificDrawnAt = performance.now();
      }
    }
  }).observe(document, { subtree: true, attributeFilter: ['data-drawn-buckets'] });
  // The web client reads every answer with response.text(): this notes when getSensorData's was read.
  const text = Response.prototype.text;
  Response.prototype.text = function (this: Response) {
    const url = this.url;
    return text.call(this).then((body) => {
      if (url.includes('/getSensorData')) {
        w.__benchTextAt = performance.now();
        w.__benchBody = body;
      }
      return body;
    });
  };
}

/**
 * Arms a watcher for the task after the first frame, after a click on `clickSelector`, in which the probe
 * holds: `donePromise` answers its page time; the click's event time is kept in __benchClickAt.
 */
async function armClickWatcher(page: Page, clickSelector: string, probe: Probe): Promise<void> {
  await page.evaluate(
    ({ clickSelector, probe }) => {
      const w = window as unknown as BenchWindow;
      w.__benchClickAt = 0;
      w.__benchSpecificAt = 0;
      // VolumeGraph's specific-power chart lies below the fold: its paint is timed on its own.
      const specific = '[data-testid="specific-power-chart-plot"]';
      const specificPainted = () => {
        const plot = document.querySelector(specific);
        const buckets = plot?.getAttribute('data-buckets');
        return (
          probe.kind === 'volume' &&
          buckets === String(probe.arg.buckets) &&
          plot?.getAttribute('data-drawn-buckets') === buckets &&
          w.__benchInk!(specific, probe.arg.band)
        );
      };
      w.__benchDone = new Promise<number>((resolve) => {
        document.addEventListener(
          'click',
          (event) => {
            if (w.__benchClickAt === 0 && (event.target as Element | null)?.closest(clickSelector)) {
              w.__benchClickAt = event.timeStamp;
              const painted = w.__benchAfterFrameWhen!(() => w.__benchPainted!(probe));
              resolve(painted);
              // Only then: its pixel check reads (and so rasterises) its canvas, which must not delay this one.
              if (probe.kind === 'volume') {
                void painted
                  .then(() => w.__benchAfterFrameWhen!(specificPainted))
                  .then((at) => (w.__benchSpecificAt = at));
              }
            }
          },
          { capture: true },
        );
      });
    },
    { clickSelector, probe },
  );
}

/** Arms a watcher from now: the task after the first frame in which the probe holds (page clock). */
async function armPaintWatcher(page: Page, probe: Probe): Promise<void> {
  await page.evaluate((probe) => {
    const w = window as unknown as BenchWindow;
    if (!w.__benchPainted) throw new Error('the bench helpers are not installed yet');
    w.__benchDone = w.__benchAfterFrameWhen!(() => w.__benchPainted!(probe));
  }, probe);
}

async function donePromise(page: Page, timeoutMs = 30_000): Promise<number> {
  return page.evaluate(
    (timeout) =>
      Promise.race([
        (window as unknown as BenchWindow).__benchDone!,
        new Promise<number>((_, reject) =>
          setTimeout(() => reject(new Error(`not painted within ${timeout} ms`)), timeout),
        ),
      ]),
    timeoutMs,
  );
}

/** Navigates and answers the page time (since navigation start) of the paint in which the probe holds. */
async function navigateUntil(page: Page, url: string, probe: Probe): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  // Right after the commit the evaluation may still meet the old document: retry the arming.
  for (let attempt = 0; ; attempt++) {
    try {
      await armPaintWatcher(page, probe);
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await page.waitForTimeout(10);
    }
  }
  return donePromise(page);
}

/** When the last getSensorData call since `sinceMs` was answered (page clock), and its size. */
interface SensorCall {
  /** Page time when the last call's answer had arrived. */
  end: number;
  /** The longest wait for a first byte (requestStart → responseStart) among the calls. */
  serverWait: number;
  bytes: number;
  calls: number;
  /** Page time when the web client had read the last answer. */
  readAt: number;
  clickAt: number;
}

/** The getSensorData calls since `sinceMs` (page clock): when the last was answered and read, and sizes. */
async function sensorCalls(page: Page, sinceMs: number): Promise<SensorCall> {
  return page.evaluate((since) => {
    const w = window as unknown as BenchWindow;
    const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (e) => e.name.includes('/getSensorData') && e.startTime >= since,
    );
    return {
      end: Math.max(0, ...entries.map((e) => e.responseEnd)),
      serverWait: Math.max(0, ...entries.map((e) => e.responseStart - e.requestStart)),
      bytes: entries.reduce((sum, e) => sum + e.decodedBodySize, 0),
      calls: entries.length,
      readAt: w.__benchTextAt ?? NaN,
      clickAt: w.__benchClickAt ?? NaN,
    };
  }, sinceMs);
}

const now = (page: Page) => page.evaluate(() => performance.now());

// ---- (e) TrendGraph of a year -------------------------------------------------------------------------

const trendProbe = (days: number, charts: readonly string[] = TREND_CHARTS, points = 0): Probe => ({
  kind: 'trend',
  arg: {
    minSpanMs: (days - 0.01) * DAY_MS,
    maxSpanMs: (days + 0.01) * DAY_MS,
    charts,
    points,
    band: LEFT_BAND,
  },
});

interface ClickRun {
  /** Navigation start → the default period painted. */
  navigation: number;
  /** Click on OK → the long period painted. */
  long: number;
  /** Click → the long period's answers arrived. */
  answered: number;
  serverWait: number;
  /** The web client read the (last) answer → painted. */
  readToPaint: number;
  bytes: number;
  calls: number;
  /** VolumeGraph: click on OK → the specific-power chart (below the fold) painted. */
  specific?: number;
  /** VolumeGraph: click on OK → uPlot drew the specific-power chart (its script, before raster). */
  specificDrawn?: number;
  /** Page time of the click. */
  clickAt: number;
}

async function clickFigures(page: Page, navigation: number, before: number): Promise<ClickRun> {
  const painted = await donePromise(page);
  const call = await sensorCalls(page, before);
  if (call.calls === 0) throw new Error('the long period asked for no data');
  return {
    navigation,
    long: painted - call.clickAt,
    answered: call.end - call.clickAt,
    serverWait: call.serverWait,
    readToPaint: painted - call.readAt,
    bytes: call.bytes,
    calls: call.calls,
    clickAt: call.clickAt,
  };
}

async function trendRun(page: Page, url: string): Promise<ClickRun> {
  const navigation = await navigateUntil(page, url, trendProbe(1));
  await page.getByTestId('period-preset').click();
  await page.getByTestId('period-option-year').click();
  await page.getByTestId('long-period-ok').waitFor();
  const before = await now(page);
  await armClickWatcher(page, '[data-testid="long-period-ok"]', trendProbe(TREND_YEAR_DAYS));
  await page.getByTestId('long-period-ok').click();
  return clickFigures(page, navigation, before);
}

// ---- (f) 50,000 points, data in hand → painted --------------------------------------------------------

interface SensorDataRequest {
  measure_time_from: string;
  measure_time_to: string;
  columns?: boolean;
  sensor_list: { model_id: string; serial_no: string; sensor_id: string }[];
}

/** A raw getSensorData answer with `perSensor` points for each of `sensors`, evenly over the period. */
function denseAnswer(request: SensorDataRequest, sensors: readonly string[], perSensor: number): string {
  const ms = (t: string) => apiTimeToMs(t) ?? Number.NaN;
  const from = ms(request.measure_time_from);
  const to = ms(request.measure_time_to);
  const step = (to - from) / perSensor;
  const first = request.sensor_list[0]!;
  const base: Record<string, number> = { sn_D002: 700, sn_D006: 800, sn_D012: 50, sn_D014: 70 };
  const timeList = request.sensor_list.map((s) => {
    if (!sensors.includes(s.sensor_id)) return { sensorId: s.sensor_id, dataList: [] };
    const b = base[s.sensor_id] ?? 100;
    const points = Array.from({ length: perSensor }, (_, i) => ({
      timeMs: Math.floor((from + i * step) / 1000) * 1000,
      value: b + ((i * 7919) % 41) - 20,
    }));
    // In the form the client asked for, as the server answers it.
    if (request.columns) return { sensorId: s.sensor_id, dataList: [], columns: encodeSeriesColumns(points) };
    const dataList = points.map((p) => ({ measureTime: formatApiTime(p.timeMs), data: p.value }));
    return { sensorId: s.sensor_id, dataList };
  });
  return JSON.stringify({
    sensor_data_list: [
      {
        modelId: first.model_id,
        serialNo: first.serial_no,
        lastMeasureTime: request.measure_time_to,
        timeList,
      },
    ],
    truncated: false,
    downsample: null,
  });
}

interface DenseCase {
  name: string;
  sensors: readonly string[];
  charts: readonly string[];
  perSensor: number;
}

const DENSE_CASES: readonly DenseCase[] = [
  {
    name: `one chart of ${POINTS.toLocaleString('en-US')} points (1 series)`,
    sensors: ['sn_D002'],
    charts: ['pressure'],
    perSensor: POINTS,
  },
  {
    name: `${POINTS.toLocaleString('en-US')} points in all, 4 charts × 1 series of ${(POINTS / 4).toLocaleString('en-US')}`,
    sensors: FOUR_SENSORS,
    charts: TREND_CHARTS,
    perSensor: POINTS / 4,
  },
];

interface DenseRun {
  /** The web client read the answer → painted. */
  readToPaint: number;
  /** JSON.parse of the same answer text in the page, timed afterwards. */
  parse: number;
  bytes: number;
}

/** Navigates to the day period with the answer replaced; ms from the answer read to its paint. */
async function denseRun(page: Page, url: string, c: DenseCase): Promise<DenseRun> {
  let answered = 0;
  const handler = async (route: Route) => {
    const request = route.request().postDataJSON() as SensorDataRequest;
    answered++;
    await route.fulfill({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: denseAnswer(request, c.sensors, c.perSensor),
    });
  };
  await page.route('**/v1/sensor-data-file-mgt/getSensorData', handler);
  try {
    const painted = await navigateUntil(page, url, trendProbe(1, c.charts, c.perSensor));
    const inHand = await page.evaluate(() => (window as unknown as BenchWindow).__benchTextAt ?? NaN);
    if (answered !== 1 || !Number.isFinite(inHand)) {
      throw new Error(`${c.name}: expected one replaced raw answer, got ${answered}`);
    }
    const { parse, bytes } = await page.evaluate(() => {
      const body = (window as unknown as BenchWindow).__benchBody ?? '';
      const started = performance.now();
      JSON.parse(body);
      return { parse: performance.now() - started, bytes: body.length };
    });
    return { readToPaint: painted - inHand, parse, bytes };
  } finally {
    await page.unroute('**/v1/sensor-data-file-mgt/getSensorData', handler);
  }
}

// ---- (g) VolumeGraph of 50 machines over 365 days -----------------------------------------------------

/** YYYY-MM-DD of a day in Tokyo (the group's machines' zone), `daysBack` before today. */
function tokyoDate(daysBack: number): string {
  return new Date(Date.now() + 9 * 3_600_000 - daysBack * DAY_MS).toISOString().slice(0, 10);
}

async function volumeRun(page: Page, url: string): Promise<ClickRun> {
  const month: VolumeProbe = { buckets: 0, machines: GROUP_MACHINES, band: LEFT_BAND };
  const navigation = await navigateUntil(page, url, { kind: 'volume', arg: month });
  await page.getByTestId('period-preset').click();
  await page.getByTestId('period-option-any').click();
  for (const [id, value] of [
    ['period-from', tokyoDate(VOLUME_DAYS - 1)],
    ['period-to', tokyoDate(0)],
  ] as const) {
    await page.getByTestId(id).fill(value);
    await page.getByTestId(id).press('Enter');
  }
  await page.getByTestId('period-apply').click();
  await page.getByTestId('long-period-ok').waitFor();
  const before = await now(page);
  await armClickWatcher(page, '[data-testid="long-period-ok"]', {
    kind: 'volume',
    arg: { ...month, buckets: VOLUME_DAYS },
  });
  await page.getByTestId('long-period-ok').click();
  const figures = await clickFigures(page, navigation, before);
  // A chart never painted leaves its figure empty (NaN) rather than ending the bench.
  const specificAt = await page
    .waitForFunction(() => (window as unknown as BenchWindow).__benchSpecificAt || false, undefined, {
      timeout: 10_000,
      polling: 50,
    })
    .then(async (handle) => (await handle.jsonValue()) as number)
    .catch(() => Number.NaN);
  const drawnAt = await page.evaluate(() => (window as unknown as BenchWindow).__benchSpecificDrawnAt ?? NaN);
  return { ...figures, specific: specificAt - figures.clickAt, specificDrawn: drawnAt - figures.clickAt };
}

// ---- the figures --------------------------------------------------------------------------------------

function pair(name: string, values: number[], budget: string | undefined, shell: Stats): Row[] {
  const s = stats(values);
  return [
    {
      name: `${name} (median of ${s.runs})`,
      value: s.median,
      unit: 'ms',
      ...(budget ? { budget } : {}),
      baseline: { name: 'NotFound shell, median', value: shell.median, unit: 'ms' },
    },
    {
      name: `${name} (p95 of ${s.runs})`,
      value: s.p95,
      unit: 'ms',
      ...(budget ? { budget } : {}),
      baseline: { name: 'NotFound shell, p95', value: shell.p95, unit: 'ms' },
    },
  ];
}

/**
 * BENCH_PROFILE=<folder>: one more run of each case under Chrome's CPU profiler, written as
 * <case>.cpuprofile (open in Chrome's DevTools; build the web client with --minify false for names), and
 * a Chrome trace of each 50,000-point case and of VolumeGraph as <case>.trace.json.
 */
async function profileGraphs(page: Page, folder: string, trendUrl: string, volumeUrl: string): Promise<void> {
  fs.mkdirSync(folder, { recursive: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const profiled = async (name: string, run: () => Promise<unknown>) => {
    await cdp.send('Profiler.start');
    await run();
    const { profile } = await cdp.send('Profiler.stop');
    fs.writeFileSync(path.join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
    console.log(`bench e2e: profile ${path.join(folder, `${name}.cpuprofile`)}`);
  };
  await profiled('trend-year', () => trendRun(page, trendUrl));
  for (const [i, c] of DENSE_CASES.entries())
    await profiled(`trend-dense-${i}`, () => denseRun(page, trendUrl, c));
  await profiled('volume-365', () => volumeRun(page, volumeUrl));
  await cdp.detach();
  // The CPU profile leaves out what the renderer does outside script (style, layout, paint, raster):
  // a Chrome trace of each dense case shows those too (open in DevTools' Performance panel).
  const browser = page.context().browser();
  if (!browser) return;
  const traced = async (name: string, run: () => Promise<unknown>) => {
    const file = path.join(folder, `${name}.trace.json`);
    await browser.startTracing(page, { path: file, screenshots: false });
    await run();
    await browser.stopTracing();
    console.log(`bench e2e: trace ${file}`);
  };
  for (const [i, c] of DENSE_CASES.entries())
    await traced(`trend-dense-${i}`, () => denseRun(page, trendUrl, c));
  await traced('volume-365', () => volumeRun(page, volumeUrl));
}

/** (e) to (g) on a signed-in page of the supplier. */
async function measureGraphs(page: Page, baseUrl: string, trend: TrendMachine, runs: number): Promise<Row[]> {
  const log = (line: string) => console.log(line);
  await page.addInitScript(installHelpers);
  const shellUrl = `${baseUrl}/NoSuchScreen`;
  const trendUrl = `${baseUrl}/TrendGraph/${encodeURIComponent(trend.modelId)}/${encodeURIComponent(trend.serialNo)}`;
  const volumeUrl = `${baseUrl}/VolumeGraph/d/${GRAPH_PLANT_ID}/m/s/g/all`;

  // First visits (HTTP cache, server) apart, as "cold".
  const coldShell = await screenReady(page, shellUrl, shellReady, 0);
  log('bench e2e: TrendGraph, first visit …');
  const coldTrend = await trendRun(page, trendUrl);
  log('bench e2e: VolumeGraph, first visit …');
  const coldVolume = await volumeRun(page, volumeUrl);

  const shell: number[] = [];
  const trends: ClickRun[] = [];
  const volumes: ClickRun[] = [];
  const dense: DenseRun[][] = DENSE_CASES.map(() => []);
  log(
    `bench e2e: measuring TrendGraph, ${POINTS.toLocaleString('en-US')} points and VolumeGraph (${runs} runs) …`,
  );
  // Interleaved, so that a noisy moment of the shared machine hits figures and baseline alike.
  for (let run = 0; run < runs; run++) {
    shell.push(await screenReady(page, shellUrl, shellReady, 0));
    trends.push(await trendRun(page, trendUrl));
    for (const [i, c] of DENSE_CASES.entries()) dense[i]!.push(await denseRun(page, trendUrl, c));
    volumes.push(await volumeRun(page, volumeUrl));
  }

  const profileDir = process.env['BENCH_PROFILE'];
  if (profileDir) await profileGraphs(page, profileDir, trendUrl, volumeUrl);

  const base = stats(shell);
  const median = (values: number[]) => stats(values).median;
  const rows: Row[] = [];
  const screen = (name: string, long: string, list: ClickRun[], cold: ClickRun) => {
    rows.push(
      ...pair(
        `${name}: navigation → default period painted, then OK on ${long} → painted (sum)`,
        list.map((r) => r.navigation + r.long),
        '<= 1000',
        base,
      ),
      ...pair(
        `  ${name}: OK on ${long} → painted`,
        list.map((r) => r.long),
        '<= 1000',
        base,
      ),
      ...pair(
        `  ${name}: navigation → default period painted`,
        list.map((r) => r.navigation),
        undefined,
        base,
      ),
    );
    const first = list[0]!;
    rows.push(
      {
        name: `  of which: ${long}'s getSensorData answered, since OK (median)`,
        value: median(list.map((r) => r.answered)),
        unit: `ms (${first.calls} call(s), ${Math.round(first.bytes / 1024)} KiB)`,
      },
      {
        name: `  of which: waiting for the first byte, longest call (median)`,
        value: median(list.map((r) => r.serverWait)),
        unit: 'ms',
      },
      {
        name: `  of which: answer read by the web client → painted (median)`,
        value: median(list.map((r) => r.readToPaint)),
        unit: 'ms',
      },
      {
        name: `${name}, first visit (1 run): navigation + OK on ${long} → painted`,
        value: cold.navigation + cold.long,
        unit: 'ms',
        budget: '<= 1000',
        baseline: { name: 'NotFound shell, first visit', value: coldShell, unit: 'ms' },
      },
    );
  };
  screen(
    'TrendGraph, 1 machine, 4 sensors of a year of 1-minute samples',
    '"1 year" (366 d)',
    trends,
    coldTrend,
  );
  for (const [i, c] of DENSE_CASES.entries()) {
    const runsOf = dense[i]!;
    rows.push(
      ...pair(
        `TrendGraph, ${c.name}: answer in hand → painted`,
        runsOf.map((r) => r.readToPaint),
        '<= 50',
        base,
      ),
      {
        name: `  of which: JSON.parse of the answer (${Math.round(runsOf[0]!.bytes / 1024)} KiB), median`,
        value: median(runsOf.map((r) => r.parse)),
        unit: 'ms',
      },
    );
  }
  screen(`VolumeGraph, ${GROUP_MACHINES} machines`, `a ${VOLUME_DAYS}-day period`, volumes, coldVolume);
  rows.push({
    name: `  VolumeGraph: OK on a ${VOLUME_DAYS}-day period → specific-power chart (below the fold) painted (median)`,
    value: median(volumes.map((r) => r.specific ?? Number.NaN)),
    unit: 'ms',
  });
  rows.push({
    name: `  VolumeGraph: OK on a ${VOLUME_DAYS}-day period → specific-power chart drawn by uPlot (script only, median)`,
    value: median(volumes.map((r) => r.specificDrawn ?? Number.NaN)),
    unit: 'ms',
  });
  return rows;
}

/** (e) to (g): a fresh portal with the bench fleet and the graph data; answers the rows. */
export async function graphsBench(runs: number): Promise<Row[]> {
  const started = performance.now();
  return withBenchPortal('graphs', async ({ database, portal, browser }) => {
    await writeBenchFleet(database.url);
    const data = await writeGraphData(database.url);
    console.log(
      `bench e2e: ${data.trendSamples.toLocaleString('en-US')} snapshots of ${data.trend.serialNo}, ` +
        `${data.groupHours.toLocaleString('en-US')} operating hours of ${data.groupMachines} machines written`,
    );
    const waited = await waitForTrendSummaries(database.url, data.trend.id);
    console.log(
      `bench e2e: the ingest summariser covered the trend machine after ${(waited / 1000).toFixed(1)} s`,
    );

    const { page, context } = await newPage(browser, 'en-US');
    await signInAt(page, portal.baseUrl, 'supplier');
    const rows = await measureGraphs(page, portal.baseUrl, data.trend, runs);
    await context.close();
    console.log(`bench e2e: graphs done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return rows;
  });
}
