import { MAINTENANCE_STATUS_COLOURS } from '@airsight/contracts/presentation/service-codes';
import type { MaintenanceStatus } from '@airsight/contracts/service-records';
import { CardIcon } from './CardIcon.tsx';

/**
 * The maintenance-notice icon: a clock face in the notification's colour (notice green, warning orange,
 * danger red, part 1 §4). Nothing without a notification.
 */
export function MaintenanceNoticeIcon({
  status,
  label,
}: {
  status: MaintenanceStatus | null | undefined;
  label: string;
}) {
  if (!status) return null;
  const color = MAINTENANCE_STATUS_COLOURS[status];
  return (
    <CardIcon label={label} testId="maintenance-notice-icon" data={{ status }}>
      <circle cx="12" cy="12" r="10" fill={color} stroke="#424242" strokeWidth="1" />
      <path d="M12 6 V12 L16 14.5" fill="none" stroke="#212121" strokeWidth="2" strokeLinecap="round" />
    </CardIcon>
  );
}
