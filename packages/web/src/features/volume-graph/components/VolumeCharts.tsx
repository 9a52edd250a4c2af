import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { deviceZoneLabel } from '@airsight/contracts/format/date-time';
import type { CsvAbout } from '../../../api/operation-log/addLogs.ts';
import { airCsv, energyCsv, type CsvTexts, type VolumeTable } from '../volumeData.ts';
import type { BucketKind } from '../volumePeriod.ts';
import { specificReadout, totalReadout, type ReadoutTexts } from '../volumeView.ts';
import { BucketChart } from '../../../components/charts/BucketChart.tsx';
import { VolumeChartPanel } from './VolumeChartPanel.tsx';
import { VolumeLegend } from './VolumeLegend.tsx';
import { VolumeSummaryTable } from './VolumeSummaryTable.tsx';

/** The two stacked bar charts, each with its own CSV file: which rows of the table, unit, file. */
const BAR_CHARTS = [
  { id: 'air', titleKey: 'dischargeAirVolume', rows: 'air', totals: 'airTotal', unit: 'm³', csv: airCsv },
  {
    id: 'energy',
    titleKey: 'powerConsumption',
    rows: 'energy',
    totals: 'energyTotal',
    unit: 'kWh',
    csv: energyCsv,
  },
] as const;

interface VolumeChartsProps {
  table: VolumeTable;
  bucket: BucketKind | undefined;
  /** The time zone of the time column, named as at this instant (the period's end). */
  timeZone: string | null;
  zoneAtMs: number;
  /** What the CSV files are about, for the operation log. */
  about: CsvAbout;
}

/**
 * The period's charts, one legend for all: air volume and energy as stacked bars per bucket, each with
 * its CSV, each machine's specific power against its expected figure, and the summary table.
 */
export function VolumeCharts({ table, bucket, timeZone, zoneAtMs, about }: VolumeChartsProps) {
  const { t } = useTranslation();
  const bucketName = bucket === 'hour' ? t('hourly') : t('daily');
  const timeLabel = `${t('dateTime')} ${t('inTimeZone', { zone: deviceZoneLabel(zoneAtMs, timeZone) })}`;
  const csvTexts: CsvTexts = {
    time: timeLabel,
    total: t('total'),
    specificPowerOf: (machine) => t('specificPowerOf', { machine }),
    expectedSpecificPowerOf: (machine) => t('expectedSpecificPowerOf', { machine }),
    aboveExpectedOf: (machine) => t('aboveExpectedOf', { machine }),
    aboveExpected: t('aboveExpected'),
  };
  const readoutTexts: ReadoutTexts = {
    total: t('total'),
    expected: t('expected'),
    aboveExpected: t('aboveExpected'),
  };
  return (
    <Stack spacing={2} data-testid="volume-charts" data-bucket={bucket}>
      <VolumeLegend machines={table.machines} />
      {BAR_CHARTS.map((bars) => (
        <VolumeChartPanel
          key={bars.id}
          title={t(bars.titleKey)}
          testId={`${bars.id}-chart`}
          csv={() => bars.csv(table, csvTexts)}
          about={about}
        >
          <BucketChart
            kind="bars"
            buckets={table.buckets}
            rows={table[bars.rows]}
            unit={bars.unit}
            decimals={1}
            timeLabel={timeLabel}
            readout={totalReadout(table, table[bars.totals], bars.unit, readoutTexts)}
            ariaLabel={t('volumeChartLabel', { name: t(bars.titleKey), bucket: bucketName })}
            testId={`${bars.id}-chart-plot`}
          />
        </VolumeChartPanel>
      ))}
      <VolumeChartPanel title={`${t('specificPower')} (kW/(m³/min))`} testId="specific-power-chart">
        <BucketChart
          kind="points"
          buckets={table.buckets}
          rows={table.specific}
          flags={table.aboveExpected}
          unit="kW/(m³/min)"
          decimals={2}
          height={200}
          timeLabel={timeLabel}
          readout={specificReadout(table, readoutTexts)}
          ariaLabel={t('specificPowerChartLabel', { bucket: bucketName })}
          testId="specific-power-chart-plot"
        />
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('specificPowerNote')}
        </Typography>
      </VolumeChartPanel>
      <VolumeSummaryTable table={table} />
    </Stack>
  );
}
