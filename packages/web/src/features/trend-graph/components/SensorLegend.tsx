import { memo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@airsight/contracts/format/number';
import { deviceZoneLabel, formatDeviceDateTime } from '@airsight/contracts/format/date-time';
import type { TrendSensor } from '../trendSeries.ts';

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
    <Box>
      <Typography
        variant="caption"
        color="textSecondary"
        data-testid="cursor-time"
        aria-live="off"
        sx={{ display: 'block', minHeight: '1.5em' }}
      >
        {cursorMs === null
          ? ' '
          : `${formatDeviceDateTime(cursorMs, timeZone)} ${t('inTimeZone', { zone: deviceZoneLabel(cursorMs, timeZone) })}`}
      </Typography>
      <FormGroup row aria-label={t('trendSensorsOf', { chart: chartName })} sx={{ columnGap: 2 }}>
        {sensors.map((sensor) => {
          const value = cursorMs === null ? undefined : valueAt(sensor.sensorId, cursorMs);
          return (
            <FormControlLabel
              key={sensor.sensorId}
              data-testid={`legend-${sensor.sensorId}`}
              control={
                <Checkbox
                  size="small"
                  checked={!hidden.has(sensor.sensorId)}
                  onChange={() => onToggle(sensor.sensorId)}
                  slotProps={{ input: { 'data-testid': `toggle-${sensor.sensorId}` } as object }}
                  sx={{ color: sensor.colour, '&.Mui-checked': { color: sensor.colour } }}
                />
              }
              label={
                <Typography variant="body2" component="span">
                  {`${sensor.label} (${sensor.unit})`}
                  {value === undefined ? null : (
                    <Box component="span" data-testid="legend-value" sx={{ ml: 1, fontWeight: 600 }}>
                      {formatNumber(value, sensor.decimals)}
                    </Box>
                  )}
                </Typography>
              }
            />
          );
        })}
      </FormGroup>
    </Box>
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
