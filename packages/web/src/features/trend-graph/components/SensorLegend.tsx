import { memo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@airsight/contracts/format/number';
import { deviceZoneLabel, formatDeviceDateTime } from '@airsight/contracts/format/date-time';
import type { TrendSensor } from '../trendSeries.ts';
import './trendGraph.css';

export interface SensorLegendProps {
  chartName: string;
  sensors: readonly TrendSensor[];
  hidden: ReadonlySet<string>;
  onToggle: (sensorId: string) => void;
  /** The time under the cursor and each sensor's value there (undefined: no point near it). */
  cursorMs: number | null;
  valueAt: (sensorId: string, timeMs: number) => number | undefined;
  timeZone: string | null | undefined;
}

/**
 * A chart's legend: a tickbox per sensor in its line colour (hidden-by-default sensors start unticked),
 * and, while the cursor is on the chart, the time in the machine's zone and each value there.
 */
function Legend({ chartName, sensors, hidden, onToggle, cursorMs, valueAt, timeZone }: SensorLegendProps) {
  const { t } = useTranslation();
  return (
    <div>
      <span className="trend-cursor-time" data-testid="cursor-time" aria-live="off">
        {cursorMs === null
          ? ' '
          : `${formatDeviceDateTime(cursorMs, timeZone)} ${t('inTimeZone', { zone: deviceZoneLabel(cursorMs, timeZone) })}`}
      </span>
      <div role="group" aria-label={t('trendSensorsOf', { chart: chartName })} className="trend-legend">
        {sensors.map((sensor) => {
          const value = cursorMs === null ? undefined : valueAt(sensor.sensorId, cursorMs);
          return (
            <label
              key={sensor.sensorId}
              data-testid={`legend-${sensor.sensorId}`}
              className="trend-legend-item"
            >
              <input
                type="checkbox"
                checked={!hidden.has(sensor.sensorId)}
                onChange={() => onToggle(sensor.sensorId)}
                data-testid={`toggle-${sensor.sensorId}`}
                style={{ '--sensor-colour': sensor.colour } as CSSProperties}
              />
              <span>
                {`${sensor.label} (${sensor.unit})`}
                {value === undefined ? null : (
                  <span data-testid="legend-value" className="trend-legend-value">
                    {formatNumber(value, sensor.decimals)}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}

/** The legend draws again when its props change; `valueAt` matters only while the cursor is on the chart. */
export const SensorLegend = memo(
  Legend,
  (before, after) =>
    before.chartName === after.chartName &&
    before.sensors === after.sensors &&
    before.hidden === after.hidden &&
    before.onToggle === after.onToggle &&
    before.cursorMs === after.cursorMs &&
    before.timeZone === after.timeZone &&
    (after.cursorMs === null || before.valueAt === after.valueAt),
);
