/**
 * The demo fleet's service history (spec part 2 §3: service codes, task types): for every machine the
 * visits of the supplier's engineers from its installation until yesterday, agreeing with its age and its
 * running hours, with a PDF report on some. Called from seedDemo inside its transaction.
 *
 * - Running hours: every visit writes the hours the simulator's counter has at that time (contracts
 *   running-hours.ts, the function the simulator publishes registers 0020/0021 from, whatever its start).
 * - Age: a machine unit says its year and month of manufacture (A1503-… is March 2015); it was installed
 *   one to four months later, or when its counter started if that was later (its commissioning at
 *   about 0 h); a counter already running then came with hours, and its commissioning says so.
 * - Maintenance (code 3) as a real service provider does it, asked by the maintenance advice itself
 *   (contracts domain/maintenance.ts): the engineer comes while the notice of the next due point shows
 *   (hours or calendar, whichever comes first), now and then a little after it is due (the machine shows
 *   a warning meanwhile), never so late that it shows a danger. Each visit is named after the due point's
 *   milestone (task types of contracts presentation/service-codes.ts; the plain yearly visit is the
 *   annual inspection). Patrols every six months between them (code 2, some code 9 patrol service
 *   cleanup), now and then a warranty claim or an emergency call, an overhaul (code 4) on the oldest
 *   machine. Two machines of the fixed fleet (a share of the benches' extra machines) have put off their
 *   maintenance for over one and a half calendar intervals: they show a danger. One whose due point
 *   passed lately waits for its engineer, booked for after today: it shows a warning, whatever the day.
 *
 * So the fleet reads like a real one: most machines with nothing due, some with a notice, a few with a
 * warning, one or two with a danger (test/unit/demo-maintenance.test.ts holds the seed to that).
 * Deterministic for a given day (a fixed-seed PRNG per machine). Idempotent: a machine that has demo
 * reports already gets none, so a later start keeps the history of the first one and what users did.
 */
import {
  maintenanceAdvice,
  NOTICE_DAYS,
  noticeHoursOf,
  type ServiceReport,
} from '@airsight/contracts/domain/maintenance';
import { DEFAULT_SIMULATION_SEED, hashString } from '@airsight/contracts/random';
import { counterOf, runningHoursAt } from '@airsight/contracts/running-hours';
import { equipmentNoOf } from '@airsight/contracts/service-records';
import { servicePlanOf, type ServicePlan } from '@airsight/contracts/models/service-plans';
import {
  serviceCodeName,
  taskTypeName,
  taskTypeOfHours,
  taskTypeOfYears,
} from '@airsight/contracts/presentation/service-codes';
import type { Db } from '../db/database.ts';
import type { ServiceReportInput } from '../repositories/service-records.ts';
import type { MachineSeed } from './fleet.ts';
import { writePdf, type PdfLine } from './pdf.ts';
import { mulberry32 } from './prng.ts';

const DAY_MS = 86_400_000;
/** Engineers finish their visits at 10:00 in Japan (01:00 UTC): the finish date is that day in Japan. */
const VISIT_MS = 3_600_000;
/** Extra machines (benches) get their commissioning and this many days of history. */
const SHORT_HISTORY_DAYS = 396;
/** A visit after the due point comes at most this share of the way to the danger margin. */
const LATE_AT_MOST = 0.9;
/** Share of maintenance visits that come after the due point (the machine shows a warning meanwhile). */
const LATE_SHARE = 0.6;
/** Machines of the fixed fleet that have put off their maintenance (a danger); of extra machines, a share. */
const PUT_OFF_FIXED = 2;
const PUT_OFF_SHARE = 0.03;
const CHUNK = 1_000;

/** Task types of the demo's reports (contracts presentation/service-codes.ts). */
const TASK = {
  commissioning: 99,
  patrol: 100,
  patrolService: 110,
  annual: 130,
  claim: 400,
  irregular: 600,
  overhaulAirEnd: 710,
} as const;

