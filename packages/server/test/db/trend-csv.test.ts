/**
 * GET /v1/sensor-data-file-mgt/trendCsv: the trend graph's file holds every sample of the period (part 2
 * §2, §9; DESIGN §10, §11): oldest first, the time in the machine's zone, one column per asked sensor with
 * its label and unit in the locale, values scaled as the chart shows them, empty cells where a sample
 * lacks a value; named YYYYMMDD.csv; the caller's authorities and the period's limit checked. A machine's
 * year of 1-minute samples streams with memory flat, and a client that goes away ends the query.
 */
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { readCsvRows } from '@airsight/contracts/format/csv';
import type { Db } from '../../src/db/database.ts';
import { signedInHeaders } from '../support/app.ts';
import { useListeningApp } from '../support/auth-app.ts';
import { describeOnlyIn } from '../support/database.ts';
import {
  insertDevice,
  insertDeviceGroup,
  insertSnapshots,
  insertSnapshotSeries,
  insertUser,
} from '../support/factories.ts';

const PATH = '/v1/sensor-data-file-mgt/trendCsv';
const MINUTE = 60_000;

interface Machines {
  /** OIL_INJECTION2 in Asia/Kolkata (UTC+5:30) with the samples below. */
  kolkata: { id: string; model_id: string; serial_no: string };
  /** Its neighbour in the same group, with a sample at the same time. */
  neighbour: { id: string; model_id: string; serial_no: string };
  /** A machine whose zone no one knows. */
  zoneless: { id: string; model_id: string; serial_no: string };
  /** Another customer's machine. */
  foreign: { id: string; model_id: string; serial_no: string };
  /** A year of 1-minute samples of four sensors, in Tokyo. */
  year: { id: string; model_id: string; serial_no: string };
}
let machines: Machines;

const YEAR_FROM = new Date('2025-01-01T00:00:00Z');
// The memory and the end of the query do not depend on the database server: measured in one project,
// where alone the year is written.
const YEAR_PROJECT = 'db-embedded';
const YEAR_ROWS = 525_600;

async function seed(db: Db): Promise<void> {
  const acme = await insertDeviceGroup(db, { device_group_id: 'acme' });
  await insertDeviceGroup(db, { device_group_id: 'other' });
  await insertUser(db, { userId: 'alice', loginRootGroupIds: [acme.root_group_id] });
  const machine = async (group: string, zone: string) => {
    const row = await insertDevice(db, { deviceGroupId: group, model_id: 'OIL_INJECTION2', time_zone: zone });
    return { id: row.id, model_id: row.model_id, serial_no: row.serial_no };
  };
  machines = {
    kolkata: await machine('acme', 'Asia/Kolkata'),
    neighbour: await machine('acme', 'Asia/Kolkata'),
    zoneless: await machine('acme', 'Mars/Olympus_Mons'),
    foreign: await machine('other', 'Asia/Tokyo'),
    year: await machine('acme', 'Asia/Tokyo'),
  };
  // Raw words: sn_D002 discharge pressure (signed; 0.01 bar or 0.001 MPa a step), sn_D006 discharge
  // temperature (signed, 0.1 °C), sn_D012 motor current (A), sn_D014 load (%), sn_D027 a lamp word.
  await insertSnapshots(db, machines.kolkata.id, [
    { time: '2026-02-28T23:59:59Z', values: { sn_D002: 1, sn_D006: 1, sn_D012: 1, sn_D014: 1 } },
    { time: '2026-03-01T00:00:00Z', values: { sn_D002: 700, sn_D006: 800, sn_D012: 41, sn_D014: 100 } },
    { time: '2026-03-01T00:01:00.500Z', values: { sn_D002: 65_535, sn_D006: null, sn_D012: 0, sn_D014: 0 } },
    // None of the asked sensors: not a sample of them.
    { time: '2026-03-01T00:02:00Z', values: { sn_D027: 3 } },
    { time: '2026-03-01T00:03:00Z', values: { sn_D006: 65_535 } },
    { time: '2026-03-01T00:10:00Z', values: { sn_D002: 1_234, sn_D014: 55 } },
    { time: '2026-03-01T00:10:01Z', values: { sn_D002: 1, sn_D006: 1, sn_D012: 1, sn_D014: 1 } },
  ]);
  await insertSnapshots(db, machines.neighbour.id, [
    { time: '2026-03-01T00:05:00Z', values: { sn_D002: 999, sn_D006: 999, sn_D012: 99, sn_D014: 99 } },
  ]);
  await insertSnapshots(db, machines.zoneless.id, [{ time: '2026-03-01T00:00:00Z', values: { sn_D012: 7 } }]);
  await insertSnapshots(db, machines.foreign.id, [{ time: '2026-03-01T00:00:00Z', values: { sn_D012: 8 } }]);
  if (inject('databaseProject') !== YEAR_PROJECT) return;
  await insertSnapshotSeries(db, {
    deviceId: machines.year.id,
    from: YEAR_FROM,
    stepMs: MINUTE,
    count: YEAR_ROWS,
    values: {
      sn_D002: { start: 0, step: 1, modulo: 1_000 },
      sn_D006: { start: 200, step: 7, modulo: 1_000 },
      sn_D012: { start: 0, step: 1, modulo: 60 },
      sn_D014: { start: 0, step: 1, modulo: 101 },
    },
  });
}

