/**
 * Service records (second backend): getSmartpassReports and the attachment download, the maintenance
 * notifications, the service-customer lookup and the import (JSON and CSV). Every call stays within the
 * caller's machines: tokai gets nothing of acme's by any parameter, another user's userId included.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import {
  GetMaintenanceNotificationsResponse,
  GetServiceCustomersResponse,
  GetSmartpassReportsResponse,
} from '@airsight/contracts/http/service-records';
import { calls } from '@airsight/contracts/http/calls';
import { CSRF_HEADER } from '@airsight/contracts';
import { equipmentNoOf, SERVICE_REPORT_FILE_MAX_BYTES } from '@airsight/contracts/service-records';
import { loadScope } from '../../src/services/access.ts';
import { insertServiceReport, insertServiceReportFile } from '../support/factories.ts';
import { uploadServiceRecords } from '../../src/services/service-records.ts';
import { FLEET, useDemoApp, type DemoUserId } from './master-info.setup.ts';

const checkReports = Compile(GetSmartpassReportsResponse);
const checkNotifications = Compile(GetMaintenanceNotificationsResponse);
const checkCustomers = Compile(GetServiceCustomersResponse);

const d = useDemoApp();
const kawasaki = FLEET.machinesUnder('acme-kawasaki');
const tokai = FLEET.machinesUnder('tokai');
const ACME_EQ = equipmentNoOf(kawasaki[0]!.serial_no);
const ACME_EQ2 = equipmentNoOf(kawasaki[1]!.serial_no);
const TOKAI_EQ = equipmentNoOf(tokai[0]!.serial_no);
const PDF = Buffer.from('%PDF-1.4\n% test report\n%%EOF\n');
let acmeFileId: string;

async function deviceId(serialNo: string): Promise<string> {
  const row = await d.database.db
    .selectFrom('devices')
    .select('id')
    .where('serial_no', '=', serialNo)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A report as the service system would have stored it, with an optional PDF. */
async function insertReport(
  serialNo: string,
  report: { fservicecd: number; taskType: number; finishDate: string; fkadotm: number; pdf?: Buffer },
): Promise<{ id: string; fileId: string | null }> {
  const { db } = d.database;
  const file = report.pdf
    ? await insertServiceReportFile(db, { name: `報告書 ${serialNo}.pdf`, content: report.pdf })
    : undefined;
  const row = await insertServiceReport(db, {
    deviceId: await deviceId(serialNo),
    equipmentNo: equipmentNoOf(serialNo),
    fservicecd: report.fservicecd,
    task_type: report.taskType,
    finish_date: report.finishDate,
    fkadotm: report.fkadotm,
    attachment_file_id: file?.id ?? null,
  });
  return { id: row.id, fileId: file?.id ?? null };
}

function send(as: DemoUserId | null, method: 'POST' | 'PUT', url: string, payload: unknown, type?: string) {
  const headers: Record<string, string> = { ...(as ? d.headers[as] : {}) };
  if (type) headers['content-type'] = type;
  return d.app.inject({
    method,
    url,
    headers,
    payload: typeof payload === 'string' ? payload : (payload as object),
  });
}

