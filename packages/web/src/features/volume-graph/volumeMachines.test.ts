import { describe, expect, it } from 'vitest';
import { VOLUME_MAX_MACHINES, volumeMachinesOf } from './useVolumeMachines.ts';

const device = (serial: string, zone: string, number: string | null = null) => ({
  model_id: 'SAS-22A',
  serial_no: serial,
  optional_info_2: number,
  time_zone: zone,
});

describe('volumeMachinesOf', () => {
  const devices = [device('B', 'Asia/Tokyo', 'No. 2'), device('A', 'Europe/Berlin')];

  it('takes every machine of the fleet answer, in its order, with names and zones', () => {
    const { machines, total } = volumeMachinesOf(undefined, devices);
    expect(total).toBe(2);
    expect(machines.map((m) => [m.serialNo, m.timeZone])).toEqual([
      ['B', 'Asia/Tokyo'],
      ['A', 'Europe/Berlin'],
    ]);
    expect(machines[0]!.label).toContain('No. 2');
  });

  it('takes the given machines in their order; one the answer lacks has no zone', () => {
    const refs = [
      { modelId: 'SAS-22A', serialNo: 'A' },
      { modelId: 'SAS-22A', serialNo: 'C' },
    ];
    const { machines } = volumeMachinesOf(refs, devices);
    expect(machines.map((m) => [m.serialNo, m.timeZone])).toEqual([
      ['A', 'Europe/Berlin'],
      ['C', null],
    ]);
  });

  it(`shows at most ${VOLUME_MAX_MACHINES} machines and counts them all`, () => {
    const many = Array.from({ length: VOLUME_MAX_MACHINES + 5 }, (_, i) => device(`S${i}`, 'UTC'));
    const { machines, total } = volumeMachinesOf(undefined, many);
    expect(machines).toHaveLength(VOLUME_MAX_MACHINES);
    expect(total).toBe(VOLUME_MAX_MACHINES + 5);
  });
});
