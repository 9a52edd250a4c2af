/**
 * The trend graph's CSV file (GET /v1/sensor-data-file-mgt/trendCsv, part 2 §9): every sample of the shown
 * range (the period, or the zoomed range) for the ticked sensors, in the chart's order, written by the
 * server in the screen's language and streamed. Saved by following a link to it, not fetched: a year is
 * about 26 MB, which the browser writes to disk as it arrives. The file is named by today's date in the
 * browser's zone, as the client's other CSV files are.
 */
import type { QueryOf } from '@airsight/contracts/http/calls';
import { sensorDataCalls } from '@airsight/contracts/http/calls/sensor-data';
import { formatApiTime } from '@airsight/contracts/format/api-time';
import { withQuery, type QueryParams } from '@airsight/contracts/http/url';
import { LOCALE_IDS, type Locale } from '@airsight/contracts/locales';
import { saveFromServer } from '../../../lib/saveFile.ts';

export interface TrendCsvRequest {
  modelId: string;
  serialNo: string;
  sensorIds: readonly string[];
  /** Whole seconds, inclusive, as the charts ask for them. */
  fromMs: number;
  toMs: number;
  locale: Locale;
}

export function trendCsvUrl(request: TrendCsvRequest): string {
  const query: QueryOf<typeof sensorDataCalls.trendCsv> = {
    model_id: request.modelId,
    serial_no: request.serialNo,
    sensor_id: request.sensorIds.join(','),
    measure_time_from: formatApiTime(request.fromMs),
    measure_time_to: formatApiTime(request.toMs),
    locale: LOCALE_IDS[request.locale],
    // The browser's zone: the day of the file name, and the times of a machine without a known zone.
    time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone || undefined,
  };
  return withQuery(sensorDataCalls.trendCsv.path, query as QueryParams);
}

export function downloadTrendCsv(request: TrendCsvRequest): void {
  saveFromServer(trendCsvUrl(request));
}