const server = useListeningApp(seed);
let cookie: string;
beforeAll(async () => {
  cookie = (await signedInHeaders(server.db, 'alice')).cookie!;
});

const SENSORS = 'sn_D014,sn_D002,sn_D006,sn_D012';
const PERIOD = { measure_time_from: '20260301000000', measure_time_to: '20260301001000' };

function url(query: Record<string, string>): string {
  return `${server.base}${PATH}?${new URLSearchParams(query).toString()}`;
}

function get(query: Record<string, string>, signedIn = true): Promise<Response> {
  return fetch(url(query), { headers: signedIn ? { cookie } : {} });
}

function ask(machine: keyof Machines, extra: Record<string, string> = {}): Promise<Response> {
  const { model_id, serial_no } = machines[machine];
  return get({ model_id, serial_no, sensor_id: SENSORS, ...PERIOD, ...extra });
}

/** The file as sent, its BOM kept (Response.text() drops it). */
async function fileText(res: Response): Promise<string> {
  return Buffer.from(await res.arrayBuffer()).toString('utf8');
}

/** The file's records, after its BOM. */
async function fileRows(res: Response): Promise<string[][]> {
  const text = await fileText(res);
  expect(text.startsWith('\uFEFF')).toBe(true);
  return readCsvRows(text.slice(1));
}

/** Today as YYYYMMDD in a zone. */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date()).replaceAll('-', '');
}

