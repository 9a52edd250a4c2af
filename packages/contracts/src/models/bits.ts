/**
 * Bit tables of the bit registers (part 2 §3): every bit register has 16 entries with hexadecimal
 * ('0'..'F'), decimal (0..15), code (single-bit mask '0001'..'8000') and, when the bit is used, names in
 * three languages. Event bits carry the level prefix: E) emergency (0024/0025), C) caution (0026),
 * M) maintenance (0028/0029); panel lamps (0027) and the input/output bits of the earliest model
 * (0016-0018) are plain.
 *
 * The texts live once in a dictionary keyed by a stable event key; each model lists keys per bit. Which
 * bits a model uses is our completion of the specification's examples (see README.md beside this file),
 * except the annual-inspection bits, which sit where part 1 §7 puts them, and the lamp positions.
 */
import type { LampBits, LampKey, ModelId } from './catalogue.ts';
import type { PerLocale } from './units.ts';
import { alarmLevelOf, type AlarmLevelPresentation } from '../presentation/alarm-levels.ts';

export interface BitDef {
  /** Bit index as one hexadecimal digit, '0'..'F'. */
  hexadecimal: string;
  /** Bit index, 0..15, least significant first. */
  decimal: number;
  /** The bit as a 4-digit hexadecimal mask, '0001'..'8000'. */
  code: string;
  /** Stable key of what the bit means (event key or lamp key); null when the bit is unused. */
  key: string | null;
  /** Names [English, Japanese, Chinese], prefixed E) / C) / M) for event bits; null when unused. */
  name: PerLocale<string> | null;
}

type EventPrefix = AlarmLevelPresentation['prefix'];

type Names = PerLocale<string>;

/** Limits both an emergency and a caution watch (at different settings), named alike at both levels. */
const LIMIT_TEXT = {
  dischargeTempHigh: ['Discharge temperature high', '吐出温度高', '排气温度高'],
  dischargePressureHigh: ['Discharge pressure high', '吐出圧力高', '排气压力高'],
  intermediatePressureHigh: ['Intermediate pressure high', '中間圧力高', '中间压力高'],
  oilTempHigh: ['Oil temperature high', '油温度高', '油温高'],
  waterTempHigh: ['Water temperature high', '水温度高', '水温高'],
  waterLevelLow: ['Water level low', '水位低', '水位低'],
} as const satisfies Record<string, Names>;

/** Emergency (stop-level) events. */
const EMERGENCY_TEXT = {
  ...LIMIT_TEXT,
  motorOverload: ['Motor overload', 'モータ過負荷', '电机过载'],
  motorCoilTempHigh: ['Motor coil temperature high', 'モータ巻線温度高', '电机线圈温度高'],
  reversePhase: ['Reverse phase', '逆相', '逆相'],
  openPhase: ['Open phase', '欠相', '缺相'],
  secondStageDischargeTempHigh: ['2nd stage discharge temperature high', '2段吐出温度高', '二级排气温度高'],
  fanMotorOverload: ['Fan motor overload', 'ファンモータ過負荷', '风扇电机过载'],
  emergencyStop: ['Emergency stop', '非常停止', '紧急停止'],
  starDeltaError: ['Star-delta changeover error', 'スターデルタ切替異常', '星三角切换异常'],
  waterShortage: ['Water shortage', '断水', '断水'],
  separatorPressureHigh: [
    'Oil separator differential pressure high',
    'オイルセパレータ差圧高',
    '油分离器压差高',
  ],
  waterLevelHigh: ['Water level high', '水位高', '水位高'],
  sensorErrorPressure: [
    'Sensor error (discharge pressure)',
    'センサ異常（吐出圧力）',
    '传感器异常（排气压力）',
  ],
  sensorErrorTemperature: [
    'Sensor error (discharge temperature)',
    'センサ異常（吐出温度）',
    '传感器异常（排气温度）',
  ],
  cpuError: ['CPU error', 'CPU異常', 'CPU异常'],
  memoryError: ['Memory error', 'メモリ異常', '存储器异常'],
  inverterOvercurrent: ['Inverter error (overcurrent)', 'インバータ異常（過電流）', '变频器异常（过电流）'],
  inverterOvervoltage: ['Inverter error (overvoltage)', 'インバータ異常（過電圧）', '变频器异常（过电压）'],
  inverterUndervoltage: [
    'Inverter error (undervoltage)',
    'インバータ異常（不足電圧）',
    '变频器异常（欠电压）',
  ],
  inverterOverheat: ['Inverter error (overheat)', 'インバータ異常（過熱）', '变频器异常（过热）'],
  inverterCommunication: ['Inverter error (communication)', 'インバータ異常（通信）', '变频器异常（通信）'],
  dryerFailure: ['Dryer failure', 'ドライヤ異常', '干燥机故障'],
} as const satisfies Record<string, Names>;

