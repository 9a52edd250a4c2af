/**
 * Register catalogue: what each 16-bit controller register (address '0001'..'0033') means on each of the
 * nine models, as part 2 §3, §5 and §9 describe it, completed where the specification only gives
 * examples (README.md beside this file says which is which). Every caller goes through
 * registersForModel(), so the per-model maps can change without touching callers.
 *
 * Locales are ordered like the API fields: [locale1 English, locale2 Japanese, locale3 Chinese].
 * Units: locale1 bar / mbar / °C / A / %, locales 2 and 3 MPa / kPa / °C / A / % (part 2 §9).
 */
import { isModelId, MODEL_IDS, MODELS, type ModelId } from './catalogue.ts';
import { lampTable, MODEL_BITS, UNUSED_BITS, type BitDef } from './bits.ts';
import { QUANTITY_DEFS, RUNNING_HOURS_MAX, START_COUNT_MAX, type PerLocale, type Quantity } from './units.ts';

export type { PerLocale } from './units.ts';

export type RegisterKind = 'measurement' | 'double_word' | 'bits' | 'unused';

export interface RegisterDef {
  /** API sensor id: sn_D001 ... sn_D033; double words combined as sn_D020_021 and sn_D022_023. */
  sensorId: string;
  /** Four-digit register address; for a double word the address of its high word. */
  address: string;
  kind: RegisterKind;
  /** Stable machine-readable meaning, e.g. 'dischargePressure', 'panelLamps', 'unused0015'. */
  key: string;
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
  /** The measured quantity; null for double words and bit words. */
  quantity: Quantity | null;
  /** Whether the raw word is two's complement. Double words and bit words are unsigned. */
  signed: boolean;
  /** Decimals shown per locale; null for bit words. */
  decimals: PerLocale<number> | null;
  /** The display range as numbers per locale; null for bit words. */
  displayMin: PerLocale<number> | null;
  displayMax: PerLocale<number> | null;
  /** The 16 bits of a bit word ('bits' and 'unused' kinds); null for numeric registers. */
  bits: readonly BitDef[] | null;
}

// ---- building blocks -------------------------------------------------------------------------------

type Names = PerLocale<string>;
interface Range {
  min: PerLocale<number>;
  max: PerLocale<number>;
}

/** Ranges of part 2 §5. */
const DISCHARGE_RANGE: Range = { min: [0, 0, 0], max: [15, 1.5, 1.5] };
const LOW_PRESSURE_RANGE: Range = { min: [-1, -0.1, -0.1], max: [5, 0.5, 0.5] };
const SUCTION_RANGE: Range = { min: [-1000, -100, -100], max: [0, 0, 0] };
const WATER_OIL_PRESSURE_RANGE: Range = { min: [-1000, -100, -100], max: [5000, 500, 500] };
const TEMPERATURE_RANGE: Range = { min: [-100, -100, -100], max: [200, 200, 200] };
const HOT_TEMPERATURE_RANGE: Range = { min: [-100, -100, -100], max: [400, 400, 400] };
const CURRENT_RANGE: Range = { min: [0, 0, 0], max: [500, 500, 500] };
const PERCENT_RANGE: Range = { min: [0, 0, 0], max: [100, 100, 100] };

