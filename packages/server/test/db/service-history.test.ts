/**
 * The demo's service history (demo/service-history.ts): every machine has one that agrees with its age
 * and with the running hours the simulator's counter has at each visit, two machines have put off their
 * maintenance, some reports carry a real PDF, the oldest machine has an overhaul, and seeding again
 * changes nothing. How the fleet reads in the maintenance advice: test/unit/demo-maintenance.test.ts.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentNoOf } from '@airsight/contracts/service-records';
import { seedDemo } from '../../src/demo/seed.ts';
import { DEFAULT_SIMULATION_SEED, initialRunningHours } from '@airsight/contracts/random';
import { counterOf, runningHoursAt } from '@airsight/contracts/running-hours';
import { servicePlanOf } from '@airsight/contracts/models/service-plans';
import { serviceHistoryOf } from '../../src/demo/service-history.ts';

const startHoursOf = (serialNo: string) => initialRunningHours(DEFAULT_SIMULATION_SEED, serialNo);
import { writePdf } from '../../src/demo/pdf.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { testConfig } from '../support/app.ts';
import { FLEET } from './master-info.setup.ts';

let database: TestDatabase;

interface Report {
  serial_no: string;
  equipment_no: string;
  fservicecd: number;
  task_type: number;
  finish_date: string;
  fkadotm: number;
  attachment_file_id: string | null;
}

async function reports(): Promise<Report[]> {
  const { rows } = await sql<Report>`
    SELECT d.serial_no, r.equipment_no, r.fservicecd, r.task_type, to_char(r.finish_date, 'YYYY-MM-DD') AS finish_date,
           r.fkadotm, r.attachment_file_id::text AS attachment_file_id
    FROM service_reports r JOIN devices d ON d.id = r.device_id
    ORDER BY d.serial_no, r.finish_date, r.id`.execute(database.db);
  return rows;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, testConfig());
});
afterAll(async () => {
  await database.drop();
});

describe('demo service history', () => {
  it('gives every machine a commissioning first and running hours that never go down', async () => {
    const all = await reports();
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    for (const machine of FLEET.machines) {
      const own = all.filter((r) => r.serial_no === machine.serial_no);
      expect(own.length, machine.serial_no).toBeGreaterThan(3);
      expect(own[0]!.fservicecd, machine.serial_no).toBe(1);
      expect(own.every((r) => r.equipment_no === equipmentNoOf(machine.serial_no))).toBe(true);
      for (let i = 1; i < own.length; i++) {
        expect(own[i]!.fkadotm, `${machine.serial_no} ${own[i]!.finish_date}`).toBeGreaterThanOrEqual(
          own[i - 1]!.fkadotm,
        );
      }
      expect(own.at(-1)!.finish_date < today).toBe(true);
      // Installed after its manufacture (machine unit A1503-…: March 2015).
      const made = `20${machine.serial_no.slice(1, 3)}-${machine.serial_no.slice(3, 5)}`;
      expect(own[0]!.finish_date > made, machine.serial_no).toBe(true);
      // The hours the simulator's counter has on the visit's day (10:00 in Japan).
      const counter = counterOf(DEFAULT_SIMULATION_SEED, machine.serial_no, machine.time_zone);
      for (const r of own) {
        const at = Date.parse(`${r.finish_date}T10:00:00+09:00`);
        expect(r.fkadotm, `${machine.serial_no} ${r.finish_date}`).toBe(runningHoursAt(counter, at));
      }
    }
  });

  it('uses the service codes of the history screen and the milestones', async () => {
    const all = await reports();
    const codes = new Set(all.map((r) => r.fservicecd));
    for (const code of [1, 2, 3, 4, 9]) expect(codes.has(code), String(code)).toBe(true);
    // The plans' milestones (contracts models/service-plans.ts): 2000 … 36000 h (task types 202 … 236),
    // half-year … 8 years (305 … 380), the annual inspection (130).
    const tasks = new Set(all.filter((r) => r.fservicecd === 3).map((r) => r.task_type));
    for (const task of [130, 202, 203, 204, 206, 208, 212, 305, 320])
      expect(tasks.has(task), String(task)).toBe(true);
    expect([...tasks].every((t) => t === 130 || (t >= 202 && t <= 236) || (t >= 305 && t <= 380))).toBe(true);
    expect(all.filter((r) => r.fservicecd === 1).every((r) => r.task_type === 99)).toBe(true);
    expect(all.every((r) => r.task_type >= 99 && r.task_type <= 999)).toBe(true);
    // The overhaul is on the oldest machine.
    const overhauls = all.filter((r) => r.fservicecd === 4);
    expect(overhauls).toHaveLength(1);
    const oldest = [...FLEET.machines].sort((a, b) =>
      a.serial_no.slice(1, 5).localeCompare(b.serial_no.slice(1, 5)),
    )[0]!;
    expect(overhauls[0]!.serial_no).toBe(oldest.serial_no);
  });

  it('has two machines that put off their maintenance for over one and a half calendar intervals', async () => {
    const all = await reports();
    const putOff = FLEET.machines.filter((m) => {
      const last = all.filter((r) => r.serial_no === m.serial_no && [1, 3, 4].includes(r.fservicecd)).at(-1)!;
      const months = servicePlanOf(m.model_id)!.years[0]! * 12;
      const since = new Date(last.finish_date);
      since.setUTCMonth(since.getUTCMonth() + 1.5 * months);
      return since.getTime() < Date.now();
    });
    expect(putOff).toHaveLength(2);
  });

  it('attaches a well-formed PDF to some reports', async () => {
    const files = await database.db.selectFrom('service_report_files').selectAll().execute();
    expect(files.length).toBeGreaterThan(FLEET.machines.length);
    const attached = (await reports()).filter((r) => r.attachment_file_id !== null);
    expect(attached.length).toBe(files.length);
    for (const file of files.slice(0, 20)) {
      const text = file.content.toString('latin1');
      expect(text.startsWith('%PDF-1.4\n')).toBe(true);
      expect(text.endsWith('%%EOF\n')).toBe(true);
      expect(file.size).toBe(file.content.length);
      expect(text).toContain('Service Report');
      // Every object starts at the offset the cross-reference table gives.
      const xrefAt = Number(/startxref\n(\d+)\n/.exec(text)![1]);
      expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
      const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      expect(offsets.length).toBe(6);
      offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    }
  });

  it('escapes text and replaces what the standard font cannot show', () => {
    const pdf = writePdf('t', [{ text: 'a (b) \\ 東' }]).toString('latin1');
    expect(pdf).toContain('(a \\(b\\) \\\\ ?) Tj');
  });

  it('changes nothing when seeded again', async () => {
    const before = await reports();
    const files = await database.db.selectFrom('service_report_files').select('id').execute();
    await seedDemo(database.db, testConfig());
    expect(await reports()).toEqual(before);
    expect(await database.db.selectFrom('service_report_files').select('id').execute()).toHaveLength(
      files.length,
    );
  });

  it('is the same history for the same day', () => {
    const machine = FLEET.machines[3]!;
    const now = new Date('2026-06-01T03:00:00Z');
    const options = { full: true, oldest: false, putOff: false, waiting: false };
    expect(serviceHistoryOf(machine, now, options)).toEqual(serviceHistoryOf(machine, now, options));
    // The simulator's counter at the start of 2026, for a few machines of the fixed fleet.
    expect(startHoursOf('A1503-0101_C10042')).toBe(28_350);
    expect(startHoursOf('A1804-0102_C10042')).toBe(47_769);
    expect(startHoursOf('A1910-0103_C10042')).toBe(12_704);
  });
});