/** Caution (warning) events. */
const CAUTION_TEXT = {
  ...LIMIT_TEXT,
  ambientTempHigh: ['Ambient temperature high', '周囲温度高', '环境温度高'],
  suctionFilterClogged: [
    'Suction filter element clogged',
    '吸込フィルタエレメント目詰まり',
    '吸气过滤器滤芯堵塞',
  ],
  separatorClogged: [
    'Oil separator element clogged',
    'オイルセパレータエレメント目詰まり',
    '油分离器滤芯堵塞',
  ],
  oilFilterClogged: ['Oil filter element clogged', 'オイルフィルタエレメント目詰まり', '油过滤器滤芯堵塞'],
  waterFilterClogged: ['Water filter element clogged', '水フィルタエレメント目詰まり', '水过滤器滤芯堵塞'],
  maintenance100hPassed: ['100-hour maintenance passed', '100時間メンテナンス経過', '已超过100小时维护'],
  sensorErrorAmbient: [
    'Sensor error (ambient temperature)',
    'センサ異常（周囲温度）',
    '传感器异常（环境温度）',
  ],
  sensorErrorLinePressure: [
    'Sensor error (line pressure)',
    'センサ異常（供給圧力）',
    '传感器异常（供气压力）',
  ],
  intercoolerTempHigh: [
    'Intercooler outlet temperature high',
    'インタークーラ出口温度高',
    '中间冷却器出口温度高',
  ],
  coolingWaterTempHigh: ['Cooling water temperature high', '冷却水温度高', '冷却水温度高'],
  waterQualityLow: ['Water conductivity high', '水質（導電率）悪化', '水质（电导率）恶化'],
  batteryLow: ['Battery voltage low', 'バッテリ電圧低下', '电池电压低'],
  inverterFanLife: ['Inverter cooling fan life', 'インバータ冷却ファン寿命', '变频器冷却风扇寿命'],
  dryerTempHigh: ['Dryer temperature high', 'ドライヤ温度高', '干燥机温度高'],
} as const satisfies Record<string, Names>;

/** Maintenance (service prompt) events. */
const MAINTENANCE_TEXT = {
  suctionFilterCleaning: ['Suction filter cleaning', '吸込フィルタ清掃', '吸气过滤器清洁'],
  suctionFilterReplacement: ['Suction filter replacement', '吸込フィルタ交換', '吸气过滤器更换'],
  oilFilterReplacement: ['Replace oil filter', 'オイルフィルタ交換', '更换油过滤器'],
  separatorReplacement: ['Replace oil separator', 'オイルセパレータ交換', '更换油分离器'],
  lubeOilReplacement: ['Replace lube oil', '潤滑油交換', '更换润滑油'],
  oilChange: ['Oil change', 'オイル交換', '换油'],
  coolerInspection: ['Cooler inspection', 'クーラ点検', '冷却器检查'],
  greaseUp: ['Grease up', 'グリスアップ', '加注润滑脂'],
  batteryReplacement: ['Battery replacement', 'バッテリ交換', '电池更换'],
  drainValveInspection: ['Drain valve inspection', 'ドレン弁点検', '排水阀检查'],
  safetyValveInspection: ['Safety valve inspection', '安全弁点検', '安全阀检查'],
  beltReplacement: ['V-belt replacement', 'Vベルト交換', '更换V带'],
  motorBearingReplacement: ['Motor bearing replacement', 'モータベアリング交換', '电机轴承更换'],
  elementInspection: ['Compressor element inspection', '圧縮機本体点検', '压缩机主机检查'],
  dryerInspection: ['Dryer inspection', 'ドライヤ点検', '干燥机检查'],
  waterFilterReplacement: ['Water filter replacement', '水フィルタ交換', '水过滤器更换'],
  waterReplacement: ['Water replacement', '水交換', '换水'],
  ionExchangeResinReplacement: ['Ion exchange resin replacement', 'イオン交換樹脂交換', '离子交换树脂更换'],
  maintenance3000h: ['3000-hour maintenance', '3000時間メンテナンス', '3000小时维护'],
  maintenance4000h: ['4000-hour maintenance', '4000時間メンテナンス', '4000小时维护'],
  maintenance6000h: ['6000-hour maintenance', '6000時間メンテナンス', '6000小时维护'],
  maintenance8000h: ['8000-hour maintenance', '8000時間メンテナンス', '8000小时维护'],
  maintenance12000h: ['12000-hour maintenance', '12000時間メンテナンス', '12000小时维护'],
  maintenance16000h: ['16000-hour maintenance', '16000時間メンテナンス', '16000小时维护'],
  maintenance24000h: ['24000-hour maintenance', '24000時間メンテナンス', '24000小时维护'],
  maintenance36000h: ['36000-hour maintenance', '36000時間メンテナンス', '36000小时维护'],
  annualInspection: ['Annual inspection', '年次点検', '年度检查'],
  twoYearInspection: ['2-year inspection', '2年点検', '2年检查'],
  fourYearInspection: ['4-year inspection', '4年点検', '4年检查'],
  overhaul: ['Overhaul', 'オーバーホール', '大修'],
} as const satisfies Record<string, Names>;

