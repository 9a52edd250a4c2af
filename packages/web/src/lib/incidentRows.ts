/**
 * An incident (part 1 §3 alarm event) as a row of the alarm tables: the alarm records (AlermHistory) and
 * the dashboard's alarm history panel. What it says of the alarm and its machine, in the user's language,
 * with times in the machine's time zone. Pure.
 */
import { apiTimeToMs } from '@airsight/contracts/format/api-time';
import { formatDeviceDateTime } from '@airsight/contracts/format/date-time';
import type { HistoryEvent, IncidentEvent } from '@airsight/contracts/http/alarm-events';
import type { Locale } from '@airsight/contracts/locales';
import { localizedName } from './names.ts';

/** A 14-digit UTC time as 'YYYY/MM/DD HH:mm:ss' in the machine's zone; '' when absent or unreadable. */
export function deviceTime(time: string | null | undefined, timeZone: string | null | undefined): string {
  const ms = time ? apiTimeToMs(time) : undefined;
  return ms === undefined ? '' : formatDeviceDateTime(ms, timeZone);
}

export interface IncidentRow {
  id: string;
  level: number;
  /** Sortable 14-digit UTC time; the shown text is `time`. */
  eventTime: string;
  time: string;
  recoveryTime: string;
  name: string;
  modelId: string;
  serialNo: string;
  deviceName: string;
  customerMachineNumber: string;
  model: string;
  /** The machine's device group (its HomeConsumer). */
  customer: string;
  groupId: string;
}

/** What the tables and the alarm records' files say of an incident's or event's alarm and machine. */
export type AlarmAndMachine = Pick<
  IncidentRow,
  'level' | 'name' | 'serialNo' | 'customerMachineNumber' | 'model' | 'customer'
>;

export function alarmAndMachine(event: IncidentEvent | HistoryEvent, locale: Locale): AlarmAndMachine {
  return {
    level: event.event_level,
    name: localizedName(event, 'name_locale', locale),
    serialNo: event.serial_no,
    customerMachineNumber: event.device_optional_info_2 ?? '',
    model: event.device_optional_info_1 ?? '',
    customer: localizedName(event, 'device_group_name_locale', locale),
  };
}

export function toIncidentRow(event: IncidentEvent, locale: Locale): IncidentRow {
  return {
    ...alarmAndMachine(event, locale),
    id: event.id,
    eventTime: event.event_time,
    time: deviceTime(event.event_time, event.device_time_zone),
    recoveryTime: deviceTime(event.recovery_time, event.device_time_zone),
    modelId: event.model_id,
    deviceName: localizedName(event, 'device_name_locale', locale),
    groupId: event.device_group_id,
  };
}
