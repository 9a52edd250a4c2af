import { describe, expect, it } from 'vitest';
import { buildCardGroups, compareMachines, type GroupMachine } from './cardGroups.ts';
import { groupLinks } from './groupLinks.ts';

const m = (serial: string, number: string | null, model = 'OIL_FREE'): GroupMachine => ({
  model_id: model,
  serial_no: serial,
  optional_info_2: number,
});

describe('HomeConsumer groups', () => {
  const machines = [
    m('A3_C1', 'No.10'),
    m('A1_C1', 'No.2'),
    m('A2_C1', null),
    m('A4_C1', 'No.1', 'OIL_INJECTION'),
  ];

  it('orders cards by customer machine number (numbers as numbers, none last), then serial', () => {
    const sorted = [...machines].sort(compareMachines).map((x) => x.serial_no);
    expect(sorted).toEqual(['A4_C1', 'A1_C1', 'A3_C1', 'A2_C1']);
  });

  it("builds 'all', the user groups in the server's order and 'unset'", () => {
    const groups = buildCardGroups(machines, [
      {
        id: '7',
        groupName: 'Line 1',
        deviceGroupId: 'g',
        devices: [
          { modelId: 'OIL_FREE', serialNo: 'A3_C1' },
          { modelId: 'OIL_INJECTION', serialNo: 'A4_C1' },
          // not the user's machine (or gone): left out
          { modelId: 'OIL_FREE', serialNo: 'X9_C9' },
          // same serial, wrong model: not this machine
          { modelId: 'OIL_INJECTION', serialNo: 'A1_C1' },
        ],
      },
      { id: 'b', groupName: 'Empty', deviceGroupId: 'g', devices: null },
    ]);
    expect(groups.map((g) => [g.key, g.kind, g.machines.map((x) => x.serial_no)])).toEqual([
      ['all', 'all', ['A4_C1', 'A1_C1', 'A3_C1', 'A2_C1']],
      ['group-7', 'user', ['A4_C1', 'A3_C1']],
      ['group-b', 'user', []],
      ['unset', 'unset', ['A1_C1', 'A2_C1']],
    ]);
    expect(groups[1]?.compressors).toEqual([
      { modelId: 'OIL_INJECTION', serialNo: 'A4_C1' },
      { modelId: 'OIL_FREE', serialNo: 'A3_C1' },
    ]);
    expect(groups[1]?.groupId).toBe('7');
  });

  it("keeps 'all' and an empty 'unset' without machines or groups", () => {
    expect(buildCardGroups(null, null).map((g) => [g.key, g.machines.length])).toEqual([
      ['all', 0],
      ['unset', 0],
    ]);
  });
});

describe('HomeConsumer group buttons', () => {
  const compressors = [{ modelId: 'OIL_FREE', serialNo: 'A1_C1' }];

  it("passes no group_id for 'all' (MonthlyReport, whose path needs one, gets 'all')", () => {
    const links = groupLinks('acme-kawasaki', { kind: 'all', compressors }, { admin: false });
    expect(links.volumeGraph).toBe('/VolumeGraph/d/acme-kawasaki/m/s/g');
    expect(links.monthlyReport).toBe('/MonthlyReport/acme-kawasaki/all');
    expect(links.alarmHistory).toBe('/AlermHistory/d/acme-kawasaki/m/s/g');
    expect(links.alarmMailSetting).toBeUndefined();
    expect(links.state).toEqual({ compressors });
  });

  it("passes 'unset' and a user group's id", () => {
    expect(groupLinks('p', { kind: 'unset', compressors }, { admin: true }).alarmHistory).toBe(
      '/AlermHistory/d/p/m/s/g/unset',
    );
    const user = groupLinks('p', { kind: 'user', groupId: '12', compressors }, { admin: true });
    expect(user.volumeGraph).toBe('/VolumeGraph/d/p/m/s/g/12');
    expect(user.monthlyReport).toBe('/MonthlyReport/p/12');
    // alarm-mail settings only on 'all'
    expect(user.alarmMailSetting).toBeUndefined();
  });

  it("offers alarm-mail settings to admin-flag users on 'all'", () => {
    const links = groupLinks(
      'p',
      { kind: 'all', compressors },
      { admin: true, deviceGroupName: '川崎 工場' },
    );
    expect(links.alarmMailSetting).toBe(
      '/AlermMailSetting/d/p/g/n/%E5%B7%9D%E5%B4%8E%20%E5%B7%A5%E5%A0%B4/m/s',
    );
  });
});

describe('HomeConsumer rows of a large screen', () => {
  it('cuts each expanded group into rows of as many cards as fit', async () => {
    const { cardRows, columnsFor } = await import('./cardRows.ts');
    expect(columnsFor(100)).toBe(1);
    expect(columnsFor(160 * 4 + 12 * 3)).toBe(4);
    expect(columnsFor(160 * 4 + 12 * 3 - 1)).toBe(3);
    const machines = Array.from({ length: 5 }, (_, i) => m(`A${i}_C1`, `No.${i + 1}`));
    const groups = buildCardGroups(machines, [{ id: '1', groupName: 'G', deviceGroupId: 'g', devices: [] }]);
    expect(
      cardRows(groups, new Set(), 2).map((r) => [r.key, r.kind === 'cards' ? r.machines.length : 0]),
    ).toEqual([
      ['all:header', 0],
      ['all:0', 2],
      ['all:1', 2],
      ['all:2', 1],
      ['group-1:header', 0],
      ['group-1:empty', 0],
      ['unset:header', 0],
      ['unset:0', 2],
      ['unset:1', 2],
      ['unset:2', 1],
    ]);
    expect(cardRows(groups, new Set(['all', 'unset']), 2).map((r) => r.key)).toEqual([
      'all:header',
      'group-1:header',
      'group-1:empty',
      'unset:header',
    ]);
  });
});
