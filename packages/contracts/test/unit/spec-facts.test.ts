/**
 * Every fact that the specification gives about models, registers, bits, presets, status rules and
 * their constants, checked against the catalogue and the rules. Each test names its source: "part 1 §3"
 * is 000_*.txt section 3, "part 2 §5" is 001_*.txt section 5.
 */
import { describe, expect, it } from 'vitest';
import {
  ANNUAL_INSPECTION,
  GATEWAY_MODEL_ID,
  LAMP_KEYS,
  MODEL_IDS,
  MODELS,
  type ModelId,
} from '../../src/models/catalogue.ts';
import { registerBySensorId, registersForModel } from '../../src/models/registers.ts';
import { registerByAddress } from '../support/registers.ts';
import {
  CHART_TICKS,
  PRESET_AMBIENT_RANGE,
  TREND_PRESETS,
  trendPresetsFor,
} from '../../src/models/presets.ts';
import { annualInspectionEventIds, EVENT_LEVEL } from '../../src/domain/events.ts';
import { eventsForModel } from '../support/events.ts';
import {
  CARD_BORDER_WIDTH_PX,
  DEVICE_STATES,
  DISCONNECT_MINUTES,
  LAMP_OFF_COLOR,
  lampColor,
  maintenanceIconRank,
  MARKER_COLORS,
  MARKER_STATUS,
  readStatusBits,
  STATE_COLORS,
} from '../../src/domain/status.ts';
import { formatRegisterValue, rawToValue } from '../../src/domain/values.ts';
import { formatNumber } from '../../src/format/number.ts';
import { alarmLevel } from '../../src/presentation/alarm-levels.ts';
import { MAINTENANCE_STATUS_COLOURS } from '../../src/presentation/service-codes.ts';

const reg = (model: string, address: string) => {
  const r = registerByAddress(model, address);
  if (!r) throw new Error(`${model} has no register ${address}`);
  return r;
};
const allEventNames = (model: string, locale = 0) => eventsForModel(model).map((e) => e.name[locale]!);
const everyModelEventName = () => MODEL_IDS.flatMap((m) => allEventNames(m));

describe('part 1 §3: models, types and status bit positions', () => {
  const table: Array<[ModelId[], 'oil-free' | 'oil-injection', [number, number, number, number]]> = [
    [['OIL_FREE'], 'oil-free', [8, 1, 3, 5]],
    [['OIL_INJECTION', 'OIL_INJECTION2', 'OIL_INJECTION3'], 'oil-injection', [8, 1, 3, 5]],
    [['OIL_FREE2', 'WATER_INJECTION'], 'oil-free', [7, 8, 9, 10]],
    [['OIL_INJECTION4', 'OIL_INJECTION5', 'OIL_INJECTION6'], 'oil-injection', [7, 8, 9, 10]],
  ];

  it('lists exactly the nine models of the table', () => {
    expect([...MODEL_IDS].sort()).toEqual(table.flatMap(([models]) => models).sort());
  });

  it.each(table.flatMap(([models, type, bits]) => models.map((m) => [m, type, bits] as const)))(
    '%s is %s with start/emergency/caution/maintenance at %j',
    (model, type, [start, emergency, caution, maintenance]) => {
      expect(MODELS[model].type).toBe(type);
      expect(MODELS[model].statusBits).toMatchObject({ start, emergency, caution, maintenance });
      // and the rules read them there: one bit set lights exactly that status
      expect(readStatusBits(model, 1 << start)).toMatchObject({ start: true, emergency: false });
      expect(readStatusBits(model, 1 << emergency)).toMatchObject({ start: false, emergency: true });
      expect(readStatusBits(model, 1 << caution)).toMatchObject({ caution: true, maintenance: false });
      expect(readStatusBits(model, 1 << maintenance)).toMatchObject({ caution: false, maintenance: true });
    },
  );

  it('names the status word sn_D027 and running hours sn_D020_021', () => {
    for (const m of MODEL_IDS) {
      expect(registerBySensorId(m, 'sn_D027')).toMatchObject({ kind: 'bits', key: 'panelLamps' });
      expect(registerBySensorId(m, 'sn_D020_021')).toMatchObject({
        kind: 'double_word',
        key: 'runningHours',
      });
    }
  });

  it('has the gateway model FE_LTE_00 apart from the controllers', () => {
    expect(GATEWAY_MODEL_ID).toBe('FE_LTE_00');
    expect(MODEL_IDS).not.toContain(GATEWAY_MODEL_ID);
  });

  it('uses event levels 1 maintenance, 2 caution, 3 emergency', () => {
    expect(EVENT_LEVEL).toMatchObject({ maintenance: 1, caution: 2, emergency: 3 });
  });
});

