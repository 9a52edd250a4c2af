/**
 * The embedded MQTT broker (Aedes, DESIGN §3) with the ingest inside it. Gateways sign in with their
 * MQTT username and password; a publish to compressors/{model}/{serial}/registers is written before the
 * broker answers it: the PUBACK goes out only after the samples are committed, so a process killed at
 * any moment loses no acknowledged sample (the gateway sends unacknowledged ones again).
 *
 * Answers by outcome:
 * - committed (new or already stored): PUBACK.
 * - a bad payload (JSON, schema, time) or an unknown machine: counted, logged and PUBACK'ed anyway.
 *   Sending it again can never succeed, and a QoS 1 message that is never acknowledged is sent again
 *   for ever, blocking the gateway's queue behind it.
 * - a machine that is not the gateway's, or a topic other than registers: no PUBACK, the connection is
 *   closed (MQTT 3.1.1 has no reason code; the reason is in the log and in ingest_rejected_total).
 * - the database unavailable: no PUBACK until it is back (ingest retries); stopping: no PUBACK.
 * PUBACKs of one connection go out in the order of its publishes (MQTT 3.1.1 §4.6).
 * Every refusal but a storage failure is also told to the gateway on gateways/<username>/rejected, the one
 * topic a gateway may subscribe to (any other subscription is answered with a failure code).
 */
import net from 'node:net';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { Logger } from 'pino';
import { parseRegistersTopic, rejectedTopic, rejectionNotice } from '@airsight/contracts';
import type { GatewayIdentity } from '../ingest/access.ts';
import { Rejection } from '../ingest/payload.ts';
import type { IngestService } from '../ingest/service.ts';

export interface EmbeddedBroker {
  port: number;
  /** Why the broker takes no messages now (it is stopping); undefined while it listens. */
  unusable(): string | undefined;
  stop(): Promise<void>;
}

export class MqttPortInUseError extends Error {}

const SOCKET_BUFFER_BYTES = 1 << 20;

/** Outcomes that close the connection without PUBACK; every other refusal is acknowledged and dropped. */
const REFUSE_WITHOUT_ACK = new Set(['forbidden', 'bad_topic', 'storage']);

function authError(message: string, returnCode: number): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as AuthenticateError;
}

export async function startEmbeddedBroker(options: {
  port: number;
  host: string;
  ingest: IngestService;
  log: Logger;
}): Promise<EmbeddedBroker> {
  const { ingest, log } = options;
  const identities = new WeakMap<Client, GatewayIdentity>();
  const ackChains = new WeakMap<Client, Promise<void>>();
  const inFlight = new Set<Promise<unknown>>();
  let stopping = false;

  const broker = await Aedes.createBroker({ drainTimeout: 30_000 });

  broker.authenticate = (client, username, password, done) => {
    if (!username || !password) return done(authError('username and password required', 4), false);
    ingest.gateways.authenticate(username, password.toString('utf8')).then(
      (identity) => {
        if (!identity) {
          ingest.reject('mqtt', new Rejection('unauthenticated', 'wrong gateway username or password'), {
            gateway: username,
            clientId: client.id,
          });
          return done(authError('bad username or password', 4), false);
        }
        identities.set(client, identity);
        done(null, true);
      },
      (error: unknown) => {
        log.warn({ err: error }, 'cannot check gateway credentials');
        done(authError('server unavailable', 3), false);
      },
    );
  };

  // A gateway may read one topic, its own rejected topic; every other subscription gets a negative SUBACK
  // (gateways publish telemetry, they do not read anyone's).
  broker.authorizeSubscribe = (client, subscription, done) => {
    const identity = client && identities.get(client);
    if (identity && subscription.topic === rejectedTopic(identity.username)) {
      return done(null, { ...subscription, qos: Math.min(subscription.qos, 1) as 0 | 1 });
    }
    done(null, null);
  };

  /** Tells the gateway why its message was refused, on its rejected topic (QoS 1, not retained). */
  const notify = (username: string, topic: string, payload: Buffer, rejection: Rejection) => {
    const notice = rejectionNotice(topic, payload, rejection);
    broker.publish(
      {
        cmd: 'publish',
        topic: rejectedTopic(username),
        payload: Buffer.from(JSON.stringify(notice)),
        qos: 1,
        retain: false,
        dup: false,
      },
      (error) => {
        if (error) log.warn({ err: error, gateway: username }, 'cannot publish a rejection notice');
      },
    );
  };

  broker.authorizePublish = (client, packet, done) => {
    const identity = client && identities.get(client);
    const target = parseRegistersTopic(packet.topic);
    if (!client || !identity || !target) {
      const refusal = new Rejection('bad_topic', `publishing to "${packet.topic}" is not allowed`);
      ingest.reject('mqtt', refusal, { gateway: identity?.username });
      if (identity) notify(identity.username, packet.topic, packet.payload as Buffer, refusal);
      return done(new Error(`publishing to "${packet.topic}" is not allowed`));
    }
    if (stopping) return done(new Error('broker is stopping'));
    // Nothing subscribes, but a retained copy of every topic would sit in memory for nothing.
    packet.retain = false;

    const work = ingest
      .ingest({ source: 'mqtt', gateway: identity, ...target, payload: { raw: packet.payload } })
      .then(
        () => null,
        (error: unknown) => {
          if (!(error instanceof Rejection)) {
            log.error({ err: error }, 'ingest failed');
            return new Error('ingest failed');
          }
          // A storage failure is ours, not the message's: the gateway sends it again, and nothing to say.
          if (error.reason !== 'storage')
            notify(identity.username, packet.topic, packet.payload as Buffer, error);
          return REFUSE_WITHOUT_ACK.has(error.reason) ? error : null;
        },
      );
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
    const previous = ackChains.get(client) ?? Promise.resolve();
    const answered = previous.then(() => work).then((error) => done(error));
    ackChains.set(client, answered);
  };

  // Aedes reads the next chunk of a connection only once every publish of the current one is answered,
  // and ours are answered after a commit. A larger socket buffer lets one read carry many publishes of a
  // busy sender (a backfill, a gateway of many machines), so that they share one commit. Memory is used
  // only by senders that are that far ahead.
  const server = net.createServer({ highWaterMark: SOCKET_BUFFER_BYTES }, broker.handle);
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      broker.close();
      reject(
        error.code === 'EADDRINUSE'
          ? new MqttPortInUseError(
              `MQTT port ${options.port} is already in use: set MQTT_PORT to a free port, or MQTT_URL to use that broker`,
            )
          : error,
      );
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(options.port, options.host);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  log.info({ port }, 'embedded MQTT broker listening');

  broker.on('clientError', (client, error) => {
    log.debug({ clientId: client.id, err: error }, 'MQTT client error');
  });

  return {
    port,
    unusable: () => (stopping ? 'the embedded MQTT broker is stopping' : undefined),
    async stop() {
      stopping = true;
      // No new connections; publishes already received get their commit (and PUBACK) if it comes soon.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.race([Promise.allSettled([...inFlight]), new Promise((r) => setTimeout(r, 5_000))]);
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await closed;
      log.info('embedded MQTT broker stopped');
    },
  };
}
