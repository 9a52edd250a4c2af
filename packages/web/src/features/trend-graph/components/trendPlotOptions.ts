import type { RefObject } from 'react';
import type uPlot from 'uplot';
import { formatNumber } from '@airsight/contracts/format/number';
import { axisTimeLabels, zonedDateOf } from '../chartTime.ts';
import { fixedTicks, type TrendSensor } from '../trendSeries.ts';
import type { TrendChartProps } from './TrendChart.tsx';

export const HEIGHT = 240;
/** Dots for the points that no line reaches (samples isolated by breaks). */
const LONE_POINT_SIZE = 5;
/** A drag narrower than this is a click, not a range. */
const MIN_DRAG_PX = 4;
/** The cursor of the four charts moves together. */
const CURSOR_SYNC_KEY = 'trend-graph';

export interface TrendPlotContext {
  element: HTMLDivElement;
  width: number;
  sensors: readonly TrendSensor[];
  timeZone: string | null | undefined;
  /** Tick intervals of the left (and right) y axis, or undefined for uPlot's own. */
  ticks: number | undefined;
  /** The right axis's unit, when the chart has one shown. */
  rightUnit: string | null;
  /** The chart's newest props, read by uPlot's hooks and formatters as they run. */
  latest: RefObject<TrendChartProps>;
  /** Per series (uPlot's index), the points that no line reaches, for the points filter. */
  lone: RefObject<(number[] | null)[]>;
  /** The most points a series was given (before decimation), written on the element at each draw. */
  sourcePoints: RefObject<number>;
}

/**
 * A trend chart's uPlot options: the machine's zone on the time axis, the left axis (and the right one
 * for another unit), a series per sensor with dots for its lone points, drag to zoom and the cursor
 * reported. What the canvas shows is written on the element at each draw, for tests and the bench.
 */
export function trendPlotOptions(context: TrendPlotContext): uPlot.Options {
  const { element, width, sensors, timeZone, ticks, rightUnit, latest, lone, sourcePoints } = context;
  const format = (v: number) => formatNumber(v, { maximumFractionDigits: latest.current.decimals });
  return {
    width,
    height: HEIGHT,
    ms: 1,
    tzDate: zonedDateOf(timeZone),
    legend: { show: false },
    cursor: {
      drag: { x: true, y: false, setScale: false },
      sync: { key: CURSOR_SYNC_KEY },
      points: { size: 6 },
    },
    scales: {
      x: { time: true, auto: false },
      y: { auto: false },
      ...(rightUnit ? { y2: { auto: false } } : {}),
    },
    axes: [
      {
        values: (_u, splits, _axis, _space, step) => axisTimeLabels(splits, step, latest.current.timeZone),
        space: 64,
      },
      {
        size: 64,
        values: (_u, splits) => splits.map(format),
        ...(ticks ? { splits: (_u, _axis, min, max) => fixedTicks(min, max, ticks) } : {}),
        ...(rightUnit ? { label: latest.current.unit, labelSize: 20 } : {}),
      },
      ...(rightUnit
        ? [
            {
              scale: 'y2',
              side: 1,
              size: 64,
              label: rightUnit,
              labelSize: 20,
              // The left axis's grid serves both: the same tick count puts the right ticks on its lines.
              grid: { show: false },
              values: (_u: uPlot, splits: number[]) => splits.map(format),
              ...(ticks
                ? {
                    splits: (_u: uPlot, _axis: number, min: number, max: number) =>
                      fixedTicks(min, max, ticks),
                  }
                : {}),
            } satisfies uPlot.Axis,
          ]
        : []),
    ],
    series: [
      {},
      ...sensors.map((s, i) => ({
        label: s.label,
        stroke: s.colour,
        width: 1.5,
        show: !latest.current.hidden.has(s.sensorId),
        scale: latest.current.right?.sensorIds.has(s.sensorId) ? 'y2' : 'y',
        points: {
          size: LONE_POINT_SIZE,
          fill: s.colour,
          // Where uPlot shows no dots of its own (dense data), the isolated samples only.
          filter: (_u: uPlot, _series: number, show: boolean) =>
            show ? null : (lone.current[i + 1] ?? null),
        },
      })),
    ],
    hooks: {
      // What the canvas shows, for tests and the browser bench: the points given and drawn, the x range.
      draw: [
        (u) => {
          element.dataset['points'] = String(sourcePoints.current);
          element.dataset['drawnPoints'] = String(u.data[0].length);
          element.dataset['lonePoints'] = String(
            lone.current.reduce((n, indices, i) => n + (u.series[i]?.show ? (indices?.length ?? 0) : 0), 0),
          );
          element.dataset['rightAxis'] = rightUnit ?? '';
          element.dataset['range'] = `${u.scales['x']?.min ?? ''}-${u.scales['x']?.max ?? ''}`;
        },
      ],
      setSelect: [
        (u) => {
          const { left, width: dragged } = u.select;
          if (dragged < MIN_DRAG_PX) return;
          const from = u.posToVal(left, 'x');
          const to = u.posToVal(left + dragged, 'x');
          u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
          latest.current.onZoom(Math.round(from), Math.round(to));
        },
      ],
      setCursor: [
        (u) => {
          const index = u.cursor.idx;
          const x = u.data[0];
          latest.current.onCursor(index === null || index === undefined ? null : (x[index] ?? null));
        },
      ],
    },
  };
}
