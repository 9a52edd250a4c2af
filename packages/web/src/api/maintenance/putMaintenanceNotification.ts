/**
 * Saves the signed-in user's 'Not displayed for 30 days' of one machine (PUT
 * /api/putMaintenanceNotification; contracts http/service-records.ts): the status shown and the moment
 * of the dismissal (disabledDate, Japan time), from which the machine stays hidden for 30 days.
 */
import { serviceRecordCalls } from '@airsight/contracts/http/calls/service-records';
import type { MaintenanceNotification } from '@airsight/contracts/http/service-records';
import type { MaintenanceStatus } from '@airsight/contracts/service-records';
import { api, type ClientAnswer } from '../../lib/api.ts';

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
