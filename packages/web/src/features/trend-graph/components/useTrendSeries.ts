import { useCallback, useMemo } from 'react';
import type { Locale } from '@airsight/contracts/locales';
import type { TrendData } from '../api/getSensorData.ts';
import {
  NO_POINTS,
  scaledPoints,
  valueNear,
  withGaps,
  type PlotPoints,
  type TrendSensor,
} from '../trendSeries.ts';
import { bucketGapsOf, legendReachMs } from '../trendView.ts';

/**
 * The answer's series as the charts draw them: scaled per sensor, with breaks where samples are apart;
 * and each sensor's value near a time, for the legend at the cursor.
 */
export function useTrendSeries(
  answer: TrendData | undefined,
  sensors: readonly TrendSensor[],
  locale: Locale,
) {
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
    const gaps = bucketGapsOf(answer?.machine?.gaps);
    for (const [id, points] of scaled) map.set(id, withGaps(points, answer?.bucketing, gaps));
    return map;
  }, [scaled, answer]);

  const nearMs = legendReachMs(answer?.bucketing?.bucketMs);
  const valueAt = useCallback(
    (sensorId: string, timeMs: number) => valueNear(scaled.get(sensorId) ?? NO_POINTS, timeMs, nearMs),
    [scaled, nearMs],
  );

  const hasData = [...scaled.values()].some((points) => points.t.length > 0);
  return { drawn, valueAt, hasData };
}
