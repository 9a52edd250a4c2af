/**
 * The monthly report (part 2 §2, §7, §9; docs/monthly-report.md): reserving the workbook of a month for a
 * group's machines, asking after it, and the job that makes it (jobs/report-worker.ts).
 *
 * Which machines: `all`, every machine under the device group; `unset`, the machines given (a machine's
 * own report); otherwise the caller's user-defined group of that device group. What the caller cannot see
 * answers 404 as always. The machines are fixed when the report is reserved; the job reads their data.
 * A statusId is its reserver's: anyone else's answers the same 404 as an unknown one.
 */
import { LOCALE_IDS, localeFromId, type Locale } from '@airsight/contracts/locales';
import {
  addMonths,
  addDays,
  dayInZone,
  daysInMonth,
  startOfDayInZone,
} from '@airsight/contracts/format/calendar-day';
import { serviceCodeName, taskTypeName } from '@airsight/contracts/presentation/service-codes';
import type * as M from '@airsight/contracts/http/monthly-report';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { findUserGroups } from '../repositories/groups.ts';
import {
  findReportMachines,
  findDayEndCounters,
  findReportMachinesById,
  findServiceRecordsBetween,
} from '../repositories/monthly-report.ts';
import { findReportJob, insertReportJob } from '../repositories/report-jobs.ts';
import type { JobRunner } from '../jobs/report-worker.ts';
import { RESERVATION_TTL_SECONDS } from '../jobs/report-worker.ts';
import { buildMonthlyWorkbook, monthlyReportFileName } from '../reports/monthly-workbook.ts';
import type { MonthlyReportInput, MonthlyReportMachine } from '../reports/monthly-report-input.ts';
import { NOT_FOUND, groupIdsUnder, requireGroup, type Scope } from './access.ts';
import { operatingFiguresOf } from './operating-figures.ts';

/** What a job keeps of its reservation: enough to make the workbook without the caller's scope. */
interface MonthlyReportParams {
  month: string;
  locale: Locale;
  groupName: string;
  /** `all`: the group is the device group itself (the log's allDevices). */
  allDevices: boolean;
  machines: { deviceId: string; modelId: string; serialNo: string }[];
}

const statusNotFound = () => notFound('statusId: report not found');

export async function reserveMonthlyReport(
  db: Db,
  scope: Scope,
  body: M.MonthlyReportReserveBody,
): Promise<M.MonthlyReportReserveResponse> {
  const locale = localeFromId(body.localeId ?? LOCALE_IDS.ja) ?? 'ja';
  const deviceGroup = requireGroup(scope, body.deviceGroupId);
  const under = groupIdsUnder(scope, body.deviceGroupId);
  let groupName = [deviceGroup.name_locale1, deviceGroup.name_locale2, deviceGroup.name_locale3][
    LOCALE_IDS[locale] - 1
  ]!;
  let named: { modelId: string; serialNo: string }[] | undefined;
  if (body.groupId === 'unset') {
    if (!body.devices?.length)
      throw badRequest("body.devices: name the machines of groupId 'unset'", 'NO_MACHINES');
    named = body.devices;
  } else if (body.groupId !== 'all') {
    const [group] = await findUserGroups(db, {
      groupIds: scope.groupIds,
      deviceGroupId: body.deviceGroupId,
      id: body.groupId,
    });
    if (!group) throw NOT_FOUND.userGroup(body.groupId);
    groupName = group.group_name;
    named = group.devices;
  }
  const rows = await findReportMachines(db, under, named);
  if (named && rows.length < new Set(named.map((m) => `${m.modelId}\u0000${m.serialNo}`)).size) {
    throw NOT_FOUND.anyMachine();
  }
  if (rows.length === 0) throw badRequest('The group has no machine to report on', 'NO_MACHINES');
  const params: MonthlyReportParams = {
    month: body.month,
    locale,
    groupName,
    allDevices: body.groupId === 'all',
    machines: rows.map((r) => ({ deviceId: r.device_id, modelId: r.model_id, serialNo: r.serial_no })),
  };
  const statusId = await insertReportJob(db, {
    userId: scope.userId,
    kind: 'monthlyReport',
    params,
    ttlSeconds: RESERVATION_TTL_SECONDS,
  });
  return { statusId };
}

export type MonthlyReportAnswer =
  | { status: M.MonthlyReportStatus }
  | { file: { name: string; content: Buffer }; params: MonthlyReportParams };

/** The job's state, or with `download` the workbook once it is done (409 NOT_READY before). */
export async function getMonthlyReport(
  db: Db,
  userId: string,
  body: M.GetMonthlyReportBody,
): Promise<MonthlyReportAnswer> {
  const job = await findReportJob(db, body.statusId, userId, body.download === true);
  if (!job || job.kind !== 'monthlyReport') throw statusNotFound();
  if (body.download) {
    if (job.state !== 'done' || !job.file || !job.fileName) {
      throw conflict(
        `The report is not ready (${job.state})`,
        job.state === 'failed' ? 'REPORT_FAILED' : 'NOT_READY',
      );
    }
    return { file: { name: job.fileName, content: job.file }, params: job.params as MonthlyReportParams };
  }
  return {
    status: { statusId: body.statusId, state: job.state, progress: job.progress, fileName: job.fileName },
  };
}