/** Register names by key. */
const NAMES = {
  suctionPressure: ['Low pressure (suction)', '低圧（吸込）圧力', '低压（吸入）压力'],
  dischargePressure: ['Discharge pressure', '吐出圧力', '排气压力'],
  linePressure: ['Line pressure', '供給圧力', '供气压力'],
  intermediatePressure: ['Intermediate pressure', '中間圧力', '中间压力'],
  oilPressure: ['Oil pressure', '油圧力', '油压'],
  waterCircuitOilPressure: ['Oil pressure (water circuit)', '油圧力（水系統）', '油压（水系统）'],
  separatorPressure: ['Oil separator differential pressure', 'オイルセパレータ差圧', '油分离器压差'],
  waterFilterPressure: ['Water filter differential pressure', '水フィルタ差圧', '水过滤器压差'],
  dischargeTemperature: ['Discharge temperature', '吐出温度', '排气温度'],
  firstStageDischargeTemperature: ['First stage discharge temperature', '1段吐出温度', '一级排气温度'],
  ambientTemperature: ['Ambient temperature', '周囲温度', '环境温度'],
  oilTemperature: ['Oil temperature', '油温度', '油温'],
  waterTemperature: ['Water temperature', '水温度', '水温'],
  suctionTemperature: ['Suction temperature', '吸込温度', '吸气温度'],
  coolingWaterInletTemperature: ['Cooling water inlet temperature', '冷却水入口温度', '冷却水进口温度'],
  coolingWaterOutletTemperature: ['Cooling water outlet temperature', '冷却水出口温度', '冷却水出口温度'],
  motorCurrent: ['Motor current', 'モータ電流', '电机电流'],
  fanMotorCurrent: ['Fan motor current', 'ファンモータ電流', '风扇电机电流'],
  load: ['Load', '負荷率', '负载率'],
  secondStageDischargeTemperature: ['Second stage discharge temperature', '2段吐出温度', '二级排气温度'],
  secondStageSuctionTemperature: ['Second stage suction temperature', '2段吸込温度', '二级吸气温度'],
  injectionWaterTemperature: ['Injection water temperature', '注水温度', '喷水温度'],
  inverterOutput: ['Inverter output', 'インバータ出力', '变频器输出'],
  motorWindingTemperature: ['Motor winding temperature', 'モータ巻線温度', '电机绕组温度'],
  bearingTemperature: ['Bearing temperature', '軸受温度', '轴承温度'],
  aftercoolerOutletTemperature: [
    'Aftercooler outlet temperature',
    'アフタークーラ出口温度',
    '后冷却器出口温度',
  ],
  dryerEvaporatorTemperature: ['Dryer evaporator temperature', 'ドライヤ蒸発温度', '干燥机蒸发温度'],
  runningHours: ['Running hours', '運転時間', '运行时间'],
  startCount: ['Total starts', '起動回数', '启动次数'],
  emergency1: ['Emergency 1', '重故障1', '紧急故障1'],
  emergency2: ['Emergency 2', '重故障2', '紧急故障2'],
  caution: ['Caution', '注意', '警告'],
  panelLamps: ['Panel lamps', 'パネルランプ', '面板指示灯'],
  maintenance1: ['Maintenance 1', 'メンテナンス1', '维护1'],
  maintenance2: ['Maintenance 2', 'メンテナンス2', '维护2'],
  inputs: ['Inputs', '入力', '输入'],
  outputs1: ['Outputs 1', '出力1', '输出1'],
  outputs2: ['Outputs 2', '出力2', '输出2'],
  unused: ['Unused', '未使用', '未使用'],
} as const satisfies Record<string, Names>;
type NameKey = keyof typeof NAMES;

/** The numeric meaning of one measurement address on a model. */
interface Measurement {
  key: NameKey;
  quantity: Quantity;
  range: Range;
  remarks?: string;
}

const m = (key: NameKey, quantity: Quantity, range: Range, remarks?: string): Measurement => ({
  key,
  quantity,
  range,
  ...(remarks === undefined ? {} : { remarks }),
});

function address(n: number): string {
  return String(n).padStart(4, '0');
}

function measurementReg(n: number, spec: Measurement): RegisterDef {
  const q = QUANTITY_DEFS[spec.quantity];
  const a = address(n);
  return {
    sensorId: `sn_D${a.slice(1)}`,
    address: a,
    kind: 'measurement',
    key: spec.key,
    name: NAMES[spec.key],
    unit: q.unit,
    min: spec.range.min,
    max: spec.range.max,
    scale: q.scale,
    remarks: spec.remarks ?? q.remarks,
    displayRange: q.displayRange,
    quantity: spec.quantity,
    signed: q.signed,
    decimals: q.decimals,
    displayMin: q.displayMin,
    displayMax: q.displayMax,
    bits: null,
  };
}

function bitReg(n: number, key: string, name: Names, bits: readonly BitDef[], used = true): RegisterDef {
  const a = address(n);
  return {
    sensorId: `sn_D${a.slice(1)}`,
    address: a,
    kind: used ? 'bits' : 'unused',
    key,
    name,
    unit: null,
    min: null,
    max: null,
    scale: null,
    remarks: used ? 'BIT data' : 'unused',
    displayRange: '',
    quantity: null,
    signed: false,
    decimals: null,
    displayMin: null,
    displayMax: null,
    bits,
  };
}

const unusedReg = (n: number) => bitReg(n, `unused${address(n)}`, NAMES.unused, UNUSED_BITS, false);

function doubleReg(high: number, key: 'runningHours' | 'startCount', max: number): RegisterDef {
  const h = String(high).padStart(3, '0');
  const l = String(high + 1).padStart(3, '0');
  return {
    sensorId: `sn_D${h}_${l}`,
    address: address(high),
    kind: 'double_word',
    key,
    name: NAMES[key],
    unit: null,
    min: null,
    max: null,
    scale: null,
    remarks: `double word (${address(high)} high, ${address(high + 1)} low)`,
    displayRange: `0 to ${max}`,
    quantity: null,
    signed: false,
    decimals: [0, 0, 0],
    displayMin: [0, 0, 0],
    displayMax: [max, max, max],
    bits: null,
  };
}

