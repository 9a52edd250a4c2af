import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '@airsight/contracts/format/number';
import { chartColour } from '@airsight/contracts/presentation/palette';
import { useElementWidth } from '../../lib/useElementWidth.ts';
import { useUplot } from '../../lib/useUplot.ts';
import { isolatedBuckets, stackedSeries } from '../../lib/bucketSeries.ts';

export interface BucketChartProps {
  /** Bucket labels ('YYYY/MM', 'YYYY/MM/DD' or 'YYYY/MM/DD HH:00'), one x position each. */
  buckets: readonly string[];
  /** [machine][bucket] values; machine i has palette colour i. */
  rows: readonly (readonly (number | null | undefined)[])[];
  /** 'bars': one stack per bucket; 'points': a marked line per machine (specific power). */
  kind: 'bars' | 'points';
  /** Axis label with the unit, e.g. 'm³'. */
  unit: string;
  decimals: number;
  /** [machine][bucket] for 'points': buckets drawn with a large red-ringed marker. */
  flags?: readonly (readonly boolean[])[];
  /** The x axis's title: the time and its zone, e.g. 'Date and time (UTC+9)'. */
  timeLabel: string;
  /** The text shown under the chart for the bucket under the pointer. */
  readout: (bucket: number) => string;
  /** A short text for screen readers: what the chart shows (its data is in the table and CSV). */
  ariaLabel: string;
  testId: string;
  height?: number;
}

const FLAG_COLOUR = '#D50000';
/** The specific-power markers' diameter, CSS pixels. */
const POINT_SIZE = 5;

/** CSS pixels between two buckets' centres in the plot. */
function pixelsPerBucket(u: uPlot, count: number): number {
  return u.bbox.width / (window.devicePixelRatio || 1) / Math.max(count, 1);
}

/** x axis text: the hour of an hourly bucket, the month and day of a daily one, a monthly one whole. */
function tickText(label: string | undefined): string {
  if (!label) return '';
  if (label.length === 7) return label;
  return label.length > 10 ? label.slice(11, 16) : label.slice(5);
}

/**
 * The bars of a stack, each from the top of the machine below it to its own top. A bar drawn from zero
 * would be covered by the machines below it anyway, but the browser would still fill it: a year of 50
 * machines drawn that way is about 25 times the plot's area per chart, and most of the time from the
 * answer to the painted charts. Each bar reaches one device pixel into the bar below (drawn after it,
 * since stacks are drawn from the top down), so that no background shows through between two machines
 * where their edge falls between pixels.
 */
function stackedBars(stacks: readonly (number | null)[][], bottoms: readonly (number | null)[][]) {
  // uPlot's series i + 1 is stacks[i] (series 0 is x).
  const below = (u: uPlot, seriesIdx: number) => {
    const y = u.scales['y'];
    const onePixel =
      y?.max != null && y.min != null && u.bbox.height > 0 ? (y.max - y.min) / u.bbox.height : 0;
    return bottoms[seriesIdx - 1]!.map((b) => (b === null ? null : Math.max(0, b - onePixel)));
  };
  return uPlot.paths.bars?.({
    size: [0.7, 64],
    gap: 1,
    disp: {
      y0: { unit: 1, values: below },
      y1: { unit: 1, values: (u, seriesIdx) => stacks[seriesIdx - 1]! },
    },
  });
}

