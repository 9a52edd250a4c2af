import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@airsight/contracts/format/number';
import { deviceZoneLabel } from '@airsight/contracts/format/date-time';
import { BucketChart } from '../../../components/charts/BucketChart.tsx';
import type { DaySums } from '../api/getReportSums.ts';
import { dailyRow, dayLabels, monthLabel, monthlyRow, reportMonths } from '../reportMonth.ts';
import type { ReportMachine } from '../useReportMachines.ts';
import { ReportLegend } from './ReportLegend.tsx';
import '../../../components/panel.css';
import './monthlyReport.css';

interface ReportChartsProps {
  machines: readonly ReportMachine[];
  sums: readonly DaySums[];
  month: string;
}

type Rows = (number | null)[][];

/** Per bucket, the sum over the machines; null when no machine has one. */
function totalsOf(rows: Rows, count: number): (number | null)[] {
  return Array.from({ length: count }, (_, b) => {
    let sum: number | null = null;
    for (const row of rows) if (row[b] !== null && row[b] !== undefined) sum = (sum ?? 0) + row[b];
    return sum;
  });
}

/**
 * The four charts of the report: daily air volume and energy of the month, and monthly air volume and
 * energy of the month and the 11 before it, bars stacked per machine in the palette's order (the
 * workbook's charts), one legend for all.
 */
export function ReportCharts({ machines, sums, month }: ReportChartsProps) {
  const { t } = useTranslation();
  const charts = useMemo(() => {
    const days = dayLabels(month);
    const months = reportMonths(month);
    const monthBuckets = months.map(monthLabel);
    const daily = (pick: (s: DaySums) => ReadonlyMap<string, number>) =>
      sums.map((s) => dailyRow(pick(s), days));
    const monthly = (pick: (s: DaySums) => ReadonlyMap<string, number>) =>
      sums.map((s) => monthlyRow(pick(s), months));
    return [
      { id: 'daily-air', titleKey: 'dailyAirVolume', buckets: days, rows: daily((s) => s.air), unit: 'm³' },
      {
        id: 'daily-energy',
        titleKey: 'dailyPowerConsumption',
        buckets: days,
        rows: daily((s) => s.energy),
        unit: 'kWh',
      },
      {
        id: 'monthly-air',
        titleKey: 'monthlyAirVolume',
        buckets: monthBuckets,
        rows: monthly((s) => s.air),
        unit: 'm³',
      },
      {
        id: 'monthly-energy',
        titleKey: 'monthlyPowerConsumption',
        buckets: monthBuckets,
        rows: monthly((s) => s.energy),
        unit: 'kWh',
      },
    ] as const;
  }, [sums, month]);
  // The zone as named in the chosen month (summer time).
  const zone = deviceZoneLabel(Date.parse(`${month}-15T00:00:00Z`), machines[0]?.timeZone ?? null);
  return (
    <>
      <ReportLegend machines={machines} />
      <div className="report-charts" data-testid="report-charts">
        {charts.map((chart) => {
          const title = t(chart.titleKey);
          const totals = totalsOf(chart.rows, chart.buckets.length);
          const daily = chart.id.startsWith('daily');
          return (
            <section
              key={chart.id}
              aria-label={title}
              data-testid={`${chart.id}-chart`}
              className="panel report-panel"
            >
              <h2 className="panel-title">
                {title} ({chart.unit})
              </h2>
              <BucketChart
                kind="bars"
                buckets={chart.buckets}
                rows={chart.rows}
                unit={chart.unit}
                decimals={1}
                height={240}
                timeLabel={`${daily ? t('date') : t('month')} ${t('inTimeZone', { zone })}`}
                readout={(j) =>
                  `${chart.buckets[j] ?? ''} — ${t('total')}: ${
                    totals[j] === null || totals[j] === undefined
                      ? '—'
                      : `${formatNumber(totals[j], 1)} ${chart.unit}`
                  }`
                }
                ariaLabel={t('volumeChartLabel', { name: title, bucket: daily ? t('daily') : t('monthly') })}
                testId={`${chart.id}-chart-plot`}
              />
            </section>
          );
        })}
      </div>
    </>
  );
}
