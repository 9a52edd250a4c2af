import type { MaintenanceStatus } from '@airsight/contracts/service-records';

/**
 * The words of each maintenance status (part 1 §2, §4), as dictionary keys: `text`, the dialog's sentence,
 * also the name of the cards' maintenance icon; `name`, the short name of the dashboard's icon and of its
 * pie chart's slice. docs/maintenance.md §6 quotes the texts (test/unit/maintenanceDoc.test.ts).
 */
export const MAINTENANCE_STATUS_WORDS = {
  notice: { text: 'servicingTimeIsApproaching', name: 'maintenanceStatusNotice' },
  warning: { text: 'earlyServicingIsRequired', name: 'maintenanceStatusWarning' },
  danger: { text: 'immediateServicingIsRequired', name: 'maintenanceStatusDanger' },
} as const satisfies Record<MaintenanceStatus, { text: string; name: string }>;
