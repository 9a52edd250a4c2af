import type { MaintenanceStatus } from '@airsight/contracts/service-records';

/**
 * The dictionary key of each maintenance status's text (part 1 §2, §4): the dialog's wording, also the
 * name of the cards' and the dashboard's maintenance icon.
 */
export const MAINTENANCE_STATUS_TEXT = {
  notice: 'servicingTimeIsApproaching',
  warning: 'earlyServicingIsRequired',
  danger: 'immediateServicingIsRequired',
} as const satisfies Record<MaintenanceStatus, string>;
