/**
 * What the machine information screen shows, computed from the model catalogue and one machine's latest
 * data (part 2 §2, §3, §4, §9). Pure: no React, no I/O, so that the rules are unit-tested on their own.
 */
import type { Locale } from '@airsight/contracts/locales';
import type { LampKey } from '@airsight/contracts/models/catalogue';
import {
  RUNNING_HOURS_SENSOR_ID,
  START_COUNT_SENSOR_ID,
  STATUS_SENSOR_ID,
  registersForModel,
  type RegisterDef,
} from '@airsight/contracts/models/registers';
import type { Quantity } from '@airsight/contracts/models/units';
import { bitListColor, lampColor, readStatusBits } from '@airsight/contracts/domain/status';
import { formatRegisterValue, localeSlot } from '@airsight/contracts/domain/values';
import { apiTimeToMs } from '@airsight/contracts/format/api-time';
import { formatNumber } from '@airsight/contracts/format/number';

/** The shape of one machine's latest data that this module reads (contracts MachineSensorData). */
export interface LatestData {
  lastMeasureTime?: string | null;
  timeList?: ReadonlyArray<{
    sensorId: string;
    dataList?: ReadonlyArray<{ measureTime: string; data: number }> | null;
  }> | null;
}

/** Shown where a value is missing. */
export const NO_VALUE = '-';

/** The newest raw value of each sensor. */
export function latestValues(data: LatestData | null | undefined): Map<string, number> {
  const values = new Map<string, number>();
  for (const sensor of data?.timeList ?? []) {
    let newest: { t: number; data: number } | undefined;
    for (const point of sensor.dataList ?? []) {
      const t = apiTimeToMs(point.measureTime) ?? -Infinity;
      if (typeof point.data !== 'number' || !Number.isFinite(point.data)) continue;
      if (!newest || t >= newest.t) newest = { t, data: point.data };
    }
    if (newest) values.set(sensor.sensorId, newest.data);
  }
  return values;
}

/** The time of the newest measurement (epoch ms): lastMeasureTime, or the newest point of any sensor. */
export function lastMeasureTimeOf(data: LatestData | null | undefined): number | undefined {
  let last = data?.lastMeasureTime ? apiTimeToMs(data.lastMeasureTime) : undefined;
  for (const sensor of data?.timeList ?? []) {
    for (const point of sensor.dataList ?? []) {
      const t = apiTimeToMs(point.measureTime);
      if (t !== undefined && (last === undefined || t > last)) last = t;
    }
  }
  return last;
}

// ---- the six lamps of the machine card -------------------------------------------------------------

/** The card's lamps in the order of part 2 §2, with their dictionary keys. */
export const CARD_LAMPS = [
  { lamp: 'start', labelKey: 'running' },
  { lamp: 'emergency', labelKey: 'emergency' },
  { lamp: 'load', labelKey: 'load' },
  { lamp: 'caution', labelKey: 'caution' },
  { lamp: 'local', labelKey: 'local' },
  { lamp: 'maintenance', labelKey: 'maintenance' },
] as const satisfies ReadonlyArray<{ lamp: LampKey; labelKey: string }>;
export type CardLampLabelKey = (typeof CARD_LAMPS)[number]['labelKey'];

export interface CardLamp {
  lamp: LampKey;
  labelKey: CardLampLabelKey;
  on: boolean;
  color: string;
}

/**
 * Grey when off or without a status word; running, load, local green, emergency red, caution orange,
 * maintenance yellow. `live` false (a disconnected machine, part 1 §4) greys every lamp: a lamp says what
 * the machine does now, and a machine silent for 160 minutes or more has no "now" (part 2 §4: grey when
 * there is no data). The last word it sent stays readable in the alarm records.
 */
export function cardLamps(modelId: string, statusWord: number | undefined, live = true): CardLamp[] {
  const flags = live ? readStatusBits(modelId, statusWord) : undefined;
  return CARD_LAMPS.map(({ lamp, labelKey }) => {
    const on = flags?.[lamp as keyof typeof flags] === true;
    return { lamp, labelKey, on, color: lampColor(lamp, on) };
  });
}

// ---- reading groups --------------------------------------------------------------------------------

export type ReadingGroupKey = 'pressure' | 'temperature' | 'current' | 'load';

const GROUP_OF_QUANTITY: Readonly<Record<Quantity, ReadingGroupKey>> = {
  pressure: 'pressure',
  lowPressure: 'pressure',
  temperature: 'temperature',
  current: 'current',
  percent: 'load',
};

export const READING_GROUPS: readonly ReadingGroupKey[] = ['pressure', 'temperature', 'current', 'load'];

