/**
 * The generated fleet of the browser bench, written in SQL (INSERT … SELECT generate_series) under the
 * supplier root of the demo data: company 'Bench Co' with ten plants of 1,000 compressors each
 * ('Bench Plant 1' … 'Bench Plant 10'), so that HomeAdmin of the company lists 10,000 machines and
 * HomeConsumer of 'Bench Plant 1' shows 1,000 cards. Serial numbers, models and customer's machine
 * numbers look like the demo fleet's (demo/fleet.ts), so that searching narrows the table the way it
 * would on real data. Statuses are mixed: running, stopped, emergency, caution, maintenance, stale
 * (older than 160 minutes) and never communicated, with the panel lamp bits of each model (d027).
 */
import pg from 'pg';
import { MODEL_IDS, MODELS, SALES_MODEL_NAMES } from '@airsight/contracts/models/catalogue';
import { encodeLamps } from '@airsight/contracts/domain/status';

export const BENCH_COMPANY_ID = 'bench-co';
export const PLANTS = 10;
export const MACHINES_PER_PLANT = 1_000;
export const plantId = (n: number) => `bench-co-p${String(n).padStart(2, '0')}`;

/** Status words per model, in the order of the `state` numbers the SQL below picks. */
const STATES = [
  { start: true, load: true }, // 0 running, loaded
  {}, // 1 stopped
  { emergency: true }, // 2 emergency stop
  { start: true, load: true, caution: true }, // 3 caution
  { start: true, maintenance: true }, // 4 maintenance due
  { start: true }, // 5 running unloaded
] as const;

export async function writeBenchFleet(databaseUrl: string): Promise<{ machines: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO device_groups (device_group_id, parent_device_group_id, root_group_id, device_group_type,
                                  name_locale1, name_locale2, name_locale3, sort_order)
       SELECT $1, 'supplier', 'SUPPLIER$', 'BENCH_CO', 'Bench Co', 'ベンチ工業', '基准工业', 100`,
      [BENCH_COMPANY_ID],
    );
    await client.query(
      `INSERT INTO device_groups (device_group_id, parent_device_group_id, root_group_id, device_group_type,
                                  name_locale1, name_locale2, name_locale3, sort_order)
       SELECT format('bench-co-p%s', lpad(p::text, 2, '0')), $1, 'SUPPLIER$', format('BENCH_CO_P%s', lpad(p::text, 2, '0')),
              'Bench Plant ' || p, 'ベンチ第' || p || '工場', '基准第' || p || '工厂', p
       FROM generate_series(1, $2::int) p`,
      [BENCH_COMPANY_ID, PLANTS],
    );
    const prefixes = MODEL_IDS.map((m) =>
      m === 'WATER_INJECTION' ? 'W' : MODELS[m].type === 'oil-free' ? 'F' : 'A',
    );
    // Machine i (0-based) sits in plant i / 1000 + 1; h is a stable pseudo-random number per machine.
    const inserted = await client.query(
      `WITH m AS (
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY
                AS m(model_id, prefix, name_a, name_b, ord)
       )
       INSERT INTO devices (model_id, serial_no, device_group_id, name_locale1, name_locale2, name_locale3,
                            optional_info_1, optional_info_2, time_zone, iot_device_flg, latitude, longitude,
                            maker_code, setup_place, consent_form_received, service_customer_code)
       SELECT m.model_id,
              format('%s%s%s-%s_B%s', m.prefix, 15 + x.h % 10, lpad((1 + (x.h / 10) % 12)::text, 2, '0'),
                     lpad((i + 1)::text, 5, '0'), lpad(x.plant::text, 5, '0')),
              format('bench-co-p%s', lpad(x.plant::text, 2, '0')),
              'Bench Co Plant ' || x.plant, 'ベンチ工業 第' || x.plant || '工場', '基准工业 第' || x.plant || '工厂',
              CASE WHEN (x.h / 7) % 2 = 0 THEN m.name_a ELSE m.name_b END,
              CASE WHEN x.h % 100 < 15 THEN NULL ELSE 'No.' || x.n END,
              'Asia/Tokyo', 1, 35 + (x.h % 1000) / 1000.0, 139 + (x.h / 1000 % 1000) / 1000.0,
              'AS', CASE WHEN x.n <= 500 THEN 'Compressor room A' ELSE 'Compressor room B' END,
              x.h % 100 >= 12, format('B%s', lpad(x.plant::text, 5, '0'))
       FROM generate_series(0, $5::int - 1) i
       CROSS JOIN LATERAL (SELECT abs(hashtext('bench-' || i)) AS h, i / $6::int + 1 AS plant,
                                  i % $6::int + 1 AS n) x
       JOIN m ON m.ord = i % 9 + 1`,
      [
        MODEL_IDS,
        prefixes,
        MODEL_IDS.map((m) => SALES_MODEL_NAMES[m][0]),
        MODEL_IDS.map((m) => SALES_MODEL_NAMES[m][1]),
        PLANTS * MACHINES_PER_PLANT,
        MACHINES_PER_PLANT,
      ],
    );
    const words = MODEL_IDS.flatMap((m) => STATES.map((lit) => encodeLamps(m, lit)));
    // r < 3: never communicated (no row); r < 8: last data 3 days old; else within the last 10 minutes.
    await client.query(
      `WITH m AS (SELECT * FROM unnest($1::text[]) WITH ORDINALITY AS m(model_id, ord))
       INSERT INTO device_latest (device_id, measure_time, received_at, d027, d020_021)
       SELECT d.id,
              CASE WHEN x.r < 8 THEN now() - interval '3 days' ELSE now() - (x.r % 10) * interval '1 minute' END,
              now(),
              ($2::int[])[(m.ord - 1) * ${STATES.length} + x.state + 1],
              x.h % 60000
       FROM devices d
       JOIN m ON m.model_id = d.model_id
       CROSS JOIN LATERAL (
         SELECT abs(hashtext('latest-' || d.serial_no)) AS h,
                abs(hashtext('latest-' || d.serial_no)) % 100 AS r
       ) x0
       CROSS JOIN LATERAL (
         SELECT x0.h, x0.r,
                CASE WHEN x0.r < 60 THEN 0 WHEN x0.r < 80 THEN 1 WHEN x0.r < 85 THEN 2
                     WHEN x0.r < 91 THEN 3 WHEN x0.r < 95 THEN 4 ELSE 5 END AS state
       ) x
       WHERE d.device_group_id LIKE 'bench-co-p%' AND x.r >= 3`,
      [MODEL_IDS, words],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE devices; ANALYZE device_latest; ANALYZE device_groups');
    return { machines: inserted.rowCount ?? 0 };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Machines of the company whose serial number contains `word` (case-insensitive), as the screen filters. */
export async function countSerialMatches(databaseUrl: string, words: readonly string[]): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT (SELECT count(*) FROM devices
               WHERE device_group_id LIKE 'bench-co-p%' AND strpos(lower(serial_no), lower(w)) > 0) AS n
       FROM unnest($1::text[]) WITH ORDINALITY AS t(w, ord) ORDER BY ord`,
      [words],
    );
    return rows.map((r) => Number(r.n));
  } finally {
    await client.end();
  }
}
