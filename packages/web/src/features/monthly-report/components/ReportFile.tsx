import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import type { useReportJob } from '../useReportJob.ts';
import './monthlyReport.css';

interface ReportFileProps {
  job: ReturnType<typeof useReportJob>;
  disabled: boolean;
}

/**
 * The Excel file: a button that reserves it, the job's progress in per cent while it is made, then a
 * button that saves it (at once for a job reserved on this page), or why it failed.
 */
export function ReportFile({ job, disabled }: ReportFileProps) {
  const { t } = useTranslation();
  const { phase, percent, fileName } = job;
  return (
    <div className="report-file" data-testid="report-file" data-phase={phase}>
      {phase === 'done' && fileName ? (
        <DownloadButton onClick={job.save} disabled={job.busy} data-testid="report-save">
          {t('downloadReadyReport', { fileName })}
        </DownloadButton>
      ) : (
        <DownloadButton
          onClick={job.start}
          disabled={disabled || job.busy || phase === 'preparing'}
          data-testid="report-excel"
        >
          {t('excelDownload')}
        </DownloadButton>
      )}
      {phase === 'preparing' ? (
        <div className="report-progress">
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('reportProgress')}
            data-testid="report-progress"
          />
          <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
            {t('reportPreparing', { percent })}
          </Typography>
        </div>
      ) : null}
      {phase === 'failed' ? (
        <Alert severity="error" data-testid="report-failed">
          {t('reportFailed')}
        </Alert>
      ) : null}
    </div>
  );
}
