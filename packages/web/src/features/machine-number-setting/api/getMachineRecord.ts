/**
 * The record of the machine being edited (GET /v1/master-info/devices), read afresh when the dialog opens:
 * its version is what the save sends back. The feature's own small call rather than the shared
 * getDevice.ts: importing that would change which chunks the machine screens load (docs/web-client.md §11).
 */
import { useQuery } from '@tanstack/react-query';
import { masterInfoCalls } from '@airsight/contracts/http/calls/master-info';
import { api } from '../../../lib/api.ts';

export function useMachineRecord(modelId: string, serialNo: string) {
  return useQuery({
    queryKey: ['machine-number-setting', 'record', modelId, serialNo],
    queryFn: async ({ signal }) => {
      const answer = await api(masterInfoCalls.devices, {
        query: { model_id: modelId, serial_no: serialNo },
        signal,
      });
      return (
        (answer.device_list ?? []).find((d) => d.model_id === modelId && d.serial_no === serialNo) ?? null
      );
    },
    staleTime: 0,
    gcTime: 0,
  });
}