describe('the trend CSV', () => {
  it.each([
    [
      '1',
      [
        'Date and time (UTC+5:30)',
        'Load (%)',
        'Discharge pressure (bar)',
        'Discharge temperature (°C)',
        'Motor current (A)',
      ],
      [
        ['2026/03/01 05:30:00', '100', '7.000', '80.0', '41'],
        ['2026/03/01 05:31:00', '0', '-0.010', '', '0'],
        ['2026/03/01 05:33:00', '', '', '-0.1', ''],
        ['2026/03/01 05:40:00', '55', '12.340', '', ''],
      ],
    ],
    [
      '2',
      ['日時 (UTC+5:30)', '負荷率 (%)', '吐出圧力 (MPa)', '吐出温度 (°C)', 'モータ電流 (A)'],
      [
        ['2026/03/01 05:30:00', '100', '0.70', '80.0', '41'],
        ['2026/03/01 05:31:00', '0', '0.00', '', '0'],
        ['2026/03/01 05:33:00', '', '', '-0.1', ''],
        ['2026/03/01 05:40:00', '55', '1.23', '', ''],
      ],
    ],
    [
      '3',
      ['日期时间 (UTC+5:30)', '负载率 (%)', '排气压力 (MPa)', '排气温度 (°C)', '电机电流 (A)'],
      [
        ['2026/03/01 05:30:00', '100', '0.70', '80.0', '41'],
        ['2026/03/01 05:31:00', '0', '0.00', '', '0'],
        ['2026/03/01 05:33:00', '', '', '-0.1', ''],
        ['2026/03/01 05:40:00', '55', '1.23', '', ''],
      ],
    ],
  ])(
    'holds every sample of the period in order, in the machine’s zone, scaled for locale %s',
    async (locale, header, rows) => {
      const res = await ask('kolkata', { locale });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const text = await fileText(res);
      expect(text.startsWith('\uFEFF"')).toBe(true);
      expect(text.endsWith('"\r\n')).toBe(true);
      expect(readCsvRows(text.slice(1))).toEqual([header, ...rows]);
    },
  );

  it('is an attachment named by today in the caller’s zone, else in the machine’s', async () => {
    // 25 hours apart: never the same day.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const res = await ask('kolkata', { time_zone: zone });
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${todayIn(zone)}.csv"`);
      await res.body?.cancel();
    }
    const res = await ask('kolkata');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${todayIn('Asia/Kolkata')}.csv"`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    await res.body?.cancel();
  });

  it('writes the times of a machine without a known zone in the caller’s zone, else in UTC', async () => {
    const rows = async (extra: Record<string, string>) =>
      fileRows(await ask('zoneless', { locale: '1', ...extra }));
    expect(await rows({ time_zone: 'Asia/Tokyo' })).toEqual([
      [
        'Date and time (UTC+9)',
        'Load (%)',
        'Discharge pressure (bar)',
        'Discharge temperature (°C)',
        'Motor current (A)',
      ],
      ['2026/03/01 09:00:00', '', '', '', '7'],
    ]);
    expect((await rows({}))[1]).toEqual(['2026/03/01 00:00:00', '', '', '', '7']);
  });

  it('answers 404 for another customer’s machine exactly as for an unknown one', async () => {
    const foreign = await ask('foreign');
    const unknown = await get({
      ...PERIOD,
      model_id: 'OIL_INJECTION2',
      serial_no: 'NO-SUCH',
      sensor_id: SENSORS,
    });
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    const [a, b] = [await foreign.json(), await unknown.json()];
    expect(a).toEqual(b);
    expect(a).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'querystring.serial_no: machine not found',
    });
  });

  it.each([
    [
      'a period over 366 days',
      { measure_time_from: '20250101000000', measure_time_to: '20260102000001' },
      'PERIOD_TOO_LONG',
    ],
    [
      'the end before the start',
      { measure_time_from: '20260302000000', measure_time_to: '20260301000000' },
      'INAPPROPRIATE_DATE',
    ],
    ['a sensor that is not a trend sensor of the model', { sensor_id: 'sn_D002,sn_D027' }, 'BAD_REQUEST'],
    ['an unknown sensor id', { sensor_id: 'sn_D002,sn_D099' }, 'VALIDATION'],
    ['no sensor', { sensor_id: '' }, 'VALIDATION'],
    ['an unknown time zone', { time_zone: 'Mars/Olympus_Mons' }, 'BAD_REQUEST'],
    ['an unknown locale', { locale: '4' }, 'VALIDATION'],
  ])('answers 400 for %s', async (_case, extra, code) => {
    const res = await ask('kolkata', extra);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: 400, code });
  });

  it('answers 366 days exactly, and 401 without a session', async () => {
    const res = await ask('kolkata', {
      measure_time_from: '20250301000000',
      measure_time_to: '20260301001000',
    });
    expect(res.status).toBe(200);
    // The title, the sample a second before 1 March and the four of the short period.
    expect(await fileRows(res)).toHaveLength(6);
    const { model_id, serial_no } = machines.kolkata;
    const anonymous = await get({ model_id, serial_no, sensor_id: SENSORS, ...PERIOD }, false);
    expect(anonymous.status).toBe(401);
  });
});

