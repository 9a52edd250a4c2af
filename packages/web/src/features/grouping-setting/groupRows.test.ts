import { describe, expect, it } from 'vitest';
import { devicesOf, groupRows, machineChoices } from './groupRows.ts';

describe('machineChoices', () => {
  const machines = [
    { model_id: 'OIL_FREE', serial_no: 'K10_C1', optional_info_2: null },
    { model_id: 'OIL_FREE', serial_no: 'K2_C1', optional_info_2: 'No. 2' },
    { model_id: 'OIL_INJECTION', serial_no: 'K1_C1', optional_info_2: '' },
  ];

  it("labels a machine by the customer's machine number, else the serial number, in natural order", () => {
    expect(machineChoices(machines).map((c) => c.label)).toEqual(['K1_C1', 'K10_C1', 'No. 2 (K2_C1)']);
  });

  it('gives the chosen machines in the order of the list', () => {
    const choices = machineChoices(machines);
    const keys = new Set([choices[2]!.key, choices[0]!.key]);
    expect(devicesOf(choices, keys)).toEqual([
      { modelId: 'OIL_INJECTION', serialNo: 'K1_C1' },
      { modelId: 'OIL_FREE', serialNo: 'K2_C1' },
    ]);
  });
});

describe('groupRows', () => {
  it('shows the times in the browser zone and an absent list as none', () => {
    const [row] = groupRows([
      {
        id: 'g',
        groupName: 'Line A',
        deviceGroupId: 'acme',
        mailId: null,
        creatorId: 'alice',
        updaterId: 'bob',
        created: '2030-01-02T03:04:05.000Z',
        updated: '2030-01-02T03:04:05.000Z',
        devices: null,
      },
    ]);
    expect(row!.devices).toEqual([]);
    expect(row!.created).toMatch(/^2030\/01\/0[12] \d\d:04:05$/);
  });
});
