import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { useTranslation } from 'react-i18next';
import { tip } from '../../../components/tip.ts';
import { canPan, MIN_ZOOM_MS, panZoom, zoomIn, zoomOut, type TimeRange } from '../zoomRange.ts';
import './trendGraph.css';

interface ZoomButtonsProps {
  shown: TimeRange;
  period: TimeRange;
  /** The range to show, or null for the whole period. */
  onZoom: (range: TimeRange | null) => void;
}

/**
 * Zoom in and out and move the zoomed range, a step at a time: what a drag across a chart does, for a
 * keyboard or a touch screen (uPlot's drag selection answers the mouse only).
 */
export function ZoomButtons({ shown, period, onZoom }: ZoomButtonsProps) {
  const { t } = useTranslation();
  const width = shown.toMs - shown.fromMs;
  const whole = width >= period.toMs - period.fromMs;
  const buttons = [
    {
      id: 'zoom-out',
      label: t('trendZoomOut'),
      icon: <ZoomOutIcon />,
      off: whole,
      next: () => zoomOut(shown, period),
    },
    {
      id: 'zoom-in',
      label: t('trendZoomIn'),
      icon: <ZoomInIcon />,
      off: width <= MIN_ZOOM_MS,
      next: () => zoomIn(shown, period),
    },
    {
      id: 'zoom-earlier',
      label: t('trendEarlier'),
      icon: <ChevronLeftIcon />,
      off: !canPan(shown, period, -1),
      next: () => panZoom(shown, period, -1),
    },
    {
      id: 'zoom-later',
      label: t('trendLater'),
      icon: <ChevronRightIcon />,
      off: !canPan(shown, period, 1),
      next: () => panZoom(shown, period, 1),
    },
  ];
  return (
    <div role="group" aria-label={t('trendZoom')} className="trend-zoom-buttons">
      {buttons.map((b) => (
        <button
          key={b.id}
          type="button"
          className="icon-button"
          aria-label={b.label}
          disabled={b.off}
          onClick={() => onZoom(b.next())}
          data-testid={b.id}
          {...tip(b.label)}
        >
          {b.icon}
        </button>
      ))}
    </div>
  );
}