// ---- measurement layouts per machine kind ----------------------------------------------------------

type Layout = Readonly<Record<number, Measurement>>;

/** Addresses 0030-0033: extra temperatures on every model (part 2 §3). */
const EXTRA_TEMPERATURES: Layout = {
  30: m('motorWindingTemperature', 'temperature', TEMPERATURE_RANGE),
  31: m('bearingTemperature', 'temperature', TEMPERATURE_RANGE),
  32: m('aftercoolerOutletTemperature', 'temperature', TEMPERATURE_RANGE),
  33: m('dryerEvaporatorTemperature', 'temperature', TEMPERATURE_RANGE),
};

const OIL_INJECTION_LAYOUT: Layout = {
  1: m('suctionPressure', 'lowPressure', SUCTION_RANGE),
  2: m('dischargePressure', 'pressure', DISCHARGE_RANGE),
  3: m('linePressure', 'pressure', DISCHARGE_RANGE),
  4: m('separatorPressure', 'pressure', LOW_PRESSURE_RANGE),
  5: m('oilPressure', 'pressure', LOW_PRESSURE_RANGE),
  6: m('dischargeTemperature', 'temperature', TEMPERATURE_RANGE),
  7: m('ambientTemperature', 'temperature', TEMPERATURE_RANGE),
  8: m('oilTemperature', 'temperature', TEMPERATURE_RANGE),
  9: m('suctionTemperature', 'temperature', TEMPERATURE_RANGE),
  10: m('coolingWaterInletTemperature', 'temperature', TEMPERATURE_RANGE),
  11: m('coolingWaterOutletTemperature', 'temperature', TEMPERATURE_RANGE),
  12: m('motorCurrent', 'current', CURRENT_RANGE),
  13: m('fanMotorCurrent', 'current', CURRENT_RANGE),
  14: m('load', 'percent', PERCENT_RANGE),
  ...EXTRA_TEMPERATURES,
};

/** OIL_INJECTION3 reports its inverter output on 0015 (part 2 §3: "D015 load percent"). */
const OIL_INJECTION_INVERTER_OUTPUT_LAYOUT: Layout = {
  ...OIL_INJECTION_LAYOUT,
  15: m('inverterOutput', 'percent', PERCENT_RANGE),
};

/** Oil-free two-stage machines: D013 and D015 carry stage temperatures (part 2 §3), up to 400 °C (§5). */
const OIL_FREE_LAYOUT: Layout = {
  1: m('suctionPressure', 'lowPressure', SUCTION_RANGE),
  2: m('dischargePressure', 'pressure', DISCHARGE_RANGE),
  3: m('linePressure', 'pressure', DISCHARGE_RANGE),
  4: m('intermediatePressure', 'pressure', LOW_PRESSURE_RANGE),
  5: m('oilPressure', 'pressure', LOW_PRESSURE_RANGE),
  6: m('firstStageDischargeTemperature', 'temperature', HOT_TEMPERATURE_RANGE),
  7: m('ambientTemperature', 'temperature', TEMPERATURE_RANGE),
  8: m('oilTemperature', 'temperature', TEMPERATURE_RANGE),
  9: m('suctionTemperature', 'temperature', HOT_TEMPERATURE_RANGE),
  10: m('coolingWaterInletTemperature', 'temperature', TEMPERATURE_RANGE),
  11: m('coolingWaterOutletTemperature', 'temperature', TEMPERATURE_RANGE),
  12: m('motorCurrent', 'current', CURRENT_RANGE),
  13: m('secondStageDischargeTemperature', 'temperature', HOT_TEMPERATURE_RANGE),
  14: m('load', 'percent', PERCENT_RANGE),
  15: m('secondStageSuctionTemperature', 'temperature', HOT_TEMPERATURE_RANGE),
  ...EXTRA_TEMPERATURES,
};

/**
 * Water-injected machine: the "oil pressure" register reads the water circuit in mbar / kPa,
 * -1000..5000 mbar, -100..500 kPa (part 2 §5); D013 is a temperature as on the other oil-free types.
 */