/** What the engineer did, per kind of visit, for the PDF. */
function workOf(fservicecd: number, taskType: number): readonly string[] {
  if (fservicecd === 1) {
    return [
      'Installation checked, piping and wiring inspected',
      'Test run at rated pressure, settings recorded',
    ];
  }
  if (fservicecd === 4) {
    return [
      'Air end exchanged for an overhauled unit',
      'Bearings and seals replaced',
      'Test run, vibration measured',
    ];
  }
  if (taskType === TASK.annual) {
    return [
      'Safety valve, pressure switch and sensors checked',
      'Controller log read, leak check of the package',
    ];
  }
  if (taskType >= 300) return ['Calendar maintenance: filters, drain and belts checked', 'Lubricant sampled'];
  return ['Air and oil filters replaced', 'Lubricant replaced, cooler cleaned', 'Test run, values recorded'];
}

const ENGINEERS = ['Sato Kenji', 'Suzuki Aiko', 'Takahashi Ryo', 'Tanaka Yui', 'Watanabe Sho', 'Ito Daichi'];

/** Seeded by the serial number: the same machine always gets the same history. */
const prng = (serialNo: string) => mulberry32(hashString(`service:${serialNo}`));

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Midnight UTC of the day that is today in Japan. */
const todayMs = (now: Date) => Date.parse(new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10));
/** Midnight UTC of a 'YYYY-MM-DD' day. */
const dayMs = (day: string) => Date.parse(day);

export interface DemoVisit {
  fservicecd: number;
  taskType: number;
  finishDate: string;
  fkadotm: number;
  registeredBy: string;
  /** A PDF report comes with it. */
  pdf: boolean;
}

export interface HistoryOptions {
  /** Its whole life; otherwise (the benches' extra machines) its commissioning and the last 13 months. */
  full: boolean;
  /** The oldest machine of the fixed fleet: it has had an overhaul. */
  oldest: boolean;
  /** It has put off its maintenance: none for over one and a half calendar intervals. */
  putOff: boolean;
  /** A due point that passed lately (less than the danger margin ago) gets its visit after today. */
  waiting: boolean;
}

interface Visit {
  /** Midnight UTC of the visit's day. */
  day: number;
  fservicecd: number;
  taskType: number;
}

/**
 * The visits of one machine up to yesterday (Japan time), oldest first: see the file's comment.
 */
