import { useCallback, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import { useTranslation } from 'react-i18next';
import { CHART_TICKS, type TrendChart } from '@airsight/contracts/models/presets';
import { deviceZoneLabel, formatDeviceDateTime } from '@airsight/contracts/format/date-time';
import { PeriodSelector } from '../../../components/period/index.ts';
import { RefreshBar } from '../../../components/RefreshBar.tsx';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { presetPeriod, TREND_PERIOD_PRESETS, type Period } from '../../../lib/period.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { MessageKey } from '../../../i18n/index.ts';
import { useTrendSensorData } from '../api/getSensorData.ts';
import { downloadTrendCsv } from '../api/trendCsv.ts';
import {
  GAP_MS,
  NO_POINTS,
  scaledPoints,
  TREND_CHARTS,
  valueNear,
  withGaps,
  type PlotPoints,
  type TrendSensor,
} from '../trendSeries.ts';
import { wholeSeconds, zoomTo, type TimeRange } from '../zoomRange.ts';
import { TrendChartPanel } from './TrendChartPanel.tsx';
import { ZoomButtons } from './ZoomButtons.tsx';
import { useElementWidth } from '../../../lib/useElementWidth.ts';
import { usePeriodQuery } from '../../../lib/usePeriodQuery.ts';

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

/** Buckets follow the chart width in steps, so that a small resize does not ask again. */
const BUCKET_STEP = 100;

/** The period controls, the zoom bar, the four charts and the CSV download of one machine's trend. */
export function TrendView({ modelId, serialNo, sensors, timeZone }: TrendViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { period, choose } = usePeriodQuery(TREND_PERIOD_PRESETS, timeZone, (nowMs) =>
    presetPeriod(TREND_PERIOD_PRESETS[0]!, nowMs, timeZone),
  );
  const [zoom, setZoom] = useState<TimeRange | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(sensors.filter((s) => !s.shownByDefault).map((s) => s.sensorId)),
  );
  const chartsBox = useRef<HTMLDivElement>(null);
  const width = useElementWidth(chartsBox);

  const range: TimeRange = zoom ?? { fromMs: wholeSeconds(period.fromMs), toMs: wholeSeconds(period.toMs) };
  const buckets = Math.max(BUCKET_STEP, Math.round(width / BUCKET_STEP) * BUCKET_STEP);
  const query = useTrendSensorData(
    width > 0
      ? { modelId, serialNo, sensorIds: sensors.map((s) => s.sensorId), ...range, buckets }
      : undefined,
  );
  const answer = query.data;

  const scaled = useMemo(() => {
    const map = new Map<string, PlotPoints>();
    for (const sensor of sensors) {
      const series = answer?.machine?.timeList.find((s) => s.sensorId === sensor.sensorId);
      map.set(sensor.sensorId, scaledPoints(series, sensor, locale));
    }
    return map;
  }, [answer, sensors, locale]);

  const drawn = useMemo(() => {
    const map = new Map<string, PlotPoints>();
    const gaps = answer?.machine?.gaps;
    const bucketGaps = gaps ? { breaksMs: gaps.breaks_ms, sparseBuckets: gaps.sparse_buckets } : null;
    for (const [id, points] of scaled) map.set(id, withGaps(points, answer?.bucketing, bucketGaps));
    return map;
  }, [scaled, answer]);

  // The legend shows a sensor's value when one of its points lies within a bucket (or 5 minutes) of the cursor.
  const nearMs = Math.max(answer?.bucketing?.bucketMs ?? 0, GAP_MS);
  const valueAt = useCallback(
    (sensorId: string, timeMs: number) => valueNear(scaled.get(sensorId) ?? NO_POINTS, timeMs, nearMs),
    [scaled, nearMs],
  );

  const choosePeriod = useCallback(
    (next: Period) => {
      choose(next);
      setZoom(null);
    },
    [choose],
  );

  const periodRange = useMemo(
    () => ({ fromMs: wholeSeconds(period.fromMs), toMs: wholeSeconds(period.toMs) }),
    [period],
  );
  const onZoom = useCallback(
    (fromMs: number, toMs: number) => setZoom(zoomTo(fromMs, toMs, periodRange)),
    [periodRange],
  );

  const onToggle = useCallback((sensorId: string) => {
    setHidden((before) => {
      const next = new Set(before);
      if (!next.delete(sensorId)) next.add(sensorId);
      return next;
    });
  }, []);

  const sensorsOf = useMemo(
    () => new Map(TREND_CHARTS.map((chart) => [chart, sensors.filter((s) => s.chart === chart)])),
    [sensors],
  );

  const hasData = [...scaled.values()].some((points) => points.t.length > 0);

  // The server writes and streams the file: every sample of the shown range, not the chart's points.
  const download = () => {
    const shown = TREND_CHARTS.flatMap((chart) =>
      (sensorsOf.get(chart) ?? []).filter((s) => !hidden.has(s.sensorId)),
    );
    downloadTrendCsv({ modelId, serialNo, sensorIds: shown.map((s) => s.sensorId), ...range, locale });
  };

  const showTime = (ms: number) => formatDeviceDateTime(ms, timeZone);

  return (
    <Stack spacing={2}>
      <PeriodSelector
        presets={TREND_PERIOD_PRESETS}
        value={period}
        onChange={choosePeriod}
        timeZone={timeZone}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" color="textSecondary" sx={{ flexGrow: 1 }} data-testid="zoom-state">
          {zoom
            ? `${t('trendZoomedTo', { from: showTime(zoom.fromMs), to: showTime(zoom.toMs) })} ${t('inTimeZone', { zone: deviceZoneLabel(zoom.toMs, timeZone) })}`
            : t('trendZoomHint')}
        </Typography>
        <ZoomButtons shown={range} period={periodRange} onZoom={setZoom} />
        {zoom ? (
          <Button
            variant="outlined"
            startIcon={<ZoomOutMapIcon />}
            onClick={() => setZoom(null)}
            data-testid="zoom-reset"
          >
            {t('trendWholePeriod')}
          </Button>
        ) : null}
        <DownloadButton
          size="medium"
          onClick={download}
          // A file needs a ticked sensor (the server refuses one without).
          disabled={!hasData || sensors.every((s) => hidden.has(s.sensorId))}
          data-testid="trend-csv"
        >
          {t('downloadCsv')}
        </DownloadButton>
      </Box>
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
              onToggle={onToggle}
              ticks={chart === 'temperature' ? undefined : CHART_TICKS[chart]}
              fromMs={range.fromMs}
              toMs={range.toMs}
              timeZone={timeZone}
              onZoom={onZoom}
              settled={answer !== undefined && !query.isPlaceholderData}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
