/**
 * POST, PUT and DELETE /scadaapi/v1/master-info/info_alertmail_destination_lists: a caller writes
 * destinations of the groups and machines in their scope (a plant user's own group: "ALL"); a stale
 * version answers 409, a foreign or unknown id 404, bad input 400, and none of them writes anything.
 */
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, type AlertMailDestination } from '@airsight/contracts';
import { signedInHeaders, useTestApp } from '../support/app.ts';
import { insertDevice, insertDeviceGroup, insertUser } from '../support/factories.ts';

const URL = '/scadaapi/v1/master-info/info_alertmail_destination_lists';
const t = useTestApp();

let company: string;
let plant: string;
let foreignGroup: string;
let machine: string;
let foreignMachine: string;
const headers: Record<'admin' | 'plant' | 'foreign', Record<string, string>> = {
  admin: {},
  plant: {},
  foreign: {},
};
type Caller = keyof typeof headers;

beforeAll(async () => {
  const { db } = t;
  const companyRow = await insertDeviceGroup(db, { parentId: null });
  const plantRow = await insertDeviceGroup(db, { parentId: companyRow.device_group_id });
  const foreignRow = await insertDeviceGroup(db, { parentId: null });
  company = companyRow.device_group_id;
  plant = plantRow.device_group_id;
  foreignGroup = foreignRow.device_group_id;
  const m = await insertDevice(db, { deviceGroupId: plant });
  const f = await insertDevice(db, { deviceGroupId: foreignGroup });
  machine = `${m.model_id}$${m.serial_no}`;
  foreignMachine = `${f.model_id}$${f.serial_no}`;
  await insertUser(db, { userId: 'mail-admin', loginRootGroupIds: [companyRow.root_group_id] });
  await insertUser(db, { userId: 'mail-plant', loginRootGroupIds: [plantRow.root_group_id] });
  await insertUser(db, { userId: 'mail-foreign', loginRootGroupIds: [foreignRow.root_group_id] });
  headers.admin = await signedInHeaders(db, 'mail-admin');
  headers.plant = await signedInHeaders(db, 'mail-plant');
  headers.foreign = await signedInHeaders(db, 'mail-foreign');
});