function seriesOf(
  kind: BucketChartProps['kind'],
  rows: BucketChartProps['rows'],
  flags: BucketChartProps['flags'],
  count: number,
): { data: uPlot.AlignedData; series: uPlot.Series[] } {
  const x = Array.from({ length: count }, (_, i) => i);
  if (kind === 'bars') {
    // Stacks drawn from the top down, each machine's bar on the one below it: the colours read bottom-up
    // in legend order.
    const stacks = stackedSeries(rows);
    const order = stacks.map((_, i) => i).reverse();
    const tops = order.map((i) => stacks[i]!);
    const bottoms = order.map((i) => stacks[i]!.map((top, b) => (top === null ? null : top - rows[i]![b]!)));
    const bars = stackedBars(tops, bottoms);
    return {
      data: [x, ...tops] as uPlot.AlignedData,
      series: [
        {},
        ...order.map((i) => ({
          stroke: chartColour(i),
          fill: chartColour(i),
          width: 0,
          paths: bars,
          points: { show: false },
        })),
      ],
    };
  }
  const flagged = rows.map((row, i) => row.map((v, j) => (flags?.[i]?.[j] ? v : null)));
  const alone = rows.map(isolatedBuckets);
  return {
    data: [x, ...rows, ...flagged] as uPlot.AlignedData,
    series: [
      {},
      ...rows.map((_, i) => ({
        stroke: chartColour(i),
        width: 1.5,
        spanGaps: false,
        points: {
          show: true,
          size: POINT_SIZE,
          fill: chartColour(i),
          // Where the markers would touch (a year of days), the lines show the values: a marker only where
          // a value has no neighbour to draw a line to. Each marker is a circle to rasterise, and a year of
          // 50 machines is 18,250 of them.
          filter: (u: uPlot) => (pixelsPerBucket(u, count) < 2 * POINT_SIZE ? alone[i]! : null),
        },
      })),
      ...flagged.map((_, i) => ({
        stroke: FLAG_COLOUR,
        width: 0,
        paths: () => null,
        points: { show: true, size: 11, width: 2, stroke: FLAG_COLOUR, fill: chartColour(i) },
      })),
    ],
  };
}

/**
 * A chart of buckets (uPlot, canvas): VolumeGraph's and MonthlyReport's stacked bars of air volume and energy, and VolumeGraph's
 * specific-power markers. Buckets are x positions 0..n-1 labelled with the bucket's time, so the chart
 * never re-interprets times in the browser's zone. uPlot's own legend is off: the screen shows one
 * legend for all three charts.
 */
export function BucketChart({
  buckets,
  rows,
  kind,
  unit,
  decimals,
  flags,
  timeLabel,
  readout,
  ariaLabel,
  testId,
  height = 260,
}: BucketChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const [hovered, setHovered] = useState<number | null>(null);

  // The chart is made again only when what it shows changes: a new width (a scrollbar appearing as the
  // page grows) resizes it.
  useUplot(
    box,
    width,
    height,
    {
      create: (element, chartWidth) => {
        const count = buckets.length;
        const { data, series } = seriesOf(kind, rows, flags, count);
        const format = (v: number) => formatNumber(v, { maximumFractionDigits: decimals });
        return new uPlot(
          {
            width: chartWidth,
            height,
            legend: { show: false },
            cursor: { drag: { x: false, y: false } },
            hooks: {
              setCursor: [(u) => setHovered(u.cursor.idx ?? null)],
              // What the canvas shows, for tests and the browser bench: the buckets drawn.
              draw: [
                (u) => {
                  element.dataset['drawnBuckets'] = String(u.data[0].length);
                },
              ],
            },
            scales: {
              x: { time: false, range: () => [-0.5, Math.max(count, 1) - 0.5] },
              y: {
                range: (_u, _min, max) => [0, max > 0 ? max * 1.05 : 1],
              },
            },
            axes: [
              {
                incrs: [1, 2, 3, 4, 6, 7, 12, 14, 24, 31, 61, 92],
                values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? tickText(buckets[i]) : '')),
                // A monthly label (YYYY/MM) is wider than a day's (MM/DD) or an hour's.
                space: buckets[0]?.length === 7 ? 64 : 48,
                label: timeLabel,
                labelSize: 20,
              },
              { label: unit, values: (_u, splits) => splits.map(format), size: 64 },
            ],
            series,
          },
          data,
          element,
        );
      },
      dispose: (element) => {
        delete element.dataset['drawnBuckets'];
      },
      belowFoldLater: true,
    },
    [buckets, rows, kind, unit, decimals, flags, timeLabel, height],
  );

  return (
    <>
      <Box
        ref={box}
        role="img"
        aria-label={ariaLabel}
        data-testid={testId}
        data-buckets={buckets.length}
        sx={{ width: '100%', minHeight: height, minWidth: 0 }}
      />
      {/* The line keeps its height when empty, so the page does not jump as the pointer moves. */}
      <Typography variant="body2" data-testid={`${testId}-readout`} sx={{ minHeight: '1.5em', mt: 0.5 }}>
        {hovered !== null && hovered < buckets.length ? readout(hovered) : ''}
      </Typography>
    </>
  );
}
