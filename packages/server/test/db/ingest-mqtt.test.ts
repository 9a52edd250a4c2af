import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registersTopic, rejectedTopic, type RejectionNotice } from '@airsight/contracts';
import {
  startEmbeddedBroker,
  MqttPortInUseError,
  type EmbeddedBroker,
} from '../../src/mqtt/embedded-broker.ts';
import type { IngestService } from '../../src/ingest/service.ts';
import { metricsRegistry } from '../../src/plugins/metrics.ts';
import type { TestDatabase } from '../support/database.ts';
import {
  connectPublisher,
  countSnapshots,
  freePort,
  metricValue,
  minutesAgo,
  sample,
  silentLog,
  testIngest,
  type Machine,
  createDemoDatabase,
} from './ingest-fixtures.ts';

describe('MQTT ingest on the embedded broker', () => {
  let database: TestDatabase;
  let ingest: IngestService;
  let broker: EmbeddedBroker;
  let fleet: Machine[];

  beforeAll(async () => {
    ({ database, fleet } = await createDemoDatabase());
    ingest = testIngest(database.db);
    broker = await startEmbeddedBroker({ port: await freePort(), host: '127.0.0.1', ingest, log: silentLog });
  });
  afterAll(async () => {
    await broker?.stop();
    await ingest?.stop();
    await database?.drop();
  });

  const rejected = async (reason: string) =>
    metricValue(await metricsRegistry.metrics(), 'ingest_rejected_total', { source: 'mqtt', reason });

  it('acknowledges a QoS 1 publish only once its samples are committed', async () => {
    const m = fleet[0]!;
    const publisher = await connectPublisher(broker.port, m.gateway, 'demo');
    try {
      const samples = Array.from({ length: 50 }, (_, i) => sample(minutesAgo(60 - i)));
      expect(await publisher.publish(m.model_id, m.serial_no, { samples })).toBe(true);
      // The PUBACK came: every sample is already there.
      expect(await countSnapshots(database.db, m.id)).toBe(50);
      expect(await publisher.publish(m.model_id, m.serial_no, sample(minutesAgo(5)))).toBe(true);
      expect(await countSnapshots(database.db, m.id)).toBe(51);
    } finally {
      await publisher.end();
    }
  });

  it('lets the demo gateway publish for every demo machine, many messages in flight', async () => {
    const publisher = await connectPublisher(broker.port, 'demo-gateway', 'demo');
    try {
      const some = fleet.slice(5, 15);
      const acks = await Promise.all(
        some.flatMap((m) =>
          [1, 2, 3].map((i) => publisher.publish(m.model_id, m.serial_no, sample(minutesAgo(i)))),
        ),
      );
      expect(acks.every(Boolean)).toBe(true);
      for (const m of some) expect(await countSnapshots(database.db, m.id)).toBe(3);
    } finally {
      await publisher.end();
    }
  });

  it('refuses a wrong password at connect', async () => {
    await expect(connectPublisher(broker.port, fleet[0]!.gateway, 'wrong')).rejects.toThrow(
      /Bad username or password|Connection refused/i,
    );
    await expect(
      connectPublisher(broker.port, 'demo-gateway', 'demo', { password: undefined }),
    ).rejects.toThrow();
  });

  it('closes the connection of a gateway publishing for another customer’s machine, writing nothing', async () => {
    const mine = fleet.find((m) => m.device_group_id.startsWith('acme'))!;
    const foreign = fleet.find((m) => m.device_group_id === 'tokai')!;
    const before = await rejected('forbidden');
    const publisher = await connectPublisher(broker.port, mine.gateway, 'demo');
    try {
      expect(await publisher.publish(foreign.model_id, foreign.serial_no, sample(minutesAgo(1)))).toBe(false);
      expect(publisher.client.connected).toBe(false);
    } finally {
      await publisher.end();
    }
    expect(await countSnapshots(database.db, foreign.id)).toBe(0);
    expect((await rejected('forbidden')) - before).toBe(1);
  });

  it('closes the connection of a client publishing anywhere but a registers topic', async () => {
    const publisher = await connectPublisher(broker.port, 'demo-gateway', 'demo');
    try {
      expect(await publisher.publishRaw('compressors/x/registers', '{}')).toBe(false);
    } finally {
      await publisher.end();
    }
  });

  it('acknowledges and drops a bad payload whole (it could never succeed), counting it', async () => {
    const m = fleet[3]!;
    const before = {
      json: await rejected('bad_json'),
      schema: await rejected('schema'),
      unknown: await rejected('unknown_machine'),
    };
    const publisher = await connectPublisher(broker.port, m.gateway, 'demo');
    try {
      expect(await publisher.publishRaw(registersTopic(m.model_id, m.serial_no), '{"time": 1')).toBe(true);
      const half = {
        samples: [sample(minutesAgo(2)), { time: minutesAgo(1), registers: { '0001': 99_999 } }],
      };
      expect(await publisher.publish(m.model_id, m.serial_no, half)).toBe(true);
      // The connection stays up and the next good message is stored.
      expect(await publisher.publish(m.model_id, m.serial_no, sample(minutesAgo(3)))).toBe(true);
    } finally {
      await publisher.end();
    }
    const demo = await connectPublisher(broker.port, 'demo-gateway', 'demo');
    try {
      expect(await demo.publish(m.model_id, 'NO-SUCH-SERIAL', sample(minutesAgo(1)))).toBe(true);
    } finally {
      await demo.end();
    }
    expect(await countSnapshots(database.db, m.id)).toBe(1);
    expect((await rejected('bad_json')) - before.json).toBe(1);
    expect((await rejected('schema')) - before.schema).toBe(1);
    expect((await rejected('unknown_machine')) - before.unknown).toBe(1);
  });

  it('tells the gateway why, on its own rejected topic, which no other gateway may read', async () => {
    const m = fleet[4]!;
    const other = fleet.find((f) => f.gateway !== m.gateway)!;
    const gateway = await connectPublisher(broker.port, m.gateway, 'demo');
    const stranger = await connectPublisher(broker.port, other.gateway, 'demo');
    try {
      const notices: RejectionNotice[] = [];
      gateway.client.on('message', (topic, payload) => {
        if (topic === rejectedTopic(m.gateway))
          notices.push(JSON.parse(payload.toString()) as RejectionNotice);
      });
      const [mine] = await gateway.client.subscribeAsync(rejectedTopic(m.gateway), { qos: 1 });
      expect(mine?.qos).toBe(1);
      // A negative SUBACK (0x80): refused.
      await expect(stranger.client.subscribeAsync(rejectedTopic(m.gateway), { qos: 1 })).rejects.toThrow(
        /Subscribe error/,
      );
      await expect(gateway.client.subscribeAsync('compressors/#', { qos: 1 })).rejects.toThrow(
        /Subscribe error/,
      );

      const topic = registersTopic(m.model_id, m.serial_no);
      expect(await gateway.publishRaw(topic, '{"time": 1')).toBe(true);
      const ancient = '2001-01-01T00:00:00Z';
      expect(
        await gateway.publish(m.model_id, m.serial_no, { samples: [sample(ancient), sample(ancient)] }),
      ).toBe(true);
      await vi.waitFor(() => expect(notices).toHaveLength(2));
      expect(notices).toEqual([
        { topic, time: null, samples: null, reason: 'bad_json', message: expect.any(String) },
        { topic, time: ancient, samples: 2, reason: 'too_old', message: expect.any(String) },
      ]);
    } finally {
      await gateway.end();
      await stranger.end();
    }
  });

  it('fails with a message naming MQTT_PORT when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      await expect(startEmbeddedBroker({ port, host: '127.0.0.1', ingest, log: silentLog })).rejects.toThrow(
        MqttPortInUseError,
      );
      await expect(startEmbeddedBroker({ port, host: '127.0.0.1', ingest, log: silentLog })).rejects.toThrow(
        /MQTT_PORT/,
      );
    } finally {
      blocker.close();
    }
  });
});
