/** Status rules of part 1 §4: connection, status bits, priority, shown status, colours, map markers. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAMP_KEYS, MODEL_IDS, MODELS, type LampKey } from '../../src/models/catalogue.ts';
import {
  cardBorderColor,
  countStatuses,
  decodeLamps,
  DEVICE_STATES,
  deviceState,
  deviceStatus,
  DISCONNECT_MS,
  encodeLamps,
  isConnected,
  markerStatus,
  readStatusBits,
  shownStatus,
  STATE_COLORS,
  toEpochMs,
  type DeviceState,
  type StatusFlags,
} from '../../src/domain/status.ts';
import { apiTimeToMs, formatApiTime } from '../../src/format/api-time.ts';

const NOW = Date.UTC(2026, 10, 21, 9, 30, 0);
const minutesAgo = (m: number) => NOW - m * 60_000;

describe('connection', () => {
  it('is connected under 160 minutes and disconnected from 160 minutes on', () => {
    expect(isConnected(minutesAgo(0), NOW)).toBe(true);
    expect(isConnected(minutesAgo(159), NOW)).toBe(true);
    expect(isConnected(minutesAgo(160) + 1, NOW)).toBe(true);
    expect(isConnected(minutesAgo(160), NOW)).toBe(false);
    expect(isConnected(minutesAgo(161), NOW)).toBe(false);
    expect(isConnected(minutesAgo(60 * 24 * 365), NOW)).toBe(false);
  });

  it('is disconnected without data', () => {
    expect(isConnected(null, NOW)).toBe(false);
    expect(isConnected(undefined, NOW)).toBe(false);
    expect(isConnected('', NOW)).toBe(false);
    expect(isConnected('not a time', NOW)).toBe(false);
    expect(isConnected(new Date(Number.NaN), NOW)).toBe(false);
    expect(isConnected(Number.NaN, NOW)).toBe(false);
  });

  it('accepts Date, epoch ms, 14-digit UTC and ISO times, and a Date for now', () => {
    const t = minutesAgo(159);
    for (const form of [t, new Date(t), formatApiTime(t), new Date(t).toISOString()]) {
      expect(isConnected(form, new Date(NOW))).toBe(true);
    }
    expect(isConnected(formatApiTime(minutesAgo(160)), NOW)).toBe(false);
  });

  it('counts a measurement stamped slightly in the future (clock skew) as connected', () => {
    expect(isConnected(NOW + 60_000, NOW)).toBe(true);
  });

  it('reads 14-digit UTC measure times, with an optional fraction, and rejects impossible dates', () => {
    expect(apiTimeToMs('20261121093000')).toBe(NOW);
    expect(apiTimeToMs('20261121093000.250')).toBe(NOW + 250);
    expect(apiTimeToMs('20261121093000250')).toBe(NOW + 250);
    expect(apiTimeToMs('20261131093000')).toBeUndefined();
    expect(apiTimeToMs('20261121253000')).toBeUndefined();
    expect(apiTimeToMs('20261121093060')).toBeUndefined();
    expect(apiTimeToMs('2026112109300')).toBeUndefined();
    expect(toEpochMs('2026-11-21T18:30:00+09:00')).toBe(NOW);
  });

  it('round-trips any time through the 14-digit form to the second', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }), (t) => {
        expect(apiTimeToMs(formatApiTime(t))).toBe(Math.floor(t / 1000) * 1000);
      }),
    );
  });

  it('has the boundary at exactly 160 minutes for any now', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 2 * DISCONNECT_MS }),
        (now, age) => {
          expect(isConnected(now - age, now)).toBe(age < DISCONNECT_MS);
        },
      ),
    );
  });
});

describe('status bits of sn_D027', () => {
  it.each(MODEL_IDS)('%s: every single bit lights exactly the lamp at that position', (model) => {
    const { lampBits } = MODELS[model];
    for (let bit = 0; bit < 16; bit++) {
      const lamps = decodeLamps(model, 1 << bit)!;
      const lit = LAMP_KEYS.filter((k) => lamps[k]);
      const expected = LAMP_KEYS.filter((k) => lampBits[k] === bit);
      expect(lit).toEqual(expected);
    }
  });

  it('reads start/emergency/caution/maintenance/load/local at the positions of each model', () => {
    const early = { start: 8, emergency: 1, caution: 3, maintenance: 5, load: 2, local: 6 };
    const late = { start: 7, emergency: 8, caution: 9, maintenance: 10, load: 1, local: 3 };
    for (const m of MODEL_IDS) {
      const pos = ['OIL_FREE', 'OIL_INJECTION', 'OIL_INJECTION2', 'OIL_INJECTION3'].includes(m)
        ? early
        : late;
      for (const [flag, bit] of Object.entries(pos)) {
        const flags = readStatusBits(m, 1 << bit)!;
        expect(flags[flag as keyof StatusFlags]).toBe(true);
        expect(Object.values(flags).filter(Boolean)).toHaveLength(1);
      }
    }
  });

  it('gives nothing for an unknown model or a missing or invalid word', () => {
    expect(readStatusBits('FE_LTE_00', 0x100)).toBeUndefined();
    expect(readStatusBits('OIL_FREE', null)).toBeUndefined();
    expect(readStatusBits('OIL_FREE', undefined)).toBeUndefined();
    expect(readStatusBits('OIL_FREE', -1)).toBeUndefined();
    expect(readStatusBits('OIL_FREE', 0x10000)).toBeUndefined();
    expect(readStatusBits('OIL_FREE', 1.5)).toBeUndefined();
    expect(readStatusBits('OIL_FREE', 0)).toEqual({
      start: false,
      emergency: false,
      caution: false,
      maintenance: false,
      load: false,
      local: false,
    });
  });

  it('decodes any 16-bit word into lamps consistent with its bits, and encodes them back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MODEL_IDS), fc.integer({ min: 0, max: 0xffff }), (model, word) => {
        const lamps = decodeLamps(model, word)!;
        const { lampBits } = MODELS[model];
        for (const k of LAMP_KEYS) expect(lamps[k]).toBe(((word >> lampBits[k]) & 1) === 1);
        const mask = LAMP_KEYS.reduce((acc, k) => acc | (1 << lampBits[k]), 0);
        expect(encodeLamps(model, lamps)).toBe(word & mask);
        const flags = readStatusBits(model, word)!;
        for (const k of ['start', 'emergency', 'caution', 'maintenance', 'load', 'local'] as const) {
          expect(flags[k]).toBe(lamps[k]);
        }
        // bits outside the lamp layout change nothing
        expect(decodeLamps(model, word & mask)).toEqual(lamps);
      }),
    );
  });

  it('encodes lamps per model and refuses unknown models', () => {
    expect(encodeLamps('OIL_INJECTION', { start: true, power: true })).toBe((1 << 8) | 1);
    expect(encodeLamps('OIL_INJECTION4', { start: true, emergency: true })).toBe((1 << 7) | (1 << 8));
    expect(() => encodeLamps('FE_LTE_00', { start: true })).toThrow();
  });
});

// ---- state priority -------------------------------------------------------------------------------------

const FLAG_KEYS = ['start', 'emergency', 'caution', 'maintenance', 'load', 'local'] as const;
/** All 64 combinations of the six flags. */
const ALL_FLAGS: StatusFlags[] = Array.from(
  { length: 64 },
  (_, n) => Object.fromEntries(FLAG_KEYS.map((k, i) => [k, ((n >> i) & 1) === 1])) as unknown as StatusFlags,
);

