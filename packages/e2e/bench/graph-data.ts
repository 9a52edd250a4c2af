/**
 * The telemetry of the graph figures (bench/graphs.ts), written in SQL (INSERT … SELECT generate_series)
 * on top of the generated fleet (bench/fleet.ts):
 *
 * - the trend machine: the first OIL_INJECTION machine of 'Bench Plant 1', with a 1-minute snapshot from
 *   367 days ago up to now (about 528,000 rows) of four sensors, one per chart: discharge pressure,
 *   discharge temperature, motor current and load, in a daily and weekly rhythm with noise, loaded by day
 *   and unloaded at night. The portal's ingest summariser makes its hourly summaries, as it does for
 *   ingested samples (waitForTrendSummaries waits for it);
 * - the volume group: plant 'Bench Graph Plant' (GRAPH_PLANT_ID) with 50 machines of every model, their
 *   hourly and daily operating sums for 367 days up to the sealed hours written as the summariser leaves
 *   them (device_operating_hourly and _daily, covered by an 'operating' coverage row), and 1-minute
 *   snapshots since then.
 */
import pg from 'pg';
import { MODEL_IDS } from '@airsight/contracts/models/catalogue';
import { encodeLamps } from '@airsight/contracts/domain/status';
import { BENCH_COMPANY_ID, plantId } from './fleet.ts';

export const GRAPH_PLANT_ID = 'bench-co-graphs';
export const GROUP_MACHINES = 50;
/** Days of data before now: the longest period (366 days) and a day to spare. */
const DAYS = 367;

export interface TrendMachine {
  id: string;
  modelId: string;
  serialNo: string;
}