describe('part 1 §7: annual-inspection event ids', () => {
  const table: Array<[string, string[]]> = [
    ['OIL_INJECTION', ['sn_D028_7_set']],
    ['OIL_INJECTION2', ['sn_D028_7_set']],
    ['OIL_INJECTION3', ['sn_D028_10_set']],
    ['OIL_FREE', ['sn_D028_15_set']],
    ['OIL_INJECTION5', ['sn_D028_15_set']],
    ['WATER_INJECTION', ['sn_D028_15_set']],
    ['OIL_INJECTION4', ['sn_D029_0_set', 'sn_D029_1_set', 'sn_D029_2_set']],
    ['OIL_FREE2', ['sn_D029_0_set']],
    ['OIL_INJECTION6', []],
    ['FE_LTE_00', []],
  ];

  it.each(table)('%s: %j, each ending in _set', (model, ids) => {
    expect(annualInspectionEventIds(model)).toEqual(ids);
    for (const id of ids) expect(id.endsWith('_set')).toBe(true);
  });

  it('puts a named maintenance bit at every annual-inspection id', () => {
    for (const [model, ids] of table) {
      const events = eventsForModel(model);
      for (const id of ids) {
        const e = events.find((x) => x.eventId === id);
        expect(e?.level).toBe(1);
        expect(e?.name[0]).toMatch(/^M\) (Annual|2-year|4-year) inspection$/);
      }
    }
    expect(ANNUAL_INSPECTION.OIL_INJECTION6).toBeNull();
    expect(allEventNames('OIL_INJECTION6').some((n) => /annual/i.test(n))).toBe(false);
  });
});

describe('part 1 §4 and §9: status constants and colours', () => {
  it('disconnects after 160 minutes', () => {
    expect(DISCONNECT_MINUTES).toBe(160);
  });

  it('orders states: disconnected, emergency, caution, maintenance, running, communicating only', () => {
    expect(DEVICE_STATES).toEqual([
      'disconnected',
      'emergency',
      'caution',
      'maintenance',
      'running',
      'communicating',
    ]);
  });

  it('draws card borders 10 px: grey, red, orange, yellow, green, near-black', () => {
    expect(CARD_BORDER_WIDTH_PX).toBe(10);
    expect(STATE_COLORS).toEqual({
      disconnected: '#9E9E9E',
      emergency: '#FF0000',
      caution: '#FFA500',
      maintenance: '#FFD600',
      running: '#00C853',
      communicating: '#212121',
    });
    expect(hue(STATE_COLORS.emergency)).toBe('red');
    expect(hue(STATE_COLORS.caution)).toBe('orange');
    expect(hue(STATE_COLORS.maintenance)).toBe('yellow');
    expect(hue(STATE_COLORS.running)).toBe('green');
    expect(hue(STATE_COLORS.disconnected)).toBe('grey');
    expect(luminance(STATE_COLORS.communicating)).toBeLessThan(0.15);
  });

  it('numbers marker statuses 0..5 with red, orange, yellow, grey, green and dark with a white glyph', () => {
    expect(MARKER_STATUS).toEqual({
      emergency: 0,
      caution: 1,
      maintenance: 2,
      allDisconnected: 3,
      running: 4,
      other: 5,
    });
    expect(hue(MARKER_COLORS[0].background)).toBe('red');
    expect(hue(MARKER_COLORS[1].background)).toBe('orange');
    expect(hue(MARKER_COLORS[2].background)).toBe('yellow');
    expect(hue(MARKER_COLORS[3].background)).toBe('grey');
    expect(hue(MARKER_COLORS[4].background)).toBe('green');
    expect(luminance(MARKER_COLORS[5].background)).toBeLessThan(0.2);
    expect(MARKER_COLORS[5].glyph).toBe('#FFFFFF');
  });

  it('colours maintenance notices: notice #00FF26, warning #FFA500, danger #FF0000; sorts danger first', () => {
    expect(MAINTENANCE_STATUS_COLOURS).toEqual({ notice: '#00FF26', warning: '#FFA500', danger: '#FF0000' });
    const sorted = [null, 'notice', 'danger', 'warning'] as const;
    expect([...sorted].sort((a, b) => maintenanceIconRank(a) - maintenanceIconRank(b))).toEqual([
      'danger',
      'warning',
      'notice',
      null,
    ]);
  });

  it('colours alarm levels E red, C orange, M yellow', () => {
    expect(hue(alarmLevel(3)!.background)).toBe('red');
    expect(hue(alarmLevel(2)!.background)).toBe('orange');
    expect(hue(alarmLevel(1)!.background)).toBe('yellow');
  });

  it('formats numbers with Japanese grouping', () => {
    expect(formatNumber(9_999_999)).toBe('9,999,999');
    expect(formatNumber(1234.5, 1)).toBe('1,234.5');
  });
});