/**
 * A day's running hours and starts: its end-of-day counters less the previous day's that has them (a
 * counter that went back, a replaced controller, gives nothing rather than a negative step). The first
 * day read is only the base of the next.
 */
export function dailyCounterSteps(
  ends: readonly { day: string; runningHours: number | null; starts: number | null }[],
): Map<string, { runningHours: number | null; starts: number | null }> {
  const steps = new Map<string, { runningHours: number | null; starts: number | null }>();
  const step = (now: number | null, before: number | null) =>
    now === null || before === null || now < before ? null : now - before;
  for (let i = 1; i < ends.length; i++) {
    const [before, now] = [ends[i - 1]!, ends[i]!];
    steps.set(now.day, {
      runningHours: step(now.runningHours, before.runningHours),
      starts: step(now.starts, before.starts),
    });
  }
  return steps;
}

/** The log entry of a download (part 1 §3 'contents.monthlyReport'). */
export function monthlyReportLogContents(params: MonthlyReportParams) {
  return {
    monthlyReport: {
      date: params.month.replace('-', '/'),
      ...(params.machines.length === 1 ? { device: { serialNo: params.machines[0]!.serialNo } } : {}),
      group: { groupName: params.groupName },
      ...(params.allDevices ? { allDevices: params.groupName } : {}),
    },
  };
}

/** The job: the month's data of each machine, then the workbook. */
export function monthlyReportRunner(db: Db): JobRunner {
  return async ({ job, progress }) => {
    const params = job.params as MonthlyReportParams;
    const input = await monthlyReportInput(db, params, progress);
    await progress(0.9);
    return { name: monthlyReportFileName(params.month), bytes: await buildMonthlyWorkbook(input) };
  };
}

async function monthlyReportInput(
  db: Db,
  params: MonthlyReportParams,
  progress: (share: number) => Promise<void>,
): Promise<MonthlyReportInput> {
  const [year, month] = params.month.split('-').map(Number) as [number, number];
  const first = `${params.month}-01`;
  const last = addDays(first, daysInMonth(year, month) - 1);
  const start = addMonths({ year, month, day: 1 }, -11);
  const firstOfYear = `${start.year}-${String(start.month).padStart(2, '0')}-01`;
  // Names, numbers and zones as they are now; a machine deleted since is left out.
  const current = new Map(
    (
      await findReportMachinesById(
        db,
        params.machines.map((m) => m.deviceId),
      )
    ).map((r) => [r.device_id, r]),
  );
  // One zone for the report's days: the first machine's (a group's machines share their plant's zone).
  const timeZone = current.get(params.machines[0]?.deviceId ?? '')?.time_zone ?? 'Asia/Tokyo';
  const machines: MonthlyReportMachine[] = [];
  const services = await findServiceRecordsBetween(
    db,
    params.machines.map((m) => m.deviceId),
    first,
    last,
  );
  for (const [index, machine] of params.machines.entries()) {
    const row = current.get(machine.deviceId);
    if (!row) continue;
    const zone = timeZone;
    const figures =
      (
        await operatingFiguresOf(
          db,
          [{ deviceId: machine.deviceId, modelId: machine.modelId, timeZone: zone }],
          {
            from: new Date(startOfDayInZone(firstOfYear, zone)),
            to: new Date(startOfDayInZone(addDays(last, 1), zone) - 1),
          },
          'day',
        )
      ).get(machine.deviceId) ?? [];
    const byDay = new Map(figures.map((f) => [dayInZone(f.timeMs, zone), f]));
    const counters = dailyCounterSteps(
      await findDayEndCounters(db, machine.deviceId, zone, addDays(first, -1), last),
    );
    const days = [...new Set([...byDay.keys(), ...counters.keys()])]
      .filter((day) => day >= first && day <= last)
      .sort()
      .map((day) => {
        const f = byDay.get(day);
        const steps = counters.get(day);
        return {
          day,
          airM3: f?.airM3 ?? null,
          energyKwh: f?.energyKWh ?? null,
          runningHours: steps?.runningHours ?? null,
          loadHours: f ? f.loadedSeconds / 3600 : null,
          starts: steps?.starts ?? null,
          specificPowerKwhPerM3: f && f.airM3 > 0 ? f.energyKWh / f.airM3 : null,
        };
      });
    const months = new Map<string, { airM3: number; energyKwh: number }>();
    for (const [day, f] of byDay) {
      const key = day.slice(0, 7);
      const total = months.get(key) ?? { airM3: 0, energyKwh: 0 };
      total.airM3 += f.airM3;
      total.energyKwh += f.energyKWh;
      months.set(key, total);
    }
    machines.push({
      modelId: machine.modelId,
      serialNo: machine.serialNo,
      customerMachineNo: row.customer_machine_no,
      unitName: row.names[LOCALE_IDS[params.locale] - 1] || machine.modelId,
      days,
      months: [...months].map(([m, t]) => ({ month: m, ...t })),
      maintenance: services
        .filter((s) => s.device_id === machine.deviceId)
        .map((s) => ({
          day: s.day,
          serviceCode: s.service_code,
          label:
            taskTypeName(s.task_type, params.locale) ??
            serviceCodeName(s.service_code, params.locale) ??
            String(s.service_code),
        })),
    });
    await progress(((index + 1) / params.machines.length) * 0.9);
  }
  return {
    month: params.month,
    locale: params.locale,
    groupName: params.groupName,
    timeZone,
    generatedAt: new Date(),
    machines,
  };
}