export interface GraphData {
  trend: TrendMachine;
  trendSamples: number;
  groupMachines: number;
  groupHours: number;
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function writeTrendMachine(client: pg.Client): Promise<{ trend: TrendMachine; samples: number }> {
  const { rows } = await client.query<{ id: string; model_id: string; serial_no: string }>(
    `SELECT id, model_id, serial_no FROM devices
     WHERE device_group_id = $1 AND model_id = 'OIL_INJECTION' ORDER BY id LIMIT 1`,
    [plantId(1)],
  );
  const machine = rows[0];
  if (!machine) throw new Error(`no OIL_INJECTION machine in ${plantId(1)}: write the bench fleet first`);
  await client.query(
    `SELECT ensure_snapshot_partition(m::date)
     FROM generate_series(date_trunc('month', now() - $1 * interval '1 day'), now(), interval '1 month') m`,
    [DAYS],
  );
  const loaded = encodeLamps('OIL_INJECTION', { start: true, load: true });
  const unloaded = encodeLamps('OIL_INJECTION', { start: true });
  // i counts minutes from the first sample; m is the minute of the day, w of the week.
  const inserted = await client.query(
    `INSERT INTO snapshots (device_id, measure_time, d002, d006, d012, d014, d020_021, d022_023, d027)
     SELECT $1::bigint, s.t,
            680 + (s.m * 60 / 1440) + (s.i * 7919) % 23,
            780 + (s.w / 60) + (s.i * 104729) % 17,
            CASE WHEN s.m BETWEEN 480 AND 1200 THEN 45 + (s.i * 31) % 20 ELSE 12 + (s.i * 13) % 6 END,
            CASE WHEN s.m BETWEEN 480 AND 1200 THEN 70 + (s.i * 17) % 30 ELSE (s.i * 11) % 15 END,
            10000 + s.i / 60, 500 + s.i / 1440,
            CASE WHEN s.m BETWEEN 480 AND 1200 THEN $3::int ELSE $4::int END
     FROM (
       SELECT i, start + i * interval '1 minute' AS t, i % 1440 AS m, i % 10080 AS w
       FROM (SELECT date_trunc('minute', now()) - $2 * interval '1 day' AS start) x
       CROSS JOIN generate_series(0::bigint, $2::bigint * 1440) i
     ) s`,
    [machine.id, DAYS, loaded, unloaded],
  );
  await client.query(
    `INSERT INTO device_latest (device_id, measure_time, received_at, d002, d006, d012, d014, d027)
     SELECT device_id, measure_time, now(), d002, d006, d012, d014, d027 FROM snapshots
     WHERE device_id = $1 ORDER BY measure_time DESC LIMIT 1
     ON CONFLICT (device_id) DO UPDATE SET measure_time = excluded.measure_time, d002 = excluded.d002,
       d006 = excluded.d006, d012 = excluded.d012, d014 = excluded.d014, d027 = excluded.d027`,
    [machine.id],
  );
  return {
    trend: { id: machine.id, modelId: machine.model_id, serialNo: machine.serial_no },
    samples: inserted.rowCount ?? 0,
  };
}

async function writeVolumeGroup(client: pg.Client): Promise<{ machines: number; hours: number }> {
  await client.query(
    `INSERT INTO device_groups (device_group_id, parent_device_group_id, root_group_id, device_group_type,
                                name_locale1, name_locale2, name_locale3, sort_order)
     VALUES ($1, $2, 'SUPPLIER$', 'BENCH_CO_GRAPHS', 'Bench Graph Plant', 'ベンチ グラフ工場', '基准图表工厂', 99)`,
    [GRAPH_PLANT_ID, BENCH_COMPANY_ID],
  );
  const inserted = await client.query<{ id: string; model_id: string }>(
    `INSERT INTO devices (model_id, serial_no, device_group_id, name_locale1, name_locale2, name_locale3,
                          optional_info_1, optional_info_2, time_zone, iot_device_flg, maker_code,
                          setup_place, consent_form_received, service_customer_code)
     SELECT ($1::text[])[i % cardinality($1::text[]) + 1], format('G2207-%s_BG', lpad((i + 1)::text, 5, '0')), $2,
            'Bench Graph Plant', 'ベンチ グラフ工場', '基准图表工厂', 'SAS-37A', 'No.' || (i + 1),
            'Asia/Tokyo', 1, 'AS', 'Compressor room G', true, 'BG0001'
     FROM generate_series(0, $3::int - 1) i
     RETURNING id, model_id`,
    [MODEL_IDS, GRAPH_PLANT_ID, GROUP_MACHINES],
  );
  const ids = inserted.rows.map((r) => r.id);
  const { rows } = await client.query<{ sealed: Date; start: Date }>(
    `SELECT date_trunc('hour', now() - interval '2 hours', 'UTC') AS sealed,
            date_trunc('day', now() - $1 * interval '1 day', 'UTC') AS start`,
    [DAYS],
  );
  const { sealed, start } = rows[0]!;
  // A working day's rhythm: 8-20 h loaded most of the time, idle at night; every 97th hour without current.
  const hours = await client.query(
    `INSERT INTO device_operating_hourly
       (device_id, hour, loaded_seconds, unloaded_seconds, ampere_seconds, no_current_seconds)
     SELECT d.id, h, l, u, CASE WHEN i % 97 = 0 THEN 0 ELSE (l * 60 + u * 22) END,
            CASE WHEN i % 97 = 0 THEN l + u ELSE 0 END
     FROM unnest($1::bigint[]) AS d(id)
     CROSS JOIN LATERAL (
       SELECT i, $2::timestamptz + i * interval '1 hour' AS h,
              CASE WHEN (i + d.id) % 24 BETWEEN 8 AND 19 THEN 2400 + (i * 7 + d.id) % 900 ELSE (i * 13) % 300 END AS l,
              CASE WHEN (i + d.id) % 24 BETWEEN 8 AND 19 THEN 600 ELSE 300 END AS u
       FROM generate_series(0, (extract(epoch FROM $3::timestamptz - $2::timestamptz) / 3600)::int - 1) i
     ) s`,
    [ids, start, sealed],
  );
  await client.query(
    `INSERT INTO device_operating_daily (device_id, day, with_current, time_zone, hours, loaded_seconds,
                                        unloaded_seconds, ampere_seconds, no_current_seconds)
     SELECT h.device_id, date_trunc('day', h.hour, d.time_zone), h.no_current_seconds = 0, d.time_zone, count(*),
            sum(h.loaded_seconds), sum(h.unloaded_seconds), sum(h.ampere_seconds), sum(h.no_current_seconds)
     FROM device_operating_hourly h JOIN devices d ON d.id = h.device_id
     WHERE h.device_id = ANY($1::bigint[])
     GROUP BY 1, 2, 3, 4`,
    [ids],
  );
  await client.query(
    `INSERT INTO snapshot_m4_coverage (device_id, sensor, covered_from, covered_to)
     SELECT id, 'operating', $2, $3 FROM unnest($1::bigint[]) AS d(id)`,
    [ids, start, sealed],
  );
  await client.query(
    `SELECT ensure_snapshot_partition(m::date)
     FROM generate_series(date_trunc('month', $1::timestamptz), now(), interval '1 month') m`,
    [sealed],
  );
  const words = inserted.rows.map((r) => encodeLamps(r.model_id, { start: true, load: true }));
  await client.query(
    `INSERT INTO snapshots (device_id, measure_time, d012, d014, d027)
     SELECT d.id, $3::timestamptz - interval '5 minutes' + i * interval '1 minute', 50 + i % 7, 80, d.word
     FROM unnest($1::bigint[], $2::int[]) AS d(id, word)
     CROSS JOIN generate_series(0, (extract(epoch FROM now() - $3::timestamptz) / 60)::int + 4) i`,
    [ids, words, sealed],
  );
  await client.query(
    `INSERT INTO device_latest (device_id, measure_time, received_at, d012, d014, d027)
     SELECT d.id, now(), now(), 50, 80, d.word FROM unnest($1::bigint[], $2::int[]) AS d(id, word)`,
    [ids, words],
  );
  return { machines: ids.length, hours: hours.rowCount ?? 0 };
}

/** Writes the trend machine's year and the volume group's sums; the bench fleet must be written first. */
export async function writeGraphData(databaseUrl: string): Promise<GraphData> {
  return withClient(databaseUrl, async (client) => {
    await client.query('BEGIN');
    try {
      const { trend, samples } = await writeTrendMachine(client);
      const group = await writeVolumeGroup(client);
      await client.query('COMMIT');
      await client.query('ANALYZE');
      return { trend, trendSamples: samples, groupMachines: group.machines, groupHours: group.hours };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}

/**
 * Waits until the portal's ingest summariser has summarised the trend machine's sealed hours (its M4
 * coverage reaches back to the first sample and up to two hours ago), so that the figures meet the
 * screen as a user meets it after ingest. Answers the milliseconds waited.
 */
export async function waitForTrendSummaries(
  databaseUrl: string,
  deviceId: string,
  timeoutMs = 180_000,
): Promise<number> {
  const started = performance.now();
  return withClient(databaseUrl, async (client) => {
    for (;;) {
      const { rows } = await client.query<{ ready: boolean }>(
        `SELECT count(*) > 0 AND bool_and(c.covered_from <= f.first AND c.covered_to >= now() - interval '3 hours') AS ready
         FROM snapshot_m4_coverage c
         CROSS JOIN (SELECT min(measure_time) AS first FROM snapshots WHERE device_id = $1) f
         WHERE c.device_id = $1 AND c.sensor <> 'operating'`,
        [deviceId],
      );
      if (rows[0]?.ready) return performance.now() - started;
      if (performance.now() - started > timeoutMs) {
        throw new Error(`the summariser did not cover the trend machine within ${timeoutMs / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  });
}
