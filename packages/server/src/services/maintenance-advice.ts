/**
 * GET /v1/maintenance/advice (contracts http/maintenance.ts): the maintenance advice of every machine of
 * a group and its subtree, judged with the shared rules of contracts domain/maintenance.ts
 * (docs/maintenance.md) at the server's clock. Four set-based queries whatever the number of machines:
 * the machines with their latest running hours, their reports of codes 1, 3, 4, the signed-in user's
 * notifications, and a few running-hours readings of the last four weeks for the forecast.
 */
import {
  FORECAST_WINDOW_DAYS,
  isDismissed,
  maintenanceAdvice,
  maintenanceForecast,
  type RunningHoursSample,
  type ServiceReport,
} from '@airsight/contracts/domain/maintenance';
import type {
  MaintenanceAdviceItem,
  MaintenanceAdviceQuery,
  MaintenanceAdviceResponse,
} from '@airsight/contracts/http/maintenance';
import { servicePlanOf } from '@airsight/contracts/models/service-plans';
import { formatJstDateTime } from '@airsight/contracts/format/api-time';
import type { Db } from '../db/database.ts';
import {
  readAdviceMachines,
  readAdviceNotifications,
  readAdviceReports,
  readRunningHoursReadings,
  type AdviceMachineRow,
} from '../repositories/maintenance.ts';
import { groupIdsUnder, type Scope } from './access.ts';

const DAY_MS = 24 * 3_600_000;
/**
 * Days before now of the readings the forecast reads (besides the latest value): four readings a week
 * apart inside the forecast's 28 days, enough for its minimum of 4 readings over 7 days.
 */
const PROBE_DAYS_AGO = [FORECAST_WINDOW_DAYS - 1, 20, 13, 6] as const;

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** optional_info_2 (null last), then serial_no, by UTF-16 code unit (the fleet call's order). */
function compareMachines(a: AdviceMachineRow, b: AdviceMachineRow): number {
  if (a.optional_info_2 !== b.optional_info_2) {
    if (a.optional_info_2 === null) return 1;
    if (b.optional_info_2 === null) return -1;
    return a.optional_info_2 < b.optional_info_2 ? -1 : 1;
  }
  if (a.serial_no !== b.serial_no) return a.serial_no < b.serial_no ? -1 : 1;
  return a.model_id < b.model_id ? -1 : a.model_id > b.model_id ? 1 : 0;
}

const numberOrNull = (text: string | null): number | null => {
  if (text === null) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

export async function maintenanceAdviceOf(
  db: Db,
  scope: Scope,
  query: MaintenanceAdviceQuery,
  now: Date = new Date(),
): Promise<MaintenanceAdviceResponse> {
  const groupIds = groupIdsUnder(scope, query.device_group_id);
  const nowMs = now.getTime();
  const machines = await readAdviceMachines(db, groupIds);
  const withPlan = machines.filter((m) => servicePlanOf(m.model_id) !== undefined);
  const [reports, notifications, readings] = await Promise.all([
    readAdviceReports(db, groupIds),
    readAdviceNotifications(db, scope.userId, groupIds),
    readRunningHoursReadings(
      db,
      withPlan.map((m) => m.id),
      PROBE_DAYS_AGO.map((days) => new Date(nowMs - days * DAY_MS)),
    ),
  ]);
  const reportsOf = groupBy(reports, (r) => r.device_id);
  const readingsOf = groupBy(readings, (r) => r.device_id);
  const notificationOf = new Map(notifications.map((n) => [n.device_id, n]));

  const items: MaintenanceAdviceItem[] = [...machines].sort(compareMachines).map((m) => {
    const plan = servicePlanOf(m.model_id);
    const currentRunningHours = numberOrNull(m.running_hours);
    const serviceReports: ServiceReport[] = (reportsOf.get(m.id) ?? []).map((r) => ({
      fservicecd: r.fservicecd,
      finishDate: r.finish_date,
      fkadotm: r.fkadotm,
    }));
    const advice = plan
      ? maintenanceAdvice({ reports: serviceReports, currentRunningHours, plan, now: nowMs })
      : undefined;
    let forecastDate: string | null = null;
    if (advice) {
      const samples: RunningHoursSample[] = (readingsOf.get(m.id) ?? []).map((r) => ({
        timeMs: r.time_ms,
        hours: Number(r.hours),
      }));
      if (m.measured_ms !== null && currentRunningHours !== null) {
        samples.push({ timeMs: m.measured_ms, hours: currentRunningHours });
      }
      forecastDate = maintenanceForecast(advice, samples, nowMs).next?.date ?? null;
    }
    const status = advice?.status ?? null;
    const notification = notificationOf.get(m.id);
    const dismissed =
      notification !== undefined &&
      isDismissed(
        { disabledDate: formatJstDateTime(notification.disabled_date), status: notification.status },
        nowMs,
        status ?? undefined,
      );
    return {
      id: m.id,
      model_id: m.model_id,
      serial_no: m.serial_no,
      equipmentNo: m.equipment_no,
      customerManagementNo: m.optional_info_2,
      status,
      latestServiceDate: advice?.latest?.finishDate ?? null,
      daysElapsed: advice?.daysElapsed ?? null,
      hoursElapsed: advice?.hoursElapsed ?? null,
      nextHours: advice?.nextHours
        ? {
            milestone: advice.nextHours.milestone,
            atHours: advice.nextHours.atHours,
            hoursTo: advice.nextHours.hoursTo ?? null,
          }
        : null,
      nextDate: advice?.nextDate
        ? {
            milestone: advice.nextDate.milestone,
            date: advice.nextDate.date,
            daysTo: advice.nextDate.daysTo,
          }
        : null,
      forecastDate,
      dismissed,
      notificationId: notification?.id ?? null,
    };
  });
  const answered =
    query.only === 'recommended' ? items.filter((i) => i.status !== null && !i.dismissed) : items;
  return { judgedAt: formatJstDateTime(now), items: answered };
}
