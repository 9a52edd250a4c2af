import { describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { RegisterBatch, RegisterSample } from '@airsight/contracts';
import { MODEL_IDS } from '@airsight/contracts/models/catalogue';
import { registersForModel } from '@airsight/contracts/models/registers';
import { toSigned16 } from '@airsight/contracts/domain/values';
import { encodingOf, rawPerUnit, toWord } from '../../src/registers.ts';
import { isoWithOffset } from '../../src/time.ts';
import { DAY, doubleWord, machineOf, MINUTE, reg, run, T0 } from './helpers.ts';

describe('raw words', () => {
  it("writes negatives in two's complement and reads them back", () => {
    expect(toWord(0)).toBe(0);
    expect(toWord(750)).toBe(750);
    expect(toWord(-1)).toBe(65_535);
    expect(toWord(-35)).toBe(65_501);
    expect(toWord(-32_768)).toBe(32_768);
    expect(toWord(32_767)).toBe(32_767);
    expect(toWord(12.6)).toBe(13);
    for (const v of [-32_768, -650, -1, 0, 1, 700, 32_767]) expect(toSigned16(toWord(v))).toBe(v);
  });

  it('clamps what a 16-bit word cannot hold', () => {
    expect(toWord(70_000)).toBe(65_535);
    expect(toWord(-40_000)).toBe(32_768);
  });
});

describe('scaling from the model catalogue', () => {
  it("converts pressures, temperatures, currents and load with each register's scale", () => {
    const oilInjection = registersForModel('OIL_INJECTION');
    const at = (address: string) => rawPerUnit(oilInjection.find((r) => r.address === address)!);
    // Pressure raw 50 = 0.05 MPa; temperature raw 200 = 20.0 °C; current and load unscaled (part 2 §5).
    expect(0.05 * at('0002')!).toBeCloseTo(50);
    expect(20 * at('0006')!).toBeCloseTo(200);
    expect(at('0012')).toBe(1);
    expect(at('0014')).toBe(1);
  });

  it('publishes only registers that the model map lists as measurements, plus counters and bit words', () => {
    for (const modelId of MODEL_IDS) {
      const measurements = new Set(
        registersForModel(modelId)
          .filter((r) => r.kind === 'measurement')
          .map((r) => r.address),
      );
      for (const plan of encodingOf(modelId).measurements) expect(measurements.has(plan.address)).toBe(true);
    }
  });

  it("encodes the vacuum of an oil-free machine's suction as a negative word", () => {
    const { samples } = run(machineOf('OIL_FREE'), T0, T0 + DAY, MINUTE);
    const suction = samples.map(({ sample }) => toSigned16(reg(sample, '0001')));
    expect(Math.min(...suction)).toBeLessThan(0);
    // Suction register raw is mbar (0.1 kPa): between -1000 and 0.
    for (const v of suction) expect(v).toBeGreaterThanOrEqual(-1000);
    for (const v of suction) expect(v).toBeLessThanOrEqual(0);
  });
});

describe('payload', () => {
  const checkSample = Compile(RegisterSample);
  const checkBatch = Compile(RegisterBatch);

  it.each(MODEL_IDS)(
    '%s samples match the ingest contract: 4-digit keys, 16-bit words, time with offset',
    (modelId) => {
      const { samples } = run(machineOf(modelId), T0, T0 + 6 * 60 * MINUTE, 30 * MINUTE);
      for (const { t, sample } of samples) {
        expect(checkSample.Check(sample)).toBe(true);
        expect(sample.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
        expect(Date.parse(sample.time)).toBe(t);
        for (const [address, value] of Object.entries(sample.registers)) {
          expect(address).toMatch(/^\d{4}$/);
          expect(Number.isInteger(value) && value >= 0 && value <= 65_535).toBe(true);
        }
        expect(doubleWord(sample, '0020', '0021')).toBeGreaterThan(0);
      }
      expect(checkBatch.Check({ samples: samples.map((s) => s.sample) })).toBe(true);
    },
  );

  it('writes the local offset of the machine, daylight saving included', () => {
    const winter = Date.UTC(2026, 0, 15, 12);
    const summer = Date.UTC(2026, 6, 15, 12);
    expect(isoWithOffset(winter, 'Asia/Tokyo')).toBe('2026-01-15T21:00:00+09:00');
    expect(isoWithOffset(winter, 'Europe/Berlin')).toBe('2026-01-15T13:00:00+01:00');
    expect(isoWithOffset(summer, 'Europe/Berlin')).toBe('2026-07-15T14:00:00+02:00');
    expect(isoWithOffset(summer, 'America/Chicago')).toBe('2026-07-15T07:00:00-05:00');
    expect(Date.parse(isoWithOffset(summer + DAY, 'America/Chicago'))).toBe(summer + DAY);
  });
});
