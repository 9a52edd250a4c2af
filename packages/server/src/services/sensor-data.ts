/**
 * The sensor-data calls (part 1 §7, part 2 §7, §9; DESIGN §6): latest values of machines, and the
 * history of their sensors, raw, averaged per minute, hour or day, or M4 down-sampled in the database.
 *
 * Authorities: machines the caller cannot see (or that do not exist) are left out of the answer; when
 * none of the requested machines is visible the call answers 404, exactly like an unknown machine.
 * Budget: an answer holds at most max_number points over all series; each of the S series gets at most
 * floor(max_number / S) and `truncated` says that a series had more in the period.
 */
import type { LatestSensorDataBody, SensorDataBody, SensorDataResponse } from '@airsight/contracts';
import { SENSOR_IDS } from '@airsight/contracts/models/registers';
import type { Db } from '../db/database.ts';
import {
  countDevices,
  latestKey,
  latestValueName,
  readLatest,
  readLatestTimes,
  type LatestRow,
} from '../repositories/telemetry-read.ts';
import { NOT_FOUND, type Scope } from './access.ts';
import { writeSensorDataAnswer, type SeriesRead } from './sensor-data-answer.ts';
import { readDerivedSums } from './sensor-data-derived.ts';
import { readHistory } from './sensor-data-history.ts';
import { readM4Hours, readM4Samples } from './sensor-data-m4.ts';
import { readSensorDataRequest, type SensorDataRequest } from './sensor-data-request.ts';

// ---- getLatestSensorData ----------------------------------------------------------------------------

/**
 * From this many machines on, a request that names at least half of the caller's machines is answered
 * by reading all of them by group: sending and matching thousands of keys costs more than the extra rows.
 */
const LARGE_REQUEST = 200;

interface AskedMachine {
  modelId: string;
  serialNo: string;
  /** The sensors asked for this machine in first-mention order, or every sensor. */
  sensors: string[] | 'all';
  /** Its latest row, once read (none: not visible or unknown). */
  row?: LatestRow;
}

/** Machines in first-mention order with their sensors merged, and every sensor asked for any of them. */
function askedMachines(items: LatestSensorDataBody['sensor_list']) {
  const machines: AskedMachine[] = [];
  const byKey = new Map<string, AskedMachine>();
  const sensors = new Set<string>();
  for (const item of items) {
    // No model id holds a '$' (the catalogue's ids): such a name is an unknown machine, and leaving it
    // out keeps 'modelId$serialNo' keys unambiguous.
    if (item.model_id.includes('$')) continue;
    const key = latestKey(item.model_id, item.serial_no);
    let machine = byKey.get(key);
    if (!machine) {
      machine = { modelId: item.model_id, serialNo: item.serial_no, sensors: [] };
      byKey.set(key, machine);
      machines.push(machine);
    }
    if (item.sensorId === undefined) {
      machine.sensors = 'all';
      for (const id of SENSOR_IDS) sensors.add(id);
    } else {
      sensors.add(item.sensorId);
      if (machine.sensors !== 'all' && !machine.sensors.includes(item.sensorId))
        machine.sensors.push(item.sensorId);
    }
  }
  return { machines, byKey, sensors };
}

/**
 * POST getLatestSensorData: the answer (LatestSensorDataResponse) as JSON text, written directly from
 * the database rows: thousands of machines make no objects per sensor and pass no schema serializer.
 * Strings from the request are escaped with JSON.stringify; times, sensor ids (allow-listed) and values
 * (integers, double words as digit strings) need no escaping.
 */
export async function latestSensorDataJson(
  db: Db,
  scope: Scope,
  body: LatestSensorDataBody,
): Promise<string> {
  const { machines, byKey, sensors } = askedMachines(body.sensor_list);
  // Read only the asked registers, in register order.
  const columns = SENSOR_IDS.filter((id) => sensors.has(id));
  const valueNameOf = new Map(columns.map((id, i) => [id, latestValueName(i)]));
  const format = body.iso8601_datetime_format ? 'iso' : 'fourteen';
  const byGroups =
    machines.length >= LARGE_REQUEST && machines.length * 2 >= (await countDevices(db, scope.groupIds));
  const rows = await readLatest(db, scope.groupIds, byGroups ? 'all' : machines, columns, format);
  for (const row of rows) {
    const machine = byKey.get(row.key);
    if (machine) machine.row = row;
  }

  // The answer follows the request; machines not visible (or unknown) are left out. Appending to one
  // string is the cheapest way V8 builds it (measured against arrays joined and JSON.stringify).
  let json = '{"sensor_data_list":[';
  let answered = 0;
  for (const machine of machines) {
    const row = machine.row;
    if (!row) continue;
    const last = row.last_time;
    let timeList = '';
    if (last !== null) {
      const point = format === 'fourteen' ? last.slice(0, 14) : last;
      for (const sensorId of machine.sensors === 'all' ? SENSOR_IDS : machine.sensors) {
        const value = row[valueNameOf.get(sensorId)!];
        const dataList =
          value === null || value === undefined ? '' : '{"measureTime":"' + point + '","data":' + value + '}';
        timeList +=
          (timeList === '' ? '' : ',') + '{"sensorId":"' + sensorId + '","dataList":[' + dataList + ']}';
      }
    }
    json +=
      (answered++ === 0 ? '' : ',') +
      '{"modelId":' +
      JSON.stringify(machine.modelId) +
      ',"serialNo":' +
      JSON.stringify(machine.serialNo) +
      ',"lastMeasureTime":' +
      (last === null ? 'null' : '"' + last + '"') +
      ',"timeList":[' +
      timeList +
      ']}';
  }
  if (answered === 0) throw NOT_FOUND.anyMachine();
  return json + ']}';
}

// ---- getSensorData ----------------------------------------------------------------------------------

/**
 * POST getSensorData in three steps: read the request (sensor-data-request.ts: every refusal, the
 * visible machines, the one read path), run that path (raw or averaged history, M4 of the samples or of
 * the hourly summaries, the derived sums) beside the machines' last measure times, and write the answer
 * (sensor-data-answer.ts).
 */
export async function sensorData(db: Db, scope: Scope, body: SensorDataBody): Promise<SensorDataResponse> {
  const request = await readSensorDataRequest(db, scope, body);
  const [lastTimes, read] = await Promise.all([
    readLatestTimes(
      db,
      request.targets.map((t) => t.device.deviceId),
    ),
    readSeries(db, request),
  ]);
  return writeSensorDataAnswer(request, read, lastTimes);
}

/** The one read path of a request. */
function readSeries(db: Db, request: SensorDataRequest): Promise<SeriesRead> {
  const { path } = request;
  switch (path.kind) {
    case 'history':
      return readHistory(db, request, path.unit);
    case 'm4-samples':
      return readM4Samples(db, request, path.buckets);
    case 'm4-hours':
      return readM4Hours(db, request, path.grid);
    case 'sums':
      return readDerivedSums(db, request, path.unit);
  }
}
