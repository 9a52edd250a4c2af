import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrendChart as TrendChartName } from '@airsight/contracts/models/presets';
import { deviceZoneLabel, formatDeviceDateTime } from '@airsight/contracts/format/date-time';
import { useLocale } from '../../../i18n/useLocale.ts';
import { initialRangeLimits, rangeOf, type RangeLimitTexts } from '../rangeLimits.ts';
import { NO_POINTS, type PlotPoints, type TrendSensor } from '../trendSeries.ts';
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
}

/** One of the four charts with its title, range limits and legend. */
export const TrendChartPanel = memo(function TrendChartPanel(props: TrendChartPanelProps) {
  const { chart, chartName, sensors, drawn, hidden } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const [limits, setLimits] = useState<RangeLimitTexts>(() => initialRangeLimits(sensors));
  const [axis, setAxis] = useState(() => rangeOf(limits) ?? { min: 0, max: 100 });
  const [cursorMs, setCursorMs] = useState<number | null>(null);

  const changeLimits = useCallback((texts: RangeLimitTexts) => {
    setLimits(texts);
    // The axis follows valid limits only; otherwise it keeps the last valid pair.
    const range = rangeOf(texts);
    if (range) setAxis(range);
  }, []);

  const series = useMemo(() => sensors.map((s) => drawn.get(s.sensorId) ?? NO_POINTS), [sensors, drawn]);
  const decimals = Math.max(0, ...sensors.map((s) => s.decimals));
  const shown = sensors.filter((s) => !hidden.has(s.sensorId)).map((s) => `${s.label} (${s.unit})`);
  const description = t('trendChartDescription', {
    from: formatDeviceDateTime(props.fromMs, props.timeZone),
    to: formatDeviceDateTime(props.toMs, props.timeZone),
    zone: t('inTimeZone', { zone: deviceZoneLabel(props.toMs, props.timeZone) }),
    sensors: shown.length
      ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(shown)
      : t('trendChartNoSensorShown'),
  });

  return (
    <section data-testid={`chart-${chart}`} aria-label={chartName} className="panel">
      <div className="trend-panel-head">
        <h2 className="panel-title">{chartName}</h2>
        <RangeLimits
          chartName={chartName}
          value={limits}
          onChange={changeLimits}
          testId={`limits-${chart}`}
        />
      </div>
      <TrendChart
        sensors={sensors}
        series={series}
        hidden={hidden}
        yMin={axis.min}
        yMax={axis.max}
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