export interface Reading {
  sensorId: string;
  name: string;
  /** The converted value with its decimals and ja-JP grouping, or '-' without data. */
  value: string;
  unit: string;
}

function readingOf(reg: RegisterDef, values: Map<string, number>, locale: Locale): Reading {
  const slot = localeSlot(locale);
  const text = formatRegisterValue(reg, values.get(reg.sensorId), locale);
  return {
    sensorId: reg.sensorId,
    name: reg.name[slot],
    value: text === '' ? NO_VALUE : text,
    unit: reg.unit?.[slot] ?? '',
  };
}

/** Every measurement register of the model in its group, in address order (unused registers skipped). */
export function readingGroups(
  modelId: string,
  values: Map<string, number>,
  locale: Locale,
): Array<{ group: ReadingGroupKey; readings: Reading[] }> {
  const groups = new Map<ReadingGroupKey, Reading[]>(READING_GROUPS.map((g) => [g, []]));
  for (const reg of registersForModel(modelId)) {
    if (reg.kind !== 'measurement' || !reg.quantity) continue;
    groups.get(GROUP_OF_QUANTITY[reg.quantity])?.push(readingOf(reg, values, locale));
  }
  return READING_GROUPS.map((group) => ({ group, readings: groups.get(group) ?? [] })).filter(
    (g) => g.readings.length > 0,
  );
}

/** Running hours and the start count (double words), with grouping; '-' without data. */
export function counters(
  modelId: string,
  values: Map<string, number>,
  locale: Locale,
): Array<{ key: 'runningHours' | 'startCount'; name: string; value: string; unit: string }> {
  const slot = localeSlot(locale);
  const regs = registersForModel(modelId);
  const of = (sensorId: string, key: 'runningHours' | 'startCount', unit: string) => {
    const reg = regs.find((r) => r.sensorId === sensorId);
    if (!reg) return [];
    const raw = values.get(sensorId);
    return [
      {
        key,
        name: reg.name[slot],
        value: raw === undefined ? NO_VALUE : formatNumber(raw, 0),
        unit,
      },
    ];
  };
  return [
    ...of(RUNNING_HOURS_SENSOR_ID, 'runningHours', 'h'),
    ...of(START_COUNT_SENSOR_ID, 'startCount', ''),
  ];
}

// ---- bit lists -------------------------------------------------------------------------------------

export type BitListKey = 'error1' | 'error2' | 'caution' | 'maintenance' | 'runningState';

/** The lists of part 2 §2 and the registers that feed each (0028 and 0029 together for maintenance). */
export const BIT_LISTS: ReadonlyArray<{
  key: BitListKey;
  registers: ReadonlyArray<24 | 25 | 26 | 27 | 28 | 29>;
}> = [
  { key: 'error1', registers: [24] },
  { key: 'error2', registers: [25] },
  { key: 'caution', registers: [26] },
  { key: 'maintenance', registers: [28, 29] },
  { key: 'runningState', registers: [27] },
];

export interface BitLamp {
  /** e.g. '0024-3' */
  id: string;
  name: string;
  on: boolean;
  color: string;
}

/**
 * Every named bit of the list's registers, lit in its list's colour when set (grey when off or no data).
 * `live` false greys them all, for the reason of cardLamps.
 */
export function bitLists(
  modelId: string,
  values: Map<string, number>,
  locale: Locale,
  live = true,
): Array<{ key: BitListKey; lamps: BitLamp[] }> {
  const slot = localeSlot(locale);
  const regs = registersForModel(modelId);
  return BIT_LISTS.map(({ key, registers }) => {
    const lamps: BitLamp[] = [];
    for (const register of registers) {
      const reg = regs.find((r) => r.sensorId === `sn_D0${register}`);
      if (!reg || reg.kind !== 'bits') continue;
      const word = live ? values.get(reg.sensorId) : undefined;
      for (const bit of reg.bits ?? []) {
        if (!bit.name) continue;
        const on = word !== undefined && ((word >> bit.decimal) & 1) === 1;
        lamps.push({
          id: `${reg.address}-${bit.decimal}`,
          name: bit.name[slot],
          on,
          color: bitListColor(register, on),
        });
      }
    }
    return { key, lamps };
  }).filter((list) => list.lamps.length > 0);
}

/** The status word sn_D027 of the latest data, if any. */
export function statusWordOf(values: Map<string, number>): number | undefined {
  return values.get(STATUS_SENSOR_ID);
}

/** Whether the model has register (sensor) definitions at all; the gateway model and unknown ids do not. */
export function hasSensorDefinitions(modelId: string): boolean {
  return registersForModel(modelId).length > 0;
}
