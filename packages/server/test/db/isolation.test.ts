/**
 * Tenant isolation: `tokai` learns nothing of `acme` through any master-info call, neither by list nor by
 * naming acme's ids; a write on an acme machine answers 404 and changes nothing. Also one plant of acme
 * against its sister plants.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInHeaders } from '../support/app.ts';
import { insertDevice, insertDeviceGroup, insertUser } from '../support/factories.ts';
import { FLEET, MI, NOT_FOUND_BODY, useDemoApp, type DemoUserId } from './master-info.setup.ts';

const d = useDemoApp();
let acmeDeviceIds: string[];
const acmeGroups = FLEET.subtree('acme');
const acmeGroupTypes = ['ACME', 'ACME_KAWASAKI', 'ACME_YOKOHAMA', 'ACME_SAGAMIHARA'];
const acmeMachines = FLEET.machinesUnder('acme');
const acmeSerials = new Set(acmeMachines.map((m) => m.serial_no));

beforeAll(async () => {
  const rows = await d.database.db
    .selectFrom('devices')
    .select('id')
    .where('device_group_id', 'in', acmeGroups)
    .execute();
  acmeDeviceIds = rows.map((r) => String(r.id));
});

/** A 404 in the common format that says no more than "Not found". */
async function expectNotFound(user: DemoUserId | Record<string, string>, path: string) {
  const res =
    typeof user === 'string'
      ? await d.get(user, `${MI}${path}`)
      : await d.app.inject({ method: 'GET', url: `${MI}${path}`, headers: user });
  expect(res.statusCode, path).toBe(404);
  expect(res.json()).toEqual(NOT_FOUND_BODY);
}

