/**
 * Rows of the alarm records (part 1 §2 AlermHistory, §3 alarm event): what the table and the CSV files
 * show of each incident or event, in the user's language, with times in the machine's time zone. Pure.
 */
import { alarmLevel } from '@airsight/contracts/presentation/alarm-levels';
import { apiTimeToMs } from '@airsight/contracts/format/api-time';
import { formatDeviceDateTime } from '@airsight/contracts/format/date-time';
import type { Locale } from '@airsight/contracts/locales';
import type { CsvCell } from '../../lib/csv.ts';
import { localizedName } from '../../lib/names.ts';
import type { HistoryEvent, IncidentEvent } from '../../api/alarm-events/alarmEvents.ts';

/** The letter of a level in the CSV files; '' for level 0 (panel lamps) or anything unknown. */
const levelLetter = (level: number): string => alarmLevel(level)?.letter ?? '';

/** A 14-digit UTC time as 'YYYY/MM/DD HH:mm:ss' in the machine's zone; '' when absent or unreadable. */
export function deviceTime(time: string | null | undefined, timeZone: string | null | undefined): string {
  const ms = time ? apiTimeToMs(time) : undefined;
  return ms === undefined ? '' : formatDeviceDateTime(ms, timeZone);
}

export interface AlarmRow {
  id: string;
  level: number;
  /** Sortable 14-digit UTC time; the shown text is `time`. */
  eventTime: string;
  time: string;
  recoveryTime: string;
  name: string;
  modelId: string;
  serialNo: string;
  customerMachineNumber: string;
  model: string;
  customer: string;
}

/** What the table and both files say of an incident's or event's alarm and machine. */
type AlarmAndMachine = Pick<
  AlarmRow,
  'level' | 'name' | 'serialNo' | 'customerMachineNumber' | 'model' | 'customer'
>;

function alarmAndMachine(event: IncidentEvent | HistoryEvent, locale: Locale): AlarmAndMachine {
  return {
    level: event.event_level,
    name: localizedName(event, 'name_locale', locale),
    serialNo: event.serial_no,
    customerMachineNumber: event.device_optional_info_2 ?? '',
    model: event.device_optional_info_1 ?? '',
    customer: localizedName(event, 'device_group_name_locale', locale),
  };
}

export function toAlarmRow(event: IncidentEvent, locale: Locale): AlarmRow {
  return {
    ...alarmAndMachine(event, locale),
    id: event.id,
    eventTime: event.event_time,
    time: deviceTime(event.event_time, event.device_time_zone),
    recoveryTime: deviceTime(event.recovery_time, event.device_time_zone),
    modelId: event.model_id,
  };
}

/** Column headers of the CSV files, as dictionary keys. */
export interface CsvHeaders {
  eventTime: string;
  recoveryTime: string;
  level: string;
  alarmName: string;
  serialNumber: string;
  customersMachineNumber: string;
  model: string;
  customer: string;
  event: string;
  occurred: string;
  recovered: string;
}

/** The columns both files end with: the alarm, then its machine. */
const alarmAndMachineHeaders = (headers: CsvHeaders): CsvCell[] => [
  headers.level,
  headers.alarmName,
  headers.serialNumber,
  headers.customersMachineNumber,
  headers.model,
  headers.customer,
];

const alarmAndMachineCells = (a: AlarmAndMachine): CsvCell[] => [
  levelLetter(a.level),
  a.name,
  a.serialNo,
  a.customerMachineNumber,
  a.model,
  a.customer,
];

/** The table as shown (the rows in the order shown), with the recovery time in the repaired view. */
export function tableCsv(
  rows: readonly AlarmRow[],
  headers: CsvHeaders,
  repaired: boolean,
): { header: CsvCell[]; rows: CsvCell[][] } {
  return {
    header: [
      headers.eventTime,
      ...(repaired ? [headers.recoveryTime] : []),
      ...alarmAndMachineHeaders(headers),
    ],
    rows: rows.map((r) => [r.time, ...(repaired ? [r.recoveryTime] : []), ...alarmAndMachineCells(r)]),
  };
}

/**
 * The event history of the past year: each edge with whether the alarm occurred or recovered. Panel-lamp
 * edges (level 0: run, stop, load, ...) read 'occurred' when the lamp lights and 'recovered' when it goes
 * out, with an empty level cell (the letters E, C, M name alarm levels only).
 */
export function eventHistoryCsv(
  events: readonly HistoryEvent[],
  headers: CsvHeaders,
  locale: Locale,
): { header: CsvCell[]; rows: CsvCell[][] } {
  return {
    header: [headers.eventTime, headers.event, ...alarmAndMachineHeaders(headers)],
    rows: events.map((e) => [
      deviceTime(e.event_time, e.device_time_zone),
      e.incident_class === 2 ? headers.recovered : headers.occurred,
      ...alarmAndMachineCells(alarmAndMachine(e, locale)),
    ]),
  };
}
