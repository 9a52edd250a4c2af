/**
 * The operation log (part 1 §2 'Logs', §3 'Log entry', §7 getLogs, addLogs): the server writes an entry
 * after every settings write and the trend CSV (sign-in and sign-out: auth.test.ts), never for a failed one;
 * addLogs writes the client's entries as the session's user; getLogs, for the special administrator
 * only, searches by user, device group name in each language and period; bad input writes nothing.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { recordOperation } from '../../src/services/operation-log.ts';
import { signedInHeaders, useTestApp } from '../support/app.ts';
import { insertDevice, insertDeviceGroup, insertUser } from '../support/factories.ts';

const t = useTestApp();

let headers: Record<'alice' | 'maker' | 'admin', Record<string, string>>;
let machine: { model_id: string; serial_no: string };

beforeAll(async () => {
  const maker = await insertDeviceGroup(t.db, { device_group_id: 'maker' });
  await insertDeviceGroup(t.db, {
    device_group_id: 'acme',
    parentId: 'maker',
    name_locale1: 'Acme Works',
    name_locale2: 'アクメ工業',
    name_locale3: '阿克美工业',
  });
  machine = await insertDevice(t.db, { deviceGroupId: 'acme' });
  await insertUser(t.db, { userId: 'alice', loginRootGroupIds: ['ACME$'] });
  await insertUser(t.db, { userId: 'maker-staff', loginRootGroupIds: [maker.root_group_id] });
  await insertUser(t.db, { userId: 'info-admin' });
  headers = {
    alice: await signedInHeaders(t.db, 'alice'),
    maker: await signedInHeaders(t.db, 'maker-staff'),
    admin: await signedInHeaders(t.db, 'info-admin'),
  };
});

const send = (who: keyof typeof headers, method: 'POST' | 'PUT', url: string, body: unknown) =>
  t.app.inject({ method, url, headers: headers[who], payload: body as object });

const entries = () => t.db.selectFrom('operation_log').selectAll().orderBy('id').execute();

const getLogs = (search: object, localeId = 2, who: keyof typeof headers = 'admin') =>
  send(who, 'POST', '/api/getLogs', { localeId, search });

describe('what the server records', () => {
  it('records a group add, a destination add and a machine-number change with the device group’s names', async () => {
    const before = (await entries()).length;
    const group = await send('alice', 'POST', '/api/addGroups', {
      groupName: 'Line A',
      deviceGroupId: 'acme',
      devices: [{ modelId: machine.model_id, serialNo: machine.serial_no }],
    });
    expect(group.statusCode, group.body).toBe(200);
    const mail = await send('alice', 'POST', '/scadaapi/v1/master-info/info_alertmail_destination_lists', [
      {
        mail: 'ops@example.com',
        user_name: 'Ops',
        locale: 2,
        severity: '3',
        source_flag: 1,
        source_type: `${machine.model_id}$${machine.serial_no}`,
      },
    ]);
    expect(mail.statusCode, mail.body).toBe(200);
    const read = await t.app.inject({
      url: `/v1/master-info/devices?model_id=${machine.model_id}&serial_no=${machine.serial_no}`,
      headers: headers.alice,
    });
    const device = read.json().device_list[0];
    const put = await send('alice', 'PUT', `/v1/master-info/devices/${device.id}`, {
      ...device,
      optional_info_2: 'No.7',
    });
    expect(put.statusCode, put.body).toBe(200);

    const written = (await entries()).slice(before);
    expect(written.map((e) => [e.type, e.user_id, e.device_group_id, e.device_group_name_locale2])).toEqual([
      ['groupAdd', 'alice', 'acme', 'アクメ工業'],
      ['alarmMailAdd', 'alice', 'acme', 'アクメ工業'],
      ['machineNumberChange', 'alice', 'acme', 'アクメ工業'],
    ]);
    expect(written[0]!.contents).toEqual({ groupName: 'Line A', target: group.json().id, value: '1' });
    expect(written[1]!.contents).toMatchObject({
      target: 'ops@example.com',
      value: '3',
      serialNo: machine.serial_no,
    });
    expect(written[2]!.contents).toEqual({
      modelId: machine.model_id,
      serialNo: machine.serial_no,
      value: 'No.7',
    });
    expect(written[0]!.datetime).toBeInstanceOf(Date);
  });

  it('addLogs records the session’s user, whatever userId the body names, with the stored names', async () => {
    const res = await send('alice', 'POST', '/api/addLogs', {
      type: 'monthlyReport',
      userId: 'maker-staff',
      deviceGroup: { deviceGroupId: 'acme', deviceGroupNameLocale1: 'Forged name' },
      contents: {
        monthlyReport: { date: '2026/10', device: { serialNo: machine.serial_no }, allDevices: 'All' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const last = (await entries()).at(-1)!;
    expect(last).toMatchObject({
      type: 'monthlyReport',
      user_id: 'alice',
      device_group_name_locale1: 'Acme Works',
      contents: {
        monthlyReport: { date: '2026/10', device: { serialNo: machine.serial_no }, allDevices: 'All' },
      },
    });
    expect(res.json().datetime).toBe(last.datetime.toISOString());
    // The special administrator may add entries too (its own, without a device group).
    const admin = await send('admin', 'POST', '/api/addLogs', {
      type: 'csvDownload',
      contents: { file: 'x.csv' },
    });
    expect(admin.statusCode, admin.body).toBe(200);
  });

  it.each([
    ['a server-only type', { type: 'signIn' }, 400],
    ['an unknown type', { type: 'hack' }, 400],
    ['an unknown contents field', { type: 'csvDownload', contents: { secret: 'x' } }, 400],
    [
      'a contents text over 200 characters',
      { type: 'csvDownload', contents: { file: 'x'.repeat(201) } },
      400,
    ],
    [
      'a device group the caller cannot see',
      { type: 'csvDownload', deviceGroup: { deviceGroupId: 'maker' } },
      404,
    ],
  ])('addLogs refuses %s and writes nothing', async (_what, body, status) => {
    const before = (await entries()).length;
    const res = await send('alice', 'POST', '/api/addLogs', body);
    expect(res.statusCode, res.body).toBe(status);
    expect((await entries()).length).toBe(before);
  });
});

describe('getLogs', () => {
  it('answers the entries newest first, with the device group name in localeId’s language', async () => {
    const res = await getLogs({});
    expect(res.statusCode, res.body).toBe(200);
    const { logs, truncated } = res.json();
    expect(truncated).toBe(false);
    expect(logs.map((l: { type: string }) => l.type)).toEqual([
      'csvDownload',
      'monthlyReport',
      'machineNumberChange',
      'alarmMailAdd',
      'groupAdd',
    ]);
    expect(logs[1]).toMatchObject({
      userId: 'alice',
      deviceGroup: { deviceGroupId: 'acme', deviceGroupName: 'アクメ工業' },
    });
    expect(logs[0].deviceGroup).toBeNull();
    expect(logs[0].datetime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it.each([
    ['user id part', { userId: 'LIC' }, 2, 4],
    ['another user', { userId: 'info' }, 2, 1],
    ['English name part', { deviceGroupName: 'acme w' }, 1, 4],
    ['Japanese name part', { deviceGroupName: 'アクメ' }, 2, 4],
    ['Chinese name part', { deviceGroupName: '阿克美' }, 3, 4],
    ['name in another language', { deviceGroupName: 'Acme' }, 2, 0],
    ['period in the future', { datetimeFrom: '2100-01-01T00:00:00Z' }, 2, 0],
    ['period in the past', { datetimeTo: '2000-01-01T00:00+09:00' }, 2, 0],
    ['period around now', { datetimeFrom: '2000-01-01T00:00:00Z', datetimeTo: '2100-01-01T00:00:00Z' }, 2, 5],
  ])('searches by %s', async (_what, search, localeId, count) => {
    const res = await getLogs(search, localeId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().logs).toHaveLength(count);
  });

  it('takes from and to inclusive, to the millisecond', async () => {
    const [newest] = (await getLogs({})).json().logs;
    const at = newest.datetime;
    const res = await getLogs({ datetimeFrom: at, datetimeTo: at });
    expect(res.json().logs.map((l: { datetime: string }) => l.datetime)).toEqual([at]);
  });

  it.each([
    [
      'from after to',
      { datetimeFrom: '2026-02-01T00:00:00Z', datetimeTo: '2026-01-31T23:59:59.999Z' },
      'datetimeFrom must not be after datetimeTo',
    ],
    [
      'a day the calendar does not have',
      { datetimeFrom: '2026-02-30T00:00:00Z' },
      'body.search.datetimeFrom: not a time',
    ],
    ['a time without its zone', { datetimeTo: '2026-02-01T00:00:00' }, 'body.search.datetimeTo'],
  ])('answers 400 to %s', async (_what, search, message) => {
    const res = await getLogs(search);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it.each([
    ['a customer', 'alice'],
    ['the supplier', 'maker'],
  ] as const)('answers 403 to %s', async (_what, who) => {
    const res = await getLogs({}, 2, who);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_SPECIAL_ADMIN');
  });
});

describe('every other write and the trend CSV', () => {
  /** The entries written while `act` ran: type, user, device group, contents. */
  async function writtenBy(act: () => Promise<void>) {
    const before = (await entries()).length;
    await act();
    return (await entries())
      .slice(before)
      .map((e) => ({ type: e.type, user: e.user_id, group: e.device_group_id, contents: e.contents }));
  }
  const ok = async (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(200);
    return JSON.parse(res.body);
  };
  const key = () => ({ modelId: machine.model_id, serialNo: machine.serial_no });

  it('records a group change, a machine move and a group delete', async () => {
    const group = await ok(
      await send('alice', 'POST', '/api/addGroups', {
        groupName: 'Line B',
        deviceGroupId: 'acme',
        devices: [],
      }),
    );
    const written = await writtenBy(async () => {
      await ok(
        await send('alice', 'PUT', '/api/putGroups', {
          id: group.id,
          groupName: 'Line C',
          deviceGroupId: 'acme',
          devices: [key()],
        }),
      );
      await ok(
        await send('alice', 'PUT', '/api/putGroupDevice', { deviceGroupId: 'acme', ...key(), groupId: null }),
      );
      await ok(
        await t.app.inject({
          method: 'DELETE',
          url: `/api/deleteGroups?id=${group.id}`,
          headers: headers.alice,
        }),
      );
    });
    expect(written).toEqual([
      {
        type: 'groupChange',
        user: 'alice',
        group: 'acme',
        contents: { groupName: 'Line C', target: group.id, value: '1' },
      },
      { type: 'groupDeviceChange', user: 'alice', group: 'acme', contents: { ...key(), target: '' } },
      {
        type: 'groupDelete',
        user: 'alice',
        group: 'acme',
        contents: { groupName: 'Line C', target: group.id },
      },
    ]);
  });

  it('records a destination change and delete, and the trend CSV when its file starts', async () => {
    const url = '/scadaapi/v1/master-info/info_alertmail_destination_lists';
    const [added] = (
      await ok(
        await send('alice', 'POST', url, [
          {
            mail: 'plant@example.com',
            user_name: '',
            locale: 1,
            severity: '3,2',
            source_flag: 0,
            source_type: 'acme',
          },
        ]),
      )
    ).info_alertmail_destination_list;
    const written = await writtenBy(async () => {
      await ok(await send('alice', 'PUT', `${url}/${added.id}`, { ...added, severity: '1' }));
      await ok(await t.app.inject({ method: 'DELETE', url: `${url}/${added.id}`, headers: headers.alice }));
      const csv = await t.app.inject({
        url:
          `/v1/sensor-data-file-mgt/trendCsv?model_id=${machine.model_id}&serial_no=${machine.serial_no}` +
          '&sensor_id=sn_D002&measure_time_from=20260301000000&measure_time_to=20260301001000&time_zone=Asia/Tokyo',
        headers: headers.alice,
      });
      expect(csv.statusCode, csv.body).toBe(200);
    });
    expect(written.map((w) => [w.type, w.user, w.group])).toEqual([
      ['alarmMailChange', 'alice', 'acme'],
      ['alarmMailDelete', 'alice', 'acme'],
      ['trendCsvDownload', 'alice', 'acme'],
    ]);
    expect(written[1]!.contents).toEqual({ target: 'plant@example.com', value: '1' });
    expect(written[2]!.contents).toMatchObject({
      ...key(),
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-01T00:10:00.000Z',
    });
    expect(written[2]!.contents.file).toMatch(/^\d{8}\.csv$/);
  });

  it('writes nothing for a write that fails', async () => {
    const written = await writtenBy(async () => {
      const res = await send('alice', 'POST', '/api/addGroups', {
        groupName: ' ',
        deviceGroupId: 'acme',
        devices: [],
      });
      expect(res.statusCode).toBe(400);
    });
    expect(written).toEqual([]);
  });

  it('recordOperation never fails its caller: an entry the database refuses is only reported', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const written = await writtenBy(() =>
      recordOperation(t.db, { type: 'x'.repeat(41) as 'signIn', userId: 'alice' }),
    );
    expect(written).toEqual([]);
    expect(report).toHaveBeenCalledOnce();
    report.mockRestore();
  });
});