const WATER_INJECTION_LAYOUT: Layout = {
  1: m('suctionPressure', 'lowPressure', SUCTION_RANGE),
  2: m('dischargePressure', 'pressure', DISCHARGE_RANGE),
  3: m('linePressure', 'pressure', DISCHARGE_RANGE),
  4: m('waterFilterPressure', 'pressure', LOW_PRESSURE_RANGE),
  5: m(
    'waterCircuitOilPressure',
    'lowPressure',
    WATER_OIL_PRESSURE_RANGE,
    'raw 2000 = 200.0 kPa (2000 mbar)',
  ),
  6: m('dischargeTemperature', 'temperature', TEMPERATURE_RANGE),
  7: m('ambientTemperature', 'temperature', TEMPERATURE_RANGE),
  8: m('waterTemperature', 'temperature', TEMPERATURE_RANGE),
  9: m('suctionTemperature', 'temperature', TEMPERATURE_RANGE),
  10: m('coolingWaterInletTemperature', 'temperature', TEMPERATURE_RANGE),
  11: m('coolingWaterOutletTemperature', 'temperature', TEMPERATURE_RANGE),
  12: m('motorCurrent', 'current', CURRENT_RANGE),
  13: m('injectionWaterTemperature', 'temperature', TEMPERATURE_RANGE),
  14: m('load', 'percent', PERCENT_RANGE),
  ...EXTRA_TEMPERATURES,
};

const LAYOUTS: Readonly<Record<ModelId, Layout>> = {
  OIL_INJECTION: OIL_INJECTION_LAYOUT,
  OIL_INJECTION2: OIL_INJECTION_LAYOUT,
  OIL_INJECTION3: OIL_INJECTION_INVERTER_OUTPUT_LAYOUT,
  OIL_INJECTION4: OIL_INJECTION_LAYOUT,
  OIL_INJECTION5: OIL_INJECTION_LAYOUT,
  OIL_INJECTION6: OIL_INJECTION_LAYOUT,
  OIL_FREE: OIL_FREE_LAYOUT,
  OIL_FREE2: OIL_FREE_LAYOUT,
  WATER_INJECTION: WATER_INJECTION_LAYOUT,
};

function buildModel(modelId: ModelId): readonly RegisterDef[] {
  const layout = LAYOUTS[modelId];
  const bits = MODEL_BITS[modelId];
  const numeric = (n: number): RegisterDef => {
    const spec = layout[n];
    return spec ? measurementReg(n, spec) : unusedReg(n);
  };
  const io = bits.io;
  return [
    ...Array.from({ length: 15 }, (_, i) => numeric(i + 1)),
    io ? bitReg(16, 'inputs', NAMES.inputs, io[0]) : unusedReg(16),
    io ? bitReg(17, 'outputs1', NAMES.outputs1, io[1]) : unusedReg(17),
    io ? bitReg(18, 'outputs2', NAMES.outputs2, io[2]) : unusedReg(18),
    unusedReg(19),
    doubleReg(20, 'runningHours', RUNNING_HOURS_MAX),
    doubleReg(22, 'startCount', START_COUNT_MAX),
    bitReg(24, 'emergency1', NAMES.emergency1, bits.emergency1),
    bitReg(25, 'emergency2', NAMES.emergency2, bits.emergency2),
    bitReg(26, 'caution', NAMES.caution, bits.caution),
    bitReg(27, 'panelLamps', NAMES.panelLamps, lampTable(MODELS[modelId].lampBits)),
    bitReg(28, 'maintenance1', NAMES.maintenance1, bits.maintenance1),
    bitReg(29, 'maintenance2', NAMES.maintenance2, bits.maintenance2),
    ...[30, 31, 32, 33].map(numeric),
  ];
}

/** Every model's register map, in address order (built once). */
export const MODEL_REGISTERS: Readonly<Record<ModelId, readonly RegisterDef[]>> = Object.fromEntries(
  MODEL_IDS.map((id) => [id, buildModel(id)]),
) as Record<ModelId, readonly RegisterDef[]>;

/** The register map of a model; empty for the gateway model and unknown ids (no sensor definitions). */
export function registersForModel(modelId: string): readonly RegisterDef[] {
  return isModelId(modelId) ? MODEL_REGISTERS[modelId] : [];
}

/** One register of a model by its API sensor id (sn_D002, sn_D020_021, ...). */
export function registerBySensorId(modelId: string, sensorId: string): RegisterDef | undefined {
  return registersForModel(modelId).find((r) => r.sensorId === sensorId);
}

/** Every sensor id the API knows, in address order (the same on every model). */
export const SENSOR_IDS: readonly string[] = MODEL_REGISTERS.OIL_INJECTION.map((r) => r.sensorId);

/** Sensor id of the panel lamp (run-state) word and of the running-hours double word (part 1 §3). */
export const STATUS_SENSOR_ID = 'sn_D027';
export const RUNNING_HOURS_SENSOR_ID = 'sn_D020_021';
export const START_COUNT_SENSOR_ID = 'sn_D022_023';
