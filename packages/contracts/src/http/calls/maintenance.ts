/** Maintenance-advice calls (contracts http/maintenance.ts). */
import type { MaintenanceAdviceQuery, MaintenanceAdviceResponse } from '../maintenance.ts';
import type { CallSpec } from './spec.ts';

export const maintenanceCalls = {
  maintenanceAdvice: { path: '/v1/maintenance/advice' } as CallSpec<
    MaintenanceAdviceQuery,
    never,
    MaintenanceAdviceResponse
  >,
} as const;
