/**
 * The maintenance-status icon (part 1 §2, §4, §9): a clock face in the status colour (danger red, warning
 * orange, notice green: presentation/service-codes.ts) with a dark rim and hands, so that the bright green
 * stays visible on white. The one drawing of the machine cards, the dashboard's alarm list and the
 * maintenance dialog; nothing for a machine without a status. A bare SVG: a table may hold 10,000 rows.
 */
import type { MaintenanceStatus } from '@airsight/contracts/service-records';
import { MAINTENANCE_STATUS_COLOURS } from '@airsight/contracts/presentation/service-codes';
import { STATUS_PALETTE } from '@airsight/contracts/presentation/palette';

export interface MaintenanceStatusIconProps {
  status: MaintenanceStatus | null | undefined;
  /** What the icon says: its name for screen readers, or only its hover title when `decorative`. */
  label?: string;
  /** Beside something that says the same (a card's link name, the dialog's status text): hidden from screen readers. */
  decorative?: boolean;
  size?: number;
  className?: string;
  testId?: string;
}

const RIM = STATUS_PALETTE.nearBlack;

export function MaintenanceStatusIcon({
  status,
  label,
  decorative = false,
  size = 24,
  className,
  testId,
}: MaintenanceStatusIconProps) {
  if (!status) return null;
  const colour = MAINTENANCE_STATUS_COLOURS[status];
  const named = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      {...named}
      data-testid={testId}
      data-status={status}
      data-color={colour}
      // Set in a line of text (a table cell): centred on it.
      style={{ verticalAlign: 'middle' }}
    >
      {decorative && label ? <title>{label}</title> : null}
      <circle cx="12" cy="12" r="10" fill={colour} stroke={RIM} strokeWidth="1.5" />
      <path d="M12 6v6l4 2.5" fill="none" stroke={RIM} strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
