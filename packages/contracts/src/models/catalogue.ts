/**
 * The model catalogue: the nine compressor controller models, the gateway model, each model's machine
 * type and the status bit positions of the panel lamp word sn_D027 (part 1 §3), and the per-model
 * annual-inspection event classes (part 1 §7). Pure data, shared by server, web and simulator.
 */

export const MODEL_IDS = [
  'OIL_INJECTION',
  'OIL_INJECTION2',
  'OIL_INJECTION3',
  'OIL_INJECTION4',
  'OIL_INJECTION5',
  'OIL_INJECTION6',
  'OIL_FREE',
  'OIL_FREE2',
  'WATER_INJECTION',
] as const;
export type ModelId = (typeof MODEL_IDS)[number];

/**
 * Two product names each controller model is sold under: what the demo fleet and the bench's generated
 * fleet show as a machine's model (optional_info_1), so that both look like one supplier's range.
 */
export const SALES_MODEL_NAMES: Readonly<Record<ModelId, readonly [string, string]>> = {
  OIL_INJECTION: ['SAS-22A', 'SAS-37A'],
  OIL_INJECTION2: ['SAS-55AD', 'SAS-75AD'],
  OIL_INJECTION3: ['SAV-37V', 'SAV-55V'],
  OIL_INJECTION4: ['SAS-90E', 'SAS-110E'],
  OIL_INJECTION5: ['SAV-75VE', 'SAV-90VE'],
  OIL_INJECTION6: ['SAS-160G', 'SAS-200G'],
  OIL_FREE: ['OFS-37W', 'OFS-55W'],
  OIL_FREE2: ['OFS-75V2', 'OFS-110V2'],
  WATER_INJECTION: ['WIS-22', 'WIS-37'],
};

/** The IoT gateway that reads a controller and publishes its registers. */
export const GATEWAY_MODEL_ID = 'FE_LTE_00';

export function isModelId(value: string): value is ModelId {
  return (MODEL_IDS as readonly string[]).includes(value);
}

/** Machine type: picks the card picture. Water-injected machines are oil-free (part 1 §3). */
export type MachineType = 'oil-injection' | 'oil-free';

/**
 * Bit index (least significant first) of each status in the panel lamp word sn_D027: start, emergency,
 * caution and maintenance from part 1 §3; load and local for the six lamps of part 2 §2, and power
 * (bit 0), from our lamp layouts below.
 */
export interface StatusBits {
  start: number;
  emergency: number;
  caution: number;
  maintenance: number;
  load: number;
  local: number;
  power: number;
}

/**
 * The ten panel lamps of register 0027 (part 2 §3). Their order differs by model; their bit positions
 * are the lamp layout of each model below.
 */
export const LAMP_KEYS = [
  'power',
  'load',
  'autoStart',
  'local',
  'remote',
  'stop',
  'start',
  'emergency',
  'caution',
  'maintenance',
] as const;
export type LampKey = (typeof LAMP_KEYS)[number];
/** Bit index (least significant first) of every panel lamp in sn_D027. */
export type LampBits = Readonly<Record<LampKey, number>>;

/** Compression principle: water-injected machines count as the oil-free machine type. */
export type Compression = 'oil-injection' | 'oil-free' | 'water-injection';
export type Drive = 'fixed-speed' | 'inverter';

export interface ModelInfo {
  modelId: ModelId;
  type: MachineType;
  statusBits: StatusBits;
  /** Every panel lamp's bit; the lamps named in statusBits sit at the same bits. */
  lampBits: LampBits;
  compression: Compression;
  drive: Drive;
  /** Controller generation: 'early' models use the first lamp layout, 'late' the second. */
  generation: 'early' | 'late';
  /** Descriptive name of the controller model: [English, Japanese, Chinese]. */
  names: readonly [string, string, string];
}

/**
 * Lamp layouts. Only start/emergency/caution/maintenance come from the specification (part 1 §3); the
 * other lamps fill the free bits in the order part 2 §3 lists them (Power, Load, Auto Start, Local,
 * Remote, Stop, Start, Emergency, Caution, Maintenance). Power sits on bit 0 of both layouts: part 2 §9
 * counts running hours only at samples whose last LED bit is 1, i.e. while the controller is powered.
 */
export const EARLY_LAMP_BITS: LampBits = {
  power: 0,
  emergency: 1,
  load: 2,
  caution: 3,
  autoStart: 4,
  maintenance: 5,
  local: 6,
  remote: 7,
  start: 8,
  stop: 9,
};
/** Late layout: the listed order with bit 5 left free, so that start lands on bit 7. */
export const LATE_LAMP_BITS: LampBits = {
  power: 0,
  load: 1,
  autoStart: 2,
  local: 3,
  remote: 4,
  stop: 6,
  start: 7,
  emergency: 8,
  caution: 9,
  maintenance: 10,
};

