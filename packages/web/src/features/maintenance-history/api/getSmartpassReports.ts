/**
 * One machine's service reports (GET /api/getSmartpassReports?equipmentNos; contracts
 * http/service-records.ts): every code, newest finish date first, limited on the server to the caller's
 * groups. MaintenanceHistory shows some of the codes (historyRows.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceRecordCalls } from '@airsight/contracts/http/calls/service-records';
import type { SmartpassReport } from '@airsight/contracts/http/service-records';
import { api } from '../../../lib/api.ts';
import { serviceRecordKeys } from './keys.ts';

export type ServiceReport = SmartpassReport;

/** Service records change a few times a year; a minute saves the refetch on going back and forth. */
const STALE_MS = 60_000;

export async function getSmartpassReports(
  equipmentNo: string,
  signal?: AbortSignal,
): Promise<ServiceReport[]> {
  const answer = await api(serviceRecordCalls.smartpassReports, {
    query: { equipmentNos: [equipmentNo] },
    signal,
  });
  // An empty answer arrives as null (lib/http.ts normalises empty lists).
  return answer ?? [];
}

export const smartpassReportsQuery = (equipmentNo: string) =>
  queryOptions({
    queryKey: serviceRecordKeys.reports(equipmentNo),
    queryFn: ({ signal }) => getSmartpassReports(equipmentNo, signal),
    staleTime: STALE_MS,
  });

export function useSmartpassReports(equipmentNo: string | undefined) {
  return useQuery({ ...smartpassReportsQuery(equipmentNo ?? ''), enabled: Boolean(equipmentNo) });
}
