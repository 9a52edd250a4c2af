/**
 * One machine's master record (GET /v1/master-info/devices?model_id&serial_no, part 2 §7): the screen
 * needs its time zone. An unknown or foreign machine answers 404; the screen then says the machine does
 * not exist, so the error is not shown a second time in the snackbar.
 */
import { useQuery } from '@tanstack/react-query';
import type { Device, DevicesResponse } from '@airsight/contracts/http/master-info';
import { api } from '../../../lib/api.ts';

/** Master data changes rarely: keep it for five minutes. */
const MASTER_STALE_MS = 5 * 60_000;

export function useDeviceRecord(modelId: string | undefined, serialNo: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['master-info', 'devices', modelId ?? '', serialNo ?? ''] as const,
    queryFn: async ({ signal }): Promise<Device | null> => {
      const answer = await api<DevicesResponse>('/v1/master-info/devices', {
        query: { model_id: modelId, serial_no: serialNo },
        suppressError: true,
        signal,
      });
      return (
        answer?.device_list?.find((d) => d.model_id === modelId && d.serial_no === serialNo) ??
        answer?.device_list?.[0] ??
        null
      );
    },
    staleTime: MASTER_STALE_MS,
    enabled: enabled && Boolean(modelId && serialNo),
  });
}
