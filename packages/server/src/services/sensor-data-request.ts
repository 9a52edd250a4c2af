/**
 * What getSensorData's two answerers (sensor-data.ts for registers, sensor-data-derived.ts for the derived
 * sums) read from a request the same way: the period, the machines with their sensors, and how times are
 * written back.
 */
import {
  formatApiTime,
  parseApiTime,
  SENSOR_DATA_MAX_SPAN_DAYS,
  type SensorDataBody,
  type SensorSeries,
} from '@airsight/contracts';
import { encodeSeriesColumns } from '@airsight/contracts/format/series-columns';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import type { DeviceKey } from '../repositories/telemetry-read.ts';
import { NOT_FOUND, visibleMachines, type Scope } from './access.ts';

const DAY_MS = 86_400_000;

/** How answer times are written: 14 digits (lastMeasureTime with a fraction) or ISO 8601. */
export function timeWriter(iso: boolean | undefined) {
  return {
    point: (t: Date | number) => (iso ? new Date(t).toISOString() : formatApiTime(t)),
    last: (t: Date | null) => (t === null ? null : iso ? t.toISOString() : formatApiTime(t, true)),
  };
}

/**
 * One answered series: its points as dataList (times written by `writeTime`) or, when the request asked
 * for columns, as the column form with an empty dataList. Points are in answer order.
 */
export function answerSeries(
  sensorId: string,
  points: readonly { timeMs: number; value: number }[],
  columns: boolean | undefined,
  writeTime: (ms: number) => string,
): SensorSeries {
  if (columns) {
    // Whole seconds, as the 14-digit form writes them: both forms answer the same points.
    const seconds = points.map((p) => ({ timeMs: Math.floor(p.timeMs / 1000) * 1000, value: p.value }));
    return { sensorId, dataList: [], columns: encodeSeriesColumns(seconds) };
  }
  return { sensorId, dataList: points.map((p) => ({ measureTime: writeTime(p.timeMs), data: p.value })) };
}

/** Machines in first-mention order, each with the sensors asked for it in first-mention order. */
export function groupByMachine<T extends { model_id: string; serial_no: string }>(
  items: readonly T[],
  sensorOf: (item: T) => string | undefined,
): { key: DeviceKey; sensors: string[] | 'all' }[] {
  const machines = new Map<string, { key: DeviceKey; sensors: string[] | 'all' }>();
  for (const item of items) {
    const id = machineKeyOf(item.model_id, item.serial_no);
    let machine = machines.get(id);
    if (!machine) {
      machine = { key: { modelId: item.model_id, serialNo: item.serial_no }, sensors: [] };
      machines.set(id, machine);
    }
    const sensor = sensorOf(item);
    if (sensor === undefined) machine.sensors = 'all';
    else if (machine.sensors !== 'all' && !machine.sensors.includes(sensor)) machine.sensors.push(sensor);
  }
  return [...machines.values()];
}

export interface Period {
  from: Date;
  to: Date;
}

/** The period of a request, checked; `where` names the part of the request that holds its two times. */
export function readPeriod(
  times: Pick<SensorDataBody, 'measure_time_from' | 'measure_time_to'>,
  where: 'body' | 'querystring' = 'body',
): Period {
  const from = parseApiTime(times.measure_time_from);
  if (!from)
    throw badRequest(`${where}.measure_time_from: "${times.measure_time_from}" is not a real date and time`);
  const to = parseApiTime(times.measure_time_to);
  if (!to)
    throw badRequest(`${where}.measure_time_to: "${times.measure_time_to}" is not a real date and time`);
  if (from.getTime() > to.getTime()) {
    throw badRequest(`${where}: measure_time_from must not be after measure_time_to`, 'INAPPROPRIATE_DATE');
  }
  if (to.getTime() - from.getTime() > SENSOR_DATA_MAX_SPAN_DAYS * DAY_MS) {
    throw badRequest(
      `${where}: the period from measure_time_from to measure_time_to must not exceed ${SENSOR_DATA_MAX_SPAN_DAYS} days`,
      'PERIOD_TOO_LONG',
    );
  }
  return { from, to };
}

/**
 * The requested machines the caller may see, each with its sensors, in first-mention order; 404 when it
 * may see none of them (exactly as for machines that do not exist).
 */
export async function visibleTargets(db: Db, scope: Scope, sensorList: SensorDataBody['sensor_list']) {
  const machines = groupByMachine(sensorList, (item) => item.sensor_id);
  const visible = await visibleMachines(
    db,
    scope,
    machines.map((m) => m.key),
  );
  if (visible.length === 0) throw NOT_FOUND.anyMachine();
  const deviceOf = new Map(visible.map((d) => [machineKeyOf(d.modelId, d.serialNo), d]));
  return machines.flatMap((m) => {
    const device = deviceOf.get(machineKeyOf(m.key.modelId, m.key.serialNo));
    return device ? [{ device, sensors: m.sensors as string[] }] : [];
  });
}
