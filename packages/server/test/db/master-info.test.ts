/** Master-info reads (roles, groups, authorities, models) as each demo account, after seedDemo. */
import { describe, expect, it } from 'vitest';
import { MODEL_IDS } from '@airsight/contracts/models/catalogue';
import type { UserDeviceAuthority } from '@airsight/contracts';
import { compareBy, parseSort, withTieBreakers } from '../../src/services/sort.ts';
import { FLEET, MI, NOT_FOUND_BODY, ROOT_OF, useDemoApp, type DemoUserId } from './master-info.setup.ts';

const ACCOUNTS: DemoUserId[] = ['supplier', 'acme', 'acme-kawasaki', 'tokai'];
const sorted = (xs: Iterable<string>) => [...xs].sort();

const d = useDemoApp();

describe('GET userRoles', () => {
  it('answers the caller’s own roles in order', async () => {
    const res = await d.get('supplier', `${MI}/userRoles?user_id=supplier`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user_role_list: [
        { user_id: 'supplier', role_id: 'SUPPLIER_Login' },
        { user_id: 'supplier', role_id: 'SUPPLIER_gwC2dSendUpd' },
      ],
    });
    expect((await d.get('acme', `${MI}/userRoles?user_id=acme`)).json().user_role_list).toEqual([
      { user_id: 'acme', role_id: 'ACME_Login' },
    ]);
    expect((await d.get('tokai', `${MI}/userRoles?user_id=tokai`)).json().user_role_list).toEqual([
      { user_id: 'tokai', role_id: 'TOKAI_Login' },
    ]);
  });

  it('answers 404 for another user id, even as the supplier', async () => {
    const res = await d.get('supplier', `${MI}/userRoles?user_id=acme`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND_BODY);
  });
});

describe('GET roleRootGroups', () => {
  it('answers the root group of each of the caller’s roles', async () => {
    expect((await d.get('supplier', `${MI}/roleRootGroups?role_id=SUPPLIER_Login`)).json()).toEqual({
      role_root_group_list: [{ role_id: 'SUPPLIER_Login', root_group_id: 'SUPPLIER$' }],
    });
    expect(
      (await d.get('acme-kawasaki', `${MI}/roleRootGroups?role_id=ACME_KAWASAKI_Login`)).json()
        .role_root_group_list,
    ).toEqual([{ role_id: 'ACME_KAWASAKI_Login', root_group_id: 'ACME_KAWASAKI$' }]);
  });

  it('answers 404 for a role the caller does not have, or that does not exist', async () => {
    expect((await d.get('acme', `${MI}/roleRootGroups?role_id=SUPPLIER_Login`)).statusCode).toBe(404);
    expect((await d.get('supplier', `${MI}/roleRootGroups?role_id=ACME_Login`)).statusCode).toBe(404);
    expect((await d.get('supplier', `${MI}/roleRootGroups?role_id=NOPE_Login`)).statusCode).toBe(404);
  });
});

