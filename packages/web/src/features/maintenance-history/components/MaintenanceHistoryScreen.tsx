import { useMemo } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import { equipmentNoOf } from '@airsight/contracts/service-records';
import { DataTable, textColumn, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { LoadingBar } from '../../../components/LoadingBar.tsx';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { tip } from '../../../components/tip.ts';
import { RouteMachineState } from '../../../components/RouteMachineState.tsx';
import { useRouteMachine } from '../../../api/master-info/useRouteMachine.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useSmartpassReports } from '../api/getSmartpassReports.ts';
import { useDownloadReportFile } from '../api/downloadReportFile.ts';
import { reportFileName, toHistoryRows, type HistoryRow } from '../historyRows.ts';

/** One line of the machine's identity above the table: a label and its value. */
function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box component="div" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }} data-testid={testId}>
        {value || '–'}
      </Typography>
    </Box>
  );
}

interface HistoryTableProps {
  serialNo: string;
}

/** The records of one machine the user may see: the service codes of part 2 §2 with their PDFs. */
function HistoryTable({ serialNo }: HistoryTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const equipmentNo = equipmentNoOf(serialNo);
  const reports = useSmartpassReports(equipmentNo);
  const download = useDownloadReportFile();
  const rows = useMemo(() => toHistoryRows(reports.data ?? [], locale), [reports.data, locale]);

  const columns = useMemo<DataTableColumn<HistoryRow>[]>(
    () => [
      // On a phone the work contents stay (they say which service it was: '6000h maintenance'), the
      // category and running hours go to the row's details.
      textColumn('category', t('category'), (r) => r.category, { priority: 'detail' }),
      textColumn('workContents', t('workContents'), (r) => r.workContents),
      {
        id: 'completionDate',
        header: t('completionDate'),
        cell: (r) => r.completionDate,
        sortValue: (r) => r.finishDate,
        noWrap: true,
      },
      {
        id: 'runningHour',
        header: t('runningHour'),
        cell: (r) => r.runningHoursText,
        sortValue: (r) => r.runningHours,
        align: 'right',
        noWrap: true,
        priority: 'detail',
      },
      {
        id: 'pdf',
        header: t('pdf'),
        align: 'center',
        // Every row as tall as one with the button, so that rows with and without a PDF line up.
        cell: (r) => {
          const file = r.attachmentFile;
          return (
            <Box sx={{ height: 28, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              {file ? (
                <IconButton
                  {...tip(t('downloadPdf'), 'start')}
                  size="small"
                  sx={{ p: 0.5 }}
                  aria-label={`${t('downloadPdf')} ${r.completionDate}`}
                  data-testid="report-pdf"
                  disabled={download.isPending}
                  onClick={() => download.mutate({ id: file, fileName: reportFileName(equipmentNo, r) })}
                >
                  <PictureAsPdfOutlinedIcon fontSize="small" color="error" />
                </IconButton>
              ) : null}
            </Box>
          );
        },
      },
    ],
    [t, download, equipmentNo],
  );

  if (reports.isPending) return <LoadingBar />;
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      ariaLabel={t('maintenanceRecords')}
      pageResetKey={equipmentNo}
      emptyText={reports.isError ? t('noData') : t('noMaintenanceRecords')}
      testId="maintenance-history-table"
    />
  );
}

/**
 * Maintenance records (route MaintenanceHistory, part 2 §2): the machine's name (its machine unit, the
 * equipment number of the service records), the customer's machine number and model, then the service
 * reports of codes 1, 3, 4 and 9, newest first, all on one page (10 or 20 a page as the user picks),
 * each with its PDF when it has one.
 */
export default function MaintenanceHistoryScreen() {
  const { t } = useTranslation();
  const route = useRouteMachine();

  let content;
  if (route.status !== 'ready') {
    // Unknown, or another customer's: the same answer, and none of that machine's records are asked for.
    content = <RouteMachineState status={route.status} testId="history-refusal" />;
  } else {
    const { machine } = route;
    content = (
      <>
        <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gap: 0.5 }}>
          <Field label={t('machineName')} value={equipmentNoOf(machine.serial_no)} testId="machine-name" />
          <Field
            label={t('customersMachineNumber')}
            value={machine.optional_info_2 ?? ''}
            testId="customer-machine-number"
          />
          <Field label={t('model')} value={machine.optional_info_1 ?? ''} testId="machine-model" />
        </Box>
        <HistoryTable serialNo={machine.serial_no} />
      </>
    );
  }

  return <ScreenPage route="MaintenanceHistory">{content}</ScreenPage>;
}
