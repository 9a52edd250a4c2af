import { describe, expect, it } from 'vitest';
import { ANNUAL_INSPECTION, GATEWAY_MODEL_ID, MODEL_IDS, MODELS } from '../../src/models/catalogue.ts';
import {
  GENERIC_REGISTERS,
  MODEL_REGISTER_OVERRIDES,
  registersForModel,
  SENSOR_IDS,
} from '../../src/models/registers.ts';

describe('model catalogue', () => {
  it('has the nine controller models and the gateway model apart', () => {
    expect(MODEL_IDS).toHaveLength(9);
    expect(Object.keys(MODELS).sort()).toEqual([...MODEL_IDS].sort());
    expect(MODEL_IDS).not.toContain(GATEWAY_MODEL_ID);
    expect(Object.keys(ANNUAL_INSPECTION).sort()).toEqual([...MODEL_IDS].sort());
  });

  it('matches the status bit table of part 1 §3', () => {
    expect(MODELS.OIL_FREE).toMatchObject({
      type: 'oil-free',
      statusBits: { start: 8, emergency: 1, caution: 3, maintenance: 5 },
    });
    expect(MODELS.OIL_INJECTION3.statusBits).toEqual({ start: 8, emergency: 1, caution: 3, maintenance: 5 });
    expect(MODELS.WATER_INJECTION).toMatchObject({
      type: 'oil-free',
      statusBits: { start: 7, emergency: 8, caution: 9, maintenance: 10 },
    });
    expect(MODELS.OIL_INJECTION6).toMatchObject({
      type: 'oil-injection',
      statusBits: { start: 7, emergency: 8 },
    });
    for (const m of MODEL_IDS) expect(MODELS[m].modelId).toBe(m);
  });
});

describe('register catalogue', () => {
  it('covers 0001..0033 once, with double words combined', () => {
    const ids = [
      ...Array.from({ length: 19 }, (_, i) => `sn_D${String(i + 1).padStart(3, '0')}`),
      'sn_D020_021',
      'sn_D022_023',
      ...Array.from({ length: 10 }, (_, i) => `sn_D${String(i + 24).padStart(3, '0')}`),
    ];
    expect(SENSOR_IDS).toEqual(ids);
    const addresses = GENERIC_REGISTERS.map((r) => r.address);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses).toEqual([...addresses].sort());
  });

  it('gives every register names in three languages and numbers only to measurements', () => {
    for (const model of MODEL_IDS) {
      for (const r of registersForModel(model)) {
        expect(r.name.every((n) => n.length > 0)).toBe(true);
        const numeric = r.kind === 'measurement';
        expect(r.unit !== null && r.min !== null && r.max !== null && r.scale !== null).toBe(numeric);
        if (r.min && r.max) for (let i = 0; i < 3; i++) expect(r.min[i]).toBeLessThan(r.max[i]!);
      }
    }
  });

  it('uses bar/mbar in English and MPa/kPa elsewhere, with ranges of part 2 §5', () => {
    const byAddress = (model: string, a: string) => registersForModel(model).find((r) => r.address === a)!;
    const discharge = byAddress('OIL_INJECTION', '0002');
    expect(discharge.unit).toEqual(['bar', 'MPa', 'MPa']);
    expect([discharge.min, discharge.max]).toEqual([
      [0, 0, 0],
      [15, 1.5, 1.5],
    ]);
    const suction = byAddress('OIL_INJECTION', '0001');
    expect(suction.unit).toEqual(['mbar', 'kPa', 'kPa']);
    expect([suction.min, suction.max]).toEqual([
      [-1000, -100, -100],
      [0, 0, 0],
    ]);
    // raw 50 = 0.05 MPa, raw 200 = 20.0 °C (part 2 §5)
    expect(50 * discharge.scale![1]).toBeCloseTo(0.05);
    expect(200 * byAddress('OIL_INJECTION', '0006').scale![0]).toBeCloseTo(20);
    expect(byAddress('OIL_INJECTION', '0014').max).toEqual([100, 100, 100]);
    expect(byAddress('OIL_INJECTION', '0012').unit).toEqual(['A', 'A', 'A']);
    expect(byAddress('OIL_INJECTION', '0020')).toMatchObject({
      sensorId: 'sn_D020_021',
      kind: 'double_word',
      displayRange: '0 to 9999999',
    });
    expect(byAddress('OIL_INJECTION', '0027')).toMatchObject({ kind: 'bits', remarks: 'BIT data' });
    expect(byAddress('OIL_INJECTION', '0016').kind).toBe('unused');
  });

  it('applies per-model overrides without touching other models', () => {
    expect(
      Object.keys(MODEL_REGISTER_OVERRIDES).every((m) => (MODEL_IDS as readonly string[]).includes(m)),
    ).toBe(true);
    const oilFree = registersForModel('OIL_FREE').find((r) => r.address === '0013')!;
    expect(oilFree.unit).toEqual(['°C', '°C', '°C']);
    expect(oilFree.max).toEqual([400, 400, 400]);
    expect(registersForModel('OIL_INJECTION').find((r) => r.address === '0013')!.unit).toEqual([
      'A',
      'A',
      'A',
    ]);
    const water = registersForModel('WATER_INJECTION').find((r) => r.address === '0005')!;
    expect([water.unit, water.min, water.max]).toEqual([
      ['mbar', 'kPa', 'kPa'],
      [-1000, -100, -100],
      [5000, 500, 500],
    ]);
    expect(registersForModel('UNKNOWN_MODEL')).toBe(GENERIC_REGISTERS);
  });
});
