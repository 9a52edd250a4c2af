/**
 * POST /api/addGroups, PUT /api/putGroups, DELETE /api/deleteGroups (second backend, part 2 §7): a
 * customer adds, edits and deletes the groups of their own device group; creator and updater are the
 * session's user; another customer's group, device group or machine answers 404 and nothing is written;
 * bad input answers 400 (unknown machine 404) and nothing is written.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInHeaders, useTestApp } from '../support/app.ts';
import { insertDevice, insertDeviceGroup, insertUser, insertUserGroup } from '../support/factories.ts';

const t = useTestApp();
const API = '/api';

interface Key {
  modelId: string;
  serialNo: string;
}
let alice: Record<string, string>;
let bob: Record<string, string>;
let acmeMachines: Key[];
let tokaiMachine: Key;
let tokaiGroupId: string;

beforeAll(async () => {
  const acme = await insertDeviceGroup(t.db, { device_group_id: 'acme' });
  const tokai = await insertDeviceGroup(t.db, { device_group_id: 'tokai' });
  await insertUser(t.db, { userId: 'alice', loginRootGroupIds: [acme.root_group_id] });
  await insertUser(t.db, { userId: 'bob', loginRootGroupIds: [acme.root_group_id] });
  await insertUser(t.db, { userId: 'toki', loginRootGroupIds: [tokai.root_group_id] });
  const key = (row: { model_id: string; serial_no: string }) => ({
    modelId: row.model_id,
    serialNo: row.serial_no,
  });
  acmeMachines = [
    key(await insertDevice(t.db, { deviceGroupId: 'acme' })),
    key(await insertDevice(t.db, { deviceGroupId: 'acme' })),
  ];
  tokaiMachine = key(await insertDevice(t.db, { deviceGroupId: 'tokai' }));
  const tokaiGroup = await insertUserGroup(t.db, {
    deviceGroupId: 'tokai',
    group_name: 'Press shop',
    devices: [tokaiMachine],
    creator_id: 'toki',
    updater_id: 'toki',
  });
  tokaiGroupId = tokaiGroup.id;
  alice = await signedInHeaders(t.db, 'alice');
  bob = await signedInHeaders(t.db, 'bob');
});

const send = (
  headers: Record<string, string>,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
) => t.app.inject({ method, url: `${API}${url}`, headers, ...(body ? { payload: body } : {}) });

/** Every stored group, as the table holds it. */
const stored = () => t.db.selectFrom('user_groups').selectAll().orderBy('id').execute();

