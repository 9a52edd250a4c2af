/**
 * The CSV files of the alarm records (part 1 §2 AlermHistory, §3 alarm event, §9): the table as shown
 * (its rows are lib/incidentRows.ts's) and the event history of the past year, in the user's language,
 * with times in the machine's time zone. Pure.
 */
import { alarmLevel } from '@airsight/contracts/presentation/alarm-levels';
import type { Locale } from '@airsight/contracts/locales';
import type { CsvCell } from '../../lib/csv.ts';
import {
  alarmAndMachine,
  deviceTime,
  type AlarmAndMachine,
  type IncidentRow,
} from '../../lib/incidentRows.ts';
import type { HistoryEvent } from '../../api/alarm-events/alarmEvents.ts';

/** The letter of a level in the CSV files; '' for level 0 (panel lamps) or anything unknown. */
const levelLetter = (level: number): string => alarmLevel(level)?.letter ?? '';

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
  rows: readonly IncidentRow[],
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
