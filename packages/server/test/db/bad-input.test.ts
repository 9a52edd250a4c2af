/**
 * Bad input never answers 5xx and never writes (DESIGN §11). Every operation of the OpenAPI document is
 * called from a valid request with one field at a time replaced by a bad value (NUL, Infinity, NaN, huge
 * numbers, very long strings, wrong types, deep arrays), then with random mixes of several (fast-check,
 * fixed seed). Callers: a signed-in supplier (cookie and CSRF header), the same supplier with a bearer
 * token, a gateway (HTTP basic) for ingest. Also the embedded provider's endpoints under /oidc and MQTT
 * payloads. After every refused request, every table must be exactly as before.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registersTopic, trendPresetsFor } from '@airsight/contracts';
import type { AppInstance } from '../../src/app.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { addUser, inviteUser, setDisabled } from '../../src/services/user-admin.ts';
import { addGateway } from '../../src/services/gateway-admin.ts';
import { loadScope } from '../../src/services/access.ts';
import { reserveMonthlyReport } from '../../src/services/monthly-report.ts';
import { startEmbeddedBroker, type EmbeddedBroker } from '../../src/mqtt/embedded-broker.ts';
import { metricsRegistry } from '../../src/plugins/metrics.ts';
import { signedInHeaders, testConfig } from '../support/app.ts';
import { formOf, formPost, startListeningApp } from '../support/auth-app.ts';
import { Browser } from '../support/browser-client.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { insertUserGroup } from '../support/factories.ts';
import {
  badValues,
  clone,
  describeField,
  fieldsOf,
  jsonText,
  operationsOf,
  randomBadValue,
  urlOf,
  valueAt,
  withValue,
  type Operation,
  type RequestParts,
} from './bad-input-cases.ts';
import { connectPublisher, freePort, metricValue, minutesAgo, sample, silentLog } from './ingest-fixtures.ts';

type Caller = 'session' | 'bearer' | 'gateway' | 'specialAdmin' | 'none';
interface Baseline {
  as?: Caller;
  parts: () => Promise<Partial<RequestParts>> | Partial<RequestParts>;
}

const SEED = 20_260_808;
/** Operations with nothing to mutate, or that would end the test's own session. */
const SKIPPED = new Set(['POST /auth/logout', 'GET /v1/test/whoami', 'POST /v1/test/whoami']);

let database: TestDatabase;
let app: AppInstance;
let base: string;
let operations: Operation[];
let baselines: Record<string, Baseline>;
const headersOf: Record<Caller, Record<string, string>> = {
  session: {},
  bearer: {},
  gateway: {},
  specialAdmin: {},
  none: {},
};
/** The id of the newest write seen. */
let writes = 0;
/** The tables written since the last call. */
let writesSince: () => Promise<{ id: number; tables: string[] }>;

/** Signs the supplier in through the embedded provider, as a browser would; the session's access token. */
async function supplierAccessToken(): Promise<string> {
  const browser = new Browser(base);
  const { response } = await browser.follow('/auth/login');
  const page = formOf(await response.text());
  await browser.follow(page.action, formPost({ userId: 'supplier', password: 'demo' }));
  const row = await database.db
    .selectFrom('sessions')
    .select('access_token')
    .where('user_id', '=', 'supplier')
    .where('access_token', 'is not', null)
    .executeTakeFirstOrThrow();
  return row.access_token!;
}

/**
 * Tables a refusal writes by design: a wrong password is counted by the sign-in brake
 * (auth/provider/sign-in-brake.ts) whatever else the request got wrong.
 */
const REFUSALS_COUNTED = ['sign_in_failures'];

/**
 * Every committed row change of every table lands in bad_input_writes (row triggers, installed for this
 * test only): nothing was written exactly when that log did not grow. Cheaper than digesting every table
 * after each of thousands of requests, and exact: a write that was rolled back leaves no entry either.
 */
