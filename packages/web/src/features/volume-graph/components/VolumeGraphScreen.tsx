import { useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { deviceZoneLabel } from '@airsight/contracts/format/date-time';
import { formatNumber } from '@airsight/contracts/format/number';
import { RefusalMessage } from '../../../components/RefusalMessage.tsx';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { downloadCsv } from '../../../lib/csv.ts';
import { VOLUME_PERIOD_PRESETS, type Period } from '../../../lib/period.ts';
import { monthFromParams } from '../../../lib/periodQuery.ts';
import { usePeriodQuery } from '../../../lib/usePeriodQuery.ts';
import { useVolumeSums } from '../api/getVolumeSums.ts';
import { useVolumeMachines } from '../useVolumeMachines.ts';
import { useVolumeSubject } from '../useVolumeSubject.ts';
import {
  airCsv,
  energyCsv,
  volumeCsvFileName,
  volumeTable,
  type CsvFile,
  type CsvTexts,
} from '../volumeData.ts';
import { bucketLabels, MONTH_SPANS, openingChoice, periodOf } from '../volumePeriod.ts';
import { BucketChart } from './BucketChart.tsx';
import { VolumeLegend } from './VolumeLegend.tsx';
import { VolumePeriodControls } from './VolumePeriodControls.tsx';
import { VolumeSummaryTable } from './VolumeSummaryTable.tsx';
import '../../../components/panel.css';
import { RefreshBar } from '../../../components/RefreshBar.tsx';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import './volumeGraph.css';

// The page's start-up imports it from here (app/preloadFirstScreen.ts; why: openingSums.ts).
export { prefetchOpeningSums } from '../openingSums.ts';

/** Shown for a figure that does not exist. */
const NONE = '—';

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

interface ChartPanelProps {
  title: string;
  testId: string;
  csv?: () => CsvFile;
  children: ReactNode;
}

/** A chart with its heading and, for the volume and power charts, its own CSV download. */
function ChartPanel({ title, testId, csv, children }: ChartPanelProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={title} data-testid={testId} className="panel volume-panel">
      <div className="volume-panel-head">
        <h2 className="panel-title">{title}</h2>
        {csv ? (
          <DownloadButton
            aria-label={t('downloadCsvOf', { name: title })}
            onClick={() => {
              const file = csv();
              downloadCsv(file.header, file.rows, volumeCsvFileName(file));
            }}
            data-testid={`${testId}-csv`}
          >
            {t('downloadCsv')}
          </DownloadButton>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/**
 * Discharge air volume and power graph (route VolumeGraph, part 2 §2): for one machine or a group, stacked
 * bars of air volume (m³) and energy (kWh) per hour or day, each with its CSV, and each machine's
 * specific power against what it should reach at its loading. Rules: volumePeriod.ts, volumeData.ts.
 */
export default function VolumeGraphScreen() {
  const { t } = useTranslation();
  const scope = useVolumeMachines();
  const machines = scope.status === 'ready' ? scope.machines : undefined;
  const subject = useVolumeSubject(machines);
  // "Today", the any-period days and the time column follow the first machine's zone.
  const timeZone = machines?.[0]?.timeZone ?? null;
  // The period and month are in the route's query (a link or a reload opens the same view); without them
  // the screen shows its opening choice in the zone of the first machine, which is known once the
  // machines are in (the page's preload asks for the same sums: preload.ts).
  const { period, choose, params } = usePeriodQuery(
    VOLUME_PERIOD_PRESETS,
    timeZone,
    (nowMs) => openingChoice(nowMs, timeZone).period,
  );
  const month = monthFromParams(params) ?? openingChoice(period.toMs, timeZone).month;
  // The month is part of the view only for the options that read it.
  const setPeriod = (next: Period) => choose(next, MONTH_SPANS[next.preset] ? month : undefined);
  const setMonth = (next: string) => choose(period, next);

  const volumePeriod = useMemo(
    () => periodOf(period.preset, { month, from: period.fromDate, to: period.toDate }, period.toMs, timeZone),
    [period, month, timeZone],
  );
  const sums = useVolumeSums(machines, volumePeriod);
  const table = useMemo(
    () =>
      machines && volumePeriod && sums.data
        ? volumeTable(bucketLabels(volumePeriod, timeZone), machines, sums.data)
        : undefined,
    [machines, volumePeriod, sums.data, timeZone],
  );
  const empty = sums.data?.every((s) => s.air.size === 0 && s.energy.size === 0) ?? false;

  const bucketName = volumePeriod?.bucket === 'hour' ? t('hourly') : t('daily');
  const timeLabel = `${t('dateTime')} ${t('inTimeZone', { zone: deviceZoneLabel(period.toMs, timeZone) })}`;
  const csvTexts: CsvTexts = {
    time: timeLabel,
    total: t('total'),
    specificPowerOf: (machine) => t('specificPowerOf', { machine }),
    expectedSpecificPowerOf: (machine) => t('expectedSpecificPowerOf', { machine }),
    aboveExpectedOf: (machine) => t('aboveExpectedOf', { machine }),
    aboveExpected: t('aboveExpected'),
  };
  const specificTitle = `${t('specificPower')} (kW/(m³/min))`;
  const totalReadout = (totals: readonly (number | null)[], unit: string) => (j: number) =>
    `${table?.buckets[j] ?? ''} — ${t('total')}: ${totals[j] === null ? NONE : `${formatNumber(totals[j], 1)} ${unit}`}`;
  const specificReadout = (j: number) => {
    if (!table) return '';
    const figures = table.machines.flatMap((m, i) => {
      const sp = table.specific[i]![j];
      if (sp === undefined) return [];
      const expected = table.expected[i]![j];
      if (expected === undefined) return [`${m.label} ${formatNumber(sp, 2)}`];
      const flag = table.aboveExpected[i]![j] ? `, ${t('aboveExpected')}` : '';
      return [`${m.label} ${formatNumber(sp, 2)} (${t('expected')} ${formatNumber(expected, 2)}${flag})`];
    });
    return `${table.buckets[j]} — ${figures.length ? figures.join(', ') : NONE}`;
  };

  return (
    <ScreenPage route="VolumeGraph">
      {subject ? (
        <Typography data-testid="volume-subject" sx={{ mt: -1, color: 'text.secondary' }}>
          {subject}
        </Typography>
      ) : null}
      {scope.status === 'missing' ? (
        <RefusalMessage messageKey={scope.messageKey} testId="volume-scope-missing" />
      ) : (
        <Stack spacing={2}>
          <VolumePeriodControls
            period={period}
            onPeriodChange={setPeriod}
            month={month}
            onMonthChange={setMonth}
            timeZone={timeZone}
          />
          <RefreshBar active={scope.status === 'pending' || sums.isFetching} />
          {scope.status === 'ready' && scope.total > scope.machines.length ? (
            <Alert severity="info" data-testid="volume-capped">
              {t('volumeMachinesCapped', {
                shown: formatNumber(scope.machines.length, 0),
                total: formatNumber(scope.total, 0),
              })}
            </Alert>
          ) : null}
          {machines && machines.length === 0 ? (
            <Alert severity="info" data-testid="volume-no-machines">
              {t('noMachinesToShow')}
            </Alert>
          ) : null}
          {empty ? (
            <Alert severity="info" data-testid="volume-empty">
              {t('noDataInPeriod')}
            </Alert>
          ) : null}
          {table ? (
            <Stack spacing={2} data-testid="volume-charts" data-bucket={volumePeriod?.bucket}>
              <VolumeLegend machines={table.machines} />
              {BAR_CHARTS.map((bars) => (
                <ChartPanel
                  key={bars.id}
                  title={t(bars.titleKey)}
                  testId={`${bars.id}-chart`}
                  csv={() => bars.csv(table, csvTexts)}
                >
                  <BucketChart
                    kind="bars"
                    buckets={table.buckets}
                    rows={table[bars.rows]}
                    unit={bars.unit}
                    decimals={1}
                    timeLabel={timeLabel}
                    readout={totalReadout(table[bars.totals], bars.unit)}
                    ariaLabel={t('volumeChartLabel', { name: t(bars.titleKey), bucket: bucketName })}
                    testId={`${bars.id}-chart-plot`}
                  />
                </ChartPanel>
              ))}
              <ChartPanel title={specificTitle} testId="specific-power-chart">
                <BucketChart
                  kind="points"
                  buckets={table.buckets}
                  rows={table.specific}
                  flags={table.aboveExpected}
                  unit="kW/(m³/min)"
                  decimals={2}
                  height={200}
                  timeLabel={timeLabel}
                  readout={specificReadout}
                  ariaLabel={t('specificPowerChartLabel', { bucket: bucketName })}
                  testId="specific-power-chart-plot"
                />
                <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                  {t('specificPowerNote')}
                </Typography>
              </ChartPanel>
              <VolumeSummaryTable table={table} />
            </Stack>
          ) : null}
        </Stack>
      )}
    </ScreenPage>
  );
}