/** Panel lamp names (part 2 §3 lists the ten lamps). */
export const LAMP_NAMES: Readonly<Record<LampKey, Names>> = {
  power: ['Power', '電源', '电源'],
  load: ['Load', '負荷', '加载'],
  autoStart: ['Auto Start', '自動起動', '自动启动'],
  local: ['Local', 'ローカル', '本地'],
  remote: ['Remote', 'リモート', '远程'],
  stop: ['Stop', '停止', '停止'],
  start: ['Start', '運転', '运行'],
  emergency: ['Emergency', '重故障', '紧急故障'],
  caution: ['Caution', '注意', '警告'],
  maintenance: ['Maintenance', 'メンテナンス', '维护'],
};

/** Input/output bits of the earliest model's registers 0016-0018 (part 2 §3). */
const IO_TEXT = {
  remoteRun: ['Remote run', 'リモート運転', '远程运行'],
  remoteStop: ['Remote stop', 'リモート停止', '远程停止'],
  emergencyStopInput: ['Emergency stop input', '非常停止入力', '紧急停止输入'],
  motorThermalRelay: ['Motor thermal relay', 'モータサーマルリレー', '电机热继电器'],
  fanThermalRelay: ['Fan motor thermal relay', 'ファンモータサーマルリレー', '风扇电机热继电器'],
  pressureSwitch: ['Pressure switch', '圧力スイッチ', '压力开关'],
  phaseRelay: ['Phase monitor relay', '相監視リレー', '相序监视继电器'],
  dryerRunning: ['Dryer running', 'ドライヤ運転中', '干燥机运行中'],
  mainContactor: ['Main motor contactor', '主電動機接触器', '主电机接触器'],
  starContactor: ['Star contactor', 'スター接触器', '星形接触器'],
  deltaContactor: ['Delta contactor', 'デルタ接触器', '三角形接触器'],
  loadSolenoid: ['Load solenoid valve', '負荷電磁弁', '加载电磁阀'],
  unloadSolenoid: ['Unload solenoid valve', '無負荷電磁弁', '卸载电磁阀'],
  drainSolenoid: ['Drain solenoid valve', 'ドレン電磁弁', '排水电磁阀'],
  fanContactor: ['Fan motor contactor', 'ファンモータ接触器', '风扇电机接触器'],
  dryerStart: ['Dryer start', 'ドライヤ起動', '干燥机启动'],
  alarmOutput: ['Alarm output', '警報出力', '报警输出'],
  runOutput: ['Run output', '運転出力', '运行输出'],
  blowOffSolenoid: ['Blow-off solenoid valve', '放風電磁弁', '放空电磁阀'],
} as const satisfies Record<string, Names>;

export type EmergencyKey = keyof typeof EMERGENCY_TEXT;
export type CautionKey = keyof typeof CAUTION_TEXT;
export type MaintenanceKey = keyof typeof MAINTENANCE_TEXT;
type IoKey = keyof typeof IO_TEXT;

export const BIT_COUNT = 16;

function hex4(n: number): string {
  return n.toString(16).toUpperCase().padStart(4, '0');
}