describe('part 2 §3: sensor ids and register kinds', () => {
  const oilFree: ModelId[] = ['OIL_FREE', 'OIL_FREE2'];

  it('has D001 low pressure, D002-D005 pressures, D006-D011 and D030-D033 temperatures on every model', () => {
    for (const m of MODEL_IDS) {
      expect(reg(m, '0001').unit).toEqual(['mbar', 'kPa', 'kPa']);
      for (const a of ['0002', '0003', '0004', '0005']) expect(reg(m, a).unit?.[1]).toMatch(/Pa$/);
      for (const a of ['0006', '0007', '0008', '0009', '0010', '0011', '0030', '0031', '0032', '0033']) {
        expect(reg(m, a).quantity).toBe('temperature');
      }
    }
  });

  it('has D012 current and D014 load percent; D013 current, a temperature on oil-free types', () => {
    for (const m of MODEL_IDS) {
      expect(reg(m, '0012').quantity).toBe('current');
      expect(reg(m, '0014').quantity).toBe('percent');
      expect(reg(m, '0013').quantity).toBe(MODELS[m].type === 'oil-free' ? 'temperature' : 'current');
    }
  });

  it('has D015 a temperature on the oil-free models and a load percent where an oil-injected model uses it', () => {
    for (const m of oilFree) expect(reg(m, '0015').quantity).toBe('temperature');
    const used = MODEL_IDS.filter(
      (m) => MODELS[m].type === 'oil-injection' && reg(m, '0015').kind === 'measurement',
    );
    expect(used.length).toBeGreaterThan(0);
    for (const m of used) expect(reg(m, '0015').unit).toEqual(['%', '%', '%']);
  });

  it('has double words for running hours (0 to 9999999) and start count (0 to 99999999)', () => {
    for (const m of MODEL_IDS) {
      expect(reg(m, '0020')).toMatchObject({
        sensorId: 'sn_D020_021',
        kind: 'double_word',
        displayRange: '0 to 9999999',
      });
      expect(reg(m, '0022')).toMatchObject({
        sensorId: 'sn_D022_023',
        kind: 'double_word',
        displayRange: '0 to 99999999',
      });
      expect(reg(m, '0020').remarks.startsWith('double word')).toBe(true);
      expect(reg(m, '0020').displayMax).toEqual([9_999_999, 9_999_999, 9_999_999]);
      expect(reg(m, '0022').displayMax).toEqual([99_999_999, 99_999_999, 99_999_999]);
    }
  });

  it('has bit words D024 error1, D025 error2, D026 caution, D027 run state, D028/D029 maintenance', () => {
    for (const m of MODEL_IDS) {
      for (const a of ['0024', '0025', '0026', '0027', '0028', '0029']) {
        expect(reg(m, a)).toMatchObject({
          kind: 'bits',
          remarks: 'BIT data',
          unit: null,
          min: null,
          max: null,
        });
      }
    }
  });

  it('gives numeric fields (unit, min, max per locale) only to measurement registers', () => {
    for (const m of MODEL_IDS) {
      for (const r of registersForModel(m)) {
        expect(r.address).toMatch(/^\d{4}$/);
        expect(r.name).toHaveLength(3);
        expect(r.unit !== null).toBe(r.kind === 'measurement');
        expect(r.min !== null && r.max !== null).toBe(r.kind === 'measurement');
        expect(typeof r.remarks).toBe('string');
        expect(typeof r.displayRange).toBe('string');
      }
    }
  });

  it('leaves 0015-0019 as unused bit tables without names, except the earliest model’s I/O in 0016-0018', () => {
    for (const m of MODEL_IDS) {
      for (const a of ['0015', '0016', '0017', '0018', '0019']) {
        const r = reg(m, a);
        if (r.kind === 'measurement') {
          expect(a).toBe('0015');
          continue;
        }
        if (m === 'OIL_INJECTION' && ['0016', '0017', '0018'].includes(a)) {
          expect(r.kind).toBe('bits');
          continue;
        }
        expect(r).toMatchObject({ kind: 'unused', remarks: 'unused' });
        expect(r.bits).toHaveLength(16);
        expect(r.bits!.every((b) => b.name === null)).toBe(true);
      }
    }
    const io = ['0016', '0017', '0018'].flatMap((a) =>
      reg('OIL_INJECTION', a).bits!.map((b) => b.name?.[0] ?? ''),
    );
    for (const word of ['Remote run', 'Remote stop', 'solenoid valve', 'Dryer start']) {
      expect(io.some((n) => n.includes(word))).toBe(true);
    }
  });

  it('lists 16 bits per bit register: hexadecimal 0-F, decimal 0-15, single-bit code 0001-8000', () => {
    for (const m of MODEL_IDS) {
      for (const r of registersForModel(m)) {
        if (!r.bits) continue;
        expect(r.bits.map((b) => b.hexadecimal).join('')).toBe('0123456789ABCDEF');
        expect(r.bits.map((b) => b.decimal)).toEqual([...Array(16).keys()]);
        expect(r.bits.map((b) => b.code)).toEqual([
          '0001',
          '0002',
          '0004',
          '0008',
          '0010',
          '0020',
          '0040',
          '0080',
          '0100',
          '0200',
          '0400',
          '0800',
          '1000',
          '2000',
          '4000',
          '8000',
        ]);
      }
    }
  });

  it('names the panel lamps Power, Load, Auto Start, Local, Remote, Stop, Start, Emergency, Caution, Maintenance', () => {
    const expected = [
      'Power',
      'Load',
      'Auto Start',
      'Local',
      'Remote',
      'Stop',
      'Start',
      'Emergency',
      'Caution',
      'Maintenance',
    ];
    const orders = new Set<string>();
    for (const m of MODEL_IDS) {
      const names = reg(m, '0027').bits!.flatMap((b) => (b.name ? [b.name[0]] : []));
      expect([...names].sort()).toEqual([...expected].sort());
      orders.add(names.join());
      // the lamp names sit at the status bit positions of part 1 §3
      const bits = reg(m, '0027').bits!;
      const { start, emergency, caution, maintenance } = MODELS[m].statusBits;
      expect([
        bits[start]!.name![0],
        bits[emergency]!.name![0],
        bits[caution]!.name![0],
        bits[maintenance]!.name![0],
      ]).toEqual(['Start', 'Emergency', 'Caution', 'Maintenance']);
      expect(bits[MODELS[m].lampBits.load]!.name![0]).toBe('Load');
      expect(bits[MODELS[m].lampBits.local]!.name![0]).toBe('Local');
      expect(LAMP_KEYS).toHaveLength(10);
    }
    // "order differs by model"
    expect(orders.size).toBeGreaterThan(1);
  });

  it('prefixes event bit names E) emergency, C) caution, M) maintenance in all three languages', () => {
    for (const m of MODEL_IDS) {
      for (const e of eventsForModel(m)) {
        const prefix = { 3: 'E) ', 2: 'C) ', 1: 'M) ', 0: '' }[e.level];
        for (const n of e.name) {
          if (prefix) expect(n.startsWith(prefix)).toBe(true);
          else expect(n).not.toMatch(/^[ECM]\) /);
        }
      }
    }
  });

  it('has the emergency examples', () => {
    const names = everyModelEventName();
    expect(names).toEqual(
      expect.arrayContaining([
        'E) Motor overload',
        'E) Motor coil temperature high',
        'E) Reverse phase',
        'E) Water shortage',
        'E) CPU error',
        'E) Dryer failure',
        'E) Discharge temperature high',
      ]),
    );
    expect(names.some((n) => n.startsWith('E) Sensor error'))).toBe(true);
    expect(names.filter((n) => n.startsWith('E) Inverter error')).length).toBeGreaterThan(1);
    const water = allEventNames('WATER_INJECTION');
    expect(water).toContain('E) Water level low');
    expect(water).toContain('E) Water level high');
  });

  it('has the caution examples', () => {
    const names = everyModelEventName();
    expect(names).toEqual(
      expect.arrayContaining([
        'C) Discharge temperature high',
        'C) Ambient temperature high',
        'C) 100-hour maintenance passed',
      ]),
    );
    expect(names.some((n) => /^C\) .*element clogged$/.test(n))).toBe(true);
    expect(names.some((n) => n.startsWith('C) Sensor error'))).toBe(true);
  });

  it('has the maintenance examples, and 2-year, 4-year inspection and overhaul on exactly one model', () => {
    const names = everyModelEventName();
    expect(names).toEqual(
      expect.arrayContaining([
        'M) Replace oil filter',
        'M) Replace lube oil',
        'M) Oil change',
        'M) Cooler inspection',
        'M) Grease up',
        'M) Battery replacement',
        'M) Annual inspection',
      ]),
    );
    expect(names.some((n) => /^M\) .*filter cleaning$/i.test(n))).toBe(true);
    expect(names.some((n) => /^M\) .*filter replacement$/i.test(n))).toBe(true);
    const withLongTerm = MODEL_IDS.filter((m) => {
      const n = allEventNames(m);
      return (
        n.includes('M) 2-year inspection') && n.includes('M) 4-year inspection') && n.includes('M) Overhaul')
      );
    });
    expect(withLongTerm).toEqual(['OIL_INJECTION4']);
    expect(MODEL_IDS.filter((m) => allEventNames(m).includes('M) Overhaul'))).toEqual(['OIL_INJECTION4']);
  });
});