describe('tokai sees nothing of acme', () => {
  it('by list: groups, machines, models', async () => {
    const groups = (await d.get('tokai', `${MI}/userDeviceGroupAuthorities`)).json()
      .user_device_group_authority_list;
    expect(groups.map((g: { device_group_id: string }) => g.device_group_id)).toEqual(['tokai']);

    const machines = (await d.get('tokai', `${MI}/userDeviceAuthorities`)).json().user_device_authority_list;
    expect(machines.length).toBe(FLEET.machinesUnder('tokai').length);
    for (const m of machines) {
      expect(m.device_group_id).toBe('tokai');
      expect(acmeSerials.has(m.serial_no)).toBe(false);
      expect(JSON.stringify(m)).not.toMatch(/ACME|アクメ|艾克美|C1004/);
    }

    // Listing acme's models only ever answers tokai's own machines of that model.
    for (const model of new Set(acmeMachines.map((m) => m.model_id))) {
      const rows = (await d.get('tokai', `${MI}/userDeviceAuthorities?model_id=${model}`)).json()
        .user_device_authority_list;
      expect(rows.every((r: { device_group_id: string }) => r.device_group_id === 'tokai')).toBe(true);
    }

    const models = (await d.get('tokai', `${MI}/baseDevices?fields=model_id`)).json().base_device_list;
    expect(models.map((m: { model_id: string }) => m.model_id)).toEqual(
      [...new Set(FLEET.machinesUnder('tokai').map((m) => m.model_id))].sort(),
    );
  });

  it('by acme group id or type', async () => {
    for (const id of acmeGroups) {
      await expectNotFound('tokai', `/deviceGroups?device_group_id=${id}`);
      await expectNotFound('tokai', `/userDeviceGroupAuthorities?device_group_id=${id}`);
      await expectNotFound('tokai', `/userDeviceAuthorities?device_group_id=${id}`);
      await expectNotFound('tokai', `/userDeviceAuthorities?device_group_id=${id}&sort=serial_no`);
    }
    for (const type of acmeGroupTypes)
      await expectNotFound('tokai', `/deviceGroups?device_group_type=${type}`);
    // Nor the supplier root above both.
    await expectNotFound('tokai', '/deviceGroups?device_group_type=SUPPLIER');
    await expectNotFound('tokai', '/userDeviceGroupAuthorities?device_group_id=supplier');
  });

  it('by acme machine (model id and serial number)', async () => {
    for (const m of acmeMachines) {
      const key = `model_id=${m.model_id}&serial_no=${m.serial_no}`;
      await expectNotFound('tokai', `/userDeviceAuthorities?${key}`);
      await expectNotFound('tokai', `/devices?${key}`);
      await expectNotFound('tokai', `/sensors?${key}`);
    }
  });

  it('by acme role id or user id', async () => {
    for (const role of ['ACME_Login', 'ACME_KAWASAKI_Login', 'SUPPLIER_Login', 'SUPPLIER_gwC2dSendUpd']) {
      await expectNotFound('tokai', `/roleRootGroups?role_id=${role}`);
    }
    for (const user of ['acme', 'acme-kawasaki', 'supplier'])
      await expectNotFound('tokai', `/userRoles?user_id=${user}`);
  });

  it('by acme device id: PUT answers 404 and the row is unchanged', async () => {
    expect(acmeDeviceIds.length).toBe(acmeMachines.length);
    const m = acmeMachines[0]!;
    const device = (
      await d.get('acme', `${MI}/devices?model_id=${m.model_id}&serial_no=${m.serial_no}`)
    ).json().device_list[0];
    const rowBefore = await d.database.db
      .selectFrom('devices')
      .selectAll()
      .where('id', '=', device.id)
      .executeTakeFirstOrThrow();
    for (const id of acmeDeviceIds) {
      const res = await d.put('tokai', `${MI}/devices/${id}`, {
        ...device,
        id,
        optional_info_2: 'taken over',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Not found');
    }
    const rowAfter = await d.database.db
      .selectFrom('devices')
      .selectAll()
      .where('id', '=', device.id)
      .executeTakeFirstOrThrow();
    expect(rowAfter).toEqual(rowBefore);
    const changed = await d.database.db
      .selectFrom('devices')
      .select('id')
      .where('optional_info_2', '=', 'taken over')
      .execute();
    expect(changed).toEqual([]);
  });
});

describe('acme sees nothing of tokai, one plant nothing of its sister plants', () => {
  it('acme cannot name tokai’s group or machines', async () => {
    await expectNotFound('acme', '/deviceGroups?device_group_id=tokai');
    const t = FLEET.machinesUnder('tokai')[0]!;
    await expectNotFound('acme', `/devices?model_id=${t.model_id}&serial_no=${t.serial_no}`);
  });

  it('acme-kawasaki sees only its plant', async () => {
    const machines = (await d.get('acme-kawasaki', `${MI}/userDeviceAuthorities`)).json()
      .user_device_authority_list;
    expect(machines.every((m: { device_group_id: string }) => m.device_group_id === 'acme-kawasaki')).toBe(
      true,
    );
    for (const plant of ['acme-yokohama', 'acme-sagamihara']) {
      await expectNotFound('acme-kawasaki', `/userDeviceAuthorities?device_group_id=${plant}`);
      const m = FLEET.machinesUnder(plant)[0]!;
      await expectNotFound('acme-kawasaki', `/sensors?model_id=${m.model_id}&serial_no=${m.serial_no}`);
    }
  });
});

describe('a new customer, reached through two Login roles', () => {
  it('sees its company and plant once each, and nothing of the others', async () => {
    const db = d.database.db;
    const company = await insertDeviceGroup(db, { parentId: 'supplier' });
    const plant = await insertDeviceGroup(db, { parentId: company.device_group_id });
    const machine = await insertDevice(db, { deviceGroupId: plant.device_group_id });
    // The plant's role first: the company's role covers the plant again, which must not count twice.
    const { user } = await insertUser(db, {
      loginRootGroupIds: [`${plant.device_group_type}$`, `${company.device_group_type}$`],
    });
    const headers = await signedInHeaders(db, user.user_id);
    const get = (path: string) =>
      d.app.inject({ method: 'GET', url: `${MI}${path}`, headers }).then((r) => r.json());

    const ids = [company.device_group_id, plant.device_group_id];
    const groupsOf = (body: { user_device_group_authority_list: { device_group_id: string }[] }) =>
      body.user_device_group_authority_list.map((g) => g.device_group_id);
    expect(groupsOf(await get('/userDeviceGroupAuthorities'))).toEqual(ids);
    expect(
      groupsOf(await get(`/userDeviceGroupAuthorities?device_group_id=${company.device_group_id}`)),
    ).toEqual(ids);
    const machines = (await get(`/userDeviceAuthorities?device_group_id=${company.device_group_id}`))
      .user_device_authority_list;
    expect(machines.map((m: { serial_no: string }) => m.serial_no)).toEqual([machine.serial_no]);

    const key = `model_id=${machine.model_id}&serial_no=${machine.serial_no}`;
    for (const id of ids) await expectNotFound('tokai', `/userDeviceGroupAuthorities?device_group_id=${id}`);
    await expectNotFound('tokai', `/devices?${key}`);
    await expectNotFound('acme', `/sensors?${key}`);
    await expectNotFound(headers, '/userDeviceAuthorities?device_group_id=tokai');
    await expectNotFound(headers, '/deviceGroups?device_group_id=supplier');
    const acme = acmeMachines[0]!;
    await expectNotFound(headers, `/devices?model_id=${acme.model_id}&serial_no=${acme.serial_no}`);
  });
});
