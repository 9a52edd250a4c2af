/**
 * The annual-inspection alarm date of the dashboard's alarm list (part 1 §4, §7). The specification's
 * client asks eventIncidentHistory once per machine (max_number 1, one event id of the machine's model,
 * the first hit used). For 10,000 machines that is 10,000 calls or more, so the dashboard asks once per
 * group instead: every annual-inspection event id of every model (event_list), level 1, still active
 * (incident_class 1, the only class whose date is shown), occurred since the start of the day a year and
 * a month ago, newest first; then each machine takes, of its own model's ids in their order, the first
 * one with an event (an id of another model's table may name a different bit). Pure.
 */
import { annualInspectionEventIds, eventId } from '@airsight/contracts/domain/events';
import { ANNUAL_INSPECTION } from '@airsight/contracts/models/catalogue';
import { apiTimeToMs } from '@airsight/contracts/format/api-time';
import { dayInZone } from '@airsight/contracts/format/calendar-day';
import { formatDay } from '@airsight/contracts/format/date-time';
import { machineKeyOf } from '@airsight/contracts/machine-key';

/** Every model's ids once, for the one call of a group. */
export const ALL_ANNUAL_INSPECTION_EVENT_IDS: readonly string[] = [
  ...new Set(
    Object.values(ANNUAL_INSPECTION).flatMap((entry) =>
      entry ? entry.indexes.map((i) => eventId(entry.sensorClass, i)) : [],
    ),
  ),
];

/** What the lookup reads of each incident. */
export interface InspectionEvent {
  model_id: string;
  serial_no: string;
  event_id: string;
  event_time: string;
  device_time_zone: string;
}

/** 'YYYY/MM/DD' of an instant in the machine's time zone. */
export function formatAlarmDate(ms: number, timeZone: string | null | undefined): string {
  return formatDay(dayInZone(ms, timeZone));
}

/**
 * The alarm date of each machine (key machineKeyOf) that has one: of its model's ids in order, the first
 * with an event, and of that id's events the newest. Events of ids outside the model's list are ignored.
 */
export function annualInspectionDates(events: readonly InspectionEvent[]): Map<string, string> {
  // Newest event per machine and id.
  const newest = new Map<string, { ms: number; zone: string }>();
  for (const e of events) {
    const ms = apiTimeToMs(e.event_time);
    if (ms === undefined) continue;
    const key = `${machineKeyOf(e.model_id, e.serial_no)}\u0000${e.event_id}`;
    const seen = newest.get(key);
    if (!seen || ms > seen.ms) newest.set(key, { ms, zone: e.device_time_zone });
  }
  const dates = new Map<string, string>();
  const machines = new Map<string, { modelId: string }>();
  for (const e of events) machines.set(machineKeyOf(e.model_id, e.serial_no), { modelId: e.model_id });
  for (const [machine, { modelId }] of machines) {
    for (const id of annualInspectionEventIds(modelId)) {
      const hit = newest.get(`${machine}\u0000${id}`);
      if (hit) {
        dates.set(machine, formatAlarmDate(hit.ms, hit.zone));
        break;
      }
    }
  }
  return dates;
}