describe('part 2 §4: lamp colours', () => {
  it('greys lamps that are off or have no data', () => {
    expect(hue(LAMP_OFF_COLOR)).toBe('grey');
    for (const k of LAMP_KEYS) {
      expect(lampColor(k, false)).toBe(LAMP_OFF_COLOR);
      expect(lampColor(k, undefined)).toBe(LAMP_OFF_COLOR);
    }
  });

  it('lights running, load and local green, emergency red, caution orange, maintenance yellow', () => {
    expect(['start', 'load', 'local'].map((k) => hue(lampColor(k as 'start', true)))).toEqual([
      'green',
      'green',
      'green',
    ]);
    expect(hue(lampColor('emergency', true))).toBe('red');
    expect(hue(lampColor('caution', true))).toBe('orange');
    expect(hue(lampColor('maintenance', true))).toBe('yellow');
  });
});

describe('part 2 §5: ranges per locale and raw scaling', () => {
  const discharge = { min: [0, 0, 0], max: [15, 1.5, 1.5] };
  const suction = { min: [-1000, -100, -100], max: [0, 0, 0] };
  const lowRange = { min: [-1, -0.1, -0.1], max: [5, 0.5, 0.5] };

  it('gives discharge-type pressures 0..15 bar, 0..1.5 MPa', () => {
    for (const m of MODEL_IDS) {
      for (const a of ['0002', '0003']) expect({ min: reg(m, a).min, max: reg(m, a).max }).toEqual(discharge);
    }
  });

  it('gives suction -1000..0 mbar, -100..0 kPa', () => {
    for (const m of MODEL_IDS) expect({ min: reg(m, '0001').min, max: reg(m, '0001').max }).toEqual(suction);
  });

  it('gives intermediate and oil pressures -1..5 bar, -0.1..0.5 MPa', () => {
    expect({ min: reg('OIL_FREE', '0004').min, max: reg('OIL_FREE', '0004').max }).toEqual(lowRange);
    for (const m of MODEL_IDS.filter((x) => x !== 'WATER_INJECTION')) {
      expect(reg(m, '0005').key).toBe('oilPressure');
      expect({ min: reg(m, '0005').min, max: reg(m, '0005').max }).toEqual(lowRange);
    }
  });

  it('gives the water-injection oil pressure -1000..5000 mbar, -100..500 kPa', () => {
    const r = reg('WATER_INJECTION', '0005');
    expect(r.name[0]).toMatch(/^Oil pressure/);
    expect([r.unit, r.min, r.max]).toEqual([
      ['mbar', 'kPa', 'kPa'],
      [-1000, -100, -100],
      [5000, 500, 500],
    ]);
  });

  it('gives temperatures -100..200 °C, and -100..400 °C on the oil-free models', () => {
    for (const m of MODEL_IDS) {
      for (const r of registersForModel(m).filter((x) => x.quantity === 'temperature')) {
        expect(r.min).toEqual([-100, -100, -100]);
        expect([
          [200, 200, 200],
          [400, 400, 400],
        ]).toContainEqual(r.max);
        if (MODELS[m].compression !== 'oil-free') expect(r.max).toEqual([200, 200, 200]);
      }
    }
    for (const m of ['OIL_FREE', 'OIL_FREE2']) {
      for (const a of ['0013', '0015']) expect(reg(m, a).max).toEqual([400, 400, 400]);
    }
  });

  it('gives current 0..500 A and load 0..100 %', () => {
    for (const m of MODEL_IDS) {
      expect([reg(m, '0012').min, reg(m, '0012').max]).toEqual([
        [0, 0, 0],
        [500, 500, 500],
      ]);
      expect([reg(m, '0014').min, reg(m, '0014').max]).toEqual([
        [0, 0, 0],
        [100, 100, 100],
      ]);
    }
  });

  it('scales pressure raw 50 to 0.05 MPa (0.5 bar), temperature raw 200 to 20.0 °C, current and load unscaled', () => {
    for (const m of MODEL_IDS) {
      expect(rawToValue(reg(m, '0002'), 50, 'ja')).toBe(0.05);
      expect(rawToValue(reg(m, '0002'), 50, 'zh')).toBe(0.05);
      expect(rawToValue(reg(m, '0002'), 50, 'en')).toBe(0.5);
      expect(rawToValue(reg(m, '0007'), 200, 'en')).toBe(20);
      expect(formatRegisterValue(reg(m, '0007'), 200, 'ja')).toBe('20.0');
      expect(rawToValue(reg(m, '0012'), 52, 'ja')).toBe(52);
      expect(rawToValue(reg(m, '0014'), 75, 'en')).toBe(75);
      // suction raw in 0.1 kPa (= 1 mbar)
      expect(rawToValue(reg(m, '0001'), 0xffff - 499, 'ja')).toBe(-50);
      expect(rawToValue(reg(m, '0001'), 0xffff - 499, 'en')).toBe(-500);
    }
  });

  it('reads suction pressure and temperatures as signed words', () => {
    expect(reg('OIL_INJECTION', '0001').signed).toBe(true);
    expect(rawToValue(reg('OIL_INJECTION', '0007'), 0xffff, 'ja')).toBe(-0.1);
    expect(reg('OIL_INJECTION', '0012').signed).toBe(false);
    expect(reg('OIL_INJECTION', '0014').signed).toBe(false);
  });
});