describe('GET deviceGroups', () => {
  it('finds each account’s root group by its type', async () => {
    const expected = {
      supplier: { id: 'supplier', type: 'SUPPLIER', children: true },
      acme: { id: 'acme', type: 'ACME', children: true },
      'acme-kawasaki': { id: 'acme-kawasaki', type: 'ACME_KAWASAKI', children: false },
      tokai: { id: 'tokai', type: 'TOKAI', children: false },
    } as const;
    for (const user of ACCOUNTS) {
      const e = expected[user as keyof typeof expected];
      const res = await d.get(user, `${MI}/deviceGroups?device_group_type=${e.type}`);
      expect(res.statusCode).toBe(200);
      const [group, ...rest] = res.json().device_group_list;
      expect(rest).toEqual([]);
      expect(group).toMatchObject({
        device_group_id: e.id,
        device_group_type: e.type,
        has_children: e.children,
        root_group_id: 'SUPPLIER$',
      });
    }
  });

  it('finds a visible group by id with its parent and names', async () => {
    const res = await d.get('supplier', `${MI}/deviceGroups?device_group_id=acme-kawasaki`);
    expect(res.json().device_group_list).toEqual([
      {
        device_group_id: 'acme-kawasaki',
        parent_device_group_id: 'acme',
        root_group_id: 'SUPPLIER$',
        device_group_type: 'ACME_KAWASAKI',
        name_locale1: 'Kawasaki Plant',
        name_locale2: '川崎工場',
        name_locale3: '川崎工厂',
        has_children: false,
      },
    ]);
    expect((await d.get('acme', `${MI}/deviceGroups?device_group_id=acme-yokohama`)).statusCode).toBe(200);
    expect(
      (await d.get('supplier', `${MI}/deviceGroups?device_group_type=SUPPLIER`)).json().device_group_list[0]
        .parent_device_group_id,
    ).toBeNull();
  });

  it('answers 404 for a group above or beside the caller’s root', async () => {
    expect((await d.get('acme-kawasaki', `${MI}/deviceGroups?device_group_id=acme`)).statusCode).toBe(404);
    expect(
      (await d.get('acme-kawasaki', `${MI}/deviceGroups?device_group_type=ACME_YOKOHAMA`)).statusCode,
    ).toBe(404);
    expect((await d.get('acme', `${MI}/deviceGroups?device_group_type=SUPPLIER`)).statusCode).toBe(404);
    expect((await d.get('supplier', `${MI}/deviceGroups?device_group_id=no-such-group`)).statusCode).toBe(
      404,
    );
  });
});

describe('GET userDeviceGroupAuthorities', () => {
  interface Authority {
    device_group_id: string;
    parent_device_group_id: string;
    has_children: boolean;
  }
  const authorities = async (user: DemoUserId, query = ''): Promise<Authority[]> =>
    (await d.get(user, `${MI}/userDeviceGroupAuthorities${query}`)).json().user_device_group_authority_list;
  const groupIdsOf = (list: readonly Authority[]) => list.map((g) => g.device_group_id);
  /** ACME and its plants, in their order. */
  const ACME_TREE = ['acme', 'acme-kawasaki', 'acme-yokohama', 'acme-sagamihara'];

  it('answers the whole visible tree, parents first, for each account', async () => {
    for (const user of ACCOUNTS) {
      const list = await authorities(user);
      expect(sorted(groupIdsOf(list))).toEqual(sorted(FLEET.subtree(ROOT_OF[user])));
      expect(list[0]!.device_group_id).toBe(ROOT_OF[user]);
      const seen = new Set<string>();
      for (const g of list) {
        if (g.device_group_id !== ROOT_OF[user]) expect(seen.has(g.parent_device_group_id)).toBe(true);
        seen.add(g.device_group_id);
      }
    }
  });

  it('answers the plants of ACME in their order with the authority field names', async () => {
    const list = await authorities('acme');
    expect(groupIdsOf(list)).toEqual(ACME_TREE);
    expect(list[1]).toEqual({
      device_group_id: 'acme-kawasaki',
      parent_device_group_id: 'acme',
      root_group_id: 'SUPPLIER$',
      device_group_type: 'ACME_KAWASAKI',
      device_group_name_locale1: 'Kawasaki Plant',
      device_group_name_locale2: '川崎工場',
      device_group_name_locale3: '川崎工厂',
      has_children: false,
    });
    expect(list[0]!.has_children).toBe(true);
  });

  it('answers the subtree under device_group_id', async () => {
    expect(groupIdsOf(await authorities('supplier', '?device_group_id=acme'))).toEqual(ACME_TREE);
    expect(groupIdsOf(await authorities('acme', '?device_group_id=acme-kawasaki'))).toEqual([
      'acme-kawasaki',
    ]);
    expect((await d.get('acme', `${MI}/userDeviceGroupAuthorities?device_group_id=tokai`)).statusCode).toBe(
      404,
    );
    expect(
      (await d.get('acme-kawasaki', `${MI}/userDeviceGroupAuthorities?device_group_id=acme`)).statusCode,
    ).toBe(404);
  });
});

describe('GET baseDevices', () => {
  it('answers the distinct models of each account’s machines', async () => {
    for (const user of ACCOUNTS) {
      const res = await d.get(user, `${MI}/baseDevices?fields=model_id`);
      expect(res.statusCode).toBe(200);
      const models = new Set(FLEET.machinesUnder(ROOT_OF[user]).map((m) => m.model_id));
      expect(res.json().base_device_list).toEqual(sorted(models).map((model_id) => ({ model_id })));
    }
    expect((await d.get('supplier', `${MI}/baseDevices`)).json().base_device_list).toHaveLength(
      MODEL_IDS.length,
    );
  });
});

