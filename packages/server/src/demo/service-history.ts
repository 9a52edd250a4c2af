/**
 * The demo fleet's service history (spec part 2 §3: service codes, task types): for every machine the
 * visits of the supplier's engineers from its installation until today, agreeing with its age and its
 * running hours, with a PDF report on some. Called from seedDemo inside its transaction.
 *
 * - Age: a machine unit says its year and month of manufacture (A1503-… is March 2015); it was installed
 *   one to four months later.
 * - Running hours: the fleet simulator starts each machine's counter, at the start of its 396-day
 *   history, from its serial number and the simulator's default seed (initialRunningHours in
 *   contracts random.ts, which the simulator uses too). Before that day the counter grew evenly since the
 *   installation (a machine with more hours than its age allows came with hours on it: its
 *   commissioning says so); after it, the history assumes a low rate, so the hours shown at a later
 *   visit never exceed what the simulator's machine has by then.
 * - Visits: commissioning (code 1) at installation; patrols every six months between the maintenance
 *   visits (code 2, some of them code 9 patrol service cleanup); maintenance (code 3) on the grid of the
 *   model's service plan (contracts models/service-plans.ts): every plan.hours[0] running hours and every
 *   plan.years[0] years, each named after the largest milestone it reaches (task types of contracts
 *   presentation/service-codes.ts; the plain yearly visit is the annual inspection); now and then a
 *   warranty claim or an emergency call; an overhaul (code 4) on the oldest machine. About one machine in four has put off
 *   its last inspection, so the maintenance advice has something to say.
 *
 * Deterministic for a given day (a fixed-seed PRNG per machine). Idempotent: a machine that has demo
 * reports already gets none, so a later start keeps the history of the first one and what users did.
 */
import { DEFAULT_SIMULATION_SEED, hashString, initialRunningHours } from '@airsight/contracts/random';
import { equipmentNoOf } from '@airsight/contracts/service-records';
import { servicePlanOf } from '@airsight/contracts/models/service-plans';
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
/** The simulator's default history length (SIMULATOR_BACKFILL_DAYS). */
const SIMULATOR_HISTORY_DAYS = 396;
/** Running share of the clock assumed after the simulator's history starts (its day-shift machines run more). */
const LOW_RUNNING_SHARE = 0.12;
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

/** The largest milestone of an ascending plan list that divides `at` (the plan's first divides every point). */
function largestDividing<T extends number>(milestones: readonly T[], at: number): T {
  return (
    [...milestones].reverse().find((m) => Math.abs(at / m - Math.round(at / m)) < 1e-9) ?? milestones[0]!
  );
}

const ENGINEERS = ['Sato Kenji', 'Suzuki Aiko', 'Takahashi Ryo', 'Tanaka Yui', 'Watanabe Sho', 'Ito Daichi'];

/** Seeded by the serial number: the same machine always gets the same history. */
const prng = (serialNo: string) => mulberry32(hashString(`service:${serialNo}`));

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Midnight UTC of the day that is today in Japan. */
const todayMs = (now: Date) => Date.parse(new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10));

export interface DemoVisit {
  fservicecd: number;
  taskType: number;
  finishDate: string;
  fkadotm: number;
  registeredBy: string;
  /** A PDF report comes with it. */
  pdf: boolean;
}

/** The machine's installation day (ms, UTC midnight) from its machine unit's year and month of manufacture. */
function installMs(machine: MachineSeed, random: () => number): number {
  const m = /^[A-Z](\d{2})(\d{2})-/.exec(machine.serial_no);
  const year = 2000 + Number(m?.[1] ?? 20);
  const month = Number(m?.[2] ?? 1);
  return Date.UTC(year, month - 1 + 1 + Math.floor(random() * 4), 1 + Math.floor(random() * 28));
}

/**
 * The visits of one machine up to yesterday (Japan time), oldest first. `full`: its whole life; otherwise
 * (the bench's thousands of extra machines) its commissioning and the last 13 months.
 */