function expectedState(connected: boolean, f: StatusFlags | undefined): DeviceState {
  if (!connected) return 'disconnected';
  if (!f) return 'communicating';
  if (f.emergency) return 'emergency';
  if (f.caution) return 'caution';
  if (f.maintenance) return 'maintenance';
  if (f.start) return 'running';
  return 'communicating';
}

describe('device state', () => {
  it('applies disconnected, emergency, caution, maintenance, running, else communicating, for every combination', () => {
    for (const connected of [true, false]) {
      for (const f of [...ALL_FLAGS, undefined]) {
        const state = deviceState(connected, f);
        expect(state).toBe(expectedState(connected, f));
        expect(cardBorderColor(state)).toBe(STATE_COLORS[state]);
        expect(shownStatus(connected, f)).toBe(!connected ? 'disconnected' : f?.start ? 'running' : 'stop');
      }
    }
  });

  it('is never affected by load or local', () => {
    for (const f of ALL_FLAGS) {
      expect(deviceState(true, { ...f, load: !f.load, local: !f.local })).toBe(deviceState(true, f));
    }
  });

  it('has a distinct border colour per state', () => {
    expect(new Set(DEVICE_STATES.map(cardBorderColor)).size).toBe(DEVICE_STATES.length);
  });

  it.each(MODEL_IDS)('%s: combines connection and the word into the card status', (model) => {
    const word = (lit: Partial<Record<LampKey, boolean>>) => encodeLamps(model, lit);
    const at = (age: number | null, statusWord: number | null) =>
      deviceStatus(
        { modelId: model, lastMeasureTime: age === null ? null : minutesAgo(age), statusWord },
        NOW,
      );

    expect(at(null, null)).toMatchObject({
      connection: false,
      communication: false,
      state: 'disconnected',
      shown: 'disconnected',
    });
    expect(at(5, null)).toMatchObject({
      connection: true,
      communication: false,
      state: 'communicating',
      shown: 'stop',
    });
    expect(at(5, word({ start: true }))).toMatchObject({ state: 'running', shown: 'running', start: true });
    expect(at(5, word({}))).toMatchObject({ state: 'communicating', shown: 'stop', communication: true });
    expect(at(5, word({ start: true, emergency: true, caution: true }))).toMatchObject({
      state: 'emergency',
      shown: 'running',
    });
    expect(at(5, word({ caution: true, maintenance: true }))).toMatchObject({
      state: 'caution',
      shown: 'stop',
    });
    expect(at(5, word({ maintenance: true, start: true }))).toMatchObject({
      state: 'maintenance',
      shown: 'running',
    });
    // the last read bits stay on the card when the machine disconnects; the state says disconnected
    expect(at(159, word({ start: true, emergency: true }))).toMatchObject({
      state: 'emergency',
      connection: true,
    });
    expect(at(160, word({ start: true, emergency: true }))).toMatchObject({
      state: 'disconnected',
      shown: 'disconnected',
      emergency: true,
      start: true,
      communication: true,
    });
  });
});

