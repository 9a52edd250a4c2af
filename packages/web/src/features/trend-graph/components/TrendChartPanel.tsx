import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrendChart as TrendChartName } from '@airsight/contracts/models/presets';
import { deviceZoneLabel, formatDeviceDateTime } from '@airsight/contracts/format/date-time';
import { useLocale } from '../../../i18n/useLocale.ts';
import { initialRangeLimits, rangeOf, type RangeLimitTexts } from '../rangeLimits.ts';
import { NO_POINTS, type PlotPoints, type TrendSensor } from '../trendSeries.ts';
import { chartAxes, onRightAxis } from '../chartAxes.ts';
import { RangeLimits } from './RangeLimits.tsx';
import { SensorLegend } from './SensorLegend.tsx';
import { TrendChart } from './TrendChart.tsx';
import '../../../components/panel.css';
import './trendGraph.css';

export interface TrendChartPanelProps {
  chart: TrendChartName;
  chartName: string;
  sensors: readonly TrendSensor[];
  /** Each sensor's points with their breaks (null points). */
  drawn: ReadonlyMap<string, PlotPoints>;
  valueAt: (sensorId: string, timeMs: number) => number | undefined;
  hidden: ReadonlySet<string>;
  onToggle: (sensorId: string) => void;
  ticks: number | undefined;
  fromMs: number;
  toMs: number;
  timeZone: string | null | undefined;
  onZoom: (fromMs: number, toMs: number) => void;
  /** The answer for the shown range is in (not the previous one kept while it loads). */
  settled: boolean;
}

/** The range-limit texts of one y axis and the axis they give (the last valid pair while they are not). */
function useAxisLimits(sensors: readonly TrendSensor[]) {
  const [texts, setTexts] = useState<RangeLimitTexts>(() => initialRangeLimits(sensors));
  const [axis, setAxis] = useState(() => rangeOf(texts) ?? { min: 0, max: 100 });
  const change = useCallback((next: RangeLimitTexts) => {
    setTexts(next);
    const range = rangeOf(next);
    if (range) setAxis(range);
  }, []);
  return { texts, axis, change };
}

/** One of the four charts with its title, range limits (a pair per y axis) and legend. */
export const TrendChartPanel = memo(function TrendChartPanel(props: TrendChartPanelProps) {
  const { chart, chartName, sensors, drawn, hidden } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const axes = useMemo(() => chartAxes(sensors), [sensors]);
  const left = useAxisLimits(sensors.filter((s) => !onRightAxis(axes, s)));
  const right = useAxisLimits(axes.right?.sensors ?? []);
  const [cursorMs, setCursorMs] = useState<number | null>(null);

  const rightShown = axes.right?.sensors.some((s) => !hidden.has(s.sensorId)) ?? false;
  const rightSensorIds = useMemo(() => new Set(axes.right?.sensors.map((s) => s.sensorId) ?? []), [axes]);
  const rightAxis = useMemo(
    () =>
      axes.right && rightShown ? { unit: axes.right.unit, ...right.axis, sensorIds: rightSensorIds } : null,
    [axes, rightShown, right.axis, rightSensorIds],
  );

  const series = useMemo(() => sensors.map((s) => drawn.get(s.sensorId) ?? NO_POINTS), [sensors, drawn]);
  const empty = props.settled && series.every((points) => points.t.length === 0);
  const decimals = Math.max(0, ...sensors.map((s) => s.decimals));
  const shown = sensors.filter((s) => !hidden.has(s.sensorId)).map((s) => `${s.label} (${s.unit})`);
  const description =
    t('trendChartDescription', {
      from: formatDeviceDateTime(props.fromMs, props.timeZone),
      to: formatDeviceDateTime(props.toMs, props.timeZone),
      zone: t('inTimeZone', { zone: deviceZoneLabel(props.toMs, props.timeZone) }),
      sensors: shown.length
        ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(shown)
        : t('trendChartNoSensorShown'),
    }) + (empty ? ` ${t('noDataInPeriod')}` : '');
  // With two axes, each pair of limits names its unit.
  const unitOf = (unit: string) => (axes.right ? unit : undefined);

  return (
    <section data-testid={`chart-${chart}`} aria-label={chartName} className="panel">
      <div className="trend-panel-head">
        <h2 className="panel-title">{chartName}</h2>
        <RangeLimits
          chartName={chartName}
          unit={unitOf(axes.unit)}
          value={left.texts}
          onChange={left.change}
          testId={`limits-${chart}`}
        />
        {axes.right && rightShown ? (
          <RangeLimits
            chartName={chartName}
            unit={axes.right.unit}
            value={right.texts}
            onChange={right.change}
            testId={`limits-${chart}-right`}
          />
        ) : null}
      </div>
      <TrendChart
        sensors={sensors}
        series={series}
        hidden={hidden}
        yMin={left.axis.min}
        yMax={left.axis.max}
        unit={axes.unit}
        right={rightAxis}
        empty={empty}
        emptyText={t('noDataInPeriod')}
        ticks={props.ticks}
        decimals={decimals}
        fromMs={props.fromMs}
        toMs={props.toMs}
        timeZone={props.timeZone}
        onZoom={props.onZoom}
        onCursor={setCursorMs}
        ariaLabel={t('trendChartLabel', { chart: chartName })}
        description={description}
        testId={`plot-${chart}`}
      />
      <SensorLegend
        chartName={chartName}
        sensors={sensors}
        hidden={hidden}
        onToggle={props.onToggle}
        cursorMs={cursorMs}
        valueAt={props.valueAt}
        timeZone={props.timeZone}
      />
    </section>
  );
});
