import { useMemo, useRef } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CHART_TICKS, type TrendChart } from '@airsight/contracts/models/presets';
import { PeriodSelector } from '../../../components/period/index.ts';
import { RefreshBar } from '../../../components/RefreshBar.tsx';
import { TREND_PERIOD_PRESETS } from '../../../lib/period.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { MessageKey } from '../../../i18n/index.ts';
import { useElementWidth } from '../../../lib/useElementWidth.ts';
import { useTrendSensorData } from '../api/getSensorData.ts';
import { downloadTrendCsv } from '../api/trendCsv.ts';
import { TREND_CHARTS, type TrendSensor } from '../trendSeries.ts';
import { bucketsForWidth, sensorsByChart, shownSensorIds } from '../trendView.ts';
import { TrendChartPanel } from './TrendChartPanel.tsx';
import { TrendToolbar } from './TrendToolbar.tsx';
import { useTrendSeries } from './useTrendSeries.ts';
import { useHiddenSensors, useTrendRange } from './useTrendRange.ts';

export interface TrendViewProps {
  modelId: string;
  serialNo: string;
  sensors: readonly TrendSensor[];
  timeZone: string | null | undefined;
}

const CHART_NAME_KEYS: Record<TrendChart, MessageKey> = {
  pressure: 'pressure',
  temperature: 'temperature',
  current: 'current',
  load: 'loadFactor',
};

/** The period controls, the zoom bar, the four charts and the CSV download of one machine's trend. */
export function TrendView({ modelId, serialNo, sensors, timeZone }: TrendViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { period, choosePeriod, periodRange, zoom, setZoom, zoomToDrag, range } = useTrendRange(timeZone);
  const { hidden, toggle } = useHiddenSensors(sensors);
  const chartsBox = useRef<HTMLDivElement>(null);
  const width = useElementWidth(chartsBox);

  const buckets = bucketsForWidth(width);
  const query = useTrendSensorData(
    width > 0
      ? { modelId, serialNo, sensorIds: sensors.map((s) => s.sensorId), ...range, buckets }
      : undefined,
  );
  const answer = query.data;

  const { drawn, valueAt, hasData } = useTrendSeries(answer, sensors, locale);

  const sensorsOf = useMemo(() => sensorsByChart(sensors), [sensors]);
  const shownIds = shownSensorIds(sensorsOf, hidden);
  // The server writes and streams the file: every sample of the shown range, not the chart's points.
  const download = () => downloadTrendCsv({ modelId, serialNo, sensorIds: shownIds, ...range, locale });

  return (
    <Stack spacing={2}>
      <PeriodSelector
        presets={TREND_PERIOD_PRESETS}
        value={period}
        onChange={choosePeriod}
        timeZone={timeZone}
      />
      <TrendToolbar
        zoom={zoom}
        shown={range}
        period={periodRange}
        timeZone={timeZone}
        onZoom={setZoom}
        // A file needs a ticked sensor (the server refuses one without).
        canDownload={hasData && shownIds.length > 0}
        onDownload={download}
      />
      {/* Space kept for the bar, so that the charts do not move while data loads. */}
      <RefreshBar active={query.isFetching} />
      <Stack
        ref={chartsBox}
        spacing={2}
        data-testid="trend-charts"
        aria-busy={query.isFetching}
        data-state={query.isFetching || !answer ? 'loading' : 'ready'}
        data-from-ms={range.fromMs}
        data-to-ms={range.toMs}
        data-resolution={answer ? (answer.bucketing ? 'm4' : 'raw') : ''}
        data-bucket-ms={answer?.bucketing?.bucketMs ?? ''}
      >
        {TREND_CHARTS.map((chart) => {
          const chartSensors = sensorsOf.get(chart) ?? [];
          if (chartSensors.length === 0) return null;
          return (
            <TrendChartPanel
              key={chart}
              chart={chart}
              chartName={t(CHART_NAME_KEYS[chart])}
              sensors={chartSensors}
              drawn={drawn}
              valueAt={valueAt}
              hidden={hidden}
              onToggle={toggle}
              ticks={chart === 'temperature' ? undefined : CHART_TICKS[chart]}
              fromMs={range.fromMs}
              toMs={range.toMs}
              timeZone={timeZone}
              onZoom={zoomToDrag}
              settled={answer !== undefined && !query.isPlaceholderData}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