export function serviceHistoryOf(machine: MachineSeed, now: Date, options: HistoryOptions): DemoVisit[] {
  const random = prng(machine.serial_no);
  const today = todayMs(now);
  const counter = counterOf(DEFAULT_SIMULATION_SEED, machine.serial_no, machine.time_zone);
  const hoursOn = (day: number) => runningHoursAt(counter, day + VISIT_MS);
  /** The first day from `from` on whose visit time the counter has at least `hours` (bisection). */
  const dayReaching = (hours: number, from: number) => {
    const missing = hours - hoursOn(from);
    if (missing <= 0) return from;
    // Between running around the clock and the day shift's 60 h a week.
    let lo = from + Math.max(0, Math.floor(missing / 24) - 1) * DAY_MS;
    let hi = from + (Math.ceil((missing * 7) / 60) + 7) * DAY_MS;
    while (hoursOn(hi) < hours) hi += 7 * DAY_MS;
    while (hi - lo > DAY_MS) {
      const mid = lo + Math.floor((hi - lo) / 2 / DAY_MS) * DAY_MS;
      if (hoursOn(mid) >= hours) hi = mid;
      else lo = mid;
    }
    return hi;
  };
  const plan: ServicePlan = servicePlanOf(machine.model_id) ?? { hours: [3000], years: [1] };
  const m = /^[A-Z](\d{2})(\d{2})-/.exec(machine.serial_no);
  const made = Date.UTC(2000 + Number(m?.[1] ?? 20), Number(m?.[2] ?? 1) - 1, 1);
  const delivered = made + (31 + Math.floor(random() * 100)) * DAY_MS;
  const install = Math.min(Math.max(delivered, dayReaching(1, made) - DAY_MS), today - 60 * DAY_MS);

  const visits: Visit[] = [{ day: install, fservicecd: 1, taskType: TASK.commissioning }];
  const installDate = new Date(install);
  const jitter = () => Math.round((random() - 0.5) * 20) * DAY_MS;
  for (let k = 1; ; k++) {
    const at = Date.UTC(installDate.getUTCFullYear(), installDate.getUTCMonth() + 6 * k - 3, 10);
    if (at >= today) break;
    const cleanup = random() < 0.3;
    visits.push({
      day: at + jitter(),
      fservicecd: cleanup ? 9 : 2,
      taskType: cleanup ? TASK.patrolService : TASK.patrol,
    });
  }
  if (random() < 0.2) {
    visits.push({
      day: install + (60 + Math.floor(random() * 200)) * DAY_MS,
      fservicecd: 5,
      taskType: TASK.claim,
    });
  }
  if (random() < 0.3) {
    visits.push({
      day: today - (30 + Math.floor(random() * 600)) * DAY_MS,
      fservicecd: 7,
      taskType: TASK.irregular,
    });
  }
  let overhaul = options.oldest
    ? Math.min(Math.max(install + 8 * 365 * DAY_MS, today - 700 * DAY_MS), today - 90 * DAY_MS)
    : Infinity;

  // Maintenance, one visit after another, each when the advice of the one before asks for it.
  const months = Math.round(plan.years[0]! * 12);
  const lastAllowed = options.putOff
    ? Date.UTC(
        new Date(today).getUTCFullYear(),
        new Date(today).getUTCMonth() - Math.ceil(1.5 * months),
        new Date(today).getUTCDate(),
      ) -
      2 * NOTICE_DAYS * DAY_MS
    : today - DAY_MS;
  const w = noticeHoursOf(plan);
  const report = (v: Visit): ServiceReport => ({
    fservicecd: v.fservicecd,
    finishDate: dayOf(v.day),
    fkadotm: hoursOn(v.day),
  });
  const commissioning = report(visits[0]!);
  const from = options.full ? -Infinity : today - SHORT_HISTORY_DAYS * DAY_MS;
  // A short history starts from a service a while before its window (not written): what came before
  // is not shown, and the benches seed thousands of machines.
  let latest: Visit = options.full
    ? visits[0]!
    : {
        day: Math.max(install, from - Math.floor(random() * 365) * DAY_MS),
        fservicecd: 3,
        taskType: TASK.annual,
      };
  for (;;) {
    const advice = maintenanceAdvice({
      reports: [commissioning, report(latest)],
      currentRunningHours: hoursOn(latest.day),
      plan,
      now: latest.day + VISIT_MS,
    });
    const hours = advice.nextHours!;
    const date = advice.nextDate!;
    const dueByHours = dayReaching(hours.atHours, latest.day);
    const dueByDate = dayMs(date.date);
    const due = Math.min(dueByHours, dueByDate);
    const noticeFrom = Math.max(
      latest.day + DAY_MS,
      Math.min(dayReaching(hours.atHours - w, latest.day), dueByDate - NOTICE_DAYS * DAY_MS),
    );
    // Danger from the first day past either margin.
    const dangerFrom = Math.min(dayReaching(hours.atHours + w + 1, latest.day), dueByDate + 31 * DAY_MS);
    if (options.waiting && due < today && today < dangerFrom) break;
    const late = random() < LATE_SHARE;
    const span = late ? (dangerFrom - due) * LATE_AT_MOST : due - noticeFrom;
    let day = (late ? due : noticeFrom) + Math.floor((random() * span) / DAY_MS) * DAY_MS;
    let next: Visit;
    if (overhaul <= day) {
      day = overhaul;
      overhaul = Infinity;
      next = { day, fservicecd: 4, taskType: TASK.overhaulAirEnd };
    } else if (dueByHours <= dueByDate) {
      next = { day, fservicecd: 3, taskType: taskTypeOfHours(hours.milestone) };
    } else {
      next = {
        day,
        fservicecd: 3,
        taskType: date.milestone === 1 ? TASK.annual : taskTypeOfYears(date.milestone),
      };
    }
    if (day > lastAllowed) break;
    visits.push(next);
    latest = next;
  }

  return visits
    .filter((v) => v.day >= install && v.day < today)
    .filter((v) => v.fservicecd === 1 || v.day >= from)
    .sort((a, b) => a.day - b.day || a.fservicecd - b.fservicecd)
    .map((v) => ({
      fservicecd: v.fservicecd,
      taskType: v.taskType,
      finishDate: dayOf(v.day),
      fkadotm: hoursOn(v.day),
      registeredBy: ENGINEERS[Math.floor(random() * ENGINEERS.length)]!,
      pdf:
        options.full &&
        [1, 3, 4].includes(v.fservicecd) &&
        (v.fservicecd !== 3 || v.day > today - 3 * 365 * DAY_MS),
    }));
}

