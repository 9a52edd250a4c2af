/**
 * The trend graph's CSV (part 2 §9, file YYYYMMDD.csv): what the charts show. One row per time at which
 * a shown sensor has a point in the shown range (the whole period, or the zoomed range), oldest first;
 * the time in the machine's time zone, then one column per shown sensor, headed with its label and unit,
 * holding its value as the chart draws it (scaled, in the locale's unit, with its decimals), empty where
 * that sensor has no point at that time. Breaks in the lines are not rows.
 */
import { formatDeviceDateTime } from '@airsight/contracts/format/date-time';
import { csvDecimal, type CsvCell } from '../../lib/csv.ts';
import type { PlotPoints, TrendSensor } from './trendSeries.ts';

export interface TrendCsv {
  header: CsvCell[];
  rows: CsvCell[][];
}

export function trendCsv(
  sensors: readonly TrendSensor[],
  pointsOf: (sensorId: string) => PlotPoints,
  range: { fromMs: number; toMs: number },
  timeZone: string | null | undefined,
  timeHeader: string,
): TrendCsv {
  const byTime = new Map<number, CsvCell[]>();
  sensors.forEach((sensor, column) => {
    const { t: times, v: values } = pointsOf(sensor.sensorId);
    times.forEach((t, i) => {
      const v = values[i];
      if (v === null || v === undefined || t < range.fromMs || t > range.toMs) return;
      let row = byTime.get(t);
      if (!row) {
        row = new Array<CsvCell>(sensors.length).fill('');
        byTime.set(t, row);
      }
      row[column] = csvDecimal(v, sensor.decimals);
    });
  });
  const rows = [...byTime.entries()]
    .sort(([a], [b]) => a - b)
    .map(([t, values]) => [formatDeviceDateTime(t, timeZone), ...values]);
  return {
    header: [timeHeader, ...sensors.map((s) => `${s.label} (${s.unit})`)],
    rows,
  };
}