const reportCount = async (source?: string) => {
  const row = await d.database.db
    .selectFrom('service_reports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .$if(source !== undefined, (q) => q.where('source', '=', source as 'import'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

beforeAll(async () => {
  // Tests below add reports of their own; the demo's history is left out of the expectations by date.
  const first = await insertReport(kawasaki[0]!.serial_no, {
    fservicecd: 3,
    taskType: 130,
    finishDate: '2031-03-01',
    fkadotm: 12_003,
    pdf: PDF,
  });
  acmeFileId = first.fileId!;
  await insertReport(kawasaki[0]!.serial_no, {
    fservicecd: 2,
    taskType: 110,
    finishDate: '2031-05-02',
    fkadotm: 13_100,
  });
  await insertReport(kawasaki[1]!.serial_no, {
    fservicecd: 1,
    taskType: 100,
    finishDate: '2031-01-15',
    fkadotm: 0,
  });
  await insertReport(tokai[0]!.serial_no, {
    fservicecd: 4,
    taskType: 900,
    finishDate: '2031-02-20',
    fkadotm: 40_000,
    pdf: PDF,
  });
});

const inTestYear = <T extends { finishDate: string }>(rows: T[]) =>
  rows.filter((r) => r.finishDate.startsWith('2031-'));

describe('GET /api/getSmartpassReports', () => {
  const URL = calls.smartpassReports.path;

  it('answers the reports of the named machines, newest first per machine', async () => {
    const res = await d.get('acme', `${URL}?equipmentNos=${ACME_EQ},${ACME_EQ2}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(checkReports.Check(res.json())).toBe(true);
    const rows = inTestYear(res.json() as GetSmartpassReportsResponse);
    expect(rows.map((r) => [r.equipmentNo, r.fservicecd, r.taskType, r.finishDate, r.fkadotm])).toEqual(
      [
        [ACME_EQ, 2, 110, '2031-05-02', 13_100],
        [ACME_EQ, 3, 130, '2031-03-01', 12_003],
        [ACME_EQ2, 1, 100, '2031-01-15', 0],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(rows.find((r) => r.finishDate === '2031-03-01')!.attachmentFile).toBe(acmeFileId);
    expect(rows.find((r) => r.finishDate === '2031-05-02')!.attachmentFile).toBeNull();
  });

  it('takes repeated keys as well as a comma list', async () => {
    const comma = await d.get('acme-kawasaki', `${URL}?equipmentNos=${ACME_EQ},${ACME_EQ2}`);
    const repeated = await d.get('acme-kawasaki', `${URL}?equipmentNos=${ACME_EQ}&equipmentNos=${ACME_EQ2}`);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.body).toBe(comma.body);
  });

  it('leaves out machines the caller may not see, like unknown ones', async () => {
    const res = await d.get('tokai', `${URL}?equipmentNos=${ACME_EQ},${TOKAI_EQ},NO-SUCH-UNIT`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as GetSmartpassReportsResponse;
    expect(new Set(rows.map((r) => r.equipmentNo))).toEqual(new Set([TOKAI_EQ]));
    expect(inTestYear(rows)).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(ACME_EQ);
    const none = await d.get('tokai', `${URL}?equipmentNos=${ACME_EQ}`);
    expect(none.json()).toEqual([]);
    // The supplier sees both.
    const all = await d.get('supplier', `${URL}?equipmentNos=${ACME_EQ},${TOKAI_EQ}`);
    expect(new Set(inTestYear(all.json() as GetSmartpassReportsResponse).map((r) => r.equipmentNo))).toEqual(
      new Set([ACME_EQ, TOKAI_EQ]),
    );
  });

  it('answers bad input with 400 and no session with 401', async () => {
    const tooMany = Array.from({ length: 201 }, (_, i) => `U${i}`).join(',');
    for (const [url, message] of [
      [URL, /missing required field "equipmentNos"/],
      [`${URL}?equipmentNos=`, /querystring\.equipmentNos\.0/],
      [`${URL}?equipmentNos=${tooMany}`, /querystring\.equipmentNos: must NOT have more than 200 items/],
      [`${URL}?equipmentNos=%00`, /NUL/],
      [`${URL}?equipmentNos=a&userId=acme`, /unknown field "userId"/],
    ] as const) {
      const res = await d.get('acme', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
      expect(res.json().message, url).toMatch(message);
    }
    expect((await d.get(null, `${URL}?equipmentNos=${ACME_EQ}`)).statusCode).toBe(401);
  });
});

describe('GET /api/getSmartpassReportFile', () => {
  const URL = calls.smartpassReportFile.path;

  it('downloads the PDF as an attachment', async () => {
    const res = await d.get('acme-kawasaki', `${URL}?id=${acmeFileId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/,
    );
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('報告書'));
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('answers 404 for a file of a machine the caller may not see, as for an unknown one', async () => {
    const unknown = await d.get('tokai', `${URL}?id=999999999`);
    const foreign = await d.get('tokai', `${URL}?id=${acmeFileId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    // A sister plant does not see it either; the company does.
    const yokohamaOnly = await d.get('acme', `${URL}?id=${acmeFileId}`);
    expect(yokohamaOnly.statusCode).toBe(200);
  });

  it('answers bad ids with 400', async () => {
    for (const id of ['', 'abc', '0', '-1', '1e3', '99999999999999999999']) {
      const res = await d.get('acme', `${URL}?id=${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });
});

describe('maintenance notifications', () => {
  const GET = calls.maintenanceNotifications.path;
  const PUT = calls.putMaintenanceNotification.path;
  const item = {
    equipmentNo: ACME_EQ,
    customerManagementNo: 'No.1',
    status: 'warning',
    disabledDate: '2031-06-30 09:15:00',
    noticeDate: '2031-05-31 09:15:00',
  };

  it('saves one item for the signed-in user and answers it back in Japan time', async () => {
    const res = await send('acme', 'PUT', PUT, { ...item, userId: 'tokai' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...item, userId: 'acme' });
    const stored = await d.database.db
      .selectFrom('maintenance_notifications')
      .selectAll()
      .where('user_id', '=', 'acme')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.disabled_date.toISOString()).toBe('2031-06-30T00:15:00.000Z');

    const list = await d.get('acme', GET);
    expect(list.statusCode).toBe(200);
    expect(checkNotifications.Check(list.json())).toBe(true);
    expect(list.json()).toEqual([{ ...item, id: res.json().id, userId: 'acme' }]);
  });

  it('replaces the user’s item of the machine instead of adding one', async () => {
    const again = await send('acme', 'PUT', PUT, { ...item, status: 'danger', noticeDate: undefined });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'danger', noticeDate: null });
    const list = (await d.get('acme', GET)).json();
    expect(list).toHaveLength(1);
    expect(list[0].id).toBe(again.json().id);
    const byId = await send('acme', 'PUT', PUT, { ...item, id: again.json().id, status: 'notice' });
    expect(byId.json()).toMatchObject({ id: again.json().id, status: 'notice' });
    // Another user's notification of the same machine is their own.
    const kawasakiUser = await send('acme-kawasaki', 'PUT', PUT, item);
    expect(kawasakiUser.json().id).not.toBe(again.json().id);
    expect((await d.get('acme', GET)).json()).toHaveLength(1);
  });

  it('gives tokai nothing of acme’s, by userId or by id, and saves nothing for acme’s machines', async () => {
    const acmeItem = (await d.get('acme', GET)).json()[0];
    for (const query of ['', '?userId=acme', '?userId=acme-kawasaki', '?userId=supplier']) {
      const res = await d.get('tokai', `${GET}${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toEqual([]);
    }
    const before = await d.database.db.selectFrom('maintenance_notifications').selectAll().execute();
    const foreignMachine = await send('tokai', 'PUT', PUT, { ...item, userId: 'acme' });
    expect(foreignMachine.statusCode).toBe(404);
    expect(foreignMachine.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'body.equipmentNo: machine not found',
    });
    const unknownMachine = await send('tokai', 'PUT', PUT, { ...item, equipmentNo: 'NO-SUCH-UNIT' });
    expect(unknownMachine.body).toBe(foreignMachine.body);
    // acme's notification id with tokai's own machine: still not acme's to change.
    const foreignId = await send('tokai', 'PUT', PUT, { ...item, equipmentNo: TOKAI_EQ, id: acmeItem.id });
    expect(foreignId.statusCode).toBe(404);
    expect(foreignId.json().message).toBe('body.id: maintenance notification not found');
    expect(await d.database.db.selectFrom('maintenance_notifications').selectAll().execute()).toEqual(before);
    // tokai's own works.
    const own = await send('tokai', 'PUT', PUT, { ...item, equipmentNo: TOKAI_EQ });
    expect(own.statusCode).toBe(200);
    expect((await d.get('acme', GET)).json()).toEqual([acmeItem]);
  });

  it('refuses times that do not exist and bad fields with 400, writing nothing', async () => {
    const before = await d.database.db.selectFrom('maintenance_notifications').selectAll().execute();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ disabledDate: '2031-02-29 00:00:00' }, /^body\.disabledDate: not a real time/],
      [{ disabledDate: '2031-06-30 24:00:00' }, /^body\.disabledDate: not a real time/],
      [{ noticeDate: '2031-13-01 00:00:00' }, /^body\.noticeDate: not a real time/],
      [{ disabledDate: '2031-06-30T09:15:00' }, /^body\.disabledDate: must match pattern/],
      [{ disabledDate: '2031/06/30 09:15:00' }, /^body\.disabledDate: must match pattern/],
      [{ status: 'urgent' }, /^body\.status: must be equal to one of the allowed values/],
      [{ customerManagementNo: 'x'.repeat(41) }, /^body\.customerManagementNo/],
      [{ id: 'abc' }, /^body\.id: must match pattern/],
      [{ extra: 1 }, /unknown field "extra"/],
    ];
    for (const [change, message] of cases) {
      const res = await send('acme', 'PUT', PUT, { ...item, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
      expect(res.json().message, JSON.stringify(change)).toMatch(message);
    }
    expect(await d.database.db.selectFrom('maintenance_notifications').selectAll().execute()).toEqual(before);
  });

  it('needs the CSRF token and a session', async () => {
    const noCsrf = await d.put('acme', PUT, item, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect((await send(null, 'PUT', PUT, item)).statusCode).toBe(401);
    expect((await d.get(null, GET)).statusCode).toBe(401);
  });
});

describe('POST /api/getServiceCustomers', () => {
  const URL = calls.serviceCustomers.path;

  it('answers name and place of the customers of the caller’s machines only', async () => {
    const codes = ['C10042', 'C10043', 'C20117', 'C99999'];
    const acme = await send('acme', 'POST', URL, { codes });
    expect(acme.statusCode, acme.body).toBe(200);
    expect(checkCustomers.Check(acme.json())).toBe(true);
    const kawasakiSite = FLEET.sites.find((s) => s.code === 'C10042')!;
    expect(acme.json()[0]).toEqual({
      code: 'C10042',
      name: kawasakiSite.customerNames[1],
      latitude: kawasakiSite.latitude,
      longitude: kawasakiSite.longitude,
    });
    expect(acme.json().map((c: { code: string }) => c.code)).toEqual(['C10042', 'C10043']);
    const plant = await send('acme-kawasaki', 'POST', URL, { codes });
    expect(plant.json().map((c: { code: string }) => c.code)).toEqual(['C10042']);
    const tokaiRes = await send('tokai', 'POST', URL, { codes });
    expect(tokaiRes.json().map((c: { code: string }) => c.code)).toEqual(['C20117']);
    expect((await send('tokai', 'POST', URL, { codes: [] })).json()).toEqual([]);
  });

  it('refuses repeated codes, too many codes and bad fields with 400', async () => {
    const cases: [unknown, RegExp][] = [
      [{ codes: ['C10042', 'C10042'] }, /body\.codes: must NOT have duplicate items/],
      [{ codes: Array.from({ length: 501 }, (_, i) => `C${i}`) }, /must NOT have more than 500 items/],
      [{ codes: [''] }, /body\.codes\.0/],
      [{}, /missing required field "codes"/],
      [{ codes: [{ code: 'C10042' }] }, /body\.codes\.0: must be string/],
    ];
    for (const [body, message] of cases) {
      const res = await send('acme', 'POST', URL, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });
});

describe('importing service records', () => {
  const IMPORT = calls.importServiceRecords.path;
  const UPLOAD = calls.uploadServiceRecords.path;
  const row = (n: number, changes: Record<string, unknown> = {}) => ({
    externalId: `SVC-${n}`,
    equipmentNo: n % 2 ? ACME_EQ : TOKAI_EQ,
    fservicecd: 3,
    taskType: 130,
    finishDate: `2024-0${(n % 9) + 1}-1${n % 10}`,
    fkadotm: 1000 * n,
    registeredBy: 'service system',
    ...changes,
  });

  it('refuses customers (403) and callers without a session (401)', async () => {
    for (const user of ['acme', 'tokai', 'acme-kawasaki'] as const) {
      const res = await send(user, 'POST', IMPORT, [row(1)]);
      expect(res.statusCode, user).toBe(403);
      expect(res.json()).toMatchObject({ code: 'SUPPLIER_ONLY' });
      const csv = await send(user, 'POST', UPLOAD, 'x', 'text/csv');
      expect(csv.statusCode, user).toBe(403);
    }
    expect((await send(null, 'POST', IMPORT, [row(1)])).statusCode).toBe(401);
    expect(await reportCount('import')).toBe(0);
  });

  it('imports rows, and importing the same external ids again updates them', async () => {
    const first = await send('supplier', 'POST', IMPORT, [row(1), row(2), row(3)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ rows: 3, created: 3, updated: 0 });
    const again = await send('supplier', 'POST', IMPORT, [row(1, { fkadotm: 1234 }), row(4)]);
    expect(again.json()).toEqual({ rows: 2, created: 1, updated: 1 });
    expect(await reportCount('import')).toBe(4);
    const reports = (await d.get('acme', `${calls.smartpassReports.path}?equipmentNos=${ACME_EQ}`)).json();
    expect(reports.find((r: { finishDate: string }) => r.finishDate === row(1).finishDate)).toMatchObject({
      fservicecd: 3,
      taskType: 130,
      fkadotm: 1234,
      registeredBy: 'service system',
      attachmentFile: null,
    });
    // tokai sees its imported rows, not acme's.
    const tokaiReports = (
      await d.get('tokai', `${calls.smartpassReports.path}?equipmentNos=${ACME_EQ},${TOKAI_EQ}`)
    ).json();
    const imported = (tokaiReports as GetSmartpassReportsResponse).filter(
      (r) => r.registeredBy === 'service system',
    );
    expect(imported.map((r) => r.equipmentNo)).toEqual([TOKAI_EQ, TOKAI_EQ]);
    expect(JSON.stringify(tokaiReports)).not.toContain(ACME_EQ);
  });

  it('with one bad row imports nothing and names the row and field', async () => {
    const before = await reportCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ fservicecd: 0 }, 'body.2.fservicecd: must be >= 1'],
      [{ fservicecd: 10 }, 'body.2.fservicecd: must be <= 9'],
      [{ taskType: 98 }, 'body.2.taskType: must be >= 99'],
      [{ taskType: 1000 }, 'body.2.taskType: must be <= 999'],
      [{ fkadotm: -1 }, 'body.2.fkadotm: must be >= 0'],
      [{ finishDate: '2023-02-29' }, 'body.2.finishDate: not a real date (2023-02-29)'],
      [{ finishDate: '2999-01-01' }, 'body.2.finishDate: 2999-01-01 is after today'],
      [{ finishDate: '2023-2-28' }, 'body.2.finishDate: must match pattern'],
      [
        { equipmentNo: 'NO-SUCH-UNIT' },
        'body.2.equipmentNo: no machine has the equipment number NO-SUCH-UNIT',
      ],
      [{ externalId: 'NEW-1' }, 'body.2.externalId: NEW-1 is also in body.0'],
      [{ registeredBy: '' }, 'body.2.registeredBy: must NOT have fewer than 1 characters'],
    ];
    for (const [change, message] of cases) {
      const rows = [row(101, { externalId: 'NEW-1' }), row(102), row(103, change)];
      const res = await send('supplier', 'POST', IMPORT, rows);
      expect(res.statusCode, message).toBe(400);
      expect(res.json(), message).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
      expect(res.json().message, message).toContain(message);
    }
    expect((await send('supplier', 'POST', IMPORT, [])).statusCode).toBe(400);
    expect(await reportCount()).toBe(before);
  });

  const HEADER = 'externalId,equipmentNo,fservicecd,taskType,finishDate,fkadotm,registeredBy';

  it('uploads a CSV file with the same checks and the same idempotence', async () => {
    const csv = [
      // Columns in another order, quoted fields, CRLF and a byte-order mark.
      '\uFEFFequipmentNo,externalId,fservicecd,taskType,finishDate,fkadotm,registeredBy',
      `${ACME_EQ},CSV-1,4,900,2025-04-01,30000,"Sato, Taro"`,
      `"${TOKAI_EQ}",CSV-2,2,110,2025-04-02,31000,"say ""hi"""`,
      '',
    ].join('\r\n');
    const res = await send('supplier', 'POST', UPLOAD, csv, 'text/csv; charset=utf-8');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rows: 2, created: 2, updated: 0 });
    expect((await send('supplier', 'POST', UPLOAD, csv, 'text/csv')).json()).toEqual({
      rows: 2,
      created: 0,
      updated: 2,
    });
    const stored = await d.database.db
      .selectFrom('service_reports')
      .select(['external_id', 'registered_by', 'source', 'fservicecd'])
      .where('source', '=', 'upload')
      .orderBy('external_id')
      .execute();
    expect(stored).toEqual([
      { external_id: 'CSV-1', registered_by: 'Sato, Taro', source: 'upload', fservicecd: 4 },
      { external_id: 'CSV-2', registered_by: 'say "hi"', source: 'upload', fservicecd: 2 },
    ]);
  });

  it('with one bad CSV line imports nothing and names the line and column', async () => {
    const before = await reportCount();
    const good = (n: number) => `CSV-${n},${ACME_EQ},3,130,2025-05-0${n},${n * 100},tester`;
    const cases: [string, string][] = [
      [
        `CSV-9,${ACME_EQ},0,130,2025-05-09,900,tester`,
        'line 4, fservicecd: must be a whole number from 1 to 9',
      ],
      [
        `CSV-9,${ACME_EQ},3,1000,2025-05-09,900,tester`,
        'line 4, taskType: must be a whole number from 99 to 999',
      ],
      [`CSV-9,${ACME_EQ},3,130,2025-05-09,-5,tester`, 'line 4, fkadotm: must be a whole number from 0'],
      [`CSV-9,${ACME_EQ},3,130,2025-05-09,1.5,tester`, 'line 4, fkadotm: must be a whole number'],
      [`CSV-9,${ACME_EQ},3,130,2025-02-30,900,tester`, 'line 4, finishDate: not a real date (2025-02-30)'],
      [`CSV-9,${ACME_EQ},3,130,20250509,900,tester`, 'line 4, finishDate: must be a date YYYY-MM-DD'],
      [`CSV-9,NO-SUCH-UNIT,3,130,2025-05-09,900,tester`, 'line 4, equipmentNo: no machine has'],
      [`CSV-9,${ACME_EQ},3,130,2025-05-09,900,`, 'line 4, registeredBy: must be 1 to 100 characters'],
      [`CSV-9,${ACME_EQ},3,130,2025-05-09,900`, 'line 4: 6 fields where the header names 7'],
      [`CSV-1,${ACME_EQ},3,130,2025-05-09,900,tester`, 'line 4, externalId: CSV-1 is also in line 2'],
      [`CSV-9,${ACME_EQ},3,130,2025-05-09,"900,tester`, 'line 4: a double quote is not closed'],
    ];
    for (const [bad, message] of cases) {
      const csv = [HEADER, good(1), good(2), bad, good(3)].join('\n');
      const res = await send('supplier', 'POST', UPLOAD, csv, 'text/csv');
      expect(res.statusCode, message).toBe(400);
      expect(res.json(), message).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
      expect(res.json().message, message).toContain(message);
    }
    for (const [csv, message] of [
      ['externalId,equipmentNo\nA,B', 'line 1: the header must name the columns'],
      [`${HEADER},extra\n`, 'line 1: the header must name the columns'],
      [`${HEADER}\n`, 'line 2: no records after the header'],
    ]) {
      const res = await send('supplier', 'POST', UPLOAD, csv, 'text/csv');
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await reportCount()).toBe(before);
  });

  it('checks each CSV record by the import row schema, its NUL rule too', async () => {
    // The route refuses NUL anywhere in the body first; the record check holds by itself all the same.
    const scope = await loadScope(d.database.db, 'supplier');
    const csv = [HEADER, `CSV-9,${ACME_EQ},3,130,2025-05-09,900,te\u0000ster`].join('\n');
    await expect(uploadServiceRecords(d.database.db, scope, csv)).rejects.toThrow(
      'line 2, registeredBy: must not contain the NUL character (U+0000)',
    );
  });

  it('answers a body of another type with 415 or 400, and an empty one with 400', async () => {
    const json = await send('supplier', 'POST', UPLOAD, { a: 1 }, 'application/json');
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'VALIDATION', message: 'body: must be string' });
    const pdf = await send('supplier', 'POST', UPLOAD, 'x', 'application/octet-stream');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toMatchObject({ statusCode: 415 });
    const empty = await send('supplier', 'POST', UPLOAD, '', 'text/csv');
    expect(empty.statusCode).toBe(400);
  });

  it('attaches a PDF to an imported report, replacing the one it had', async () => {
    const url = (query: string) => `${calls.putServiceRecordAttachment.path}?${query}`;
    const put = (as: DemoUserId, query: string, body: Buffer, type = 'application/pdf') =>
      d.app.inject({
        method: 'PUT',
        url: url(query),
        headers: { ...d.headers[as], 'content-type': type },
        payload: body,
      });
    const first = await put('supplier', 'externalId=SVC-1&name=report%201.pdf', PDF);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ externalId: 'SVC-1' });
    const second = Buffer.from('%PDF-1.4\n% second\n%%EOF\n');
    const replaced = await put('supplier', 'externalId=SVC-1', second);
    expect(replaced.statusCode).toBe(200);
    const reports = (await d.get('acme', `${calls.smartpassReports.path}?equipmentNos=${ACME_EQ}`)).json();
    const report = (reports as GetSmartpassReportsResponse).find(
      (r) => r.registeredBy === 'service system' && r.fkadotm === 1234,
    )!;
    expect(report.attachmentFile).toBe(replaced.json().attachmentFile);
    const file = await d.get('acme', `${calls.smartpassReportFile.path}?id=${report.attachmentFile}`);
    expect(file.rawPayload.equals(second)).toBe(true);
    expect(file.headers['content-disposition']).toContain('filename="SVC-1.pdf"');
    // The replaced file is gone; tokai cannot read the new one.
    expect(
      (await d.get('supplier', `${calls.smartpassReportFile.path}?id=${first.json().attachmentFile}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await d.get('tokai', `${calls.smartpassReportFile.path}?id=${report.attachmentFile}`)).statusCode,
    ).toBe(404);

    const files = await d.database.db.selectFrom('service_report_files').select('id').execute();
    expect((await put('acme', 'externalId=SVC-1', PDF)).statusCode).toBe(403);
    const unknown = await put('supplier', 'externalId=NO-SUCH-RECORD', PDF);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('querystring.externalId: service report not found');
    const notPdf = await put('supplier', 'externalId=SVC-1', Buffer.from('<html></html>'));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toMatchObject({ code: 'VALIDATION', message: 'body: not a PDF file' });
    const empty = await put('supplier', 'externalId=SVC-1', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const tooLarge = await put(
      'supplier',
      'externalId=SVC-1',
      Buffer.concat([PDF, Buffer.alloc(SERVICE_REPORT_FILE_MAX_BYTES)]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ statusCode: 413 });
    expect((await put('supplier', 'externalId=SVC-1', PDF, 'application/octet-stream')).statusCode).toBe(415);
    const text = await put('supplier', 'externalId=SVC-1', PDF, 'text/plain');
    expect(text.json()).toMatchObject({ statusCode: 400, message: 'body: send the PDF as application/pdf' });
    expect(await d.database.db.selectFrom('service_report_files').select('id').execute()).toEqual(files);
  });

  it('keeps the CSRF rule for session callers', async () => {
    const headers = { ...d.headers.supplier, 'content-type': 'text/csv' };
    delete (headers as Record<string, string>)[CSRF_HEADER];
    const res = await d.app.inject({ method: 'POST', url: UPLOAD, headers, payload: `${HEADER}\n` });
    expect(res.statusCode).toBe(403);
  });
});

describe('the schema', () => {
  it('keeps report files under 10 MB', async () => {
    const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(size - 5, 0x20)]);
    const insert = (size: number) =>
      insertServiceReportFile(d.database.db, { name: 'big.pdf', content: pdfOf(size) });
    expect(SERVICE_REPORT_FILE_MAX_BYTES).toBe(10 * 1024 * 1024 - 1);
    expect((await insert(SERVICE_REPORT_FILE_MAX_BYTES)).size).toBe(SERVICE_REPORT_FILE_MAX_BYTES);
    await expect(insert(SERVICE_REPORT_FILE_MAX_BYTES + 1)).rejects.toThrow(/check constraint/);
  });

  it('refuses a report file that is not a PDF', async () => {
    await expect(
      insertServiceReportFile(d.database.db, { name: 'x.pdf', content: Buffer.from('<html>') }),
    ).rejects.toThrow(/check constraint/);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM service_report_files`.execute(
      d.database.db,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
