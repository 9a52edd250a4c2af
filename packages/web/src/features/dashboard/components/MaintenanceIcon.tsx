/**
 * The clock-style maintenance icon of the alarm list (part 1 §2, §4, §9): a clock face in the status
 * colour (danger #FF0000, warning #FFA500, notice #00FF26) with a dark rim and hands, so that the bright
 * green stays visible on white. Nothing for a machine without a status. A bare SVG: the table may hold
 * 10,000 rows.
 */
import type { MaintenanceStatus } from '@airsight/contracts/service-records';
import { MAINTENANCE_STATUS_COLOURS } from '@airsight/contracts/presentation/service-codes';
import { STATUS_PALETTE } from '@airsight/contracts/presentation/palette';

export function MaintenanceIcon({ status, label }: { status: MaintenanceStatus | null; label: string }) {
  if (!status) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      data-testid="maintenance-icon"
      data-status={status}
      data-color={MAINTENANCE_STATUS_COLOURS[status]}
      style={{ verticalAlign: 'middle' }}
    >
      <circle
        cx="12"
        cy="12"
        r="10"
        fill={MAINTENANCE_STATUS_COLOURS[status]}
        stroke={STATUS_PALETTE.nearBlack}
        strokeWidth="1.5"
      />
      <path
        d="M12 6v6l4 2.5"
        fill="none"
        stroke={STATUS_PALETTE.nearBlack}
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