const send = (
  as: Caller,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    headers: headers[as],
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const destination = (overrides: Record<string, unknown> = {}) => ({
  mail: 'ops@example.com',
  user_name: 'Operations',
  locale: 1,
  severity: '3,2,1',
  source_flag: 0,
  source_type: company,
  version: 0,
  ...overrides,
});

/** Adds one destination as `as` and answers the stored record. */
async function added(as: Caller, overrides: Record<string, unknown>): Promise<AlertMailDestination> {
  const res = await send(as, 'POST', URL, [destination(overrides)]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().info_alertmail_destination_list[0];
}

/** The whole table, to show that a refused request wrote nothing. */
const table = async () => (await sql`SELECT * FROM alert_mail_destinations ORDER BY id`.execute(t.db)).rows;

/** Sends the request and expects `status`, with the table exactly as before. */
async function refused(status: number, request: () => Promise<LightMyRequestResponse>, message?: RegExp) {
  const before = await table();
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  if (message) expect(res.json().message).toMatch(message);
  expect(await table()).toEqual(before);
  return res;
}

describe('an administrator of groups', () => {
  it('adds destinations of their groups and machines, version 0, inserted and updated by the session', async () => {
    const res = await send('admin', 'POST', URL, [
      destination({ mail: 'a@example.com' }),
      destination({ mail: 'b@example.com', source_type: plant, locale: 2, severity: '3' }),
      destination({
        mail: 'c@example.com',
        source_flag: 1,
        source_type: machine,
        locale: 3,
        version: undefined,
      }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const rows: AlertMailDestination[] = res.json().info_alertmail_destination_list;
    expect(rows.map((r) => [r.mail, r.source_flag, r.source_type, r.locale, r.severity])).toEqual([
      ['a@example.com', 0, company, 1, '3,2,1'],
      ['b@example.com', 0, plant, 2, '3'],
      ['c@example.com', 1, machine, 3, '3,2,1'],
    ]);
    expect(rows.map((r) => r.notify_recovery)).toEqual([false, false, false]);
    for (const r of rows)
      expect(r).toMatchObject({ inserted: 'mail-admin', updated: 'mail-admin', version: 0 });
    const listed = await t.app.inject({ url: `${URL}?source_flag=0`, headers: headers.admin });
    const mails = listed.json().info_alertmail_destination_list.map((r: AlertMailDestination) => r.mail);
    expect(mails.sort()).toEqual(['a@example.com', 'b@example.com']);
  });

  it('changes one with the version read; the version grows and updated is the session', async () => {
    const row = await added('admin', { mail: 'change@example.com' });
    const res = await send('admin', 'PUT', `${URL}/${row.id}`, {
      ...row,
      user_name: 'Night shift',
      severity: '3,2',
      inserted: 'someone-else',
      notify_recovery: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: row.id,
      user_name: 'Night shift',
      severity: '3,2',
      inserted: 'mail-admin',
      updated: 'mail-admin',
      version: 1,
      notify_recovery: true,
    });
    // Left out of a PUT, it stays as it is.
    const { notify_recovery: _, ...without } = res.json() as AlertMailDestination;
    const again = await send('admin', 'PUT', `${URL}/${row.id}`, { ...without, locale: 2 });
    expect(again.json()).toMatchObject({ locale: 2, notify_recovery: true, version: 2 });
  });

  it('answers a stale version 409 and changes nothing', async () => {
    const row = await added('admin', { mail: 'stale@example.com' });
    expect((await send('admin', 'PUT', `${URL}/${row.id}`, { ...row, user_name: 'First' })).statusCode).toBe(
      200,
    );
    const res = await refused(
      409,
      () => send('admin', 'PUT', `${URL}/${row.id}`, { ...row, user_name: 'Second' }),
      /changed meanwhile \(version 0 was sent, the stored one is 1\)/,
    );
    expect(res.json().code).toBe('VERSION_CONFLICT');
  });

  it('removes one and answers it; a second delete answers 404', async () => {
    const row = await added('admin', { mail: 'gone@example.com' });
    const res = await send('admin', 'DELETE', `${URL}/${row.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, mail: 'gone@example.com' });
    await refused(404, () => send('admin', 'DELETE', `${URL}/${row.id}`));
  });

  it('answers an address already set for the group 409 and adds none of the list', async () => {
    await added('admin', { mail: 'twice@example.com' });
    await refused(
      409,
      () =>
        send('admin', 'POST', URL, [
          destination({ mail: 'fresh@example.com' }),
          destination({ mail: 'twice@example.com' }),
        ]),
      /already set for that group or machine/,
    );
    await refused(409, () =>
      send('admin', 'POST', URL, [
        destination({ mail: 'x@example.com' }),
        destination({ mail: 'x@example.com' }),
      ]),
    );
    const other = await added('admin', { mail: 'other@example.com' });
    await refused(409, () =>
      send('admin', 'PUT', `${URL}/${other.id}`, { ...other, mail: 'twice@example.com' }),
    );
  });
});

describe('a plant user (no groups under theirs)', () => {
  it('adds, changes and removes destinations of their machines', async () => {
    const row = await added('plant', { mail: 'line@example.com', source_flag: 1, source_type: machine });
    expect(row).toMatchObject({ inserted: 'mail-plant', updated: 'mail-plant' });
    const put = await send('plant', 'PUT', `${URL}/${row.id}`, { ...row, locale: 2 });
    expect(put.statusCode, put.body).toBe(200);
    expect((await send('plant', 'DELETE', `${URL}/${row.id}`)).statusCode).toBe(200);
  });

  it('adds, changes and removes the destinations of their own group (ALL), not of the group above', async () => {
    const row = await added('plant', { mail: 'all@example.com', source_type: plant });
    expect(row).toMatchObject({ source_flag: 0, source_type: plant, inserted: 'mail-plant' });
    const put = await send('plant', 'PUT', `${URL}/${row.id}`, { ...row, locale: 3 });
    expect(put.statusCode, put.body).toBe(200);
    expect((await send('plant', 'DELETE', `${URL}/${row.id}`)).statusCode).toBe(200);
    await refused(404, () =>
      send('plant', 'POST', URL, [destination({ mail: 'up@example.com', source_type: company })]),
    );
  });
});

describe('foreign and unknown ids answer 404 and change nothing', () => {
  it('for a group or machine of another company', async () => {
    for (const source of [
      { source_flag: 0, source_type: foreignGroup },
      { source_flag: 0, source_type: 'no-such-group' },
      { source_flag: 1, source_type: foreignMachine },
      { source_flag: 1, source_type: 'OIL_FREE$NO_SUCH' },
      { source_flag: 1, source_type: 'no-dollar-sign' },
    ]) {
      await refused(404, () =>
        send('admin', 'POST', URL, [destination({ mail: 'f@example.com', ...source })]),
      );
    }
    const res = await refused(404, () =>
      send('plant', 'POST', URL, [destination({ source_flag: 1, source_type: foreignMachine })]),
    );
    expect(res.json().message).toBe('body.0.source_type: machine not found');
  });

  it('for a destination of another company, an unknown one, and a move to another company', async () => {
    const theirs = await added('foreign', {
      mail: 'theirs@example.com',
      source_flag: 1,
      source_type: foreignMachine,
    });
    for (const as of ['admin', 'plant'] as const) {
      await refused(404, () => send(as, 'PUT', `${URL}/${theirs.id}`, { ...theirs, locale: 2 }));
      await refused(404, () => send(as, 'DELETE', `${URL}/${theirs.id}`));
    }
    await refused(404, () => send('admin', 'PUT', `${URL}/999999999`, { ...theirs, locale: 2 }));
    await refused(404, () => send('admin', 'DELETE', `${URL}/999999999`));
    const ours = await added('admin', { mail: 'ours@example.com' });
    await refused(404, () =>
      send('admin', 'PUT', `${URL}/${ours.id}`, { ...ours, source_type: foreignGroup }),
    );
  });
});

describe('bad input answers 400 with a clear message and writes nothing', () => {
  it.each([
    ['a mail without @', { mail: 'ops.example.com' }, /body\.0\.mail: must match pattern/],
    ['a mail with a blank', { mail: 'ops @example.com' }, /body\.0\.mail: must match pattern/],
    ['a mail without a domain dot', { mail: 'ops@example' }, /body\.0\.mail: must match pattern/],
    ['an empty mail', { mail: '' }, /body\.0\.mail: must NOT have fewer than 3 characters/],
    ['no mail', { mail: undefined }, /body\.0.*missing required field "mail"/],
    [
      'a name of 101 characters',
      { user_name: 'n'.repeat(101) },
      /body\.0\.user_name: must NOT have more than 100/,
    ],
    ['language 0', { locale: 0 }, /body\.0\.locale: must be >= 1/],
    ['language 4', { locale: 4 }, /body\.0\.locale: must be <= 3/],
    ['level 4', { severity: '3,4' }, /body\.0\.severity: must match pattern/],
    ['no level', { severity: '' }, /body\.0\.severity: must match pattern/],
    ['a level twice', { severity: '3,3' }, /body\.0\.severity: names a level twice/],
    ['levels not comma-separated', { severity: '3;2' }, /body\.0\.severity: must match pattern/],
    ['source_flag 2', { source_flag: 2 }, /body\.0\.source_flag: must be <= 1/],
    ['an empty source_type', { source_type: '' }, /body\.0\.source_type/],
    ['version 1 on a new record', { version: 1 }, /body\.0\.version: must be <= 0/],
    ['a field of its own', { id: '5' }, /unknown field "id"/],
  ])('%s', async (_, overrides, message) => {
    await refused(400, () => send('admin', 'POST', URL, [destination(overrides)]), message);
  });

  it('an empty list, a PUT without version, a bad id, and no CSRF token', async () => {
    await refused(400, () => send('admin', 'POST', URL, []), /body: must NOT have fewer than 1 items/);
    const row = await added('admin', { mail: 'put@example.com' });
    const { version: _, ...withoutVersion } = row;
    await refused(
      400,
      () => send('admin', 'PUT', `${URL}/${row.id}`, withoutVersion),
      /missing required field "version"/,
    );
    await refused(400, () => send('admin', 'DELETE', `${URL}/abc`), /params\.id: must match pattern/);
    const noCsrf = { ...headers.admin };
    delete noCsrf[CSRF_HEADER];
    await refused(403, () => t.app.inject({ method: 'DELETE', url: `${URL}/${row.id}`, headers: noCsrf }));
  });
});
