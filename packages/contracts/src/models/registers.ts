/**
 * Register catalogue: what each 16-bit controller register (address '0001'..'0033') means, as part 2 §3
 * and §5 describe it. GENERIC_REGISTERS holds the common map; MODEL_REGISTER_OVERRIDES changes single
 * registers per model, so that a fuller per-model catalogue can replace entries one by one without
 * touching the callers (they all go through registersForModel).
 *
 * Locales are ordered like the API fields: [locale1 English, locale2 Japanese, locale3 Chinese].
 * Units: locale1 bar / mbar / °C / A / %, locales 2 and 3 MPa / kPa / °C / A / % (part 2 §9).
 */
import type { ModelId } from './catalogue.ts';

export type RegisterKind = 'measurement' | 'double_word' | 'bits' | 'unused';
export const REGISTER_KINDS: readonly RegisterKind[] = ['measurement', 'double_word', 'bits', 'unused'];

/** One value per locale: [English, Japanese, Chinese]. */
export type PerLocale<T> = readonly [T, T, T];

export interface RegisterDef {
  /** API sensor id: sn_D001 ... sn_D033; double words combined as sn_D020_021 and sn_D022_023. */
  sensorId: string;
  /** Four-digit register address; for a double word the address of its high word. */
  address: string;
  kind: RegisterKind;
  name: PerLocale<string>;
  /** Measurement registers only; null elsewhere (part 2 §3: numeric fields only on measurements). */
  unit: PerLocale<string> | null;
  min: PerLocale<number> | null;
  max: PerLocale<number> | null;
  /** Factor from the raw word to the value in that locale's unit (pressure raw 50 = 0.05 MPa = 0.5 bar). */
  scale: PerLocale<number> | null;
  /** Scaling example, 'BIT data', 'double word' or 'unused'. */
  remarks: string;
  /** What the controller can display, as text. */
  displayRange: string;
}

type Shape = Omit<RegisterDef, 'sensorId' | 'address' | 'name'>;

const PRESSURE: Shape = {
  kind: 'measurement',
  unit: ['bar', 'MPa', 'MPa'],
  min: [0, 0, 0],
  max: [15, 1.5, 1.5],
  scale: [0.01, 0.001, 0.001],
  remarks: 'raw 50 = 0.05 MPa (0.5 bar)',
  displayRange: 'MPa -9.99 to 9.99; bar -99.9 to 99.9',
};
/** Intermediate and oil pressures: a narrower range that may go slightly negative. */
const LOW_RANGE_PRESSURE: Shape = { ...PRESSURE, min: [-1, -0.1, -0.1], max: [5, 0.5, 0.5] };
/** Suction side: raw in mbar (0.1 kPa), vacuum negative. */
const SUCTION: Shape = {
  kind: 'measurement',
  unit: ['mbar', 'kPa', 'kPa'],
  min: [-1000, -100, -100],
  max: [0, 0, 0],
  scale: [1, 0.1, 0.1],
  remarks: 'raw -500 = -50.0 kPa (-500 mbar)',
  displayRange: 'kPa -999.9 to 999.9; mbar -9999 to 9999',
};
const TEMPERATURE: Shape = {
  kind: 'measurement',
  unit: ['°C', '°C', '°C'],
  min: [-100, -100, -100],
  max: [200, 200, 200],
  scale: [0.1, 0.1, 0.1],
  remarks: 'raw 200 = 20.0 °C',
  displayRange: '-999.9 to 999.9',
};
/** Oil-free compression stages run hotter (part 2 §5: -100 to 400 °C). */
const HOT_TEMPERATURE: Shape = { ...TEMPERATURE, max: [400, 400, 400] };
const CURRENT: Shape = {
  kind: 'measurement',
  unit: ['A', 'A', 'A'],
  min: [0, 0, 0],
  max: [500, 500, 500],
  scale: [1, 1, 1],
  remarks: 'raw 52 = 52 A',
  displayRange: '0 to 9999',
};
const LOAD: Shape = {
  kind: 'measurement',
  unit: ['%', '%', '%'],
  min: [0, 0, 0],
  max: [100, 100, 100],
  scale: [1, 1, 1],
  remarks: 'raw 75 = 75 %',
  displayRange: '0 to 999',
};
const BITS: Shape = {
  kind: 'bits',
  unit: null,
  min: null,
  max: null,
  scale: null,
  remarks: 'BIT data',
  displayRange: '',
};
const UNUSED: Shape = { ...BITS, kind: 'unused', remarks: 'unused' };
const DOUBLE_WORD = (displayRange: string, remarks: string): Shape => ({
  ...BITS,
  kind: 'double_word',
  remarks,
  displayRange,
});

function reg(address: number, name: PerLocale<string>, shape: Shape): RegisterDef {
  const a = String(address).padStart(4, '0');
  return { sensorId: `sn_D${a.slice(1)}`, address: a, name, ...shape };
}

function doubleReg(high: number, name: PerLocale<string>, shape: Shape): RegisterDef {
  const h = String(high).padStart(3, '0');
  const l = String(high + 1).padStart(3, '0');
  return { sensorId: `sn_D${h}_${l}`, address: String(high).padStart(4, '0'), name, ...shape };
}

const UNUSED_NAME: PerLocale<string> = ['Unused', '未使用', '未使用'];