describe('part 2 §9: units, decimals and display ranges', () => {
  it('uses bar, mbar, °C, A, % in English and MPa, kPa, °C, A, % in Japanese and Chinese', () => {
    const units = new Set<string>();
    for (const m of MODEL_IDS) {
      for (const r of registersForModel(m)) {
        if (!r.unit) continue;
        expect(['bar', 'mbar', '°C', 'A', '%']).toContain(r.unit[0]);
        expect(['MPa', 'kPa', '°C', 'A', '%']).toContain(r.unit[1]);
        expect(r.unit[2]).toBe(r.unit[1]);
        units.add(r.unit.join('/'));
      }
    }
    expect([...units].sort()).toEqual(['%/%/%', 'A/A/A', 'bar/MPa/MPa', 'mbar/kPa/kPa', '°C/°C/°C']);
  });

  it('shows pressures with 3 decimals in English (bar, mbar) and 2 in the others (MPa, kPa); bar is MPa × 10', () => {
    for (const m of MODEL_IDS) {
      for (const r of registersForModel(m)) {
        if (r.quantity === 'pressure' || r.quantity === 'lowPressure') expect(r.decimals).toEqual([3, 2, 2]);
      }
    }
    const d = reg('OIL_INJECTION', '0002');
    expect(formatRegisterValue(d, 700, 'en')).toBe('7.000');
    expect(formatRegisterValue(d, 700, 'ja')).toBe('0.70');
    expect(rawToValue(d, 700, 'en')).toBe(rawToValue(d, 700, 'ja')! * 10);
  });

  it('has the display ranges of the controller', () => {
    const r = (a: string) => reg('OIL_INJECTION', a);
    expect(r('0006')).toMatchObject({
      displayMin: [-999.9, -999.9, -999.9],
      displayMax: [999.9, 999.9, 999.9],
      displayRange: '-999.9 to 999.9',
    });
    expect(r('0002')).toMatchObject({ displayMin: [-99.9, -9.99, -9.99], displayMax: [99.9, 9.99, 9.99] });
    expect(r('0001')).toMatchObject({
      displayMin: [-9999, -999.9, -999.9],
      displayMax: [9999, 999.9, 999.9],
    });
    expect(r('0012')).toMatchObject({ displayMin: [0, 0, 0], displayMax: [9999, 9999, 9999] });
    expect(r('0014')).toMatchObject({ displayMin: [0, 0, 0], displayMax: [999, 999, 999] });
  });

  it('has chart ticks pressure 8, current 5, load 7', () => {
    expect(CHART_TICKS).toEqual({ pressure: 8, current: 5, load: 7 });
  });
});