describe('adding, editing and deleting groups', () => {
  it('adds a group with the session user as creator and updater, whatever the body says', async () => {
    const res = await send(alice, 'POST', '/addGroups', {
      groupName: 'Line A',
      deviceGroupId: 'acme',
      devices: [acmeMachines[0], acmeMachines[1], acmeMachines[0]],
      mailId: null,
      creatorId: 'toki',
      updaterId: 'toki',
    });
    expect(res.statusCode, res.body).toBe(200);
    const group = res.json();
    expect(group).toMatchObject({
      groupName: 'Line A',
      deviceGroupId: 'acme',
      devices: acmeMachines,
      creatorId: 'alice',
      updaterId: 'alice',
    });
    const rows = await stored();
    expect(rows.find((r) => r.id === group.id)).toMatchObject({ creator_id: 'alice', updater_id: 'alice' });

    const listed = await t.app.inject({
      method: 'GET',
      url: `${API}/getGroups?deviceGroupId=acme`,
      headers: alice,
    });
    expect(listed.json().map((g: { groupName: string }) => g.groupName)).toEqual(['Line A']);
  });

  it('edits a group: the editor is the updater, the creator stays', async () => {
    const created = await insertUserGroup(t.db, {
      deviceGroupId: 'acme',
      devices: [acmeMachines[0]!],
      creator_id: 'alice',
      updater_id: 'alice',
      created: '2030-01-01T00:00:00Z',
      updated: '2030-01-01T00:00:00Z',
    });
    const res = await send(bob, 'PUT', '/putGroups', {
      id: created.id,
      groupName: '組立工場'.repeat(5),
      deviceGroupId: 'acme',
      devices: [acmeMachines[1]],
      updaterId: 'toki',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      groupName: '組立工場'.repeat(5),
      devices: [acmeMachines[1]],
      creatorId: 'alice',
      updaterId: 'bob',
      created: '2030-01-01T00:00:00.000Z',
    });
    expect(res.json().updated).not.toBe('2030-01-01T00:00:00.000Z');
  });

  it('keeps the machines of a group that the editor cannot see', async () => {
    const gone = { modelId: 'OIL_FREE', serialNo: 'NOT_A_MACHINE' };
    const created = await insertUserGroup(t.db, { deviceGroupId: 'acme', devices: [acmeMachines[0]!, gone] });
    const res = await send(alice, 'PUT', '/putGroups', {
      id: created.id,
      groupName: 'Kept',
      deviceGroupId: 'acme',
      devices: [acmeMachines[1]],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().devices).toEqual([acmeMachines[1]]);
    const row = (await stored()).find((r) => r.id === created.id);
    expect(row?.devices).toEqual([acmeMachines[1], gone]);
  });

  it('deletes a group; deleting it again answers 404', async () => {
    const created = await insertUserGroup(t.db, { deviceGroupId: 'acme' });
    const res = await send(alice, 'DELETE', `/deleteGroups?id=${created.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: created.id });
    expect((await stored()).some((r) => r.id === created.id)).toBe(false);
    const again = await send(alice, 'DELETE', `/deleteGroups?id=${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(`Group "${created.id}" was not found`);
  });

  it('refuses a write without the CSRF token (403) and writes nothing', async () => {
    const before = await stored();
    const { 'x-csrf-token': _token, ...cookieOnly } = alice;
    const res = await send(cookieOnly, 'POST', '/addGroups', {
      groupName: 'X',
      deviceGroupId: 'acme',
      devices: [],
    });
    expect(res.statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });
});

describe("another customer's groups, device groups and machines (404, nothing written)", () => {
  let acmeGroupId: string;
  beforeAll(async () => {
    acmeGroupId = (await insertUserGroup(t.db, { deviceGroupId: 'acme', devices: [acmeMachines[0]!] })).id;
  });

  it.each<[string, 'POST' | 'PUT' | 'DELETE', () => string, () => object | undefined, RegExp]>([
    [
      'edit a tokai group',
      'PUT',
      () => '/putGroups',
      () => ({ id: tokaiGroupId, groupName: 'Mine', deviceGroupId: 'acme', devices: [] }),
      /^Group ".*" was not found$/,
    ],
    [
      'delete a tokai group',
      'DELETE',
      () => `/deleteGroups?id=${tokaiGroupId}`,
      () => undefined,
      /^Group ".*" was not found$/,
    ],
    [
      'add a group to the tokai device group',
      'POST',
      () => '/addGroups',
      () => ({ groupName: 'Mine', deviceGroupId: 'tokai', devices: [] }),
      /^Device group "tokai" was not found$/,
    ],
    [
      'add a group listing a tokai machine',
      'POST',
      () => '/addGroups',
      () => ({ groupName: 'Mine', deviceGroupId: 'acme', devices: [acmeMachines[0], tokaiMachine] }),
      /^body\.devices\.1: machine not found$/,
    ],
    [
      'move a tokai machine into an acme group',
      'PUT',
      () => '/putGroups',
      () => ({ id: acmeGroupId, groupName: 'Mine', deviceGroupId: 'acme', devices: [tokaiMachine] }),
      /^body\.devices\.0: machine not found$/,
    ],
    [
      'move an acme group to the tokai device group',
      'PUT',
      () => '/putGroups',
      () => ({ id: acmeGroupId, groupName: 'Mine', deviceGroupId: 'tokai', devices: [] }),
      /^Device group "tokai" was not found$/,
    ],
  ])('%s', async (_name, method, url, body, message) => {
    const before = await stored();
    const res = await send(alice, method, url(), body());
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toMatch(message);
    expect(await stored()).toEqual(before);
  });
});

describe('bad input (4xx, a clear message, nothing written)', () => {
  it.each([
    ['an empty name', { groupName: '' }, 400, /body\.groupName: must NOT have fewer than 1 characters/],
    [
      'a name of 21 characters',
      { groupName: 'x'.repeat(21) },
      400,
      /body\.groupName: must NOT have more than 20/,
    ],
    ['a name of 21 Japanese characters', { groupName: '組'.repeat(21) }, 400, /body\.groupName/],
    ['a NUL in the name', { groupName: 'Line\u0000A' }, 400, /body\.groupName: must not contain the NUL/],
    [
      'a name of spaces alone',
      { groupName: ' \u3000 ' },
      400,
      /^body\.groupName: must contain a character other than spaces$/,
    ],
    ['no name', { groupName: undefined }, 400, /groupName/],
    [
      'an unknown machine',
      { devices: [{ modelId: 'OIL_FREE', serialNo: 'NO_SUCH' }] },
      404,
      /^body\.devices\.0: machine not found$/,
    ],
    ['a machine without serial number', { devices: [{ modelId: 'OIL_FREE' }] }, 400, /serialNo/],
    ['an unknown field', { owner: 'alice' }, 400, /unknown field "owner"/],
  ])('%s', async (_name, change, status, message) => {
    const before = await stored();
    const body = { groupName: 'Line Z', deviceGroupId: 'acme', devices: [], ...change };
    const res = await send(alice, 'POST', '/addGroups', body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await stored()).toEqual(before);

    const target = await insertUserGroup(t.db, { deviceGroupId: 'acme' });
    const beforePut = await stored();
    const put = await send(alice, 'PUT', '/putGroups', { ...body, id: target.id });
    expect(put.statusCode, put.body).toBe(status);
    expect(await stored()).toEqual(beforePut);
  });

  it('answers 400 for a group id that is not a uuid', async () => {
    const res = await send(alice, 'DELETE', '/deleteGroups?id=line-a');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/querystring\.id: must match pattern/);
  });
});

describe('PUT /api/putGroupDevice: a machine moved between groups in one transaction', () => {
  const move = (body: object) => send(alice, 'PUT', '/putGroupDevice', body);
  const devicesOf = async (id: string) => (await stored()).find((r) => r.id === id)?.devices;
  let from: string;
  let to: string;
  beforeEach(async () => {
    await t.db.deleteFrom('user_groups').where('device_group_id', '=', 'acme').execute();
    from = (await insertUserGroup(t.db, { deviceGroupId: 'acme', devices: [acmeMachines[0]!] })).id;
    to = (await insertUserGroup(t.db, { deviceGroupId: 'acme', devices: [acmeMachines[1]!] })).id;
  });

  it('takes the machine out of its group and adds it to the other; the mover is the updater of both', async () => {
    const res = await move({ deviceGroupId: 'acme', ...acmeMachines[0], groupId: to });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ groupId: to, changed: [from, to] });
    expect(await devicesOf(from)).toEqual([]);
    expect(await devicesOf(to)).toEqual([acmeMachines[1], acmeMachines[0]]);
    const rows = await stored();
    expect(rows.filter((r) => r.id === from || r.id === to).map((r) => r.updater_id)).toEqual([
      'alice',
      'alice',
    ]);
  });

  it('removes the machine from its group with the blank entry (groupId null)', async () => {
    const res = await move({ deviceGroupId: 'acme', ...acmeMachines[0], groupId: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ groupId: null, changed: [from] });
    expect(await devicesOf(from)).toEqual([]);
    expect(await devicesOf(to)).toEqual([acmeMachines[1]]);
  });

  it.each<[string, () => object, number, RegExp]>([
    [
      'a tokai group',
      () => ({ deviceGroupId: 'acme', ...acmeMachines[0], groupId: tokaiGroupId }),
      404,
      /^Group/,
    ],
    [
      'no such group',
      () => ({ deviceGroupId: 'acme', ...acmeMachines[0], groupId: '00000000-0000-4000-8000-000000000000' }),
      404,
      /^Group/,
    ],
    [
      'a tokai machine',
      () => ({ deviceGroupId: 'acme', ...tokaiMachine, groupId: to }),
      404,
      /^body: machine not found$/,
    ],
    [
      'the tokai device group',
      () => ({ deviceGroupId: 'tokai', ...tokaiMachine, groupId: tokaiGroupId }),
      404,
      /^Device group "tokai"/,
    ],
    [
      'a group id that is not a uuid',
      () => ({ deviceGroupId: 'acme', ...acmeMachines[0], groupId: 'line-a' }),
      400,
      /groupId/,
    ],
    [
      'a NUL in the serial number',
      () => ({ deviceGroupId: 'acme', modelId: 'OIL_FREE', serialNo: 'A\u0000', groupId: null }),
      400,
      /serialNo/,
    ],
  ])('changes nothing for %s', async (_name, body, status, message) => {
    const before = await stored();
    const res = await move(body());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await stored()).toEqual(before);
  });
});
