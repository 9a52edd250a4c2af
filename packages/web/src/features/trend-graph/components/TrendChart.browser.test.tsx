/**
 * What a trend chart draws, read off its canvas in Chromium: a down-sampled line breaks inside a bucket
 * where the answer says its samples lie more than 5 minutes apart, the samples of a bucket that stand
 * alone show as dots, a sensor in another unit is drawn against a right axis of its own, and a chart with
 * nothing in its range says so.
 */
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TrendChart, type RightAxis } from './TrendChart.tsx';
import { trendSensors, withGaps, type PlotPoints, type TrendSensor } from '../trendSeries.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Date.UTC(2026, 2, 1, 0, 0, 0);
const WIDTH = 600;

const sensors = trendSensors('OIL_INJECTION2', 'ja')!.filter((s) => s.chart === 'pressure');
const discharge = sensors.find((s) => s.sensorId === 'sn_D002')!;
const suction = sensors.find((s) => s.unit === 'kPa')!;

const at = (minutes: number) => T0 + minutes * MINUTE;
const columns = (points: [number, number][]): PlotPoints => ({
  t: points.map(([m]) => at(m)),
  v: points.map(([, v]) => v),
});

function Chart(props: {
  chartSensors: readonly TrendSensor[];
  series: readonly PlotPoints[];
  right?: RightAxis | null;
  empty?: boolean;
}) {
  return (
    <div style={{ width: WIDTH }}>
      <TrendChart
        sensors={props.chartSensors}
        series={props.series}
        hidden={new Set()}
        yMin={0}
        yMax={1.4}
        unit="MPa"
        right={props.right ?? null}
        empty={props.empty ?? false}
        emptyText="この期間のデータはありません。"
        ticks={8}
        decimals={2}
        fromMs={T0}
        toMs={at(240)}
        timeZone="UTC"
        onZoom={() => {}}
        onCursor={() => {}}
        ariaLabel="圧力"
        description=""
        testId="plot"
      />
    </div>
  );
}

/** Whether the canvas has a pixel of (nearly) the colour in the column of a time, ± 1 px. */
function inkAt(container: HTMLElement, timeMs: number, colour: string): boolean {
  const canvas = container.querySelector('canvas')!;
  const over = container.querySelector('.u-over')!.getBoundingClientRect();
  const box = canvas.getBoundingClientRect();
  const scale = canvas.width / box.width;
  const x = over.left - box.left + ((timeMs - T0) / (at(240) - T0)) * over.width;
  const { data } = canvas
    .getContext('2d')!
    .getImageData(Math.round((x - 1) * scale), 0, Math.max(1, Math.round(2 * scale)), canvas.height);
  const want = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! < 200) continue;
    if (Math.hypot(data[i]! - want[0]!, data[i + 1]! - want[1]!, data[i + 2]! - want[2]!) < 60) return true;
  }
  return false;
}

async function drawn(container: HTMLElement) {
  const plot = container.querySelector<HTMLElement>('[data-testid="plot"]')!;
  await expect.poll(() => plot.dataset['drawnPoints']).toBeDefined();
  return plot;
}

describe('TrendChart', () => {
  it('breaks a down-sampled line inside a bucket where the answer says, and between lone samples', async () => {
    // One-hour buckets. Bucket 1: an outage between its 10th and 50th minute; bucket 2: samples 20
    // minutes apart, which no line joins.
    const bucketing = { originMs: T0, bucketMs: HOUR, buckets: 4 };
    const points = columns([
      [0, 0.7],
      [59, 0.72],
      [60, 0.7],
      [70, 0.6],
      [110, 0.8],
      [119, 0.7],
      [140, 0.7],
      [160, 0.75],
      [180, 0.7],
      [239, 0.71],
    ]);
    const gaps = { breaksMs: [at(90)], sparseBuckets: [2] };
    const screen = await render(
      <Chart chartSensors={[discharge]} series={[withGaps(points, bucketing, gaps)]} />,
    );
    await drawn(screen.container);
    const ink = (minutes: number) => inkAt(screen.container, at(minutes), discharge.colour);
    // Joined samples: a line.
    expect(ink(30)).toBe(true);
    expect(ink(65)).toBe(true);
    // The outage inside bucket 1; nothing between bucket 2's samples.
    expect(ink(90)).toBe(false);
    expect(ink(150)).toBe(false);
  });

  it('shows the samples that no line reaches as dots among dense ones', async () => {
    // Two hours of 1-minute samples (a line; too many points for uPlot to mark each), then samples 10
    // minutes apart, each alone.
    const dense = Array.from({ length: 121 }, (_, m) => [m, 0.7 + (m % 5) / 100] as [number, number]);
    const sparse = Array.from({ length: 11 }, (_, i) => [135 + i * 10, 0.9] as [number, number]);
    const screen = await render(
      <Chart chartSensors={[discharge]} series={[withGaps(columns([...dense, ...sparse]))]} />,
    );
    const plot = await drawn(screen.container);
    const ink = (minutes: number) => inkAt(screen.container, at(minutes), discharge.colour);
    expect(ink(60)).toBe(true);
    expect(ink(145)).toBe(true);
    expect(ink(150)).toBe(false);
    expect(ink(175)).toBe(true);
    expect(plot.dataset['lonePoints']).toBe('11');
  });

  it('draws a sensor of another unit against a right axis of its own', async () => {
    const right = { unit: 'kPa', min: -100, max: 0, sensorIds: new Set([suction.sensorId]) };
    const flat = (value: number) =>
      columns(Array.from({ length: 241 }, (_, m) => [m, value] as [number, number]));
    const screen = await render(
      <Chart chartSensors={[discharge, suction]} series={[flat(0.7), flat(-50)]} right={right} />,
    );
    const plot = await drawn(screen.container);
    expect(plot.dataset['rightAxis']).toBe('kPa');
    // -50 kPa is half-way up the right axis: on the left one (0..1.4 MPa) it would be far below the plot.
    const canvas = screen.container.querySelector('canvas')!;
    const over = screen.container.querySelector('.u-over')!.getBoundingClientRect();
    const box = canvas.getBoundingClientRect();
    const scale = canvas.width / box.width;
    const x = Math.round((over.left - box.left + over.width / 2) * scale);
    const top = Math.round((over.top - box.top) * scale);
    const height = Math.round(over.height * scale);
    const { data } = canvas.getContext('2d')!.getImageData(x, top, 1, height);
    const want = [1, 3, 5].map((i) => parseInt(suction.colour.slice(i, i + 2), 16));
    const rows: number[] = [];
    for (let y = 0; y < height; y++) {
      const i = y * 4;
      if (Math.hypot(data[i]! - want[0]!, data[i + 1]! - want[1]!, data[i + 2]! - want[2]!) < 60)
        rows.push(y);
    }
    expect(rows.length).toBeGreaterThan(0);
    const middle = rows[Math.floor(rows.length / 2)]! / height;
    expect(Math.abs(middle - 0.5)).toBeLessThan(0.05);
  });

  it('says over an empty plot that the period has no data', async () => {
    const screen = await render(<Chart chartSensors={[discharge]} series={[{ t: [], v: [] }]} empty />);
    await expect.element(screen.getByText('この期間のデータはありません。')).toBeVisible();
  });
});