describeOnlyIn(YEAR_PROJECT)('a machine-year of four sensors', () => {
  // Memory kept after a full garbage collection: the heap and what Buffers hold outside it.
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const retained = () => {
    gc();
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.external;
  };
  const yearQuery = () => {
    const { model_id, serial_no } = machines.year;
    return {
      model_id,
      serial_no,
      sensor_id: 'sn_D002,sn_D006,sn_D012,sn_D014',
      measure_time_from: '20250101000000',
      measure_time_to: '20260101000000',
      locale: '1',
    };
  };
  /** The answer as it arrives, uncompressed, read by the caller chunk by chunk. */
  const open = (query: Record<string, string>) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(url(query), { headers: { cookie } }, resolve).on('error', reject);
    });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('streams every one of 525,600 rows in order with memory flat', async () => {
    const before = retained();
    const res = await open(yearQuery());
    expect(res.statusCode).toBe(200);
    res.setEncoding('utf8');
    let rest = '';
    let rows = -1; // the title row is not a sample
    let last = '';
    let ordered = true;
    const kept: string[] = [];
    const growth: number[] = [];
    let received = 0;
    let nextCheck = 4_000_000;
    for await (const chunk of res as AsyncIterable<string>) {
      received += chunk.length;
      const lines = (rest + chunk).split('\r\n');
      rest = lines.pop()!;
      for (const line of lines) {
        rows++;
        if (rows <= 1 || rows === YEAR_ROWS) kept.push(line);
        if (rows < 1) continue;
        const time = line.slice(1, 20);
        if (!(time > last)) ordered = false;
        last = time;
      }
      if (received >= nextCheck) {
        // Mid-stream, the server held back by the unread socket: what is kept now stays kept.
        nextCheck += 4_000_000;
        res.pause();
        await settle();
        growth.push(retained() - before);
        res.resume();
      }
    }
    expect(rest).toBe('');
    expect(rows).toBe(YEAR_ROWS);
    expect(ordered).toBe(true);
    expect(kept).toEqual([
      '\uFEFF"Date and time (UTC+9)","Discharge pressure (bar)","Discharge temperature (°C)","Motor current (A)","Load (%)"',
      '"2025/01/01 09:00:00","0.000","20.0","0","0"',
      // Sample 525,599: 599, (200 + 7 × 525,599) mod 1,000 = 393, 525,599 mod 60 = 59, mod 101 = 96.
      '"2026/01/01 08:59:00","5.990","39.3","59","96"',
    ]);
    // The file is about 26 MB (52 MB as a JavaScript string, the BOM makes it two-byte); buffered rows
    // would take several times that. Streamed, what stays in memory is a few cursor chunks.
    expect(received).toBeGreaterThan(25_000_000);
    expect(growth.length).toBeGreaterThan(5);
    console.log(`retained growth while streaming (MB): ${growth.map((g) => (g / 1e6).toFixed(1)).join(' ')}`);
    expect(Math.max(...growth)).toBeLessThan(16_000_000);
  });

  it('ends the query when the client goes away', async () => {
    const running = async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'
          AND query ILIKE '%from "snapshots"%'
      `.execute(server.db);
      return rows[0]!.n;
    };
    const res = await open(yearQuery());
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => res.once('data', resolve));
    res.pause();
    await settle();
    // Held back mid-file: its query is open.
    expect(await running()).toBe(1);
    res.destroy();
    await expect.poll(running, { timeout: 5_000 }).toBe(0);
    // The connection went back to the pool: the next file comes whole.
    const again = await ask('kolkata', { locale: '1' });
    expect(await fileRows(again)).toHaveLength(5);
  });
});
