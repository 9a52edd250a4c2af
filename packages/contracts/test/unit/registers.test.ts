/** Internal consistency of the model catalogue: register maps, bit tables, presets, rated data. */
import { describe, expect, it } from 'vitest';
import {
  annualInspectionOf,
  ANNUAL_INSPECTION,
  EARLY_LAMP_BITS,
  GATEWAY_MODEL_ID,
  LAMP_KEYS,
  LATE_LAMP_BITS,
  modelInfo,
  MODEL_IDS,
  MODELS,
} from '../../src/models/catalogue.ts';
import { MODEL_BITS } from '../../src/models/bits.ts';
import {
  MODEL_REGISTERS,
  registerBySensorId,
  registersForModel,
  SENSOR_IDS,
  type RegisterDef,
} from '../../src/models/registers.ts';
import { registerByAddress, registerByKey } from '../support/registers.ts';
import { TREND_PRESETS, trendPresetsFor } from '../../src/models/presets.ts';
import { RATED_PERFORMANCE, ratedInputKW, ratedPerformanceOf } from '../../src/models/performance.ts';
import { annualInspectionEventIds, EVENT_REGISTER_NUMBERS } from '../../src/domain/events.ts';
import { eventName } from '../../src/domain/event-names.ts';
import { eventsForModel } from '../support/events.ts';

const byAddress = (model: string, a: string) => registerByAddress(model, a)!;
const allRegisters = (): Array<[string, RegisterDef]> =>
  MODEL_IDS.flatMap((m) => registersForModel(m).map((r): [string, RegisterDef] => [m, r]));

describe('model catalogue', () => {
  it('has the nine controller models and the gateway model apart', () => {
    expect(MODEL_IDS).toHaveLength(9);
    expect(Object.keys(MODELS).sort()).toEqual([...MODEL_IDS].sort());
    expect(MODEL_IDS).not.toContain(GATEWAY_MODEL_ID);
    expect(Object.keys(ANNUAL_INSPECTION).sort()).toEqual([...MODEL_IDS].sort());
    for (const m of MODEL_IDS) expect(MODELS[m].modelId).toBe(m);
    expect(modelInfo(GATEWAY_MODEL_ID)).toBeUndefined();
    expect(annualInspectionOf(GATEWAY_MODEL_ID)).toBeNull();
  });

  it('keeps statusBits equal to the lamp layout of each model, ten lamps on ten distinct bits', () => {
    for (const m of MODEL_IDS) {
      const { lampBits, statusBits, generation } = MODELS[m];
      expect(lampBits).toBe(generation === 'early' ? EARLY_LAMP_BITS : LATE_LAMP_BITS);
      expect(statusBits).toEqual({
        start: lampBits.start,
        emergency: lampBits.emergency,
        caution: lampBits.caution,
        maintenance: lampBits.maintenance,
        load: lampBits.load,
        local: lampBits.local,
        power: lampBits.power,
      });
      const positions = LAMP_KEYS.map((k) => lampBits[k]);
      expect(new Set(positions).size).toBe(10);
      expect(positions.every((b) => b >= 0 && b <= 15)).toBe(true);
    }
  });

  it('gives water-injected machines the oil-free machine type and a water-injection compression', () => {
    expect(MODELS.WATER_INJECTION).toMatchObject({ type: 'oil-free', compression: 'water-injection' });
    for (const m of MODEL_IDS) {
      const { type, compression } = MODELS[m];
      expect(type).toBe(compression === 'oil-injection' ? 'oil-injection' : 'oil-free');
    }
  });
});