export function serviceHistoryOf(
  machine: MachineSeed,
  now: Date,
  options: { full: boolean; oldest: boolean },
): DemoVisit[] {
  const random = prng(machine.serial_no);
  const today = todayMs(now);
  const historyStart = today - SIMULATOR_HISTORY_DAYS * DAY_MS;
  const install = Math.min(installMs(machine, random), historyStart - 60 * DAY_MS);
  const h0 = initialRunningHours(DEFAULT_SIMULATION_SEED, machine.serial_no);
  const clockHours = (historyStart - install) / 3_600_000;
  // A machine cannot run more than ~90 % of the clock: more hours than that came with it.
  const startHours = Math.max(0, Math.round(h0 - 0.9 * clockHours));
  const hoursAt = (ms: number) =>
    ms <= historyStart
      ? Math.round(startHours + ((h0 - startHours) * (ms - install)) / (historyStart - install))
      : Math.round(h0 + (LOW_RUNNING_SHARE * (ms - historyStart)) / 3_600_000);
  /** The first day on which the counter reaches `hours` (by bisection over the monotone hoursAt). */
  const dayReaching = (hours: number) => {
    let lo = install;
    let hi = today;
    if (hoursAt(hi) < hours) return undefined;
    while (hi - lo > DAY_MS) {
      const mid = lo + Math.floor((hi - lo) / 2 / DAY_MS) * DAY_MS;
      if (hoursAt(mid) >= hours) hi = mid;
      else lo = mid;
    }
    return hi;
  };
  const engineer = () => ENGINEERS[Math.floor(random() * ENGINEERS.length)]!;
  const visits: { ms: number; fservicecd: number; taskType: number }[] = [];
  const T = TASK;
  const plan = servicePlanOf(machine.model_id) ?? { hours: [3000], years: [1] };
  const installDate = new Date(install);

  visits.push({ ms: install, fservicecd: 1, taskType: T.commissioning });
  const jitter = () => Math.round((random() - 0.5) * 20) * DAY_MS;
  for (let k = 1; ; k++) {
    const at = Date.UTC(installDate.getUTCFullYear(), installDate.getUTCMonth() + 6 * k - 3, 10);
    if (at >= today) break;
    const cleanup = random() < 0.3;
    visits.push({
      ms: at + jitter(),
      fservicecd: cleanup ? 9 : 2,
      taskType: cleanup ? T.patrolService : T.patrol,
    });
  }
  // Calendar maintenance every plan.years[0] years after commissioning; the plain yearly one is the
  // annual inspection.
  const stepMonths = plan.years[0]! * 12;
  for (let k = 1; ; k++) {
    const at = Date.UTC(installDate.getUTCFullYear(), installDate.getUTCMonth() + stepMonths * k, 20);
    if (at >= today) break;
    const milestone = largestDividing(plan.years, (stepMonths * k) / 12);
    const taskType = milestone === 1 ? T.annual : taskTypeOfYears(milestone);
    visits.push({ ms: at + jitter(), fservicecd: 3, taskType });
  }
  // Hour maintenance every plan.hours[0] running hours, named after the largest milestone reached.
  const stepHours = plan.hours[0]!;
  for (let k = 1; ; k++) {
    const hours = stepHours * k;
    if (hours <= startHours) continue;
    const at = dayReaching(hours);
    if (at === undefined || at >= today) break;
    visits.push({
      ms: at + 3 * DAY_MS,
      fservicecd: 3,
      taskType: taskTypeOfHours(largestDividing(plan.hours, hours)),
    });
  }
  if (random() < 0.2) {
    visits.push({
      ms: install + (60 + Math.floor(random() * 200)) * DAY_MS,
      fservicecd: 5,
      taskType: T.claim,
    });
  }
  if (random() < 0.3) {
    visits.push({
      ms: today - (30 + Math.floor(random() * 600)) * DAY_MS,
      fservicecd: 7,
      taskType: T.irregular,
    });
  }
  if (options.oldest) {
    const at = Math.max(install + 8 * 365 * DAY_MS, today - 700 * DAY_MS);
    visits.push({ ms: Math.min(at, today - 90 * DAY_MS), fservicecd: 4, taskType: T.overhaulAirEnd });
  }

  // About a quarter of the customers put off their last inspections: no code 3 in the last 14 months.
  const overdue = random() < 0.25;
  const from = options.full ? -Infinity : today - 396 * DAY_MS;
  return visits
    .filter((v) => v.ms > install - DAY_MS && v.ms < today)
    .filter((v) => v.fservicecd === 1 || v.ms >= from)
    .filter((v) => !(overdue && v.fservicecd === 3 && v.ms > today - 425 * DAY_MS))
    .sort((a, b) => a.ms - b.ms || a.fservicecd - b.fservicecd)
    .map((v) => ({
      fservicecd: v.fservicecd,
      taskType: v.taskType,
      finishDate: dayOf(v.ms),
      fkadotm: hoursAt(v.ms),
      registeredBy: engineer(),
      pdf:
        options.full &&
        [1, 3, 4].includes(v.fservicecd) &&
        (v.fservicecd !== 3 || v.ms > today - 3 * 365 * DAY_MS),
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

  const oldestSerial = machines
    .slice(0, fixedCount)
    .map((m) => m.serial_no)
    .sort((a, b) => a.slice(1, 5).localeCompare(b.slice(1, 5)) || a.localeCompare(b))[0];

  const reports: {
    row: ServiceReportInput & { source: 'demo' };
    pdf: { name: string; content: Buffer } | undefined;
  }[] = [];
  machines.forEach((machine, index) => {
    const deviceId = ids.get(machine.serial_no);
    if (deviceId === undefined) return;
    const equipmentNo = equipmentNoOf(machine.serial_no);
    const full = index < fixedCount;
    serviceHistoryOf(machine, now, { full, oldest: machine.serial_no === oldestSerial }).forEach(
      (visit, n) => {
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
      },
    );
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
