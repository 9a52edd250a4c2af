import { describe, expect, it } from 'vitest';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import {
  canLoadMore,
  chosenRowId,
  firstPage,
  historyCall,
  historyLimit,
  historyResetKey,
  nextLimit,
  panelMachineOf,
} from './historyPanel.ts';

const machine = {
  modelId: 'OIL_FREE',
  serialNo: 'B2207-0101_KAW',
  deviceName: 'Line 2',
  customerMachineNumber: 'No.12',
};

describe('the history panel’s call', () => {
  it('asks for the group with everything under it, keyed as the alarm records key a group', () => {
    expect(historyCall('acme', null)).toEqual({
      scope: { kind: 'group', deviceGroupId: 'acme' },
      key: 'group:acme',
    });
  });

  it('asks for the chosen machine only, keyed as the alarm records key one machine', () => {
    expect(historyCall('acme', machine)).toEqual({
      scope: { kind: 'machines', machines: [{ modelId: 'OIL_FREE', serialNo: 'B2207-0101_KAW' }] },
      key: machineKeyOf('OIL_FREE', 'B2207-0101_KAW'),
    });
  });

  it('starts again when the scope or a filter changes', () => {
    const group = historyCall('acme', null);
    const keys = [
      historyResetKey(group, [3, 2, 1], false),
      historyResetKey(group, [3, 1], false),
      historyResetKey(group, [3, 2, 1], true),
      historyResetKey(historyCall('acme', machine), [3, 2, 1], false),
    ];
    expect(new Set(keys).size).toBe(4);
  });
});

describe('the history panel’s rows', () => {
  it('asks for 100 rows at first, 100 more per load, at most 2000', () => {
    expect(firstPage('k').limit).toBe(100);
    expect(nextLimit(100)).toBe(200);
    expect(nextLimit(1900)).toBe(2000);
    expect(nextLimit(2000)).toBe(2000);
  });

  it('keeps the rows asked for while scope and filters stay, and starts from 100 when they change', () => {
    const paged = { resetKey: 'a', limit: 300 };
    expect(historyLimit(paged, 'a')).toBe(300);
    expect(historyLimit(paged, 'b')).toBe(100);
  });

  it.each([
    [100, 100, false, true],
    [99, 100, false, false],
    [100, 100, true, false],
    [2000, 2000, false, false],
  ])(
    'with %i rows of %i asked (previous rows shown: %s) offers more: %s',
    (rows, limit, placeholder, more) => {
      expect(canLoadMore(rows, limit, placeholder)).toBe(more);
    },
  );
});

describe('choosing a machine', () => {
  it('takes the machine a row names, without the row’s other fields', () => {
    expect(panelMachineOf({ ...machine, id: '7', level: 3 } as typeof machine)).toEqual(machine);
  });

  it('marks the alarm list’s row of the chosen machine, none when it is not listed', () => {
    const rows = [
      { ...machine, id: '1', serialNo: 'other' },
      { ...machine, id: '2' },
    ];
    expect(chosenRowId(rows, machine)).toBe('2');
    expect(chosenRowId(rows, null)).toBeNull();
    expect(chosenRowId(rows.slice(0, 1), machine)).toBeNull();
  });
});