/** The report as a one-page PDF (English: the standard PDF fonts have no Japanese). */
export function reportPdf(machine: MachineSeed, equipmentNo: string, visit: DemoVisit): Buffer {
  const lines: PdfLine[] = [
    { text: 'AirSight Compressor Service - Service Report', size: 16 },
    { text: '' },
    { text: `Customer: ${machine.names[0]}` },
    { text: `Equipment number: ${equipmentNo}    Serial number: ${machine.serial_no}` },
    {
      text: `Model: ${machine.optional_info_1}    Customer machine number: ${machine.optional_info_2 ?? '-'}`,
    },
    { text: '' },
    { text: `Service: ${serviceCodeName(visit.fservicecd, 'en') ?? '-'} (code ${visit.fservicecd})` },
    { text: `Work: ${taskTypeName(visit.taskType, 'en') ?? '-'} (task type ${visit.taskType})` },
    { text: `Completed: ${visit.finishDate}    Running hours: ${visit.fkadotm.toLocaleString('en-US')} h` },
    { text: `Engineer: ${visit.registeredBy}` },
    { text: '' },
    ...workOf(visit.fservicecd, visit.taskType).map((text) => ({ text: `- ${text}` })),
  ];
  return writePdf(`Service report ${equipmentNo} ${visit.finishDate}`, lines);
}

/**
 * The advice's status of a machine with these visits at `now`: with the counter the simulator has then,
 * or, `withHours` false, by the calendar alone (a machine that never sent its hours).
 */
function statusOf(machine: MachineSeed, visits: readonly DemoVisit[], now: Date, withHours: boolean) {
  const counter = counterOf(DEFAULT_SIMULATION_SEED, machine.serial_no, machine.time_zone);
  const plan = servicePlanOf(machine.model_id);
  if (!plan) return undefined;
  return maintenanceAdvice({
    reports: visits,
    currentRunningHours: withHours ? runningHoursAt(counter, now.getTime()) : null,
    plan,
    now: now.getTime(),
  }).status;
}

/**
 * The visits of every machine as the seed writes them: the machines of the fixed fleet (the first
 * `fixedCount`) their whole life, extra machines (benches) a short history; in the order of `machines`.
 */