/** A 16-entry table from up to 16 used bits; missing positions are unused bits without names. */
function table(used: ReadonlyArray<{ key: string; name: Names } | null | undefined>): readonly BitDef[] {
  if (used.length > BIT_COUNT) throw new Error(`a bit table has ${BIT_COUNT} bits, got ${used.length}`);
  return Array.from({ length: BIT_COUNT }, (_, i) => {
    const u = used[i] ?? null;
    return {
      hexadecimal: i.toString(16).toUpperCase(),
      decimal: i,
      code: hex4(1 << i),
      key: u?.key ?? null,
      name: u?.name ?? null,
    };
  });
}

function prefixed<K extends string>(
  text: Readonly<Record<K, Names>>,
  prefix: EventPrefix,
  keys: ReadonlyArray<K | null>,
): readonly BitDef[] {
  return table(
    keys.map((k) =>
      k === null ? null : { key: k, name: text[k].map((n) => prefix + n) as unknown as Names },
    ),
  );
}

const emergency = (...keys: Array<EmergencyKey | null>) =>
  prefixed(EMERGENCY_TEXT, alarmLevelOf('emergency').prefix, keys);
const caution = (...keys: Array<CautionKey | null>) =>
  prefixed(CAUTION_TEXT, alarmLevelOf('caution').prefix, keys);
const maintenance = (...keys: Array<MaintenanceKey | null>) =>
  prefixed(MAINTENANCE_TEXT, alarmLevelOf('maintenance').prefix, keys);
const io = (...keys: Array<IoKey | null>) =>
  table(keys.map((k) => (k === null ? null : { key: k, name: IO_TEXT[k] })));

/** Sixteen bits without names: registers 0015-0019 and unused event words. */
export const UNUSED_BITS: readonly BitDef[] = table([]);

/** The panel lamp table (register 0027) of a lamp layout. */
export function lampTable(lampBits: LampBits): readonly BitDef[] {
  const used: Array<{ key: string; name: Names } | null> = Array.from({ length: BIT_COUNT }, () => null);
  for (const [key, bit] of Object.entries(lampBits) as Array<[LampKey, number]>) {
    used[bit] = { key, name: LAMP_NAMES[key] };
  }
  return table(used);
}

/** The bit tables of one model's event registers; 0016-0018 only where the model has I/O words. */
export interface ModelBitTables {
  emergency1: readonly BitDef[];
  emergency2: readonly BitDef[];
  caution: readonly BitDef[];
  maintenance1: readonly BitDef[];
  maintenance2: readonly BitDef[];
  /** Registers 0016, 0017, 0018 of the earliest model (inputs, outputs 1, outputs 2). */
  io?: readonly [readonly BitDef[], readonly BitDef[], readonly BitDef[]];
}

// ---- event words shared by several models ----------------------------------------------------------

/**
 * Emergency word 1 of the oil-injected machines. Bit 11 is the star-delta changeover error on the
 * fixed-speed models and the memory error on the inverter models, which start without a star-delta.
 */
const oilE1 = (bit11: 'starDeltaError' | 'memoryError') =>
  emergency(
    'motorOverload',
    'motorCoilTempHigh',
    'reversePhase',
    'openPhase',
    'dischargeTempHigh',
    'dischargePressureHigh',
    'fanMotorOverload',
    'emergencyStop',
    'sensorErrorPressure',
    'sensorErrorTemperature',
    'cpuError',
    bit11,
    'waterShortage',
    'oilTempHigh',
    'separatorPressureHigh',
  );
const OIL_FIXED_E1 = oilE1('starDeltaError');
const OIL_INVERTER_E1 = oilE1('memoryError');
const INVERTER_E2 = emergency(
  'inverterOvercurrent',
  'inverterOvervoltage',
  'inverterUndervoltage',
  'inverterOverheat',
  'inverterCommunication',
  'dryerFailure',
);
const FIXED_E2 = emergency('dryerFailure');

/** Caution bits of every oil-injected model; the inverter models add two bits after them. */
const OIL_CAUTION_KEYS = [
  'dischargeTempHigh',
  'ambientTempHigh',
  'suctionFilterClogged',
  'separatorClogged',
  'oilFilterClogged',
  'maintenance100hPassed',
  'sensorErrorAmbient',
  'dischargePressureHigh',
  'oilTempHigh',
  'batteryLow',
  'dryerTempHigh',
] as const satisfies readonly CautionKey[];
const OIL_CAUTION = caution(...OIL_CAUTION_KEYS);
const OIL_INVERTER_CAUTION = caution(...OIL_CAUTION_KEYS, 'inverterFanLife', 'sensorErrorLinePressure');