describe('GET userDeviceAuthorities', () => {
  const list = async (user: DemoUserId, query: string): Promise<UserDeviceAuthority[]> => {
    const res = await d.get(user, `${MI}/userDeviceAuthorities${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().user_device_authority_list;
  };
  const keys = (rows: { model_id: string; serial_no: string }[]) =>
    sorted(rows.map((r) => `${r.model_id}/${r.serial_no}`));

  it('answers every machine each account may see, and no other', async () => {
    for (const user of ACCOUNTS) {
      expect(keys(await list(user, ''))).toEqual(keys(FLEET.machinesUnder(ROOT_OF[user])));
    }
    expect((await list('supplier', '')).length).toBe(FLEET.machines.length);
  });

  it('filters by model', async () => {
    const rows = await list('acme', '?model_id=OIL_FREE');
    expect(rows.length).toBeGreaterThan(0);
    expect(keys(rows)).toEqual(keys(FLEET.machinesUnder('acme').filter((m) => m.model_id === 'OIL_FREE')));
    expect(await list('acme', '?model_id=NO_SUCH_MODEL')).toEqual([]);
  });

  it('filters by group, including the groups under it', async () => {
    expect(keys(await list('supplier', '?device_group_id=acme'))).toEqual(keys(FLEET.machinesUnder('acme')));
    expect(keys(await list('acme', '?device_group_id=acme-kawasaki'))).toEqual(
      keys(FLEET.machinesUnder('acme-kawasaki')),
    );
    expect(
      (await d.get('acme-kawasaki', `${MI}/userDeviceAuthorities?device_group_id=acme-yokohama`)).statusCode,
    ).toBe(404);
  });

  it('answers one machine by model and serial number with every field', async () => {
    const m = FLEET.machinesUnder('acme-kawasaki')[0]!;
    const rows = await list('acme-kawasaki', `?model_id=${m.model_id}&serial_no=${m.serial_no}`);
    expect(rows).toEqual([
      {
        model_id: m.model_id,
        serial_no: m.serial_no,
        device_group_id: 'acme-kawasaki',
        device_group_name_locale1: 'Kawasaki Plant',
        device_group_name_locale2: '川崎工場',
        device_group_name_locale3: '川崎工厂',
        device_name_locale1: 'ACME Industries Kawasaki Plant',
        device_name_locale2: 'アクメ工業 川崎工場',
        device_name_locale3: '艾克美工业 川崎工厂',
        optional_info_1: m.optional_info_1,
        optional_info_2: m.optional_info_2,
      },
    ]);
    expect(
      (await d.get('tokai', `${MI}/userDeviceAuthorities?model_id=${m.model_id}&serial_no=${m.serial_no}`))
        .statusCode,
    ).toBe(404);
  });

  it('sorts by the given columns, descending with -, nulls last', async () => {
    const expectOrder = async (sort: string) => {
      const rows = await list('supplier', `?sort=${sort}`);
      const order = withTieBreakers(
        parseSort(sort, ['optional_info_2', 'serial_no', 'model_id', 'device_name_locale2'] as const),
        ['model_id', 'serial_no'],
      );
      expect(rows).toEqual([...rows].sort(compareBy(order)));
      return rows;
    };
    const byNumber = await expectOrder('optional_info_2,serial_no');
    expect(byNumber.at(-1)!.optional_info_2).toBeNull();
    expect(byNumber[0]!.optional_info_2).toBe('No.1');
    const descending = await expectOrder('-serial_no');
    expect(descending[0]!.serial_no > descending.at(-1)!.serial_no).toBe(true);
    await expectOrder('device_name_locale2,-optional_info_2');
    // The screens' call: one group, sorted by customer's machine number then serial.
    const group = await list('acme', '?device_group_id=acme-kawasaki&sort=optional_info_2,serial_no');
    expect(group.length).toBe(FLEET.machinesUnder('acme-kawasaki').length);
  });
});