describe('register maps', () => {
  it('covers 0001..0033 once per model, with double words combined, in address order', () => {
    const ids = [
      ...Array.from({ length: 19 }, (_, i) => `sn_D${String(i + 1).padStart(3, '0')}`),
      'sn_D020_021',
      'sn_D022_023',
      ...Array.from({ length: 10 }, (_, i) => `sn_D${String(i + 24).padStart(3, '0')}`),
    ];
    expect(SENSOR_IDS).toEqual(ids);
    for (const m of MODEL_IDS) {
      const regs = registersForModel(m);
      expect(regs.map((r) => r.sensorId)).toEqual(ids);
      const addresses = regs.map((r) => r.address);
      expect(addresses).toEqual([...addresses].sort());
      expect(new Set(regs.map((r) => r.key)).size).toBe(regs.length);
    }
  });

  it('has no map for the gateway or unknown ids', () => {
    expect(registersForModel(GATEWAY_MODEL_ID)).toEqual([]);
    expect(registersForModel('UNKNOWN_MODEL')).toEqual([]);
    expect(registerBySensorId('UNKNOWN_MODEL', 'sn_D002')).toBeUndefined();
  });

  it('gives every register names in three languages and numbers only to measurements', () => {
    for (const [, r] of allRegisters()) {
      expect(r.name.every((n) => n.length > 0)).toBe(true);
      const numeric = r.kind === 'measurement';
      expect(r.unit !== null && r.min !== null && r.max !== null && r.scale !== null).toBe(numeric);
      expect(r.quantity !== null).toBe(numeric);
      if (r.min && r.max) for (let i = 0; i < 3; i++) expect(r.min[i]).toBeLessThan(r.max[i]!);
      // a register's range lies within what the controller can display
      if (r.min && r.displayMin && r.max && r.displayMax) {
        for (let i = 0; i < 3; i++) {
          expect(r.min[i]).toBeGreaterThanOrEqual(r.displayMin[i]!);
          expect(r.max[i]).toBeLessThanOrEqual(r.displayMax[i]!);
        }
      }
      expect(r.bits !== null).toBe(r.kind === 'bits' || r.kind === 'unused');
      if (r.kind === 'unused') expect(r.bits!.every((b) => b.name === null && b.key === null)).toBe(true);
    }
  });

  it('converts per-locale ranges consistently: English is bar = MPa × 10, mbar = kPa × 10', () => {
    for (const [, r] of allRegisters()) {
      if (!r.min || !r.max || !r.scale) continue;
      const factor = r.quantity === 'pressure' || r.quantity === 'lowPressure' ? 10 : 1;
      expect(r.min[0]).toBeCloseTo(r.min[1] * factor, 9);
      expect(r.max[0]).toBeCloseTo(r.max[1] * factor, 9);
      expect(r.scale[0]).toBeCloseTo(r.scale[1] * factor, 12);
      expect([r.min[2], r.max[2], r.scale[2], r.unit![2]]).toEqual([
        r.min[1],
        r.max[1],
        r.scale[1],
        r.unit![1],
      ]);
    }
  });

  it('finds registers by sensor id, address and key', () => {
    expect(registerBySensorId('OIL_FREE', 'sn_D013')).toBe(byAddress('OIL_FREE', '0013'));
    expect(registerByKey('OIL_FREE', 'secondStageDischargeTemperature')?.address).toBe('0013');
    expect(registerByAddress('OIL_INJECTION', '0020')?.sensorId).toBe('sn_D020_021');
    expect(registerByKey('OIL_INJECTION6', 'panelLamps')?.sensorId).toBe('sn_D027');
  });

  it('gives the same key the same quantity on every model', () => {
    const seen = new Map<string, string | null>();
    for (const [, r] of allRegisters()) {
      if (seen.has(r.key)) expect(r.quantity).toBe(seen.get(r.key));
      seen.set(r.key, r.quantity);
    }
  });
});

