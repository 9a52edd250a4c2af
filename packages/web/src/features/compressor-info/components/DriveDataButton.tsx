import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useDownloadDriveData } from '../api/getDriveData.ts';

export interface DriveDataButtonProps {
  modelId: string;
  serialNo: string;
  /** The newest sample the screen knows of (epoch ms), if any. */
  lastMeasureMs: number | undefined;
  /** The machine's zone; undefined while its record loads (the button waits for it). */
  timeZone: string | null | undefined;
  /** Whether the machine's record has loaded (or failed: then the browser's zone, part 2 §9). */
  ready: boolean;
}

/** Saves the machine's last 120 samples as YYYYMMDD.csv (part 2 §9). */
export function DriveDataButton({ modelId, serialNo, lastMeasureMs, timeZone, ready }: DriveDataButtonProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const download = useDownloadDriveData();
  const save = () =>
    download.mutate({
      machine: { modelId, serialNo },
      lastMeasureMs,
      timeZone,
      locale,
      headers: { dateTime: t('dateTime'), utcOffset: t('utcOffset') },
    });

  return (
    <DownloadButton
      onClick={save}
      disabled={!ready || download.isPending}
      data-testid="download-drive-data-csv"
    >
      {t('driveDataCsv')}
    </DownloadButton>
  );
}