describe('counts', () => {
  it('counts alarms only of connected devices, and shown and communication states of all', () => {
    const s = (age: number | null, lit: Partial<Record<LampKey, boolean>> | null) =>
      deviceStatus(
        {
          modelId: 'OIL_INJECTION4',
          lastMeasureTime: age === null ? null : minutesAgo(age),
          statusWord: lit ? encodeLamps('OIL_INJECTION4', lit) : null,
        },
        NOW,
      );
    const counts = countStatuses([
      s(1, { start: true, emergency: true, caution: true }),
      s(1, { maintenance: true }),
      s(1, {}),
      s(500, { emergency: true }),
      s(null, null),
    ]);
    expect(counts).toEqual({
      devices: 5,
      emergency: 1,
      caution: 1,
      maintenance: 1,
      running: 1,
      stopped: 2,
      disconnected: 2,
      communicated: 4,
      notCommunicated: 1,
    });
  });
});

// ---- map markers ------------------------------------------------------------------------------------

function expectedMarker(states: readonly DeviceState[]): number {
  if (states.length === 0) return 5;
  if (states.every((s) => s === 'disconnected')) return 3;
  const rank: Record<DeviceState, number> = {
    emergency: 0,
    caution: 1,
    maintenance: 2,
    running: 4,
    communicating: 5,
    disconnected: 5,
  };
  return Math.min(...states.map((s) => rank[s]));
}

describe('map marker status', () => {
  it('follows 0 emergency, 1 caution, 2 maintenance, 3 all disconnected, 4 running, 5 otherwise for every set of up to 3 devices', () => {
    let checked = 0;
    const sets: DeviceState[][] = [[]];
    for (let size = 1; size <= 3; size++) {
      const next: DeviceState[][] = [];
      for (const base of sets.filter((x) => x.length === size - 1))
        for (const s of DEVICE_STATES) next.push([...base, s]);
      sets.push(...next);
    }
    for (const states of sets) {
      expect(markerStatus(states)).toBe(expectedMarker(states));
      checked++;
    }
    expect(checked).toBe(1 + 6 + 36 + 216);
  });

  it('gives 3 only when every device is disconnected', () => {
    expect(markerStatus(['disconnected'])).toBe(3);
    expect(markerStatus(['disconnected', 'disconnected', 'disconnected'])).toBe(3);
    expect(markerStatus(['disconnected', 'communicating'])).toBe(5);
    expect(markerStatus(['disconnected', 'running'])).toBe(4);
    expect(markerStatus(['disconnected', 'emergency'])).toBe(0);
    expect(markerStatus([])).toBe(5);
  });

  it('does not depend on the order of the devices and ignores added disconnected devices unless all are', () => {
    const state = fc.constantFrom(...DEVICE_STATES);
    fc.assert(
      fc.property(fc.array(state, { minLength: 1, maxLength: 12 }), fc.nat({ max: 5 }), (states, extra) => {
        const status = markerStatus(states);
        expect(markerStatus([...states].reverse())).toBe(status);
        const more = [...states, ...Array<DeviceState>(extra).fill('disconnected')];
        expect(markerStatus(more)).toBe(status);
        expect(markerStatus(states)).toBe(expectedMarker(states));
      }),
    );
  });
});
