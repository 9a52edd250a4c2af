import type { MaintenanceStatus } from '@airsight/contracts/service-records';

/** Part 1 §9: the dashboard's machines, advice, inspections and alarm history reload every 60 s. */
export const HISTORY_REFRESH_MS = 60_000;

/** The dictionary key of each maintenance status's name: the alarm list's icon, the overview's pie. */
export const MAINTENANCE_STATUS_KEYS = {
  danger: 'maintenanceStatusDanger',
  warning: 'maintenanceStatusWarning',
  notice: 'maintenanceStatusNotice',
} as const satisfies Record<MaintenanceStatus, string>;
