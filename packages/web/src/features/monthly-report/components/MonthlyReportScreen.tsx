import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { LOCALE_IDS } from '@airsight/contracts/locales';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import { UNSET_GROUP_ID } from '@airsight/contracts/routes';
import type { MonthlyReportReserveBody } from '@airsight/contracts/http/monthly-report';
import { DateField } from '../../../components/period/index.ts';
import { LoadingBar } from '../../../components/LoadingBar.tsx';
import { RefreshBar } from '../../../components/RefreshBar.tsx';
import { RefusalMessage } from '../../../components/RefusalMessage.tsx';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useReportSums } from '../api/getReportSums.ts';
import { previousMonth, reportMonthOf, reportStatusKey } from '../reportMonth.ts';
import { useReportJob } from '../useReportJob.ts';
import { useReportMachines } from '../useReportMachines.ts';
import { ReportCharts } from './ReportCharts.tsx';
import { ReportFile } from './ReportFile.tsx';
import { ReportMachinesTable } from './ReportMachinesTable.tsx';
import './monthlyReport.css';

/**
 * Monthly report (route MonthlyReport, part 2 §2, §9): for a group of a device group (a user-defined
 * group, 'all' or 'unset'), the month (in the route's query, the previous month unless chosen), the
 * group's machines, daily air volume and energy of the month and monthly ones of the month and the 11
 * before it, and the month's Excel file, made by a report job on the server. Rules: reportMonth.ts;
 * machines: useReportMachines.ts; the file's job: useReportJob.ts.
 */
export default function MonthlyReportScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const params = useParams();
  const location = useLocation();
  const [query, setQuery] = useSearchParams();
  const report = useReportMachines();
  const machines = report.status === 'ready' ? report.machines : undefined;
  const timeZone = machines?.[0]?.timeZone ?? null;
  const [openedAtMs] = useState(() => Date.now());
  const month = reportMonthOf(query.get('month') ?? '') ?? previousMonth(openedAtMs, timeZone);
  const setMonth = (next: string) => {
    const nextQuery = new URLSearchParams(query);
    nextQuery.set('month', next);
    // The router state (the machines of the opening link) stays with the view.
    setQuery(nextQuery, { state: location.state as unknown });
  };

  const sums = useReportSums(machines, month);
  const deviceGroupId = params.device_group_id ?? '';
  const groupId = params.group_id ?? '';
  // 'unset' names its machines: another machine's report is another reservation.
  const route =
    groupId === UNSET_GROUP_ID && machines
      ? `${location.pathname}?${machines.map((m) => machineKeyOf(m.modelId, m.serialNo)).join(',')}`
      : location.pathname;
  const body = useMemo((): MonthlyReportReserveBody | undefined => {
    if (!machines || machines.length === 0) return undefined;
    return {
      month,
      deviceGroupId,
      groupId,
      localeId: LOCALE_IDS[locale],
      ...(groupId === UNSET_GROUP_ID
        ? { devices: machines.map((m) => ({ modelId: m.modelId, serialNo: m.serialNo })) }
        : {}),
    };
  }, [machines, month, deviceGroupId, groupId, locale]);
  const job = useReportJob(reportStatusKey(route, month), body);
  const empty = sums.data?.every((s) => s.air.size === 0 && s.energy.size === 0) ?? false;

  return (
    <ScreenPage route="MonthlyReport">
      {report.status === 'missing' ? (
        <RefusalMessage messageKey={report.messageKey} testId="report-missing" />
      ) : (
        <Stack spacing={2}>
          <div className="report-controls">
            <DateField
              kind="month"
              label={t('targetMonth')}
              value={month}
              onCommit={(value) => {
                if (value && value !== month) setMonth(value);
              }}
              testId="report-month"
            />
            <ReportFile job={job} disabled={!body} />
          </div>
          {machines ? <ReportMachinesTable machines={machines} /> : <LoadingBar />}
          <RefreshBar active={Boolean(sums.data) && sums.isFetching} />
          {machines && machines.length === 0 ? (
            <Alert severity="info" data-testid="report-no-machines">
              {t('noMachinesToShow')}
            </Alert>
          ) : null}
          {empty ? (
            <Alert severity="info" data-testid="report-empty">
              {t('noDataInPeriod')}
            </Alert>
          ) : null}
          {machines && machines.length > 0 ? (
            sums.data ? (
              <ReportCharts machines={machines} sums={sums.data} month={month} />
            ) : (
              <LoadingBar />
            )
          ) : null}
        </Stack>
      )}
    </ScreenPage>
  );
}
