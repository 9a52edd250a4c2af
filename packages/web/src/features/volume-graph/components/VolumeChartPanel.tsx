import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { downloadCsv } from '../../../lib/csv.ts';
import { logCsvDownload, type CsvAbout } from '../../../api/operation-log/addLogs.ts';
import { volumeCsvFileName, type CsvFile } from '../volumeData.ts';
import '../../../components/panel.css';
import './volumeGraph.css';

interface VolumeChartPanelProps {
  title: string;
  testId: string;
  csv?: () => CsvFile;
  /** What the CSV is about, for the operation log. */
  about?: CsvAbout;
  children: ReactNode;
}

/** A chart with its heading and, for the volume and power charts, its own CSV download. */
export function VolumeChartPanel({ title, testId, csv, about, children }: VolumeChartPanelProps) {
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
              logCsvDownload(file.name, file.rows.length, about);
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