/** The emergency and caution words of the fixed-speed and of the inverter oil-injected models. */
const OIL_FIXED_ALARMS = { emergency1: OIL_FIXED_E1, emergency2: FIXED_E2, caution: OIL_CAUTION };
const OIL_INVERTER_ALARMS = {
  emergency1: OIL_INVERTER_E1,
  emergency2: INVERTER_E2,
  caution: OIL_INVERTER_CAUTION,
};

/**
 * Maintenance word 1 of the oil-injected models: the same first seven bits (bit 4 is 'Replace lube oil'
 * or 'Oil change', by model), then the model's own from bit 7.
 */
const oilMaintenance1 = (oil: 'lubeOilReplacement' | 'oilChange', ...own: Array<MaintenanceKey | null>) =>
  maintenance(
    'suctionFilterCleaning',
    'suctionFilterReplacement',
    'oilFilterReplacement',
    'separatorReplacement',
    oil,
    'coolerInspection',
    'greaseUp',
    ...own,
  );
/** Bits 7-10 of maintenance word 1 on OIL_INJECTION4 and OIL_INJECTION5; OIL_INJECTION5 adds more after them. */
const OIL_LATE_MAINTENANCE_KEYS = [
  'batteryReplacement',
  'drainValveInspection',
  'safetyValveInspection',
  'motorBearingReplacement',
] as const satisfies readonly MaintenanceKey[];

/**
 * Emergency word 1 of the oil-free machines: bit 13 as on the oil-injected ones (star-delta error on
 * the fixed-speed model, memory error on the inverter model).
 */
const oilFreeE1 = (bit13: 'starDeltaError' | 'memoryError') =>
  emergency(
    'motorOverload',
    'motorCoilTempHigh',
    'reversePhase',
    'openPhase',
    'dischargeTempHigh',
    'secondStageDischargeTempHigh',
    'intermediatePressureHigh',
    'dischargePressureHigh',
    'emergencyStop',
    'waterShortage',
    'sensorErrorPressure',
    'sensorErrorTemperature',
    'cpuError',
    bit13,
  );
/** Caution bits of both oil-free models; the inverter model adds the inverter fan after them. */
const OIL_FREE_CAUTION_KEYS = [
  'dischargeTempHigh',
  'ambientTempHigh',
  'suctionFilterClogged',
  'maintenance100hPassed',
  'sensorErrorAmbient',
  'intermediatePressureHigh',
  'intercoolerTempHigh',
  'dischargePressureHigh',
  'batteryLow',
  'coolingWaterTempHigh',
] as const satisfies readonly CautionKey[];
/** The first eight bits of maintenance word 1 on both oil-free models. */
const OIL_FREE_MAINTENANCE_KEYS = [
  'suctionFilterCleaning',
  'suctionFilterReplacement',
  'coolerInspection',
  'greaseUp',
  'batteryReplacement',
  'drainValveInspection',
  'safetyValveInspection',
  'motorBearingReplacement',
] as const satisfies readonly MaintenanceKey[];

/**
 * Every model's event bit tables. Annual-inspection bits (part 1 §7): OIL_INJECTION/2 at 28/7,
 * OIL_INJECTION3 at 28/10, OIL_FREE, OIL_INJECTION5 and WATER_INJECTION at 28/15, OIL_INJECTION4 at
 * 29/0-2 (annual, 2-year, 4-year), OIL_FREE2 at 29/0, none on OIL_INJECTION6.
 */
