import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import { useTranslation } from 'react-i18next';
import { deviceZoneLabel, formatDeviceDateTime } from '@airsight/contracts/format/date-time';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import type { TimeRange } from '../zoomRange.ts';
import { ZoomButtons } from './ZoomButtons.tsx';

export interface TrendToolbarProps {
  /** The zoomed range, or null while the whole period is shown. */
  zoom: TimeRange | null;
  /** The range shown: the zoom or the period. */
  shown: TimeRange;
  period: TimeRange;
  timeZone: string | null | undefined;
  onZoom: (range: TimeRange | null) => void;
  /** Whether there is a file to download (data in the range and a ticked sensor). */
  canDownload: boolean;
  onDownload: () => void;
}

/** Above the charts: what is shown (the zoom or how to zoom), the zoom buttons and the CSV download. */
export function TrendToolbar({
  zoom,
  shown,
  period,
  timeZone,
  onZoom,
  canDownload,
  onDownload,
}: TrendToolbarProps) {
  const { t } = useTranslation();
  const showTime = (ms: number) => formatDeviceDateTime(ms, timeZone);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Typography variant="body2" color="textSecondary" sx={{ flexGrow: 1 }} data-testid="zoom-state">
        {zoom
          ? `${t('trendZoomedTo', { from: showTime(zoom.fromMs), to: showTime(zoom.toMs) })} ${t('inTimeZone', { zone: deviceZoneLabel(zoom.toMs, timeZone) })}`
          : t('trendZoomHint')}
      </Typography>
      <ZoomButtons shown={shown} period={period} onZoom={onZoom} />
      {zoom ? (
        <Button
          variant="outlined"
          startIcon={<ZoomOutMapIcon />}
          onClick={() => onZoom(null)}
          data-testid="zoom-reset"
        >
          {t('trendWholePeriod')}
        </Button>
      ) : null}
      <DownloadButton size="medium" onClick={onDownload} disabled={!canDownload} data-testid="trend-csv">
        {t('downloadCsv')}
      </DownloadButton>
    </Box>
  );
}