describe('bit tables', () => {
  it('lists 16 bits on every bit word with hexadecimal, decimal and single-bit code', () => {
    for (const [, r] of allRegisters()) {
      if (!r.bits) continue;
      expect(r.bits).toHaveLength(16);
      r.bits.forEach((b, i) => {
        expect(b.decimal).toBe(i);
        expect(b.hexadecimal).toBe('0123456789ABCDEF'[i]);
        expect(parseInt(b.code, 16)).toBe(1 << i);
        expect(b.code).toMatch(/^[0-9A-F]{4}$/);
        expect(b.name === null).toBe(b.key === null);
        if (b.name) expect(b.name.every((n) => n.trim().length > 0)).toBe(true);
      });
      const keys = r.bits.map((b) => b.key).filter((k) => k !== null);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('never repeats an event key across the two words of a level, and every level has events', () => {
    for (const m of MODEL_IDS) {
      const t = MODEL_BITS[m];
      const keysOf = (bits: typeof t.emergency1) => bits.flatMap((b) => (b.key ? [b.key] : []));
      const emergency = [...keysOf(t.emergency1), ...keysOf(t.emergency2)];
      const maintenance = [...keysOf(t.maintenance1), ...keysOf(t.maintenance2)];
      expect(new Set(emergency).size).toBe(emergency.length);
      expect(new Set(maintenance).size).toBe(maintenance.length);
      expect(emergency.length).toBeGreaterThan(5);
      expect(keysOf(t.caution).length).toBeGreaterThan(4);
      expect(maintenance.length).toBeGreaterThan(5);
    }
  });

  it('puts an "Annual inspection" bit exactly at the first annual-inspection id of each model', () => {
    for (const m of MODEL_IDS) {
      const ids = annualInspectionEventIds(m);
      const annual = eventsForModel(m).filter((e) => e.key === 'annualInspection');
      if (ids.length === 0) {
        expect(annual).toEqual([]);
        continue;
      }
      expect(annual.map((e) => e.eventId)).toEqual([ids[0]]);
      for (const id of ids) expect(eventName(m, id, 'en')).toMatch(/^M\) .*inspection$/i);
    }
  });

  it('keeps oil out of oil-free and water-injected event bits and water bits in the water-injected model', () => {
    for (const m of MODEL_IDS) {
      const names = eventsForModel(m)
        .filter((e) => e.level > 0)
        .map((e) => e.name[0]);
      const oil = names.filter((n) => /\boil\b|lube/i.test(n));
      if (MODELS[m].compression === 'oil-injection') expect(oil.length).toBeGreaterThan(0);
      else expect(oil).toEqual([]);
    }
    const water = eventsForModel('WATER_INJECTION').map((e) => e.key);
    expect(water).toEqual(
      expect.arrayContaining([
        'waterLevelLow',
        'waterLevelHigh',
        'waterFilterReplacement',
        'waterReplacement',
      ]),
    );
  });

  it('names events per model and locale, undefined for unused bits, bad ids and unknown models', () => {
    expect(eventName('OIL_INJECTION', 'sn_D024_0_set', 'en')).toBe('E) Motor overload');
    expect(eventName('OIL_INJECTION', 'sn_D024_0_set', 'ja')).toBe('E) モータ過負荷');
    expect(eventName('OIL_INJECTION', 'sn_D024_0_set', 3)).toBe('E) 电机过载');
    expect(eventName('OIL_INJECTION', 'sn_D028_7_set', 2)).toBe('M) 年次点検');
    expect(eventName('OIL_INJECTION4', 'sn_D029_1_set', 'en')).toBe('M) 2-year inspection');
    expect(eventName('OIL_INJECTION', 'sn_D027_8_set', 'en')).toBe('Start');
    expect(eventName('OIL_INJECTION', 'sn_D024_15_set', 'en')).toBeUndefined();
    expect(eventName('OIL_INJECTION', 'sn_D024_16_set', 'en')).toBeUndefined();
    expect(eventName('OIL_INJECTION', 'garbage', 'en')).toBeUndefined();
    expect(eventName(GATEWAY_MODEL_ID, 'sn_D024_0_set', 'en')).toBeUndefined();
  });

  it('lists every named event bit with its level by register', () => {
    for (const m of MODEL_IDS) {
      const events = eventsForModel(m);
      expect(eventsForModel(m)).toBe(events);
      for (const e of events) {
        expect(EVENT_REGISTER_NUMBERS).toContain(e.register);
        expect(e.eventId).toBe(`sn_D0${e.register}_${e.bit}_set`);
        expect(e.level).toBe({ 24: 3, 25: 3, 26: 2, 27: 0, 28: 1, 29: 1 }[e.register]);
        expect(eventName(m, e.eventId, 'en')).toBe(e.name[0]);
      }
      expect(events.filter((e) => e.register === 27)).toHaveLength(10);
    }
    expect(eventsForModel('UNKNOWN')).toEqual([]);
  });
});

describe('trend presets', () => {
  it('has one preset per measurement register of each model, in the locale units of the register', () => {
    for (const m of MODEL_IDS) {
      const presets = TREND_PRESETS[m];
      const measurements = registersForModel(m).filter((r) => r.kind === 'measurement');
      expect(presets.map((p) => p.sensorId)).toEqual(measurements.map((r) => r.sensorId));
      for (const p of presets) {
        const r = registerBySensorId(m, p.sensorId)!;
        expect(p.unit).toEqual(r.unit);
        expect(p.label).toEqual(r.name);
        for (let i = 0; i < 3; i++) expect(p.min[i]).toBeLessThan(p.max[i]!);
      }
      expect(presets.some((p) => p.show)).toBe(true);
      expect(presets.some((p) => !p.show)).toBe(true);
      for (const chart of ['pressure', 'temperature', 'current', 'load'] as const) {
        expect(presets.some((p) => p.chart === chart && p.show)).toBe(true);
      }
    }
    expect(trendPresetsFor(GATEWAY_MODEL_ID)).toBeUndefined();
    expect(trendPresetsFor('OIL_INJECTION6')).toBe(TREND_PRESETS.OIL_INJECTION6);
  });

  it('sizes the motor current axis above the full-load current', () => {
    for (const m of MODEL_IDS) {
      const motor = TREND_PRESETS[m].find((p) => p.sensorId === 'sn_D012')!;
      expect(motor.max[1]).toBeGreaterThan(RATED_PERFORMANCE[m].fullLoadCurrent * 1.2);
      expect(motor.max[1] % 50).toBe(0);
    }
  });
});

describe('rated performance', () => {
  it('is self-consistent for every model', () => {
    for (const m of MODEL_IDS) {
      const p = ratedPerformanceOf(m)!;
      const input = ratedInputKW(p);
      // input power = motor output / efficiency, to the rounding of the full-load current
      expect(Math.abs(input - p.motorKW / p.motorEfficiency) / input).toBeLessThan(0.01);
      expect(p.fullLoadCurrent).toBeLessThan(byAddress(m, '0012').max![0]);
      expect(p.noLoadPowerShare).toBeGreaterThan(0);
      expect(p.noLoadPowerShare).toBeLessThan(0.5);
      // specific power of screw compressors: roughly 5..8 kW per m³/min
      expect(p.motorKW / p.freeAirDelivery).toBeGreaterThan(5);
      expect(p.motorKW / p.freeAirDelivery).toBeLessThan(8);
      expect(p.ratedPressureMPa).toBeLessThanOrEqual(byAddress(m, '0002').max![1]);
    }
    expect(ratedPerformanceOf(GATEWAY_MODEL_ID)).toBeUndefined();
  });

  it('keeps the built maps stable', () => {
    expect(Object.keys(MODEL_REGISTERS).sort()).toEqual([...MODEL_IDS].sort());
    expect(annualInspectionOf('OIL_INJECTION4')).toEqual({ sensorClass: 29, indexes: [0, 1, 2] });
  });
});
