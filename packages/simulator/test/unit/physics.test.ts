import { describe, expect, it } from 'vitest';
import { MODEL_IDS, MODELS } from '@airsight/contracts/models/catalogue';
import { registersForModel } from '@airsight/contracts/models/registers';
import { rawPerUnit } from '../../src/registers.ts';
import { createStream, checkpointOf, nextSample } from '../../src/stream.ts';
import { scheduledOn } from '../../src/demand.ts';
import { runningHoursAt } from '@airsight/contracts/running-hours';
import { bit, DAY, doubleWord, HOUR, machineOf, MINUTE, reg, run, T0 } from './helpers.ts';

/** Discharge pressure in MPa from register 0002, with the model's scaling. */
function pressureMpa(modelId: (typeof MODEL_IDS)[number], raw: number): number {
  const def = registersForModel(modelId).find((r) => r.address === '0002')!;
  return raw / rawPerUnit(def)!;
}

describe('load and unload cycles', () => {
  it.each(MODEL_IDS)('%s keeps its discharge pressure in the band while running', (modelId) => {
    const machine = machineOf(modelId);
    const { pressureLow, pressureHigh } = machine.params;
    const lamps = MODELS[modelId].lampBits;
    const { samples } = run(machine, T0, T0 + 3 * DAY, MINUTE);
    const margin = 0.005;
    let runningFor = 0;
    let checked = 0;
    for (const { sample } of samples) {
      const lamp = reg(sample, '0027');
      const p = pressureMpa(modelId, reg(sample, '0002'));
      runningFor = bit(lamp, lamps.start) ? runningFor + 1 : 0;
      if (!bit(lamp, lamps.start)) continue;
      expect(p).toBeLessThanOrEqual(pressureHigh + margin);
      // Right after a start the machine first fills the plant up to the band.
      if (runningFor > 10) {
        expect(p).toBeGreaterThanOrEqual(pressureLow - margin);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it.each(MODEL_IDS)('%s loads and unloads: current loaded is above current unloaded', (modelId) => {
    const lamps = MODELS[modelId].lampBits;
    const machine = machineOf(modelId);
    // Around the clock: inverter machines unload only when the demand is below their slowest speed (nights).
    machine.params.schedule = 'continuous';
    const { samples } = run(machine, T0, T0 + 7 * DAY, MINUTE);
    const loaded: number[] = [];
    const unloaded: number[] = [];
    for (const { sample } of samples) {
      const lamp = reg(sample, '0027');
      if (!bit(lamp, lamps.start)) {
        expect(reg(sample, '0012')).toBe(0);
        continue;
      }
      (bit(lamp, lamps.load) ? loaded : unloaded).push(reg(sample, '0012'));
    }
    expect(loaded.length).toBeGreaterThan(50);
    expect(unloaded.length).toBeGreaterThan(10);
    expect(Math.min(...loaded)).toBeGreaterThan(Math.max(...unloaded));
  });

  it.each(['OIL_INJECTION2', 'OIL_INJECTION4'] as const)(
    '%s with excess power 0.4 draws 1.4 times the current, loaded and unloaded, and runs as the healthy one',
    (modelId) => {
      const lamps = MODELS[modelId].lampBits;
      const healthy = run(machineOf(modelId, { serial: 'WORN-1_C1' }), T0, T0 + 2 * DAY, MINUTE).samples;
      const worn = run(
        machineOf(modelId, { serial: 'WORN-1_C1', excessPower: 0.4 }),
        T0,
        T0 + 2 * DAY,
        MINUTE,
      ).samples;
      const seen = { loaded: 0, unloaded: 0 };
      healthy.forEach(({ sample }, i) => {
        const other = worn[i]!.sample;
        // The same machine: the same lamps and load; only the motor draws more.
        expect(reg(other, '0027')).toBe(reg(sample, '0027'));
        expect(reg(other, '0014')).toBe(reg(sample, '0014'));
        const lamp = reg(sample, '0027');
        if (!bit(lamp, lamps.start)) return;
        seen[bit(lamp, lamps.load) ? 'loaded' : 'unloaded']++;
        // Whole amperes on both sides: 1.4 × (c ± 0.5) against (1.4 × c) ± 0.5.
        expect(Math.abs(reg(other, '0012') - 1.4 * reg(sample, '0012'))).toBeLessThanOrEqual(1.2);
      });
      expect(seen.loaded).toBeGreaterThan(50);
      expect(seen.unloaded).toBeGreaterThan(10);
    },
  );

  it('an inverter machine holds its set pressure by speed in working hours', () => {
    const modelId = 'OIL_INJECTION3';
    expect(MODELS[modelId].drive).toBe('inverter');
    const machine = machineOf(modelId, { serial: 'VSD-1_C1' });
    machine.params.schedule = 'continuous';
    const { pressureLow, pressureHigh } = machine.params;
    const setPoint = (pressureLow + pressureHigh) / 2;
    // Tuesday 10:00 to 12:00 in Tokyo.
    const from = T0 + DAY + HOUR;
    const { samples } = run(machine, T0, from + 2 * HOUR, MINUTE);
    const working = samples.filter(({ t }) => t > from);
    const held = working.filter(
      ({ sample }) => Math.abs(pressureMpa(modelId, reg(sample, '0002')) - setPoint) < 0.01,
    );
    expect(held.length).toBeGreaterThan(working.length * 0.8);
    const loads = working.map(({ sample }) => reg(sample, '0014'));
    // Partial load, not a load/unload saw-tooth between 0 and 100 %.
    expect(loads.filter((l) => l > 20 && l < 95).length).toBeGreaterThan(working.length * 0.8);
    // 0015 carries the inverter output of this model: the speed now, on average the load % of the minute.
    const gaps = working.map(({ sample }) => Math.abs(reg(sample, '0015') - reg(sample, '0014')));
    expect(gaps.reduce((a, b) => a + b, 0) / gaps.length).toBeLessThan(8);
  });

  it('is busier in working hours than at night and on Sunday', () => {
    const machine = machineOf('OIL_INJECTION', { serial: 'BUSY-1_C1' });
    // 2026-06-01 is a Monday; Tokyo is UTC+9.
    const { samples } = run(machine, T0, T0 + 7 * DAY, MINUTE);
    const loadAt = (filter: (local: Date) => boolean) => {
      const values = samples
        .filter(({ t }) => filter(new Date(t + 9 * HOUR)))
        .map(({ sample }) => reg(sample, '0014'));
      return values.reduce((a, b) => a + b, 0) / values.length;
    };
    const working = loadAt(
      (d) => d.getUTCDay() >= 1 && d.getUTCDay() <= 5 && d.getUTCHours() >= 9 && d.getUTCHours() < 12,
    );
    const night = loadAt((d) => d.getUTCHours() >= 1 && d.getUTCHours() < 5);
    const sunday = loadAt((d) => d.getUTCDay() === 0);
    expect(working).toBeGreaterThan(40);
    expect(working).toBeGreaterThan(2 * night);
    expect(working).toBeGreaterThan(2 * sunday);
  });
});

describe('counters', () => {
  it.each([
    ['OIL_INJECTION', 'T2401-0001_C1'],
    ['OIL_FREE2', 'T2401-0002_C1'],
    ['WATER_INJECTION', 'T2401-0003_C1'],
    ['OIL_INJECTION4', 'T2401-0004_C1'],
  ] as const)(
    '%s (%s): running hours are contracts’ counter, counting the hours on shift, never down',
    (modelId, serial) => {
      const machine = machineOf(modelId, { serial });
      const { params } = machine;
      const { samples } = run(machine, T0, T0 + 7 * DAY, MINUTE);
      let previous = doubleWord(samples[0]!.sample, '0020', '0021');
      const first = previous;
      let onShiftMinutes = 0;
      for (const { t, sample } of samples) {
        const hours = doubleWord(sample, '0020', '0021');
        // The demo's service history reads the same function for the hours at each visit.
        expect(hours).toBe(runningHoursAt(params, t));
        expect(hours).toBeGreaterThanOrEqual(previous);
        // Off shift the operator has stopped the machine: the counter stands still.
        if (!scheduledOn(params, t - MINUTE)) expect(hours).toBe(previous);
        else onShiftMinutes++;
        previous = hours;
      }
      // Whole hours: within one hour of the time on shift seen at 1-minute resolution.
      expect(Math.abs(previous - first - onShiftMinutes / 60)).toBeLessThanOrEqual(1.1);
      expect(previous - first).toBeGreaterThanOrEqual(60);
    },
  );

  it.each(MODEL_IDS)('%s: the start count grows by one at every start of the motor', (modelId) => {
    const lamps = MODELS[modelId].lampBits;
    // 10-second samples catch every start: no stop is shorter than a minute.
    const { samples } = run(machineOf(modelId, { scenario: 'alarms' }), T0, T0 + 2 * DAY, 10_000);
    let starts = 0;
    let wasRunning = bit(reg(samples[0]!.sample, '0027'), lamps.start);
    for (const { sample } of samples.slice(1)) {
      const running = bit(reg(sample, '0027'), lamps.start);
      if (running && !wasRunning) starts++;
      wasRunning = running;
    }
    const counted =
      doubleWord(samples.at(-1)!.sample, '0022', '0023') - doubleWord(samples[0]!.sample, '0022', '0023');
    expect(starts).toBeGreaterThan(0);
    expect(counted).toBe(starts);
  });
});

describe('panel lamps and events', () => {
  it.each(MODEL_IDS)("%s: the lamp word carries the status bits at the model's positions", (modelId) => {
    const status = MODELS[modelId].statusBits;
    const lamps = MODELS[modelId].lampBits;
    expect([lamps.start, lamps.emergency, lamps.caution, lamps.maintenance]).toEqual([
      status.start,
      status.emergency,
      status.caution,
      status.maintenance,
    ]);
    expect([lamps.load, lamps.power]).toEqual([status.load, status.power]);
    const { samples } = run(machineOf(modelId, { scenario: 'alarms' }), T0, T0 + 10 * DAY, 5 * MINUTE);
    const seen = { emergency: 0, caution: 0, maintenance: 0 };
    for (const { sample } of samples) {
      const lamp = reg(sample, '0027');
      // Power is on while the controller reports; remote or local, never both.
      expect(bit(lamp, lamps.power)).toBe(true);
      expect(bit(lamp, lamps.remote)).not.toBe(bit(lamp, lamps.local));
      // Running, waiting for auto start, and stopped exclude each other.
      expect([lamps.start, lamps.autoStart, lamps.stop].filter((b) => bit(lamp, b))).toHaveLength(1);
      const emergency = (reg(sample, '0024') | reg(sample, '0025')) !== 0;
      const caution = reg(sample, '0026') !== 0;
      const maintenance = (reg(sample, '0028') | reg(sample, '0029')) !== 0;
      expect(bit(lamp, lamps.emergency)).toBe(emergency);
      expect(bit(lamp, lamps.caution)).toBe(caution);
      expect(bit(lamp, lamps.maintenance)).toBe(maintenance);
      if (bit(lamp, lamps.load)) expect(bit(lamp, lamps.start)).toBe(true);
      if (emergency) seen.emergency++;
      if (caution) seen.caution++;
      if (maintenance) seen.maintenance++;
    }
    // The alarms scenario raises every level within ten days.
    expect(seen.emergency).toBeGreaterThan(0);
    expect(seen.caution).toBeGreaterThan(0);
    expect(seen.maintenance).toBeGreaterThan(0);
  });

  it('an emergency trips the machine until it is reset, then it starts again', () => {
    const modelId = 'OIL_INJECTION4';
    const lamps = MODELS[modelId].lampBits;
    const machine = machineOf(modelId, { scenario: 'alarms', serial: 'TRIP-1_C1' });
    // Runs around the clock, so that only the emergency can stop it.
    machine.params.schedule = 'continuous';
    const { samples } = run(machine, T0, T0 + 10 * DAY, MINUTE);
    let trips = 0;
    let restarts = 0;
    let inEmergency = false;
    for (const { sample } of samples) {
      const lamp = reg(sample, '0027');
      const emergency = bit(lamp, lamps.emergency);
      if (emergency) {
        expect(bit(lamp, lamps.start)).toBe(false);
        expect(bit(lamp, lamps.load)).toBe(false);
        expect(reg(sample, '0012')).toBe(0);
        expect(reg(sample, '0024') | reg(sample, '0025')).not.toBe(0);
        if (!inEmergency) trips++;
      } else if (inEmergency) {
        // Reset: the machine runs again.
        expect(bit(lamp, lamps.start)).toBe(true);
        restarts++;
      }
      inEmergency = emergency;
    }
    expect(trips).toBeGreaterThan(0);
    expect(restarts).toBeGreaterThan(0);
  });

  it('raises the annual inspection bit of the model once a year', () => {
    // OIL_INJECTION: annual inspection is bit 7 of register 0028 (part 1 §7).
    const machine = machineOf('OIL_INJECTION', { serial: 'ANNUAL-1_C1' });
    const { samples } = run(machine, T0, T0 + 366 * DAY, 6 * HOUR);
    const withAnnual = samples.filter(({ sample }) => bit(reg(sample, '0028'), 7));
    expect(withAnnual.length).toBeGreaterThan(0);
    const span = withAnnual.at(-1)!.t - withAnnual[0]!.t;
    expect(span).toBeLessThan(20 * DAY);
  });
});

describe('determinism', () => {
  it('gives the same samples for the same seed and different ones for another seed', () => {
    const a = run(machineOf('OIL_FREE', { seed: 7 }), T0, T0 + DAY, 5 * MINUTE).samples;
    const b = run(machineOf('OIL_FREE', { seed: 7 }), T0, T0 + DAY, 5 * MINUTE).samples;
    const c = run(machineOf('OIL_FREE', { seed: 8 }), T0, T0 + DAY, 5 * MINUTE).samples;
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('does not depend on how often the machine is sampled', () => {
    const fine = run(machineOf('OIL_INJECTION2'), T0, T0 + 2 * DAY, MINUTE).samples;
    const coarse = run(machineOf('OIL_INJECTION2'), T0, T0 + 2 * DAY, 10 * MINUTE).samples;
    const fineByTime = new Map(fine.map((s) => [s.t, s.sample.registers]));
    for (const { t, sample } of coarse) {
      const other = { ...fineByTime.get(t)! };
      const mine = { ...sample.registers };
      // Load % is the loaded share since the previous sample: it depends on the interval by definition.
      delete other['0014'];
      delete mine['0014'];
      expect(mine).toEqual(other);
    }
  });

  it('resumes from a saved checkpoint exactly where it left off', () => {
    const machine = machineOf('WATER_INJECTION');
    const whole = run(machine, T0, T0 + DAY, MINUTE).samples;
    const first = createStream(machine, 'normal', Infinity, { at: T0 });
    const half = T0 + 12 * HOUR;
    for (let t = T0 + MINUTE; t <= half; t += MINUTE) nextSample(first, t);
    const saved = JSON.parse(JSON.stringify(checkpointOf(first, half)));
    const resumed = createStream(machineOf('WATER_INJECTION'), 'normal', Infinity, { checkpoint: saved });
    for (const { t, sample } of whole.filter(({ t }) => t > half)) {
      expect(nextSample(resumed, t)).toEqual(sample);
    }
  });
});
