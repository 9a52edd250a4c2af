import { describe, expect, it } from 'vitest';
import { machineRows } from './machineRows.ts';

const machine = (serial_no: string, optional_info_2: string | null) => ({
  id: serial_no,
  model_id: 'OIL_FREE',
  serial_no,
  optional_info_1: 'SDS-22',
  optional_info_2,
});

describe('machineRows', () => {
  it('gives each machine the first group that lists it, and none when no group does', () => {
    const rows = machineRows(
      [machine('K1_C1', 'No. 1'), machine('K2_C1', null)],
      [
        { id: 'a', groupName: 'Line A', devices: [{ modelId: 'OIL_FREE', serialNo: 'K1_C1' }] },
        { id: 'b', groupName: 'Line B', devices: [{ modelId: 'OIL_FREE', serialNo: 'K1_C1' }] },
        { id: 'c', groupName: 'Empty', devices: null },
      ],
    );
    expect(rows.map((r) => [r.serialNo, r.number, r.model, r.groupId, r.groupName])).toEqual([
      ['K1_C1', 'No. 1', 'SDS-22', 'a', 'Line A'],
      ['K2_C1', '', 'SDS-22', null, ''],
    ]);
  });
});
