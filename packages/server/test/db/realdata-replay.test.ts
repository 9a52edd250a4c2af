/**
 * Real telemetry end to end: the 1,000 MetroPT-3 samples of /work/shared/realdata (shared/realdata in CI)
 * are replayed over MQTT as the demo gateway into a demo machine of a fully started portal (its own
 * process: embedded broker, ingest, API; demo data, simulator off), then read back through
 * POST /v1/sensor-data-file-mgt/getSensorData with a real session. Every value must come back as sent,
 * and the load cycles seen in the panel lamp word must be the compressor's own (COMP) cycles.
 *
 * Mapping, with the scaling of the model's register map: TP3 (bar) -> 0002 discharge pressure,
 * Oil_temperature (°C) -> 0008 oil temperature, Motor_current (A) -> 0012 motor current, COMP -> the load
 * lamp bit of 0027 (COMP is 0 while the compressor loads), motor running (current above 1 A) -> the start
 * lamp bit. Times keep their spacing but are moved to end shortly before now (the ingest refuses samples
 * older than its retention), in the machine's time zone offset as a gateway sends them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import {
  formatApiTime,
  registersTopic,
  type RegisterSample,
  type SensorDataResponse,
} from '@airsight/contracts';
import { MODELS, type ModelId } from '@airsight/contracts/models/catalogue';
import { registersForModel } from '@airsight/contracts/models/registers';
import { signedInHeaders } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { spawnPortal, stopPortal, waitReady, type Portal } from './portal-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const CSV_CANDIDATES = [
  process.env.REALDATA_CSV,
  // CI clones the repository with shared/ beside it.
  path.resolve(ROOT, '../shared/realdata/metropt3-extract.csv'),
].filter((p): p is string => Boolean(p));
const MODEL: ModelId = 'OIL_INJECTION';
const TIME_ZONE_OFFSET_MINUTES = 9 * 60; // Asia/Tokyo, the demo machine's zone
const SENSORS = ['sn_D002', 'sn_D008', 'sn_D012', 'sn_D027'] as const;

interface CsvRow {
  time: number;
  tp3: number;
  oilTemperature: number;
  motorCurrent: number;
  comp: number;
}

function readCsv(): CsvRow[] {
  const file = CSV_CANDIDATES.find((p) => fs.existsSync(p));
  if (!file) throw new Error(`the real-data extract is missing; looked in ${CSV_CANDIDATES.join(', ')}`);
  const [header, ...lines] = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const columns = header!.split(',');
  const at = (name: string) => {
    const i = columns.indexOf(name);
    if (i < 0) throw new Error(`column ${name} missing in ${file}`);
    return i;
  };
  const [iTime, iTp3, iOil, iCurrent, iComp] = [
    'timestamp',
    'TP3',
    'Oil_temperature',
    'Motor_current',
    'COMP',
  ].map(at);
  return lines.map((line) => {
    const cells = line.split(',');
    return {
      // The data set's clock is Porto local time, UTC+0 in February.
      time: Date.parse(`${cells[iTime!]!.replace(' ', 'T')}Z`),
      tp3: Number(cells[iTp3!]),
      oilTemperature: Number(cells[iOil!]),
      motorCurrent: Number(cells[iCurrent!]),
      comp: Number(cells[iComp!]),
    };
  });
}

/** Raw word of a measurement register from a value in the register's locale-1 unit (bar, °C, A). */
function rawOf(modelId: ModelId, address: string, value: number, unit: string): number {
  const def = registersForModel(modelId).find((r) => r.address === address);
  if (!def?.unit || !def.scale) throw new Error(`register ${address} of ${modelId} is not a measurement`);
  const i = def.unit.indexOf(unit);
  if (i < 0) throw new Error(`register ${address} of ${modelId} is not in ${unit} (${def.unit.join(', ')})`);
  const raw = Math.round(value / def.scale[i]!);
  return raw < 0 ? raw + 65_536 : raw;
}

function isoWithOffset(ms: number, offsetMinutes: number): string {
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Load starts (COMP 1 -> 0) and ends (0 -> 1), as times. */
function compTransitions(rows: { time: number; loading: boolean }[]): { starts: number[]; ends: number[] } {
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 1; i < rows.length; i++) {
    if (rows[i]!.loading && !rows[i - 1]!.loading) starts.push(rows[i]!.time);
    if (!rows[i]!.loading && rows[i - 1]!.loading) ends.push(rows[i]!.time);
  }
  return { starts, ends };
}