export const MODEL_BITS: Readonly<Record<ModelId, ModelBitTables>> = {
  OIL_INJECTION: {
    ...OIL_FIXED_ALARMS,
    maintenance1: oilMaintenance1('lubeOilReplacement', 'annualInspection', 'batteryReplacement'),
    maintenance2: UNUSED_BITS,
    io: [
      io(
        'remoteRun',
        'remoteStop',
        'emergencyStopInput',
        'motorThermalRelay',
        'fanThermalRelay',
        'pressureSwitch',
        'phaseRelay',
        'dryerRunning',
      ),
      io(
        'mainContactor',
        'starContactor',
        'deltaContactor',
        'loadSolenoid',
        'unloadSolenoid',
        'drainSolenoid',
        'fanContactor',
      ),
      io('dryerStart', 'alarmOutput', 'runOutput', 'blowOffSolenoid'),
    ],
  },
  OIL_INJECTION2: {
    ...OIL_FIXED_ALARMS,
    maintenance1: oilMaintenance1(
      'lubeOilReplacement',
      'annualInspection',
      'batteryReplacement',
      'drainValveInspection',
      'beltReplacement',
    ),
    maintenance2: UNUSED_BITS,
  },
  OIL_INJECTION3: {
    ...OIL_INVERTER_ALARMS,
    maintenance1: oilMaintenance1(
      'oilChange',
      'batteryReplacement',
      'drainValveInspection',
      'safetyValveInspection',
      'annualInspection',
    ),
    maintenance2: UNUSED_BITS,
  },
  OIL_INJECTION4: {
    ...OIL_INVERTER_ALARMS,
    maintenance1: oilMaintenance1('lubeOilReplacement', ...OIL_LATE_MAINTENANCE_KEYS),
    maintenance2: maintenance('annualInspection', 'twoYearInspection', 'fourYearInspection', 'overhaul'),
  },
  OIL_INJECTION5: {
    ...OIL_INVERTER_ALARMS,
    maintenance1: oilMaintenance1(
      'lubeOilReplacement',
      ...OIL_LATE_MAINTENANCE_KEYS,
      'maintenance3000h',
      'maintenance6000h',
      'maintenance12000h',
      'dryerInspection',
      'annualInspection',
    ),
    maintenance2: UNUSED_BITS,
  },
  OIL_INJECTION6: {
    ...OIL_INVERTER_ALARMS,
    maintenance1: oilMaintenance1(
      'oilChange',
      'batteryReplacement',
      'drainValveInspection',
      'safetyValveInspection',
    ),
    maintenance2: maintenance('maintenance6000h', 'maintenance12000h', 'maintenance24000h'),
  },
  OIL_FREE: {
    emergency1: oilFreeE1('starDeltaError'),
    emergency2: FIXED_E2,
    caution: caution(...OIL_FREE_CAUTION_KEYS),
    maintenance1: maintenance(
      ...OIL_FREE_MAINTENANCE_KEYS,
      'maintenance4000h',
      'maintenance8000h',
      'maintenance16000h',
      'elementInspection',
      'dryerInspection',
      null,
      null,
      'annualInspection',
    ),
    maintenance2: UNUSED_BITS,
  },
  OIL_FREE2: {
    emergency1: oilFreeE1('memoryError'),
    emergency2: INVERTER_E2,
    caution: caution(...OIL_FREE_CAUTION_KEYS, 'inverterFanLife'),
    maintenance1: maintenance(...OIL_FREE_MAINTENANCE_KEYS, 'elementInspection', 'dryerInspection'),
    maintenance2: maintenance('annualInspection', 'maintenance36000h'),
  },
  WATER_INJECTION: {
    emergency1: emergency(
      'motorOverload',
      'motorCoilTempHigh',
      'reversePhase',
      'openPhase',
      'dischargeTempHigh',
      'dischargePressureHigh',
      'waterShortage',
      'waterLevelLow',
      'waterLevelHigh',
      'waterTempHigh',
      'emergencyStop',
      'sensorErrorPressure',
      'sensorErrorTemperature',
      'cpuError',
    ),
    emergency2: INVERTER_E2,
    caution: caution(
      'dischargeTempHigh',
      'ambientTempHigh',
      'suctionFilterClogged',
      'waterFilterClogged',
      'maintenance100hPassed',
      'sensorErrorAmbient',
      'waterTempHigh',
      'waterLevelLow',
      'waterQualityLow',
      'batteryLow',
      'inverterFanLife',
    ),
    maintenance1: maintenance(
      'suctionFilterCleaning',
      'suctionFilterReplacement',
      'waterFilterReplacement',
      'waterReplacement',
      'ionExchangeResinReplacement',
      'coolerInspection',
      'greaseUp',
      'batteryReplacement',
      'drainValveInspection',
      'safetyValveInspection',
      'elementInspection',
      null,
      null,
      null,
      null,
      'annualInspection',
    ),
    maintenance2: UNUSED_BITS,
  },
};