export function demoServiceHistories(
  machines: readonly MachineSeed[],
  fixedCount: number,
  now: Date,
): DemoVisit[][] {
  const oldestSerial = machines
    .slice(0, fixedCount)
    .map((m) => m.serial_no)
    .sort((a, b) => a.slice(1, 5).localeCompare(b.slice(1, 5)) || a.localeCompare(b))[0];
  const putOff = new Set(
    machines
      .slice(0, fixedCount)
      .map((m) => ({ serial: m.serial_no, rank: hashString(`put-off:${m.serial_no}`) }))
      .sort((a, b) => a.rank - b.rank)
      .slice(0, PUT_OFF_FIXED)
      .map((m) => m.serial),
  );
  const histories = machines.map((machine, index) =>
    serviceHistoryOf(machine, now, {
      full: index < fixedCount,
      oldest: machine.serial_no === oldestSerial,
      putOff:
        index < fixedCount
          ? putOff.has(machine.serial_no)
          : prng(`put-off:${machine.serial_no}`)() < PUT_OFF_SHARE,
      waiting: false,
    }),
  );
  // One machine of the fixed fleet waits for its engineer, booked for after today: of those whose
  // calendar due date passed lately, the first by a hash of its serial number (a warning whatever the
  // day, and whether or not the simulator publishes its hours).
  const candidates = machines
    .slice(0, fixedCount)
    .map((machine, index) => ({ machine, index, rank: hashString(`waiting:${machine.serial_no}`) }))
    .filter(({ machine }) => !putOff.has(machine.serial_no))
    .sort((a, b) => a.rank - b.rank);
  for (const { machine, index } of candidates) {
    const options = { full: true, oldest: machine.serial_no === oldestSerial, putOff: false, waiting: true };
    const waiting = serviceHistoryOf(machine, now, options);
    if (
      statusOf(machine, waiting, now, true) === 'warning' &&
      statusOf(machine, waiting, now, false) === 'warning'
    ) {
      histories[index] = waiting;
      break;
    }
  }
  return histories;
}

/**
 * Writes the history of every machine that has no demo reports yet. The machines of the fixed fleet
 * (the first `fixedCount`) get their whole history and PDFs; extra machines (benches) a short one.
 */
export async function seedDemoServiceHistory(
  db: Db,
  machines: readonly MachineSeed[],
  fixedCount: number,
  now = new Date(),
): Promise<void> {
  const ids = new Map<string, string>();
  for (let i = 0; i < machines.length; i += CHUNK) {
    const rows = await db
      .selectFrom('devices as d')
      .select(['d.id', 'd.serial_no'])
      .where(
        'd.serial_no',
        'in',
        machines.slice(i, i + CHUNK).map((m) => m.serial_no),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('service_reports as r')
              .select('r.id')
              .whereRef('r.device_id', '=', 'd.id')
              .where('r.source', '=', 'demo'),
          ),
        ),
      )
      .execute();
    for (const r of rows) ids.set(r.serial_no, r.id);
  }
  if (ids.size === 0) return;

  const histories = demoServiceHistories(machines, fixedCount, now);
  const reports: {
    row: ServiceReportInput & { source: 'demo' };
    pdf: { name: string; content: Buffer } | undefined;
  }[] = [];
  machines.forEach((machine, index) => {
    const deviceId = ids.get(machine.serial_no);
    if (deviceId === undefined) return;
    const equipmentNo = equipmentNoOf(machine.serial_no);
    histories[index]!.forEach((visit, n) => {
      reports.push({
        row: {
          equipment_no: equipmentNo,
          device_id: deviceId,
          fservicecd: visit.fservicecd,
          task_type: visit.taskType,
          finish_date: visit.finishDate,
          fkadotm: visit.fkadotm,
          registered_by: visit.registeredBy,
          source: 'demo',
          external_id: `demo:${machine.serial_no}:${n + 1}`,
        },
        pdf: visit.pdf
          ? {
              name: `service-report-${equipmentNo}-${visit.finishDate}-${n + 1}.pdf`,
              content: reportPdf(machine, equipmentNo, visit),
            }
          : undefined,
      });
    });
  });

  for (let i = 0; i < reports.length; i += CHUNK) {
    const chunk = reports.slice(i, i + CHUNK);
    const withPdf = chunk.filter((r) => r.pdf);
    const fileIds = new Map<string, string>();
    if (withPdf.length > 0) {
      const files = await db
        .insertInto('service_report_files')
        .values(withPdf.map((r) => r.pdf!))
        .returning(['id', 'name'])
        .execute();
      for (const f of files) fileIds.set(f.name, f.id);
    }
    await db
      .insertInto('service_reports')
      .values(
        chunk.map((r) => ({
          ...r.row,
          attachment_file_id: r.pdf ? (fileIds.get(r.pdf.name) ?? null) : null,
        })),
      )
      .onConflict((oc) => oc.column('external_id').doNothing())
      .execute();
  }
}