describe('real compressor data replayed through MQTT', () => {
  let database: TestDatabase;
  let portal: Portal | undefined;
  let baseUrl: string;
  let mqttPort: number;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-replay-'));
    portal = await spawnPortal(dataDir, {
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      DEMO: 'on',
      // Only the replayed data may reach the machine.
      SIMULATOR: 'off',
      LOG_LEVEL: 'warn',
    });
    baseUrl = `http://127.0.0.1:${portal.port}`;
    mqttPort = portal.mqttPort;
    // Ready = HTTP answers and the broker accepts the demo gateway.
    await waitReady(portal, { timeoutMs: 90_000, alsoReady: brokerAccepts });
  }, 120_000);

  async function brokerAccepts(): Promise<boolean> {
    try {
      const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, {
        username: 'demo-gateway',
        password: 'demo',
        reconnectPeriod: 0,
        connectTimeout: 2_000,
      });
      await client.endAsync();
      return true;
    } catch {
      return false;
    }
  }

  afterAll(async () => {
    try {
      if (portal) await stopPortal(portal);
    } finally {
      await database?.drop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('stores all 1,000 samples unchanged and shows the load cycles of the data', async () => {
    const rows = readCsv();
    expect(rows).toHaveLength(1000);
    const device = await database.db
      .selectFrom('devices')
      .select(['model_id', 'serial_no'])
      .where('model_id', '=', MODEL)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Lamp positions from the model catalogue: start (motor running) and load (COMP).
    const bits = MODELS[MODEL].lampBits;

    // Keep the spacing, end about 15 minutes ago.
    const span = rows.at(-1)!.time - rows[0]!.time;
    const shift = Math.floor((Date.now() - span - 15 * 60_000) / 60_000) * 60_000 - rows[0]!.time;
    const samples: (RegisterSample & { at: number })[] = rows.map((row) => {
      const loading = row.comp === 0;
      const running = row.motorCurrent > 1;
      const at = row.time + shift;
      return {
        at,
        time: isoWithOffset(at, TIME_ZONE_OFFSET_MINUTES),
        registers: {
          '0002': rawOf(MODEL, '0002', row.tp3, 'bar'),
          '0008': rawOf(MODEL, '0008', row.oilTemperature, '°C'),
          '0012': rawOf(MODEL, '0012', row.motorCurrent, 'A'),
          '0027': (running ? 1 << bits.start : 0) | (loading ? 1 << bits.load : 0),
        },
      };
    });

    // One message per sample, in order, as a gateway replaying its buffer would send them.
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, {
      username: 'demo-gateway',
      password: 'demo',
      clientId: `realdata-replay-${process.pid}`,
    });
    try {
      const topic = registersTopic(device.model_id, device.serial_no);
      for (let i = 0; i < samples.length; i += 100) {
        await Promise.all(
          samples
            .slice(i, i + 100)
            .map(({ time, registers }) =>
              client.publishAsync(topic, JSON.stringify({ time, registers }), { qos: 1 }),
            ),
        );
      }
    } finally {
      await client.endAsync();
    }

    // Every PUBACK came after its commit: the data is there now.
    const headers = {
      ...(await signedInHeaders(database.db, 'supplier')),
      'content-type': 'application/json',
    };
    const response = await fetch(`${baseUrl}/v1/sensor-data-file-mgt/getSensorData`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        get_class: 1,
        max_number: 30_000,
        measure_time_from: formatApiTime(new Date(samples[0]!.at)),
        measure_time_to: formatApiTime(new Date(samples.at(-1)!.at)),
        round_kbn: 0,
        sensor_list: SENSORS.map((sensor_id) => ({
          model_id: device.model_id,
          serial_no: device.serial_no,
          sensor_id,
        })),
      }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = (await response.json()) as SensorDataResponse;
    expect(body.truncated).toBe(false);
    expect(body.sensor_data_list).toHaveLength(1);
    const machine = body.sensor_data_list[0]!;
    expect([machine.modelId, machine.serialNo]).toEqual([device.model_id, device.serial_no]);

    const expectedTimes = samples.map((s) => formatApiTime(new Date(s.at)));
    for (const sensorId of SENSORS) {
      const series = machine.timeList.find((t) => t.sensorId === sensorId);
      expect(series, `series ${sensorId}`).toBeDefined();
      expect(series!.dataList).toHaveLength(1000);
      expect(series!.dataList.map((p) => p.measureTime)).toEqual(expectedTimes);
      const address = `00${sensorId.slice(-2)}`;
      expect(series!.dataList.map((p) => p.data)).toEqual(samples.map((s) => s.registers[address]));
    }

    // The load cycles read from the lamp word are those of the compressor.
    const lamp = machine.timeList.find((t) => t.sensorId === 'sn_D027')!.dataList;
    const fromLamp = compTransitions(
      lamp.map((p, i) => ({ time: samples[i]!.at, loading: ((p.data >> bits.load) & 1) === 1 })),
    );
    const fromCsv = compTransitions(rows.map((r) => ({ time: r.time + shift, loading: r.comp === 0 })));
    expect(fromCsv.starts.length).toBeGreaterThan(0);
    expect(fromLamp).toEqual(fromCsv);
  }, 60_000);
});
