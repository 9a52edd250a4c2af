/** Maintenance-advice calls (contracts http/maintenance.ts). */
import type * as maintenance from '../maintenance.ts';
import { getCall } from './spec.ts';

export const maintenanceCalls = {
  maintenanceAdvice: getCall<maintenance.MaintenanceAdviceQuery, maintenance.MaintenanceAdviceResponse>(
    '/v1/maintenance/advice',
  ),
} as const;