function statusBitsOf(l: LampBits): StatusBits {
  return {
    start: l.start,
    emergency: l.emergency,
    caution: l.caution,
    maintenance: l.maintenance,
    load: l.load,
    local: l.local,
    power: l.power,
  };
}
const EARLY_BITS: StatusBits = statusBitsOf(EARLY_LAMP_BITS);
const LATE_BITS: StatusBits = statusBitsOf(LATE_LAMP_BITS);

/** Descriptive names [English, Japanese, Chinese]: the machine kind, the model's number if any, the drive. */
const KIND_NAMES: Readonly<Record<Compression, readonly [string, string, string]>> = {
  'oil-injection': ['Oil-injected screw compressor', '給油式スクリュ圧縮機', '喷油螺杆压缩机'],
  'oil-free': ['Oil-free screw compressor', 'オイルフリースクリュ圧縮機', '无油螺杆压缩机'],
  'water-injection': ['Water-injected screw compressor', '水潤滑式スクリュ圧縮機', '喷水螺杆压缩机'],
};
const INVERTER_MARKS = [' (inverter)', '（インバータ）', '（变频）'] as const;

function modelNames(
  modelId: ModelId,
  compression: Compression,
  drive: Drive,
): readonly [string, string, string] {
  const [en, ja, zh] = KIND_NAMES[compression];
  const digits = /\d+$/.exec(modelId);
  const number = digits ? ` ${digits[0]}` : '';
  const [enMark, jaMark, zhMark] = drive === 'inverter' ? INVERTER_MARKS : ['', '', ''];
  return [en + number + enMark, ja + number + jaMark, zh + number + zhMark];
}

function model(
  modelId: ModelId,
  compression: Compression,
  drive: Drive,
  generation: 'early' | 'late',
): ModelInfo {
  const early = generation === 'early';
  return {
    modelId,
    type: compression === 'oil-injection' ? 'oil-injection' : 'oil-free',
    statusBits: early ? EARLY_BITS : LATE_BITS,
    lampBits: early ? EARLY_LAMP_BITS : LATE_LAMP_BITS,
    compression,
    drive,
    generation,
    names: modelNames(modelId, compression, drive),
  };
}

/** The status bit table of part 1 §3, one row per model (types and bit positions from there). */
export const MODELS: Readonly<Record<ModelId, ModelInfo>> = {
  OIL_FREE: model('OIL_FREE', 'oil-free', 'fixed-speed', 'early'),
  OIL_INJECTION: model('OIL_INJECTION', 'oil-injection', 'fixed-speed', 'early'),
  OIL_INJECTION2: model('OIL_INJECTION2', 'oil-injection', 'fixed-speed', 'early'),
  OIL_INJECTION3: model('OIL_INJECTION3', 'oil-injection', 'inverter', 'early'),
  OIL_FREE2: model('OIL_FREE2', 'oil-free', 'inverter', 'late'),
  WATER_INJECTION: model('WATER_INJECTION', 'water-injection', 'inverter', 'late'),
  OIL_INJECTION4: model('OIL_INJECTION4', 'oil-injection', 'inverter', 'late'),
  OIL_INJECTION5: model('OIL_INJECTION5', 'oil-injection', 'inverter', 'late'),
  OIL_INJECTION6: model('OIL_INJECTION6', 'oil-injection', 'inverter', 'late'),
};

/** The model info of a controller model id; undefined for the gateway and unknown ids. */
export function modelInfo(modelId: string): ModelInfo | undefined {
  return isModelId(modelId) ? MODELS[modelId] : undefined;
}

/**
 * Annual-inspection event ids (part 1 §7): built from a sensor class (register 28 or 29) and bit indexes;
 * the first hit is used. Models without an entry (OIL_INJECTION6, the gateway) have no such event.
 */
export interface AnnualInspection {
  sensorClass: 28 | 29;
  indexes: readonly number[];
}

export const ANNUAL_INSPECTION: Readonly<Record<ModelId, AnnualInspection | null>> = {
  OIL_INJECTION: { sensorClass: 28, indexes: [7] },
  OIL_INJECTION2: { sensorClass: 28, indexes: [7] },
  OIL_INJECTION3: { sensorClass: 28, indexes: [10] },
  OIL_FREE: { sensorClass: 28, indexes: [15] },
  OIL_INJECTION5: { sensorClass: 28, indexes: [15] },
  WATER_INJECTION: { sensorClass: 28, indexes: [15] },
  OIL_INJECTION4: { sensorClass: 29, indexes: [0, 1, 2] },
  OIL_FREE2: { sensorClass: 29, indexes: [0] },
  OIL_INJECTION6: null,
};

/** The annual-inspection entry of any model id; null for OIL_INJECTION6, the gateway and unknown ids. */
export function annualInspectionOf(modelId: string): AnnualInspection | null {
  return isModelId(modelId) ? ANNUAL_INSPECTION[modelId] : null;
}
