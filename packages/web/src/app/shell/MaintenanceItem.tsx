import { useTranslation } from 'react-i18next';
import { MAINTENANCE_STATUS_COLOURS } from '@airsight/contracts/presentation/service-codes';
import { STATUS_PALETTE } from '@airsight/contracts/presentation/palette';
import type { MaintenanceStatus } from '@airsight/contracts/service-records';
import { MaintenanceStatusIcon } from '../../components/MaintenanceStatusIcon.tsx';
import { MAINTENANCE_STATUS_WORDS } from '../../lib/maintenanceStatusText.ts';
import { maintenanceForecastText } from '../../lib/maintenanceForecastText.ts';
import { itemName, type ListedItem } from './maintenanceList.ts';

/**
 * The status text on a chip of the status colour (part 1 §2), black text on it: each colour is too light
 * for text on white, black on each is above 5:1 (WCAG AA).
 */
function StatusChip({ status }: { status: MaintenanceStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className="md-chip"
      style={{ backgroundColor: MAINTENANCE_STATUS_COLOURS[status], color: STATUS_PALETTE.black }}
    >
      {t(MAINTENANCE_STATUS_WORDS[status].text)}
    </span>
  );
}

export interface MaintenanceItemProps {
  item: ListedItem;
  /** The day the advice was judged: a forecast before it says overdue. */
  today: string;
  ticked: boolean;
  onTick: (id: string, on: boolean) => void;
}

/** One machine of the dialog: its name, status and forecast, and its 'Not displayed for 30 days' box. */
export function MaintenanceItem({ item, today, ticked, onTick }: MaintenanceItemProps) {
  const { t } = useTranslation();
  return (
    <li
      className="md-item"
      data-testid="maintenance-item"
      data-serial={item.serial_no}
      data-status={item.status}
    >
      <div className="md-row">
        <MaintenanceStatusIcon status={item.status} decorative size={22} className="md-dot" />
        <div className="md-text">
          <p className="md-name">{itemName(item)}</p>
          <p className="md-status" data-testid="maintenance-status-text">
            <StatusChip status={item.status} />
          </p>
          {item.forecastDate ? (
            <p className="md-forecast" data-testid="maintenance-forecast">
              {maintenanceForecastText(t, item.forecastDate, today)}
            </p>
          ) : null}
          <label className="md-check">
            <input type="checkbox" checked={ticked} onChange={(e) => onTick(item.id, e.target.checked)} />
            {t('notDisplayedFor30Days')}
          </label>
        </div>
      </div>
    </li>
  );
}
