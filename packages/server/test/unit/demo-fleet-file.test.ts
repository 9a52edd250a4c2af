/**
 * The demo simulator's fleet file: every demo machine as the simulator reads it, and two of them with a
 * fault that makes them draw more power for the same air, so that VolumeGraph's specific-power flag has
 * machines to show (docs/simulator.md, fleet file; docs/telemetry.md §9).
 */
import { describe, expect, it } from 'vitest';
import { buildGroups, buildMachines } from '../../src/demo/fleet.ts';
import { fleetFileMachines } from '../../src/demo/simulator-runner.ts';

describe('the demo fleet file', () => {
  const machines = buildMachines(buildGroups().sites);
  const rows = machines.map((m) => ({
    model_id: m.model_id,
    serial_no: m.serial_no,
    time_zone: m.time_zone,
  }));
  const file = fleetFileMachines(rows);

  it('lists every machine with its model, serial number and zone', () => {
    expect(file.map(({ model_id, serial_no, time_zone }) => ({ model_id, serial_no, time_zone }))).toEqual(
      rows,
    );
  });

  it("gives excess power to Kawasaki's No.7 (fixed speed) and one of Tokai's inverter machines, and to no other", () => {
    const faulty = file.filter((m) => m.excess_power !== undefined);
    expect(faulty).toEqual([
      {
        model_id: 'OIL_FREE',
        serial_no: 'F2111-0107_C10042',
        time_zone: 'Asia/Tokyo',
        excess_power: 0.3,
      },
      {
        model_id: 'OIL_INJECTION4',
        serial_no: 'A2102-0122_C20117',
        time_zone: 'Asia/Tokyo',
        excess_power: 0.25,
      },
    ]);
    const kawasaki7 = machines.find((m) => m.serial_no === 'F2111-0107_C10042')!;
    expect(kawasaki7).toMatchObject({ device_group_id: 'acme-kawasaki', optional_info_2: 'No.7' });
    expect(machines.find((m) => m.serial_no === 'A2102-0122_C20117')!.device_group_id).toBe('tokai');
  });

  it('leaves a machine that the demo does not know (a bench machine) healthy', () => {
    const [extra] = fleetFileMachines([
      { model_id: 'OIL_FREE', serial_no: 'F9901-9999_C10042', time_zone: 'Asia/Tokyo' },
    ]);
    expect(extra).toEqual({ model_id: 'OIL_FREE', serial_no: 'F9901-9999_C10042', time_zone: 'Asia/Tokyo' });
  });
});
