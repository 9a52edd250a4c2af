/**
 * The trend of one machine (POST /v1/sensor-data-file-mgt/getSensorData, part 2 §7, §9; DESIGN §6): every
 * preset sensor of the machine in one call, so hiding a sensor needs no new call.
 * - A range whose raw samples may fit in one answer (30,000 points over all series: about 27 hours of
 *   1-minute samples) is asked raw, and the chart shows every sample; when the answer says it was cut
 *   (faster samples), the range is asked again down-sampled.
 * - Longer ranges are down-sampled with M4 to about one bucket per pixel column of the chart. M4 keeps
 *   each bucket's first, last, min and max, which draws the same picture as the raw samples, but not every
 *   sample: zooming in ends on the raw samples.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sensorDataCalls } from '@airsight/contracts/http/calls/sensor-data';
import {
  M4_MAX_BUCKETS,
  SENSOR_DATA_MAX_POINTS,
  type DownsampleInfo,
  type MachineSensorData,
} from '@airsight/contracts/http/sensor-data';
import { apiTimeToMs, formatApiTime } from '@airsight/contracts/format/api-time';
import { api } from '../../../lib/api.ts';
import type { Bucketing } from '../trendSeries.ts';
import { trendKeys } from './keys.ts';

/** Part 2 §9: a series is never drawn from more than 50,000 points. */
export const MAX_POINTS_PER_SERIES = 50_000;
/** M4 answers up to 4 points per bucket and series. */
const POINTS_PER_BUCKET = 4;

export interface TrendRequest {
  modelId: string;
  serialNo: string;
  sensorIds: readonly string[];
  /** Whole seconds (the API's times have no fraction), inclusive. */
  fromMs: number;
  toMs: number;
  /** Wanted buckets, e.g. the chart's width in pixels. */
  buckets: number;
}

export interface TrendData {
  machine: MachineSensorData | null;
  /** The M4 buckets; null when the answer holds the raw samples. */
  bucketing: Bucketing | null;
}

/** The samples the raw try expects at most: one a minute (the gateways' usual rate). */
const EXPECTED_SAMPLE_MS = 60_000;

/** Whether a range may hold few enough raw samples to be asked raw. */
export function mayAskRaw(fromMs: number, toMs: number, sensorCount: number): boolean {
  const perSeries = Math.floor(SENSOR_DATA_MAX_POINTS / Math.max(1, sensorCount));
  return (toMs - fromMs) / EXPECTED_SAMPLE_MS + 1 <= perSeries;
}

/** The buckets to ask for: the wish, within what one answer (30,000 points) and one series may hold. */
export function bucketsFor(wanted: number, sensorCount: number): number {
  const byAnswer = Math.floor(SENSOR_DATA_MAX_POINTS / (POINTS_PER_BUCKET * Math.max(1, sensorCount)));
  const bySeries = Math.floor(MAX_POINTS_PER_SERIES / POINTS_PER_BUCKET);
  return Math.max(1, Math.min(Math.round(wanted), byAnswer, bySeries, M4_MAX_BUCKETS));
}

/** The answer's buckets: the first starts at the answer's origin (the period's start if unreadable). */
function bucketingOf(info: DownsampleInfo | null, fromMs: number): Bucketing | null {
  if (!info) return null;
  return { originMs: apiTimeToMs(info.origin) ?? fromMs, bucketMs: info.bucket_ms, buckets: info.buckets };
}

export async function getTrendSensorData(request: TrendRequest, signal?: AbortSignal): Promise<TrendData> {
  const ask = (downsample: boolean) =>
    api(sensorDataCalls.sensorData, {
      body: {
        measure_time_from: formatApiTime(request.fromMs),
        measure_time_to: formatApiTime(request.toMs),
        max_number: SENSOR_DATA_MAX_POINTS,
        // Times and values as number columns: a quarter of the bytes, and no time to parse per point.
        columns: true,
        sensor_list: request.sensorIds.map((sensorId) => ({
          model_id: request.modelId,
          serial_no: request.serialNo,
          sensor_id: sensorId,
        })),
        ...(downsample
          ? { downsample: { method: 'm4', buckets: bucketsFor(request.buckets, request.sensorIds.length) } }
          : {}),
      },
      signal,
    });
  let answer = mayAskRaw(request.fromMs, request.toMs, request.sensorIds.length)
    ? await ask(false)
    : undefined;
  if (!answer || answer.truncated) answer = await ask(true);
  const machine =
    answer.sensor_data_list?.find((d) => d.modelId === request.modelId && d.serialNo === request.serialNo) ??
    null;
  return { machine, bucketing: bucketingOf(answer.downsample, request.fromMs) };
}

export const trendSensorDataQuery = (request: TrendRequest) =>
  queryOptions({
    queryKey: [
      ...trendKeys.sensorData(
        request.modelId,
        request.serialNo,
        request.fromMs,
        request.toMs,
        request.buckets,
      ),
      request.sensorIds.join(','),
    ],
    queryFn: ({ signal }) => getTrendSensorData(request, signal),
    // While a zoomed or new period loads, the charts keep what they show.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // A new answer replaces the old one whole: comparing up to 50,000 points a series with the old
    // answer, to keep equal parts, costs more than it saves.
    structuralSharing: false,
  });

export function useTrendSensorData(request: TrendRequest | undefined) {
  return useQuery({
    ...trendSensorDataQuery(
      request ?? { modelId: '', serialNo: '', sensorIds: [], fromMs: 0, toMs: 0, buckets: 1 },
    ),
    enabled: request !== undefined && request.sensorIds.length > 0,
  });
}