/** The common register map (part 2 §3), in address order. */
export const GENERIC_REGISTERS: readonly RegisterDef[] = [
  reg(1, ['Low pressure (suction)', '低圧（吸込）圧力', '低压（吸入）压力'], SUCTION),
  reg(2, ['Discharge pressure', '吐出圧力', '排气压力'], PRESSURE),
  reg(3, ['Line pressure', '供給圧力', '供气压力'], PRESSURE),
  reg(4, ['Intermediate pressure', '中間圧力', '中间压力'], LOW_RANGE_PRESSURE),
  reg(5, ['Oil pressure', '油圧力', '油压'], LOW_RANGE_PRESSURE),
  reg(6, ['Discharge temperature', '吐出温度', '排气温度'], TEMPERATURE),
  reg(7, ['Ambient temperature', '周囲温度', '环境温度'], TEMPERATURE),
  reg(8, ['Oil temperature', '油温度', '油温'], TEMPERATURE),
  reg(9, ['Suction temperature', '吸込温度', '吸气温度'], TEMPERATURE),
  reg(10, ['Cooling water inlet temperature', '冷却水入口温度', '冷却水进口温度'], TEMPERATURE),
  reg(11, ['Cooling water outlet temperature', '冷却水出口温度', '冷却水出口温度'], TEMPERATURE),
  reg(12, ['Motor current', 'モータ電流', '电机电流'], CURRENT),
  reg(13, ['Fan motor current', 'ファンモータ電流', '风扇电机电流'], CURRENT),
  reg(14, ['Load', '負荷率', '负载率'], LOAD),
  reg(15, UNUSED_NAME, UNUSED),
  reg(16, UNUSED_NAME, UNUSED),
  reg(17, UNUSED_NAME, UNUSED),
  reg(18, UNUSED_NAME, UNUSED),
  reg(19, UNUSED_NAME, UNUSED),
  doubleReg(
    20,
    ['Running hours', '運転時間', '运行时间'],
    DOUBLE_WORD('0 to 9999999', 'double word (0020 high, 0021 low)'),
  ),
  doubleReg(
    22,
    ['Total starts', '起動回数', '启动次数'],
    DOUBLE_WORD('0 to 99999999', 'double word (0022 high, 0023 low)'),
  ),
  reg(24, ['Emergency 1', '重故障1', '紧急故障1'], BITS),
  reg(25, ['Emergency 2', '重故障2', '紧急故障2'], BITS),
  reg(26, ['Caution', '注意', '警告'], BITS),
  reg(27, ['Panel lamps', 'パネルランプ', '面板指示灯'], BITS),
  reg(28, ['Maintenance 1', 'メンテナンス1', '维护1'], BITS),
  reg(29, ['Maintenance 2', 'メンテナンス2', '维护2'], BITS),
  reg(30, ['Motor winding temperature', 'モータ巻線温度', '电机绕组温度'], TEMPERATURE),
  reg(31, ['Bearing temperature', '軸受温度', '轴承温度'], TEMPERATURE),
  reg(32, ['Aftercooler outlet temperature', 'アフタークーラ出口温度', '后冷却器出口温度'], TEMPERATURE),
  reg(33, ['Dryer evaporator temperature', 'ドライヤ蒸発温度', '干燥机蒸发温度'], TEMPERATURE),
];

export type RegisterOverride = Partial<Omit<RegisterDef, 'sensorId' | 'address'>>;

/** Oil-free machines: D013 and D015 carry temperatures of the second stage (part 2 §3), hotter ranges. */
const OIL_FREE_OVERRIDES: Readonly<Record<string, RegisterOverride>> = {
  '0006': { name: ['First stage discharge temperature', '1段吐出温度', '一级排气温度'], ...HOT_TEMPERATURE },
  '0013': { name: ['Second stage discharge temperature', '2段吐出温度', '二级排气温度'], ...HOT_TEMPERATURE },
  '0015': { name: ['Second stage suction temperature', '2段吸込温度', '二级吸气温度'], ...HOT_TEMPERATURE },
};

/**
 * Per-model changes to the generic map, keyed by address. A fuller per-model catalogue goes here
 * (or replaces this map) without changing registersForModel's callers.
 */
export const MODEL_REGISTER_OVERRIDES: Readonly<
  Partial<Record<ModelId, Readonly<Record<string, RegisterOverride>>>>
> = {
  OIL_FREE: OIL_FREE_OVERRIDES,
  OIL_FREE2: OIL_FREE_OVERRIDES,
  WATER_INJECTION: {
    // Water-injected: the lubricant circuit carries water; its pressure is read in mbar / kPa (part 2 §5).
    '0005': {
      ...SUCTION,
      name: ['Water pressure', '給水圧力', '供水压力'],
      min: [-1000, -100, -100],
      max: [5000, 500, 500],
      remarks: 'raw 2000 = 200.0 kPa (2000 mbar)',
    },
    '0008': { name: ['Water temperature', '水温度', '水温'] },
  },
};

/** The register map of a model: the generic map with that model's overrides applied. */
export function registersForModel(modelId: string): readonly RegisterDef[] {
  const overrides = (
    MODEL_REGISTER_OVERRIDES as Record<string, Record<string, RegisterOverride> | undefined>
  )[modelId];
  if (!overrides) return GENERIC_REGISTERS;
  return GENERIC_REGISTERS.map((r) => {
    const o = overrides[r.address];
    return o ? { ...r, ...o } : r;
  });
}

/** Every sensor id the API knows, in address order. */
export const SENSOR_IDS: readonly string[] = GENERIC_REGISTERS.map((r) => r.sensorId);
