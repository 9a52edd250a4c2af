/**
 * Saves the signed-in user's 'Not displayed for 30 days' of one machine (PUT
 * /api/putMaintenanceNotification; contracts http/service-records.ts): the status shown and the moment
 * of the dismissal (disabledDate, Japan time), from which the machine stays hidden for 30 days.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceRecordCalls } from '@airsight/contracts/http/calls/service-records';
import type { MaintenanceNotification } from '@airsight/contracts/http/service-records';
import type { MaintenanceStatus } from '@airsight/contracts/service-records';
import { api, type ClientAnswer } from '../../lib/api.ts';
import { fleetKeys } from '../fleet/keys.ts';
import { maintenanceKeys } from './keys.ts';

/** The notification's customer management number holds at most this many characters. */
const CUSTOMER_NO_MAX = 40;

export interface Dismissal {
  equipmentNo: string;
  customerManagementNo: string | null;
  status: MaintenanceStatus;
  /** JST 'YYYY-MM-DD HH:mm:ss' (disabledDateFor). */
  disabledDate: string;
  /** The user's existing notification of the machine, replaced by this one. */
  notificationId?: string | null;
}

export function putMaintenanceNotification(d: Dismissal): Promise<ClientAnswer<MaintenanceNotification>> {
  return api(serviceRecordCalls.putMaintenanceNotification, {
    body: {
      ...(d.notificationId ? { id: d.notificationId } : {}),
      equipmentNo: d.equipmentNo,
      customerManagementNo: (d.customerManagementNo ?? '').slice(0, CUSTOMER_NO_MAX),
      status: d.status,
      disabledDate: d.disabledDate,
    },
  });
}

/**
 * Saves dismissals one call after another (the maintenance dialog's confirm: one call per ticked machine,
 * none when none is ticked); then the advice and the machines are loaded again, whether or not every call
 * went through. Silent: the dialog says a failure itself, beside what it is about.
 */
export function useSaveDismissals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dismissals: readonly Dismissal[]) => {
      for (const dismissal of dismissals) await putMaintenanceNotification(dismissal);
    },
    meta: { silent: true },
    onSettled: (_data, _error, dismissals) => {
      if (dismissals.length === 0) return;
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: fleetKeys.all });
    },
  });
}
