import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { AppInstance } from '../../src/app.ts';
import { buildMosquittoAcl } from '../../src/mqtt/mosquitto-acl.ts';
import { buildTestApp } from '../support/app.ts';
import type { TestDatabase } from '../support/database.ts';
import {
  countSnapshots,
  metricValue,
  minutesAgo,
  sample,
  type Machine,
  createDemoDatabase,
} from './ingest-fixtures.ts';

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('HTTP ingest POST /ingest/v1/registers', () => {
  let database: TestDatabase;
  let app: AppInstance;
  let fleet: Machine[];

  beforeAll(async () => {
    ({ database, fleet } = await createDemoDatabase());
    app = await buildTestApp(database.db, { INGEST_BATCH_MS: '5' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const post = (authorization: string | undefined, body: unknown) =>
    app.inject({
      method: 'POST',
      url: '/ingest/v1/registers',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const metrics = async () => (await app.inject('/metrics')).body;

  it('stores the samples of the gateway’s own machine and answers after the commit', async () => {
    const m = fleet[0]!;
    const samples = [sample(minutesAgo(3)), sample(minutesAgo(2)), sample(minutesAgo(1))];
    const res = await post(basic(m.gateway, 'demo'), {
      model_id: m.model_id,
      serial_no: m.serial_no,
      samples,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ written: 3, already_present: 0 });
    expect(await countSnapshots(database.db, m.id)).toBe(3);
    const latest = await database.db
      .selectFrom('device_latest')
      .selectAll()
      .where('device_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(latest.measure_time.getTime()).toBe(Date.parse(samples[2]!.time));
    expect(Number(latest.d020_021)).toBe(1234);
  });

  it('changes nothing when the same samples come again, and says so', async () => {
    const m = fleet[1]!;
    const samples = [sample(minutesAgo(10), { '0024': 1 }), sample(minutesAgo(9))];
    const body = { model_id: m.model_id, serial_no: m.serial_no, samples };
    expect((await post(basic(m.gateway, 'demo'), body)).json()).toEqual({ written: 2, already_present: 0 });
    const before = await sql`SELECT * FROM incidents WHERE device_id = ${m.id}`.execute(database.db);
    const replay = await post(basic(m.gateway, 'demo'), body);
    expect(replay.json()).toEqual({ written: 0, already_present: 2 });
    expect(await countSnapshots(database.db, m.id)).toBe(2);
    const after = await sql`SELECT * FROM incidents WHERE device_id = ${m.id}`.execute(database.db);
    expect(after.rows).toEqual(before.rows);
  });

  it('lets the demo gateway write for every demo machine', async () => {
    const m = fleet.at(-1)!;
    const res = await post(basic('demo-gateway', 'demo'), {
      model_id: m.model_id,
      serial_no: m.serial_no,
      samples: [sample(minutesAgo(1))],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ written: 1, already_present: 0 });
  });

  it('answers 401 without credentials or with a wrong password', async () => {
    const m = fleet[0]!;
    const body = { model_id: m.model_id, serial_no: m.serial_no, samples: [sample(minutesAgo(30))] };
    const none = await post(undefined, body);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Basic');
    expect((await post(basic(m.gateway, 'wrong'), body)).statusCode).toBe(401);
    expect(await countSnapshots(database.db, m.id)).toBe(3);
  });

  it('refuses a machine of another customer exactly like an unknown one (404), writing nothing', async () => {
    const mine = fleet.find((m) => m.device_group_id.startsWith('acme'))!;
    const foreign = fleet.find((m) => m.device_group_id === 'tokai')!;
    const before = await metrics();
    const res = await post(basic(mine.gateway, 'demo'), {
      model_id: foreign.model_id,
      serial_no: foreign.serial_no,
      samples: [sample(minutesAgo(5))],
    });
    expect(res.statusCode).toBe(404);
    const unknown = await post(basic(mine.gateway, 'demo'), {
      model_id: foreign.model_id,
      serial_no: 'NO-SUCH-MACHINE',
      samples: [sample(minutesAgo(5))],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message.replace('NO-SUCH-MACHINE', foreign.serial_no)).toBe(res.json().message);
    expect(await countSnapshots(database.db, foreign.id)).toBe(0);
    const after = await metrics();
    const refused = (text: string) =>
      metricValue(text, 'ingest_rejected_total', { source: 'http', reason: 'forbidden' });
    expect(refused(after) - refused(before)).toBe(1);
  });

  it('refuses a bad request whole, counts it by reason and writes nothing', async () => {
    const m = fleet[2]!;
    const before = await metrics();
    const good = sample(minutesAgo(2));
    const cases: [unknown, string][] = [
      ['{"model_id": ', 'bad_json'],
      [
        {
          model_id: m.model_id,
          serial_no: m.serial_no,
          samples: [good, { time: good.time, registers: { '0001': -1 } }],
        },
        'schema',
      ],
      [{ model_id: m.model_id, serial_no: m.serial_no, samples: [good, sample('not a time')] }, 'bad_time'],
      [
        { model_id: m.model_id, serial_no: m.serial_no, samples: [good, sample('2026-01-01T00:00:00')] },
        'bad_time',
      ],
      [
        {
          model_id: m.model_id,
          serial_no: m.serial_no,
          samples: [good, sample(new Date(Date.now() + 2 * 86_400_000).toISOString())],
        },
        'future',
      ],
    ];
    for (const [body] of cases) {
      const res = await post(basic(m.gateway, 'demo'), body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toMatch(/VALIDATION|FST_ERR_CTP_INVALID_JSON_BODY/);
    }
    expect(await countSnapshots(database.db, m.id)).toBe(0);
    const after = await metrics();
    for (const reason of ['bad_json', 'schema', 'bad_time', 'future']) {
      const count = (text: string) => metricValue(text, 'ingest_rejected_total', { source: 'http', reason });
      expect(count(after) - count(before), reason).toBe(cases.filter(([, r]) => r === reason).length);
    }
  });

  it('counts committed samples in /metrics and documents the route', async () => {
    const text = await metrics();
    expect(
      metricValue(text, 'ingest_samples_total', { source: 'http', result: 'written' }),
    ).toBeGreaterThanOrEqual(6);
    expect(
      metricValue(text, 'ingest_samples_total', { source: 'http', result: 'duplicate' }),
    ).toBeGreaterThanOrEqual(2);
    expect(text).toContain('ingest_batch_seconds_bucket');
    const docs = (await app.inject('/docs/json')).json();
    expect(docs.paths).toHaveProperty('/ingest/v1/registers');
  });

  it('writes a Mosquitto ACL with the same rules, for an external broker', async () => {
    const acl = await buildMosquittoAcl(database.db, { ingestUsername: 'airsight-ingest', demo: true });
    const m = fleet[0]!;
    expect(acl).toContain(
      'user airsight-ingest\ntopic read compressors/+/+/registers\ntopic write gateways/+/rejected',
    );
    // Every gateway reads its own refusals, no one else's.
    expect(acl).toContain('pattern read gateways/%u/rejected');
    expect(acl).toContain(
      `user ${m.gateway}\ntopic write compressors/${m.model_id}/${m.serial_no}/registers\n`,
    );
    const demoSection = acl.split('\n\n').find((block) => block.startsWith('user demo-gateway'))!;
    expect(demoSection.split('\n').filter((l) => l.startsWith('topic write'))).toHaveLength(fleet.length);
    const withoutDemo = await buildMosquittoAcl(database.db, {
      ingestUsername: 'airsight-ingest',
      demo: false,
    });
    expect(withoutDemo).not.toContain('user demo-gateway');
  });
});