describe('part 2 §3 and §8: sensor display presets', () => {
  const preset = (m: string, sensorId: string) => trendPresetsFor(m)!.find((p) => p.sensorId === sensorId)!;

  it('has a preset for each of the nine models and none for the gateway', () => {
    expect(Object.keys(TREND_PRESETS).sort()).toEqual([...MODEL_IDS].sort());
    expect(trendPresetsFor('FE_LTE_00')).toBeUndefined();
  });

  it('gives discharge pressure -0.20..1.40 MPa, ambient -50.0..200.0 °C, load 0..140 %, current from 0.0 A', () => {
    for (const m of MODEL_IDS) {
      expect([preset(m, 'sn_D002').min[1], preset(m, 'sn_D002').max[1]]).toEqual([-0.2, 1.4]);
      expect([preset(m, 'sn_D002').min[0], preset(m, 'sn_D002').max[0]]).toEqual([-2, 14]);
      expect(preset(m, 'sn_D002').unit[1]).toBe('MPa');
      expect([preset(m, 'sn_D007').min, preset(m, 'sn_D007').max]).toEqual([
        [-50, -50, -50],
        [200, 200, 200],
      ]);
      expect(PRESET_AMBIENT_RANGE).toEqual({ min: -50, max: 200 });
      expect([preset(m, 'sn_D014').min[1], preset(m, 'sn_D014').max[1]]).toEqual([0, 140]);
      expect(preset(m, 'sn_D012').min).toEqual([0, 0, 0]);
      expect(preset(m, 'sn_D012').unit).toEqual(['A', 'A', 'A']);
    }
  });

  it('lets oil-free suction and discharge temperatures reach 300 °C', () => {
    for (const m of ['OIL_FREE', 'OIL_FREE2']) {
      for (const id of ['sn_D006', 'sn_D009', 'sn_D013', 'sn_D015'])
        expect(preset(m, id).max).toEqual([300, 300, 300]);
    }
  });

  it('hides some sensors by default (show=false)', () => {
    for (const m of MODEL_IDS) {
      expect(preset(m, 'sn_D002').show).toBe(true);
      expect(preset(m, 'sn_D010').show).toBe(false);
    }
  });
});

describe('part 2 §4: alarm levels E = 3, C = 2, M = 1 by register', () => {
  it('gives bits of 0024/0025 level 3, 0026 level 2, 0028/0029 level 1', () => {
    for (const m of MODEL_IDS) {
      for (const e of eventsForModel(m)) {
        expect(e.level).toBe({ 24: 3, 25: 3, 26: 2, 27: 0, 28: 1, 29: 1 }[e.register]);
      }
    }
  });
});

// ---- colour classification, so that tests state "red" rather than repeat hex values -------------------

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => c / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function hue(hex: string): 'red' | 'orange' | 'yellow' | 'green' | 'grey' | 'other' {
  const [r, g, b] = rgb(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 24) return 'grey';
  let h: number;
  if (max === r) h = (60 * (g - b)) / (max - min);
  else if (max === g) h = 120 + (60 * (b - r)) / (max - min);
  else h = 240 + (60 * (r - g)) / (max - min);
  h = (h + 360) % 360;
  if (h < 15 || h >= 345) return 'red';
  if (h < 45) return 'orange';
  if (h < 70) return 'yellow';
  if (h < 170) return 'green';
  return 'other';
}
