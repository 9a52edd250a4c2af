/**
 * Rows of the dashboard's alarm list (part 1 §2 DashboardAdmin, §4 derived maintenance advice, §5
 * past-day search): every machine of the group with its maintenance advice (status, days and running
 * hours since the last service, forecast) and its annual-inspection alarm date, the past-day filter and
 * the maintenance-icon sort. Pure.
 */
import type { FleetDevice } from '@airsight/contracts/http/fleet';
import type { Locale } from '@airsight/contracts/locales';
import type { MaintenanceStatus } from '@airsight/contracts/service-records';
import { countStatuses, deviceStatus, maintenanceIconRank } from '@airsight/contracts/domain/status';
import { localizedName } from '../../lib/names.ts';
import { machineKeyOf } from '@airsight/contracts/machine-key';

/** What the list reads of a machine's maintenance advice (contracts http/maintenance.ts). */
export interface AdviceLike {
  id: string;
  status: MaintenanceStatus | null;
  daysElapsed: number | null;
  hoursElapsed: number | null;
  forecastDate: string | null;
}

export interface DashboardRow {
  id: string;
  modelId: string;
  serialNo: string;
  /** optional_info_1 */
  model: string;
  /** optional_info_2 */
  customerMachineNumber: string;
  deviceName: string;
  /** The machine's device group in the display language (linked to its HomeConsumer). */
  customer: string;
  groupId: string;
  status: MaintenanceStatus | null;
  daysElapsed: number | null;
  /** Shown only when positive (part 1 §4): null otherwise. */
  hoursElapsed: number | null;
  /** The advice's 'YYYY-MM-DD' (worded by lib/maintenanceForecastText.ts) or null. */
  forecastDate: string | null;
  /** Annual-inspection alarm date 'YYYY/MM/DD', or null. */
  alarmDate: string | null;
}

export function buildDashboardRows(
  devices: readonly FleetDevice[] | null | undefined,
  advice: ReadonlyMap<string, AdviceLike>,
  alarmDates: ReadonlyMap<string, string>,
  locale: Locale,
): DashboardRow[] {
  return (devices ?? []).map((device) => {
    const a = advice.get(device.id);
    return {
      id: device.id,
      modelId: device.model_id,
      serialNo: device.serial_no,
      model: device.optional_info_1 ?? '',
      customerMachineNumber: device.optional_info_2 ?? '',
      deviceName: localizedName(device, 'device_name_locale', locale),
      customer: localizedName(device, 'device_group_name_locale', locale),
      groupId: device.device_group_id,
      status: a?.status ?? null,
      daysElapsed: a?.daysElapsed ?? null,
      hoursElapsed:
        a?.hoursElapsed !== null && a?.hoursElapsed !== undefined && a.hoursElapsed > 0
          ? a.hoursElapsed
          : null,
      forecastDate: a?.forecastDate ?? null,
      alarmDate: alarmDates.get(machineKeyOf(device.model_id, device.serial_no)) ?? null,
    };
  });
}

/** The past-day search as typed: two boxes, either may be blank. */
export interface PastDaySearch {
  from: string;
  to: string;
}

export const EMPTY_PAST_DAY_SEARCH: PastDaySearch = { from: '', to: '' };

/** A bound as a number; undefined when blank (ignored) or not a number (ignored too). */
export function parseBound(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Part 1 §5: a row passes only if from < its days elapsed < to, both strict; a blank bound is ignored.
 * A machine without a service (no days elapsed) cannot be compared, so it passes only when both bounds
 * are blank.
 */
export function filterByPastDays<R extends { daysElapsed: number | null }>(
  rows: readonly R[],
  search: PastDaySearch,
): readonly R[] {
  const from = parseBound(search.from);
  const to = parseBound(search.to);
  if (from === undefined && to === undefined) return rows;
  return rows.filter(
    (row) =>
      row.daysElapsed !== null &&
      (from === undefined || from < row.daysElapsed) &&
      (to === undefined || row.daysElapsed < to),
  );
}

/** Sort value of the maintenance icon: danger 0, warning 1, notice 2, none 3 (ascending is part 1 §2's order). */
export const maintenanceSortValue = (row: { status: MaintenanceStatus | null }) =>
  maintenanceIconRank(row.status);

/** The counts at the top and in the pie charts. */
export interface DashboardCounts {
  machines: number;
  communicated: number;
  notCommunicated: number;
  disconnected: number;
  running: number;
  stopped: number;
  /** Machines per maintenance status; 'none' without one. */
  maintenance: Record<MaintenanceStatus | 'none', number>;
}

export function countDashboard(
  devices: readonly FleetDevice[] | null | undefined,
  rows: readonly DashboardRow[],
  now: number,
): DashboardCounts {
  const counts = countStatuses(
    (devices ?? []).map((d) =>
      deviceStatus(
        { modelId: d.model_id, lastMeasureTime: d.last_measure_time, statusWord: d.status_word },
        now,
      ),
    ),
  );
  const maintenance = { danger: 0, warning: 0, notice: 0, none: 0 };
  for (const row of rows) maintenance[row.status ?? 'none']++;
  return {
    machines: counts.devices,
    communicated: counts.communicated,
    notCommunicated: counts.notCommunicated,
    disconnected: counts.disconnected,
    running: counts.running,
    stopped: counts.stopped,
    maintenance,
  };
}
