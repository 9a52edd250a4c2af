/**
 * GET /api/getGroups (second backend): the demo's user-defined groups, each with only the machines the
 * caller may see; foreign device groups and groups answer 404; bad input 400; no session 401.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { GetGroupsResponse } from '@airsight/contracts';
import { seedDemo } from '../../src/demo/seed.ts';
import { testConfig } from '../support/app.ts';
import { insertUserGroup } from '../support/factories.ts';
import { FLEET, useDemoApp } from './master-info.setup.ts';

const URL = '/api/getGroups';
const LINE_A = '6d1f3c0e-5a4b-4c2d-9e01-000000000a01';
const BUILDING_1 = '6d1f3c0e-5a4b-4c2d-9e01-000000000c01';
const PRESS_SHOP = '6d1f3c0e-5a4b-4c2d-9e01-000000000b01';
const checkGroups = Compile(GetGroupsResponse);

const d = useDemoApp();
const kawasaki = FLEET.machinesUnder('acme-kawasaki');
const tokai = FLEET.machinesUnder('tokai');
const keyOf = (m: { model_id: string; serial_no: string }) => ({
  modelId: m.model_id,
  serialNo: m.serial_no,
});

interface Group {
  id: string;
  groupName: string;
  deviceGroupId: string;
  devices: { modelId: string; serialNo: string }[];
  mailId: string | null;
  creatorId: string;
  updaterId: string;
  created: string;
  updated: string;
}

beforeAll(async () => {
  // A tokai group that (wrongly) lists an acme machine, and an acme group listing a tokai machine and a
  // machine that does not exist: neither side may see the other's machine.
  await insertUserGroup(d.database.db, {
    group_name: 'Mixed',
    deviceGroupId: 'tokai',
    devices: [keyOf(kawasaki[0]!), keyOf(tokai[6]!)],
    creator_id: 'tokai',
    updater_id: 'tokai',
    created: '2030-01-01T00:00:00Z',
  });
  await insertUserGroup(d.database.db, {
    group_name: 'Line C',
    deviceGroupId: 'acme-kawasaki',
    devices: [keyOf(kawasaki[7]!), keyOf(tokai[0]!), { modelId: 'OIL_FREE', serialNo: 'NONE_1' }],
    creator_id: 'acme-kawasaki',
    updater_id: 'acme',
    created: '2030-01-01T00:00:00Z',
  });
});

describe('GET /api/getGroups', () => {
  it('answers the groups of a plant with their machines, oldest first', async () => {
    const res = await d.get('acme-kawasaki', `${URL}?deviceGroupId=acme-kawasaki`);
    expect(res.statusCode, res.body).toBe(200);
    const groups: Group[] = res.json();
    expect(checkGroups.Check(groups)).toBe(true);
    expect(groups.map((g) => g.groupName)).toEqual(['Line A', 'Line B', 'Line C']);
    expect(groups[0]).toMatchObject({
      id: LINE_A,
      deviceGroupId: 'acme-kawasaki',
      devices: kawasaki.slice(0, 3).map(keyOf),
      mailId: null,
      creatorId: 'acme-kawasaki',
      updaterId: 'acme-kawasaki',
    });
    expect(groups[1]!.devices).toEqual(kawasaki.slice(3, 6).map(keyOf));
    expect(new Date(groups[0]!.created).toISOString()).toBe(groups[0]!.created);
    expect(groups[0]!.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Machines of no group stay 'unset': the two the demo leaves out.
    const grouped = new Set(groups.slice(0, 2).flatMap((g) => g.devices.map((m) => m.serialNo)));
    expect(kawasaki.filter((m) => !grouped.has(m.serial_no))).toHaveLength(2);
  });

  it('answers one group by id', async () => {
    const res = await d.get('acme', `${URL}?id=${BUILDING_1}`);
    expect(res.statusCode, res.body).toBe(200);
    const groups: Group[] = res.json();
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      id: BUILDING_1,
      groupName: 'Building 1',
      deviceGroupId: 'acme-yokohama',
    });
    expect(groups[0]!.devices).toEqual(FLEET.machinesUnder('acme-yokohama').slice(0, 3).map(keyOf));
  });

  it('answers [] for a visible device group without groups', async () => {
    const res = await d.get('acme', `${URL}?deviceGroupId=acme-sagamihara`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists only the machines the caller may see', async () => {
    const tokaiGroups: Group[] = (await d.get('tokai', `${URL}?deviceGroupId=tokai`)).json();
    expect(tokaiGroups.map((g) => g.groupName)).toEqual(['プレス工場', '組立工場', 'Mixed']);
    expect(tokaiGroups[2]!.devices).toEqual([keyOf(tokai[6]!)]);
    expect(JSON.stringify(tokaiGroups)).not.toContain(kawasaki[0]!.serial_no);

    const lineC = (await d.get('acme-kawasaki', `${URL}?deviceGroupId=acme-kawasaki`)).json()[2] as Group;
    expect(lineC.devices).toEqual([keyOf(kawasaki[7]!)]);
    expect(lineC.updaterId).toBe('acme');
    // The supplier sees every machine, but a machine that does not exist is still left out.
    const asSupplier = (await d.get('supplier', `${URL}?deviceGroupId=acme-kawasaki`)).json()[2] as Group;
    expect(asSupplier.devices).toEqual([keyOf(kawasaki[7]!), keyOf(tokai[0]!)]);
  });

  it('gives tokai nothing of acme, by device group or by id (404)', async () => {
    for (const group of [...FLEET.subtree('acme'), 'supplier', 'no-such-group']) {
      const res = await d.get('tokai', `${URL}?deviceGroupId=${group}`);
      expect(res.statusCode, group).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: `Device group "${group}" was not found`,
      });
    }
    for (const id of [LINE_A, BUILDING_1, '00000000-0000-4000-8000-000000000000']) {
      const res = await d.get('tokai', `${URL}?id=${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: `Group "${id}" was not found` });
    }
    // And the other way round; one plant does not see its sister plant's groups either.
    expect((await d.get('acme', `${URL}?id=${PRESS_SHOP}`)).statusCode).toBe(404);
    expect((await d.get('acme-kawasaki', `${URL}?id=${BUILDING_1}`)).statusCode).toBe(404);
    expect((await d.get('acme-kawasaki', `${URL}?deviceGroupId=acme`)).statusCode).toBe(404);
  });

  it('answers bad input with 400 and a clear message', async () => {
    const cases: [string, RegExp][] = [
      [URL, /either deviceGroupId .* or id/],
      [`${URL}?deviceGroupId=acme-kawasaki&id=${LINE_A}`, /either deviceGroupId .* or id/],
      [`${URL}?id=line-a`, /querystring\.id: must match pattern/],
      [`${URL}?deviceGroupId=`, /querystring\.deviceGroupId/],
      [`${URL}?device_group_id=acme`, /unknown field "device_group_id"/],
    ];
    for (const [url, message] of cases) {
      const res = await d.get('acme', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(message);
    }
  });

  it('keeps the demo groups and mail destinations as they are when the demo is seeded again', async () => {
    const before = (await d.get('supplier', `${URL}?deviceGroupId=acme-kawasaki`)).body;
    const count = () =>
      d.database.db
        .selectFrom('alert_mail_destinations')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
    const destinations = await count();
    await seedDemo(d.database.db, testConfig());
    expect((await d.get('supplier', `${URL}?deviceGroupId=acme-kawasaki`)).body).toBe(before);
    expect(await count()).toEqual(destinations);
  });

  it('answers 401 without a session', async () => {
    const res = await d.get(null, `${URL}?deviceGroupId=acme-kawasaki`);
    expect(res.statusCode).toBe(401);
  });
});
