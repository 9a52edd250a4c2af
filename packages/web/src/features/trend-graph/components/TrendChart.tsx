import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { decimateToColumns } from '../pixelDecimation.ts';
import { useElementWidth } from '../../../lib/useElementWidth.ts';
import { useUplot } from '../../../lib/useUplot.ts';
import { alignSeries, lonePointsOf, type PlotPoints, type TrendSensor } from '../trendSeries.ts';
import { HEIGHT, trendPlotOptions } from './trendPlotOptions.ts';

export interface TrendChartProps {
  sensors: readonly TrendSensor[];
  /** Each sensor's points with their breaks, in the sensors' order. */
  series: readonly PlotPoints[];
  hidden: ReadonlySet<string>;
  /** The left y axis (the range-limit inputs). */
  yMin: number;
  yMax: number;
  /** The left axis's unit, named on the axis while a right axis is drawn. */
  unit: string;
  /**
   * The right y axis, drawn while one of its sensors is ticked: its unit, range and sensors (ids); null
   * when the chart has none or none of its sensors is shown.
   */
  right: RightAxis | null;
  /** The chart's sensors have no point in the range: the plot says so over its empty area. */
  empty: boolean;
  emptyText: string;
  /** Tick intervals of the y axis (part 2 §9), or undefined for uPlot's own. */
  ticks: number | undefined;
  decimals: number;
  /** The x axis: the period, or the zoomed range. */
  fromMs: number;
  toMs: number;
  timeZone: string | null | undefined;
  /** A time range the user dragged across. */
  onZoom: (fromMs: number, toMs: number) => void;
  /** The time of the data point under the cursor, or null when it leaves the chart. */
  onCursor: (timeMs: number | null) => void;
  ariaLabel: string;
  /** What the picture shows in words: the time range and the sensors drawn (the chart's description). */
  description: string;
  testId: string;
}

export interface RightAxis {
  unit: string;
  min: number;
  max: number;
  sensorIds: ReadonlySet<string>;
}

/**
 * One trend chart (uPlot, canvas: a year of M4 data is thousands of points, never DOM nodes). Times are
 * milliseconds; the axis and the cursor follow the machine's time zone. uPlot's legend is off: the
 * screen's legend has the tickboxes and the values at the cursor. Dragging across the chart reports the
 * range; the screen zooms all charts to it.
 */
export function TrendChart(props: TrendChartProps) {
  const { sensors, series, hidden, yMin, yMax, fromMs, toMs, timeZone, ticks, ariaLabel, testId } = props;
  const box = useRef<HTMLDivElement>(null);
  const descriptionId = useId();
  /**
   * The most points a series was given, before decimateToColumns (the data-points the bench reads); the
   * canvas also says how many lone points (dots) its shown series have and its right axis's unit.
   */
  const sourcePoints = useRef(0);
  const width = useElementWidth(box);
  // The hooks of the uPlot instance read the newest callbacks and props through this. Every effect here
  // is a layout effect: uPlot draws in the commit that brings its data, so the canvas is painted in the
  // same frame as the rest of the screen (a passive effect runs after that paint: one frame later).
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  /** Per series (uPlot's index), the points that no line reaches, for the points filter. */
  const lone = useRef<(number[] | null)[]>([]);
  const right = props.right;
  const rightUnit = right?.unit ?? null;

  // The instance lives as long as the chart's sensors, zone and axes; data and scales change in place.
  const created = width > 0;
  const plot = useUplot(
    box,
    width,
    HEIGHT,
    {
      create: (element, chartWidth) => {
        return new uPlot(
          trendPlotOptions({
            element,
            width: chartWidth,
            sensors,
            timeZone,
            ticks,
            rightUnit,
            latest,
            lone,
            sourcePoints,
          }),
          [[]],
          element,
        );
      },
      dispose: (element) => {
        for (const key of ['points', 'drawnPoints', 'range', 'lonePoints', 'rightAxis'])
          delete element.dataset[key];
      },
    },
    [sensors, timeZone, rightUnit],
  );

  // uPlot gets what the canvas's pixel columns can show of each series (the same lines, a few thousand
  // points at most), on one time axis.
  const columns = Math.ceil(width * (window.devicePixelRatio || 1));
  const data = useMemo(
    () => alignSeries(series.map((points) => decimateToColumns(points, fromMs, toMs, columns))),
    [series, fromMs, toMs, columns],
  );
  const given = useMemo(() => Math.max(0, ...series.map((points) => points.t.length)), [series]);

  const rightMin = right?.min;
  const rightMax = right?.max;
  useLayoutEffect(() => {
    const instance = plot.current;
    if (!instance) return;
    sourcePoints.current = given;
    lone.current = [null, ...lonePointsOf(series, data.ys)];
    instance.batch(() => {
      instance.setData([data.xs, ...data.ys] as uPlot.AlignedData, false);
      instance.setScale('x', { min: fromMs, max: toMs });
      instance.setScale('y', { min: yMin, max: yMax });
      if (rightMin !== undefined && rightMax !== undefined)
        instance.setScale('y2', { min: rightMin, max: rightMax });
    });
  }, [
    data,
    series,
    given,
    fromMs,
    toMs,
    yMin,
    yMax,
    rightMin,
    rightMax,
    created,
    sensors,
    timeZone,
    rightUnit,
    plot,
  ]);

  useLayoutEffect(() => {
    const instance = plot.current;
    if (!instance) return;
    instance.batch(() => {
      sensors.forEach((s, i) => {
        const show = !hidden.has(s.sensorId);
        if (instance.series[i + 1]?.show !== show) instance.setSeries(i + 1, { show });
      });
      // setSeries lets go of the y scales (to re-range them from the data): the limits set them again.
      const { yMin: min, yMax: max, right: r } = latest.current;
      instance.setScale('y', { min, max });
      if (r) instance.setScale('y2', { min: r.min, max: r.max });
    });
  }, [hidden, sensors, created, timeZone, rightUnit, plot]);

  return (
    <>
      <div
        ref={box}
        role="img"
        aria-label={ariaLabel}
        aria-describedby={descriptionId}
        data-testid={testId}
        data-from-ms={fromMs}
        data-to-ms={toMs}
        data-y-min={yMin}
        data-y-max={yMax}
        className="trend-plot"
      >
        {props.empty ? (
          <p className="trend-plot-empty" data-testid={`${testId}-empty`}>
            {props.emptyText}
          </p>
        ) : null}
      </div>
      <span id={descriptionId} className="visually-hidden">
        {props.description}
      </span>
    </>
  );
}
