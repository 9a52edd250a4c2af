/**
 * The monthly report's calls and jobs (routes/monthly-report, services/monthly-report.ts,
 * jobs/report-worker.ts) on the demo fleet: reserve, run, ask, download a workbook whose data list holds
 * the same daily air and energy as VolumeGraph's sums; only the reserver finds its report; a job whose
 * worker died is run again, and one that never finishes fails.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeLamps } from '@airsight/contracts';
import { monthlyReportRunner } from '../../src/services/monthly-report.ts';
import { runNextReportJob } from '../../src/jobs/report-worker.ts';
import { claimReportJob } from '../../src/repositories/report-jobs.ts';
import { deviceIdOf } from '../support/database.ts';
import { insertSnapshots } from '../support/factories.ts';
import { FLEET, useDemoApp, type DemoUserId } from './master-info.setup.ts';

const d = useDemoApp();
const [tokai1] = FLEET.machinesUnder('tokai');
const log = pino({ level: 'silent' });
const MODEL = 'OIL_INJECTION2';
const LOADED = encodeLamps(MODEL, { start: true, load: true });
const STOPPED = encodeLamps(MODEL, { stop: true });

describe('the monthly report', () => {
  const post = (as: DemoUserId, url: string, payload: object) =>
    d.app.inject({
      method: 'POST',
      url: url.startsWith('/') ? url : `/api/${url}`,
      headers: d.headers[as],
      payload,
    });
  const reserve = (as: DemoUserId, body: object) => post(as, 'monthlyReportReserve', body);
  const runNext = () =>
    runNextReportJob(d.database.db, { monthlyReport: monthlyReportRunner(d.database.db) }, log);
  const tokaiMonth = {
    month: '2026-01',
    deviceGroupId: 'tokai',
    groupId: 'unset',
    devices: [{ modelId: tokai1!.model_id, serialNo: tokai1!.serial_no }],
    localeId: 1,
  };

  beforeAll(async () => {
    // tokai1 (Asia/Tokyo) runs loaded at 40 A from 23:50 on 10 January to 00:10 on 11 January, local time.
    const deviceId = await deviceIdOf(d.database.db, tokai1!);
    // The counters are read only at samples with the power lamp (LED state's last bit) on: the one at
    // 15:10 UTC is off and says nonsense.
    const on = (lamps: number) => lamps | 1;
    await insertSnapshots(d.database.db, deviceId, [
      {
        time: '2026-01-10T14:50:00Z',
        values: { sn_D027: on(LOADED), sn_D012: 40, sn_D014: 100, sn_D020_021: 1000, sn_D022_023: 500 },
      },
      {
        time: '2026-01-10T14:55:00Z',
        values: { sn_D027: on(LOADED), sn_D012: 40, sn_D014: 100, sn_D020_021: 1000, sn_D022_023: 500 },
      },
      {
        time: '2026-01-10T15:00:00Z',
        values: { sn_D027: on(LOADED), sn_D012: 40, sn_D014: 100, sn_D020_021: 1001, sn_D022_023: 501 },
      },
      {
        time: '2026-01-10T15:05:00Z',
        values: { sn_D027: on(LOADED), sn_D012: 40, sn_D014: 100, sn_D020_021: 1001, sn_D022_023: 502 },
      },
      {
        time: '2026-01-10T15:10:00Z',
        values: { sn_D027: STOPPED, sn_D012: 0, sn_D014: 0, sn_D020_021: 0, sn_D022_023: 0 },
      },
    ]);
  });

  let statusId: string;

  it('reserves, runs and answers the workbook of a month, as VolumeGraph sums its days', async () => {
    const reserved = await reserve('tokai', tokaiMonth);
    expect(reserved.statusCode, reserved.body).toBe(200);
    statusId = reserved.json().statusId;
    expect((await post('tokai', 'getMonthlyReport', { statusId })).json()).toMatchObject({
      state: 'queued',
      progress: 0,
      fileName: null,
    });
    expect(await runNext()).toBe(true);
    expect((await post('tokai', 'getMonthlyReport', { statusId })).json()).toEqual({
      statusId,
      state: 'done',
      progress: 1,
      fileName: 'monthlyReport_2026-01.xlsx',
    });

    const file = await post('tokai', 'getMonthlyReport', { statusId, download: true });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('monthlyReport_2026-01.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const dataList = book.worksheets[1]!;
    expect(dataList.name).toBe('Data list');

    // The same sums as VolumeGraph's day buckets (getSensorData, round_kbn 3), day by day.
    const volume = await post('tokai', '/v1/sensor-data-file-mgt/getSensorData', {
      measure_time_from: '20260101000000',
      measure_time_to: '20260131235959',
      round_kbn: 3,
      sensor_list: ['sv_air_volume', 'sv_energy'].map((sensor_id) => ({
        model_id: tokai1!.model_id,
        serial_no: tokai1!.serial_no,
        sensor_id,
      })),
    });
    expect(volume.statusCode, volume.body).toBe(200);
    const cell = (day: number, column: number) =>
      dataList.getRow(9 + day).getCell(column).value as number | null;
    expect(dataList.getRow(19).getCell(3).value).toBe(tokai1!.serial_no);
    expect(dataList.getRow(19).getCell(4).value).toEqual(new Date('2026-01-10T00:00:00Z'));
    // 10 minutes loaded on each side of midnight: 6.4 m³/min x 10 min = 64 m³ a day.
    expect(cell(10, 5)).toBeCloseTo(64, 6);
    expect(cell(11, 5)).toBeCloseTo(64, 6);
    expect(cell(12, 5)).toBeNull();
    // Running hours and starts: the day-end counters of powered samples, less the day before's.
    expect([cell(10, 7), cell(10, 9)]).toEqual([null, null]);
    expect([cell(11, 7), cell(11, 9)]).toEqual([1, 2]);
    const answered = JSON.stringify(volume.json());
    for (const day of [10, 11]) {
      expect(answered).toContain(String(Math.round(cell(day, 6)! * 1000) / 1000));
    }
    const log = await d.database.db
      .selectFrom('operation_log')
      .select(['type', 'user_id', 'contents'])
      .where('type', '=', 'monthlyReport')
      .execute();
    expect(log).toEqual([
      {
        type: 'monthlyReport',
        user_id: 'tokai',
        contents: {
          monthlyReport: {
            date: '2026/01',
            device: { serialNo: tokai1!.serial_no },
            group: { groupName: 'Tokai Seiki' },
          },
        },
      },
    ]);
  });

  it("finds a report for its reserver only, and refuses another customer's group or machine", async () => {
    for (const body of [{ statusId }, { statusId, download: true }]) {
      expect((await post('acme', 'getMonthlyReport', body)).statusCode).toBe(404);
      expect((await post('supplier', 'getMonthlyReport', body)).statusCode).toBe(404);
    }
    expect((await reserve('acme', tokaiMonth)).statusCode).toBe(404);
    const foreignMachine = await reserve('acme', { ...tokaiMonth, deviceGroupId: 'acme' });
    expect(foreignMachine.statusCode).toBe(404);
    const unknownGroup = await reserve('acme', {
      ...tokaiMonth,
      deviceGroupId: 'acme',
      groupId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownGroup.statusCode).toBe(404);
    const all = await reserve('acme', {
      ...tokaiMonth,
      deviceGroupId: 'acme-kawasaki',
      groupId: 'all',
      devices: [],
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(await runNext()).toBe(true);
  });

  it('runs again a job whose worker died, and fails one that never finishes', async () => {
    const { statusId: orphan } = (await reserve('tokai', tokaiMonth)).json();
    // A worker claims it and dies: its lease runs out.
    const claimed = await claimReportJob(d.database.db, 60);
    expect(claimed?.id).toBe(orphan);
    await sql`UPDATE report_jobs SET lease_until = now() - interval '1 second' WHERE id = ${orphan}`.execute(
      d.database.db,
    );
    expect((await post('tokai', 'getMonthlyReport', { statusId: orphan })).json().state).toBe('running');
    expect(await runNext()).toBe(true);
    expect((await post('tokai', 'getMonthlyReport', { statusId: orphan })).json().state).toBe('done');

    const { statusId: doomed } = (await reserve('tokai', tokaiMonth)).json();
    await sql`UPDATE report_jobs SET state = 'running', attempts = 3, lease_until = now() - interval '1 second'
               WHERE id = ${doomed}`.execute(d.database.db);
    expect(await runNext()).toBe(true);
    expect((await post('tokai', 'getMonthlyReport', { statusId: doomed })).json().state).toBe('failed');
    const download = await post('tokai', 'getMonthlyReport', { statusId: doomed, download: true });
    expect(download.statusCode).toBe(409);
    expect(download.json().code).toBe('REPORT_FAILED');
    expect(await runNext()).toBe(false);
  });
});