async function installWriteLog(): Promise<() => Promise<{ id: number; tables: string[] }>> {
  const { db } = database;
  await sql`CREATE TABLE bad_input_writes (id bigserial PRIMARY KEY, table_name text NOT NULL)`.execute(db);
  await sql`
    CREATE FUNCTION bad_input_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO bad_input_writes (table_name) VALUES (TG_TABLE_NAME);
      RETURN NULL;
    END $$`.execute(db);
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND c.relname <> 'bad_input_writes' AND c.relname <> ALL(${REFUSALS_COUNTED})`.execute(db);
  for (const { name } of rows) {
    await sql
      .raw(
        `CREATE TRIGGER bad_input_log AFTER INSERT OR UPDATE OR DELETE ON "${name}" ` +
          'FOR EACH ROW EXECUTE FUNCTION bad_input_log_write()',
      )
      .execute(db);
  }
  let seen = 0;
  return async () => {
    const { rows: written } = await sql<{ id: string; table_name: string }>`
      SELECT id, table_name FROM bad_input_writes WHERE id > ${seen} ORDER BY id`.execute(db);
    seen = written.reduce((max, r) => Math.max(max, Number(r.id)), seen);
    return { id: seen, tables: [...new Set(written.map((r) => r.table_name))] };
  };
}

async function send(op: Operation, parts: RequestParts, as: Caller) {
  const headers = { ...headersOf[as] };
  let payload: string | undefined;
  if (op.bodyType === 'application/json' && parts.body !== undefined) {
    payload = jsonText(parts.body);
    headers['content-type'] = 'application/json';
  } else if (op.bodyType === undefined && typeof parts.body === 'string') {
    // A file upload without a body schema (PUT /api/service-records/attachment): the body is the file.
    payload = parts.body;
    headers['content-type'] = 'application/pdf';
  } else if (op.bodyType === 'text/csv' && parts.body !== undefined) {
    payload = typeof parts.body === 'string' ? parts.body : jsonText(parts.body);
    headers['content-type'] = op.bodyType;
  } else if (op.bodyType && parts.body !== undefined) {
    const fields = Object.entries((parts.body ?? {}) as Record<string, unknown>).map(
      ([k, v]): [string, string] => [k, typeof v === 'string' ? v : jsonText(v)],
    );
    payload = new URLSearchParams(fields).toString();
    headers['content-type'] = op.bodyType;
  }
  return app.inject({ method: op.method as 'GET', url: urlOf(op, parts), headers, payload });
}

/** What went wrong, one line per request; the test fails listing them. */
const failures: string[] = [];
/**
 * Records a 5xx, a refusal that wrote something, and (with `errorFormat`) a JSON refusal outside the one
 * error format. The provider's own OAuth answers ({error, error_description}) are exempt.
 */
async function check(
  label: string,
  method: string,
  response: Awaited<ReturnType<typeof send>>,
  errorFormat = true,
) {
  const { id, tables } = await writesSince();
  writes = id;
  const status = response.statusCode;
  if (status >= 500) failures.push(`${label} → ${status} ${response.body.slice(0, 160)}`);
  else if (status >= 400) {
    if (tables.length > 0) failures.push(`${label} → ${status} but wrote ${tables.join(', ')}`);
    if (errorFormat && String(response.headers['content-type']).startsWith('application/json')) {
      const keys = Object.keys(response.json() as object).sort();
      if (keys.join() !== 'code,error,message,statusCode') {
        failures.push(`${label} → ${status} not in the error format: ${response.body.slice(0, 160)}`);
      }
    }
  } else if (method !== 'GET') {
    // An accepted write may go on after its answer (e.g. work queued behind a commit): let it land now,
    // so that it is not taken for a write of the next, refused request.
    await new Promise((resolve) => setTimeout(resolve, 20));
    writes = (await writesSince()).id;
  }
}

const short = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : jsonText(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
};

async function partsOf(op: Operation): Promise<RequestParts> {
  const given = (await baselines[`${op.method} ${op.path}`]?.parts()) ?? {};
  return clone({ query: {}, params: {}, body: undefined, ...given });
}

const callerOf = (op: Operation, fallback: Caller): Caller =>
  baselines[`${op.method} ${op.path}`]?.as ?? fallback;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await seedDemo(db, testConfig());
  ({ app, base } = await startListeningApp(db));
  operations = operationsOf(app.swagger() as Record<string, unknown>).filter(
    (op) => !SKIPPED.has(`${op.method} ${op.path}`),
  );
  headersOf.session = await signedInHeaders(db, 'supplier');
  headersOf.bearer = { authorization: `Bearer ${await supplierAccessToken()}` };
  headersOf.specialAdmin = await signedInHeaders(db, 'info-admin');
  headersOf.gateway = { authorization: `Basic ${Buffer.from('demo-gateway:demo').toString('base64')}` };

  const machine = await db
    .selectFrom('devices')
    .select(['id', 'model_id', 'serial_no', 'device_group_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { model_id, serial_no, device_group_id: group } = machine;
  const role = await db
    .selectFrom('user_roles')
    .select('role_id')
    .where('user_id', '=', 'supplier')
    .executeTakeFirstOrThrow();
  const deviceReadAt: { writes: number; record?: unknown } = { writes: -1 };
  const [equipmentNo, customerCode] = serial_no.split('_') as [string, string];
  const groupBody = {
    groupName: 'Bad input',
    deviceGroupId: group,
    devices: [{ modelId: model_id, serialNo: serial_no }],
    mailId: null,
  };
  // One group to replace and one to delete (the valid delete is sent once, by the baseline test).
  const editedGroup = await insertUserGroup(db, { deviceGroupId: group });
  const deletedGroup = await insertUserGroup(db, { deviceGroupId: group });
  const reportFile = await db
    .selectFrom('service_reports')
    .select('attachment_file_id')
    .where('device_id', '=', machine.id)
    .where('attachment_file_id', 'is not', null)
    .executeTakeFirstOrThrow();
  const serviceRow = {
    externalId: 'BAD-INPUT-1',
    equipmentNo,
    fservicecd: 3,
    taskType: 203,
    finishDate: '2025-01-15',
    fkadotm: 1000,
    registeredBy: 'bad-input test',
  };
  const mailFields = {
    user_name: 'Bad input',
    locale: 1,
    severity: '3,2,1',
    source_flag: 0,
    source_type: group,
  };
  const insertMailDestination = async (mail: string) =>
    (
      await db
        .insertInto('alert_mail_destinations')
        .values({ ...mailFields, mail: `${mail}@example.com` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const mailRecord = async (id: string) =>
    db
      .selectFrom('alert_mail_destinations')
      .select(['mail', 'user_name', 'locale', 'severity', 'source_flag', 'source_type', 'version'])
      .where('id', '=', id)
      .executeTakeFirst();
  const mailToChange = await insertMailDestination('bad-input-change');
  let mailToDelete = await insertMailDestination('bad-input-delete');
  const alarmQuery = { model_id, serial_no, max_number: 10, event_level: [1, 2], sort: '-event_time' };
  const infoFields = {
    infoNm: 'Bad input',
    startDatetime: new Date(Date.now() - 3_600_000).toISOString(),
    endDatetime: new Date(Date.now() + 86_400_000).toISOString(),
  };
  const pdf = { infoFileBase64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'), infoFileName: 'a.pdf' };
  const addInformation = async () =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/addInformation',
        headers: headersOf.specialAdmin,
        payload: { ...infoFields, ...pdf },
      })
    ).json<{
      id: string;
      infoFile: string;
      _ts: number;
    }>();
  const informationNow = async (id: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/getInformation?id=${id}`,
        headers: headersOf.specialAdmin,
      })
    ).json<{
      id: string;
      infoFile: string | null;
      _ts: number;
      statusCode?: number;
    }>();
  const infoToChange = await addInformation();
  let infoToDelete = await addInformation();
  // User administration: one user to change, disable and invite, one to remove (made again when removed).
  const command = { kind: 'command', userId: 'bad-input' } as const;
  const userFields = { language: 'en', deviceGroupId: 'tokai', map: false, userAdmin: false } as const;
  const addManagedUser = (userId: string) =>
    addUser(
      db,
      command,
      { ...userFields, userId, userName: userId, signIn: 'password' },
      { publicUrl: base, externalIssuer: undefined },
    );
  const userExists = async (userId: string) =>
    !!(await db.selectFrom('users').select('user_id').where('user_id', '=', userId).executeTakeFirst());
  await addManagedUser('bad-input-target');
  await addManagedUser('bad-input-removed');
  /** The user to invite, enabled again when the disable baseline (or a valid mutation) disabled it. */
  const enabledTarget = async () => {
    await setDisabled(db, command, 'bad-input-target', false);
    await writesSince(); // the test's own write, not the next request's
    return 'bad-input-target';
  };
  /** A live invitation's token: a new one each time, as a valid request uses it up. */
  const invitationToken = async () => {
    const { invitationUrl } = await inviteUser(db, command, await enabledTarget(), base);
    await writesSince(); // the test's own write, not the next request's
    return invitationUrl!.split('/').at(-1)!;
  };
  // Gateway administration: one gateway to change and rotate, one to remove (made again when removed).
  const supplierScope = await loadScope(db, 'supplier');
  const gatewayFields = { deviceGroupId: group, note: '', machines: [], groups: [] };
  const addTestGateway = (username: string) =>
    addGateway(db, supplierScope, { ...gatewayFields, username, serialNo: username }, async () => undefined);
  const gatewayExists = async (username: string) =>
    !!(await db
      .selectFrom('gateways')
      .select('serial_no')
      .where('mqtt_username', '=', username)
      .executeTakeFirst());
  await addTestGateway('bad-input-gw');
  await addTestGateway('bad-input-gw-removed');
  // The monthly report: a reservation of the supplier's to ask after.
  let reportId: string | undefined;
  const reportStatusId = async () => {
    reportId ??= (
      await reserveMonthlyReport(db, supplierScope, {
        month: '2026-01',
        deviceGroupId: group,
        groupId: 'unset',
        devices: [{ modelId: model_id, serialNo: serial_no }],
      })
    ).statusId;
    return reportId;
  };
  baselines = {
    'GET /auth/login': { as: 'none', parts: () => ({ query: { returnTo: '/HomeAdmin', locale: 'en' } }) },
    'GET /auth/callback': { as: 'none', parts: () => ({ query: { state: 'abc', code: 'abc' } }) },
    'GET /auth/interaction/{uid}': {
      as: 'none',
      parts: () => ({ params: { uid: 'abc' }, query: { lang: 'en' } }),
    },
    'POST /auth/interaction/{uid}/login': {
      as: 'none',
      parts: () => ({
        params: { uid: 'abc' },
        query: { lang: 'en' },
        body: { userId: 'nobody', password: 'x' },
      }),
    },
    'GET /help': { parts: () => ({ query: { locale: 'en' } }) },
    'GET /auth/password': { parts: () => ({ query: { locale: 'en' } }) },
    // Accepted: it changes the supplier's password in this test's own database, which nothing else uses.
    'POST /auth/password': {
      parts: () => ({
        query: { locale: 'en' },
        body: {
          csrfToken: headersOf.session['x-csrf-token']!,
          currentPassword: 'demo',
          newPassword: 'changed-password',
          confirmPassword: 'changed-password',
        },
      }),
    },
    'GET /v1/master-info/userRoles': { parts: () => ({ query: { user_id: 'supplier' } }) },
    'GET /v1/master-info/roleRootGroups': { parts: () => ({ query: { role_id: role.role_id } }) },
    'GET /v1/master-info/deviceGroups': { parts: () => ({ query: { device_group_id: group } }) },
    'GET /v1/master-info/userDeviceGroupAuthorities': {
      parts: () => ({ query: { device_group_id: group } }),
    },
    'GET /v1/master-info/baseDevices': { parts: () => ({ query: { fields: 'model_id' } }) },
    'GET /v1/master-info/userDeviceAuthorities': { parts: () => ({ query: { model_id, serial_no } }) },
    'GET /v1/master-info/devices': { parts: () => ({ query: { model_id, serial_no } }) },
    'PUT /v1/master-info/devices/{id}': {
      // Read again after every write: a mutation that happens to be valid changes the version.
      parts: async () => {
        if (writes !== deviceReadAt.writes) {
          const read = await app.inject({
            url: `/v1/master-info/devices?model_id=${model_id}&serial_no=${serial_no}`,
            headers: headersOf.session,
          });
          deviceReadAt.record = read.json().device_list[0];
          deviceReadAt.writes = writes;
        }
        return { params: { id: machine.id }, body: deviceReadAt.record };
      },
    },
    'GET /v1/master-info/sensors': {
      parts: () => ({ query: { model_id, serial_no, name_locale2: '圧力' } }),
    },
    'POST /ingest/v1/registers': {
      as: 'gateway',
      parts: () => ({ body: { model_id, serial_no, samples: [sample(minutesAgo(1))] } }),
    },
    'POST /v1/sensor-data-file-mgt/getLatestSensorData': {
      parts: () => ({ body: { sensor_list: [{ model_id, serial_no, sensorId: 'sn_D001' }] } }),
    },
    'POST /v1/sensor-data-file-mgt/getSensorData': {
      parts: () => ({
        body: {
          measure_time_from: '20260101000000',
          measure_time_to: '20260102000000',
          sensor_list: [{ model_id, serial_no, sensor_id: 'sn_D001' }],
          max_number: 100,
          downsample: { method: 'm4', buckets: 10 },
        },
      }),
    },
    'GET /v1/sensor-data-file-mgt/trendCsv': {
      parts: () => ({
        query: {
          model_id,
          serial_no,
          sensor_id: trendPresetsFor(model_id)![0]!.sensorId,
          measure_time_from: '20260101000000',
          measure_time_to: '20260102000000',
          locale: 2,
          time_zone: 'Asia/Tokyo',
        },
      }),
    },
    'GET /v1/alarm-event-mgt/eventIncidentStatus': { parts: () => ({ query: alarmQuery }) },
    'GET /v1/alarm-event-mgt/eventIncidentHistory': {
      parts: () => ({ query: { ...alarmQuery, event_time_from: '20260101000000' } }),
    },
    'GET /v1/alarm-event-mgt/eventHistory': {
      parts: () => ({ query: { ...alarmQuery, event_time_from: '20260101000000' } }),
    },
    'GET /v1/fleet/devices': { parts: () => ({ query: { device_group_id: group } }) },
    'GET /v1/fleet/groupSummaries': { parts: () => ({ query: { device_group_id: 'supplier' } }) },
    'GET /v1/maintenance/advice': { parts: () => ({ query: { device_group_id: group } }) },
    'GET /api/getGroups': { parts: () => ({ query: { deviceGroupId: group } }) },
    'POST /api/addGroups': { parts: () => ({ body: groupBody }) },
    'PUT /api/putGroups': { parts: () => ({ body: { id: editedGroup.id, ...groupBody } }) },
    'PUT /api/putGroupDevice': {
      parts: () => ({
        body: { deviceGroupId: group, modelId: model_id, serialNo: serial_no, groupId: editedGroup.id },
      }),
    },
    'DELETE /api/deleteGroups': { parts: () => ({ query: { id: deletedGroup.id } }) },
    'POST /api/addLogs': {
      parts: () => ({
        body: {
          type: 'csvDownload',
          userId: 'supplier',
          deviceGroup: { deviceGroupId: group, deviceGroupNameLocale1: 'Bad input' },
          contents: { file: '20260101.csv', monthlyReport: { date: '2026/01' } },
        },
      }),
    },
    'POST /api/getLogs': {
      as: 'specialAdmin',
      parts: () => ({
        body: {
          localeId: 2,
          search: {
            userId: 'supplier',
            deviceGroupName: 'x',
            datetimeFrom: '2026-01-01T00:00:00.000Z',
            datetimeTo: '2036-01-01T00:00+09:00',
          },
        },
      }),
    },
    'GET /api/getSmartpassReports': { parts: () => ({ query: { equipmentNos: equipmentNo } }) },
    'GET /api/getSmartpassReportFile': { parts: () => ({ query: { id: reportFile.attachment_file_id! } }) },
    'GET /api/getMaintenanceNotifications': { parts: () => ({ query: { userId: 'supplier' } }) },
    'PUT /api/putMaintenanceNotification': {
      parts: () => ({
        body: {
          equipmentNo,
          customerManagementNo: 'No.1',
          status: 'notice',
          disabledDate: '2031-01-01 09:00:00',
          noticeDate: '2030-12-02 09:00:00',
        },
      }),
    },
    'POST /api/getServiceCustomers': { parts: () => ({ body: { codes: [customerCode] } }) },
    'POST /api/service-records/import': { parts: () => ({ body: [serviceRow] }) },
    'PUT /api/service-records/attachment': {
      parts: () => ({
        query: { externalId: 'BAD-INPUT-1', name: 'report.pdf' },
        body: '%PDF-1.4\n%%EOF\n',
      }),
    },
    'POST /api/service-records/upload': {
      parts: () => ({
        body:
          `${Object.keys(serviceRow).join(',')}\n` +
          `${Object.values({ ...serviceRow, externalId: 'BAD-INPUT-2' }).join(',')}\n`,
      }),
    },
    'GET /scadaapi/v1/master-info/info_alertmail_destination_lists': {
      parts: () => ({ query: { source_flag: 0, source_type: group, updated: 'supplier' } }),
    },
    'POST /scadaapi/v1/master-info/info_alertmail_destination_lists': {
      parts: () => ({ body: [{ ...mailFields, mail: 'bad-input-new@example.com', version: 0 }] }),
    },
    // Read again before every request: a mutation that happens to be valid changes the version.
    'PUT /scadaapi/v1/master-info/info_alertmail_destination_lists/{id}': {
      parts: async () => ({ params: { id: mailToChange }, body: await mailRecord(mailToChange) }),
    },
    // Made again when a request (the baseline itself, or a valid mutation) removed it.
    'DELETE /scadaapi/v1/master-info/info_alertmail_destination_lists/{id}': {
      parts: async () => {
        if (!(await mailRecord(mailToDelete))) {
          mailToDelete = await insertMailDestination('bad-input-delete');
          await writesSince(); // the test's own write, not the next request's
        }
        return { params: { id: mailToDelete } };
      },
    },
    'GET /api/getInformations': { as: 'specialAdmin', parts: () => ({}) },
    'GET /api/getInformation': { as: 'specialAdmin', parts: () => ({ query: { id: infoToChange.id } }) },
    'POST /api/addInformation': { as: 'specialAdmin', parts: () => ({ body: { ...infoFields, ...pdf } }) },
    // Read again before every request: a mutation that happens to be valid changes the _ts.
    'PUT /api/putInformation': {
      as: 'specialAdmin',
      parts: async () => ({ body: { ...(await informationNow(infoToChange.id)), ...pdf } }),
    },
    // Made again when a request (the baseline itself, or a valid mutation) removed it.
    'DELETE /api/deleteInformation': {
      as: 'specialAdmin',
      parts: async () => {
        let now = await informationNow(infoToDelete.id);
        if (now.statusCode === 404) {
          infoToDelete = await addInformation();
          now = await informationNow(infoToDelete.id);
          await writesSince(); // the test's own write, not the next request's
        }
        return { query: { id: now.id, _ts: now._ts } };
      },
    },
    'GET /auth/invitation/{token}': {
      as: 'none',
      parts: async () => ({ params: { token: await invitationToken() }, query: { locale: 'en' } }),
    },
    'POST /auth/invitation/{token}': {
      as: 'none',
      parts: async () => ({
        params: { token: await invitationToken() },
        query: { locale: 'en' },
        body: { newPassword: 'a good password', confirmPassword: 'a good password' },
      }),
    },
    'POST /v1/users': {
      parts: () => ({
        body: { ...userFields, userId: 'bad-input-new', userName: 'New', signIn: 'password' },
      }),
    },
    'PUT /v1/users/{userId}': {
      parts: () => ({ params: { userId: 'bad-input-target' }, body: { ...userFields, userName: 'Renamed' } }),
    },
    'POST /v1/users/{userId}/disable': { parts: () => ({ params: { userId: 'bad-input-target' } }) },
    'POST /v1/users/{userId}/enable': { parts: () => ({ params: { userId: 'bad-input-target' } }) },
    'POST /v1/users/{userId}/invitation': {
      parts: async () => ({ params: { userId: await enabledTarget() } }),
    },
    'DELETE /v1/users/{userId}': {
      parts: async () => {
        if (!(await userExists('bad-input-removed'))) {
          await addManagedUser('bad-input-removed');
          await writesSince(); // the test's own write, not the next request's
        }
        return { params: { userId: 'bad-input-removed' } };
      },
    },
    'POST /v1/gateways': {
      parts: () => ({
        body: { ...gatewayFields, username: 'bad-input-gw-new', serialNo: 'BAD-INPUT-GW-NEW' },
      }),
    },
    'PUT /v1/gateways/{username}': {
      parts: () => ({ params: { username: 'bad-input-gw' }, body: { ...gatewayFields, note: 'changed' } }),
    },
    'POST /v1/gateways/{username}/password': { parts: () => ({ params: { username: 'bad-input-gw' } }) },
    'DELETE /v1/gateways/{username}': {
      parts: async () => {
        if (!(await gatewayExists('bad-input-gw-removed'))) {
          await addTestGateway('bad-input-gw-removed');
          await writesSince(); // the test's own write, not the next request's
        }
        return { params: { username: 'bad-input-gw-removed' } };
      },
    },
    'POST /api/monthlyReportReserve': {
      parts: () => ({
        body: {
          month: '2026-01',
          deviceGroupId: group,
          groupId: 'unset',
          devices: [{ modelId: model_id, serialNo: serial_no }],
          localeId: 1,
        },
      }),
    },
    'POST /api/getMonthlyReport': { parts: async () => ({ body: { statusId: await reportStatusId() } }) },
    'GET /api/getInformationsDisplay': {
      parts: () => ({ query: { targetDateTime: new Date().toISOString().replace('T', ' ').slice(0, 19) } }),
    },
    'GET /api/getInformationFiles': {
      parts: async () => ({
        query: { id: infoToChange.id, infoFile: (await informationNow(infoToChange.id)).infoFile! },
      }),
    },
  };
  writesSince = await installWriteLog();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the OpenAPI document says what is accepted', () => {
  it('gives every text field of a request a NUL-free pattern (or enum, format) and every number bounds', () => {
    const unbounded: string[] = [];
    for (const op of operations) {
      for (const field of fieldsOf(op)) {
        const { type, pattern, format, minimum, maximum } = field.schema;
        if (field.schema.enum !== undefined || field.schema.const !== undefined) continue;
        if (type === 'string' && !pattern && !format) {
          unbounded.push(`${describeField(op, field)}: text without pattern`);
        }
        if ((type === 'integer' || type === 'number') && (minimum === undefined || maximum === undefined)) {
          unbounded.push(`${describeField(op, field)}: ${type} without minimum and maximum`);
        }
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('names the field and the rule in the message', async () => {
    const nul = await app.inject({
      url: '/v1/master-info/devices?serial_no=F1711-0152_C70012&model_id=%00',
      headers: headersOf.session,
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION',
      message: 'querystring.model_id: must not contain the NUL character (U+0000)',
    });
    for (const value of ['Infinity', '1e400', '2001']) {
      const infinite = await app.inject({
        url: `/v1/alarm-event-mgt/eventHistory?max_number=${value}`,
        headers: headersOf.session,
      });
      expect(infinite.statusCode).toBe(400);
      expect(infinite.json().message).toBe('querystring.max_number: must be <= 2000');
    }
    const huge = await app.inject({
      method: 'POST',
      url: '/v1/sensor-data-file-mgt/getSensorData',
      headers: { ...headersOf.session, 'content-type': 'application/json' },
      payload:
        '{"measure_time_from":"20260101000000","measure_time_to":"20260102000000","max_number":-1e400,' +
        '"sensor_list":[{"model_id":"OIL_INJECTION","serial_no":"x","sensor_id":"sn_D001"}]}',
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('body.max_number: must be >= 1');
  });
});

describe('bad input to every documented route', () => {
  it('starts from valid requests: every baseline is accepted', async () => {
    const refused: string[] = [];
    for (const op of operations) {
      if (fieldsOf(op).length === 0) continue;
      const key = `${op.method} ${op.path}`;
      expect(baselines[key], `a valid request for ${key}`).toBeDefined();
      const response = await send(op, await partsOf(op), callerOf(op, 'session'));
      // The sign-in page refuses the unknown user and the unknown interaction; both are valid requests.
      if (response.statusCode >= 400 && !key.includes('/auth/interaction')) {
        refused.push(`${key} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(refused).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(25);
  });

  it(
    'refuses each bad field with a 4xx in the error format, writing nothing',
    { timeout: 300_000 },
    async () => {
      failures.length = 0;
      await writesSince();
      let requests = 0;
      for (const op of operations) {
        const as = callerOf(op, 'session');
        for (const field of fieldsOf(op)) {
          const valid = valueAt(await partsOf(op), field);
          for (const bad of badValues(field, valid)) {
            const parts = withValue(op, await partsOf(op), field, bad);
            await check(`${describeField(op, field)} = ${short(bad)}`, op.method, await send(op, parts, as));
            requests++;
          }
        }
        // An unknown key that is itself bad.
        const parts = await partsOf(op);
        parts.query['\u0000'] = '\u0000';
        await check(`${op.method} ${op.path} query key NUL`, op.method, await send(op, parts, as));
        requests++;
      }
      expect(failures, `${failures.length} of ${requests} requests:\n${failures.join('\n')}`).toEqual([]);
    },
  );

  it('refuses random mixes of bad fields (fast-check), also for bearer callers', async () => {
    failures.length = 0;
    await writesSince();
    const withFields = operations.filter((op) => fieldsOf(op).length > 0);
    const mix = fc.record({
      op: fc.constantFrom(...withFields),
      bearer: fc.boolean(),
      changes: fc.array(fc.tuple(fc.nat(), randomBadValue), { minLength: 1, maxLength: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(mix, async ({ op, bearer, changes }) => {
        const fields = fieldsOf(op);
        let parts = await partsOf(op);
        const labels: string[] = [];
        for (const [pick, bad] of changes) {
          const field = fields[pick % fields.length]!;
          parts = withValue(op, parts, field, bad);
          labels.push(`${field.location}.${field.at.join('.')} = ${short(bad)}`);
        }
        const as = callerOf(op, bearer ? 'bearer' : 'session');
        await check(
          `${as} ${op.method} ${op.path} ${labels.join(', ')}`,
          op.method,
          await send(op, parts, as),
        );
      }),
      { seed: SEED, numRuns: 300, endOnFailure: true },
    );
    expect(failures, `${failures.length} of 300 mixes:\n${failures.join('\n')}`).toEqual([]);
  });
});

describe('bad input to the embedded provider under /oidc', () => {
  const NUL = '\u0000';
  const form = (fields: Record<string, string>) => ({
    method: 'POST' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

  it('answers 400 in the error format to NUL in any parameter, before the provider looks anything up', async () => {
    const { oidcClientId: clientId, oidcClientSecret: secret } = app.config;
    const authorize = {
      client_id: clientId,
      response_type: 'code',
      redirect_uri: `${base}/auth/callback`,
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
      state: 'state',
      nonce: 'nonce',
    };
    const client = { client_id: clientId, client_secret: secret };
    const token = {
      ...client,
      grant_type: 'authorization_code',
      code: 'code',
      redirect_uri: `${base}/auth/callback`,
      code_verifier: 'v'.repeat(43),
    };
    const endpoints: [string, 'GET' | 'POST', Record<string, string>][] = [
      ['/oidc/auth', 'GET', authorize],
      ['/oidc/auth', 'POST', authorize],
      ['/oidc/request', 'POST', { ...authorize, ...client }],
      ['/oidc/token', 'POST', token],
      ['/oidc/token', 'POST', { ...client, grant_type: 'refresh_token', refresh_token: 'token' }],
      ['/oidc/token/revocation', 'POST', { ...client, token: 'token', token_type_hint: 'refresh_token' }],
      ['/oidc/me', 'POST', { access_token: 'token' }],
      ['/oidc/session/end', 'GET', { id_token_hint: 'token', client_id: clientId }],
    ];
    failures.length = 0;
    await writesSince();
    const refusedByGuard: string[] = [];
    for (const [path, method, fields] of endpoints) {
      for (const name of [...Object.keys(fields), NUL]) {
        for (const bad of [NUL, `${fields[name] ?? 'x'}${NUL}`]) {
          const given = { ...fields, [name]: bad };
          const response =
            method === 'GET'
              ? await app.inject({ url: `${path}?${new URLSearchParams(given).toString()}` })
              : await app.inject({ url: path, ...form(given) });
          const label = `${method} ${path} ${name === NUL ? 'key NUL' : name} = ${short(bad)}`;
          await check(label, method, response, false);
          const isJson = String(response.headers['content-type']).startsWith('application/json');
          if (response.statusCode !== 400 || !isJson || response.json().code !== 'VALIDATION') {
            refusedByGuard.push(`${label} → ${response.statusCode}`);
          }
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(refusedByGuard, 'answered 400 VALIDATION by the guard').toEqual([]);
  });

  it('still serves good requests', async () => {
    const response = await app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    const token = await app.inject({
      url: '/oidc/token',
      ...form({ grant_type: 'refresh_token', refresh_token: 'unknown', client_id: app.config.oidcClientId }),
    });
    expect(token.statusCode).toBe(401);
    expect(token.json()).toMatchObject({ error: 'invalid_client' });
  });
});

describe('bad MQTT payloads', () => {
  let broker: EmbeddedBroker;
  beforeAll(async () => {
    broker = await startEmbeddedBroker({
      port: await freePort(),
      host: '127.0.0.1',
      ingest: app.ingest,
      log: silentLog,
    });
  });
  afterAll(async () => {
    await broker?.stop();
  });

  const rejectedTotal = async () => {
    const text = await metricsRegistry.metrics();
    return ['bad_json', 'schema', 'bad_time', 'bad_topic'].reduce(
      (sum, reason) => sum + metricValue(text, 'ingest_rejected_total', { source: 'mqtt', reason }),
      0,
    );
  };

  it('refuses a payload with NUL whole, counts it, and writes nothing', async () => {
    const machine = await database.db
      .selectFrom('devices as d')
      .innerJoin('gateways as g', (j) =>
        j.onRef('g.model_id', '=', 'd.parent_model_id').onRef('g.serial_no', '=', 'd.parent_serial_no'),
      )
      .select(['d.model_id', 'd.serial_no', 'g.mqtt_username'])
      .orderBy('d.id')
      .executeTakeFirstOrThrow();
    const good = sample(minutesAgo(2));
    const payloads: string[] = [
      JSON.stringify(sample(`${minutesAgo(3)}\u0000`)),
      JSON.stringify({ time: minutesAgo(3), registers: { '00\u000001': 1 } }),
      JSON.stringify({ samples: [good, sample(`\u0000${minutesAgo(4)}`)] }),
      JSON.stringify({ samples: [good, { ...sample(minutesAgo(5)), note: '\u0000' }] }),
      `{"time": "${minutesAgo(3)}\u0000", "registers": {"0001": 1}}`,
      `{"time": "${minutesAgo(3)}", "registers": {"0001": 1e400}}`,
      `{"samples": [${JSON.stringify(good)}, {"time": "${minutesAgo(6)}", "registers": {"0001": -1e400}}]}`,
      // Generated: NUL at a random place of a random string of a good batch.
      ...fc
        .sample(fc.record({ which: fc.nat({ max: 5 }), at: fc.nat({ max: 30 }) }), {
          seed: SEED,
          numRuns: 20,
        })
        .map(({ which, at }) => {
          const text = JSON.stringify({ samples: [good, sample(minutesAgo(7)), sample(minutesAgo(8))] });
          const strings = [...text.matchAll(/"[^"]*"/g)];
          const target = strings[which % strings.length]!;
          const position = target.index + 1 + (at % Math.max(1, target[0].length - 1));
          return `${text.slice(0, position)}\\u0000${text.slice(position)}`;
        }),
    ];
    const before = { rejected: await rejectedTotal(), writes: await writesSince() };
    const publisher = await connectPublisher(broker.port, machine.mqtt_username, 'demo');
    try {
      for (const payload of payloads) {
        expect(await publisher.publishRaw(registersTopic(machine.model_id, machine.serial_no), payload)).toBe(
          true,
        );
      }
    } finally {
      await publisher.end();
    }
    expect((await writesSince()).tables).toEqual([]);
    expect((await rejectedTotal()) - before.rejected).toBe(payloads.length);
  });

  it('refuses gateway credentials with NUL as wrong ones, over HTTP and MQTT', async () => {
    for (const [username, password] of [
      ['demo-gateway\u0000', 'demo'],
      ['\u0000', '\u0000'],
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/ingest/v1/registers',
        headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
        payload: { model_id: 'x', serial_no: 'x', samples: [sample(minutesAgo(1))] },
      });
      expect(response.statusCode).toBe(401);
      await expect(connectPublisher(broker.port, username!, password!)).rejects.toThrow(
        /Bad username or password/i,
      );
    }
  });

  it('refuses a topic with NUL in the machine, counted as a bad topic, and keeps serving', async () => {
    const before = { rejected: await rejectedTotal(), writes: await writesSince() };
    const bad = await connectPublisher(broker.port, 'demo-gateway', 'demo');
    try {
      await bad.publishRaw(
        registersTopic('OIL_INJECTION4', 'A\u0000B'),
        JSON.stringify(sample(minutesAgo(1))),
      );
    } finally {
      await bad.end();
    }
    expect((await writesSince()).tables).toEqual([]);
    expect((await rejectedTotal()) - before.rejected).toBe(1);
    const machine = await database.db
      .selectFrom('devices')
      .select(['model_id', 'serial_no'])
      .executeTakeFirstOrThrow();
    const good = await connectPublisher(broker.port, 'demo-gateway', 'demo');
    try {
      expect(await good.publish(machine.model_id, machine.serial_no, sample(minutesAgo(9)))).toBe(true);
    } finally {
      await good.end();
    }
  });
});
