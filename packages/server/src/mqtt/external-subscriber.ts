/**
 * Ingest from an external broker (MQTT_URL: Mosquitto, EMQX, ...). MQTT 5 persistent session (clean start
 * off, fixed client id, a long session expiry) subscribed at QoS 1, so the broker keeps what arrives while
 * the ingest is down. A message is acknowledged only after its samples are committed (customHandleAcks).
 *
 * mqtt.js handles one incoming message at a time per connection, and each one waits for its commit. So
 * with MQTT_SHARED_GROUP this process opens MQTT_CONNECTIONS connections to the shared subscription
 * $share/<group>/compressors/+/+/registers (the broker spreads messages over them and over other ingest
 * processes of the group); without it, one connection subscribes to the plain topic.
 *
 * Who may publish where is the broker's job here (docs/telemetry.md has the ACL; mosquitto-acl.ts writes
 * one): messages carry no gateway identity. Bad payloads and unknown machines are acknowledged with a
 * failure reason code (0x99 payload format invalid, 0x87 not authorized) so that the broker drops them
 * instead of sending them again for ever; they are counted and logged like every refusal.
 */
import mqtt, { type MqttClient } from 'mqtt';
import type { Logger } from 'pino';
import { INGEST_TOPIC_FILTER, parseRegistersTopic } from '@airsight/contracts';
import { Rejection } from '../ingest/payload.ts';
import type { IngestService } from '../ingest/service.ts';

const PAYLOAD_FORMAT_INVALID = 0x99;
const NOT_AUTHORIZED = 0x87;
const TOPIC_NAME_INVALID = 0x90;
const UNSPECIFIED_ERROR = 0x80;
/** How long the broker keeps our session (and the messages for it) while we are away: 30 days. */
const SESSION_EXPIRY_SECONDS = 30 * 24 * 60 * 60;

export interface ExternalSubscriber {
  stop(): Promise<void>;
}

export function subscriptionTopic(group: string | undefined): string {
  return group ? `$share/${group}/${INGEST_TOPIC_FILTER}` : INGEST_TOPIC_FILTER;
}

export async function startExternalSubscriber(options: {
  url: string;
  clientId: string;
  sharedGroup: string | undefined;
  connections: number;
  ingest: IngestService;
  log: Logger;
}): Promise<ExternalSubscriber> {
  const { ingest, log } = options;
  const topic = subscriptionTopic(options.sharedGroup);
  const count = options.sharedGroup ? options.connections : 1;
  const inFlight = new Set<Promise<unknown>>();
  let stopping = false;

  const handle = (messageTopic: string, payload: Buffer, ack: (code: number) => void) => {
    if (stopping) return; // not acknowledged: the broker delivers it again to the next session
    const target = parseRegistersTopic(messageTopic);
    if (!target) {
      ingest.reject('mqtt', new Rejection('bad_topic', `message on unexpected topic "${messageTopic}"`));
      return ack(TOPIC_NAME_INVALID);
    }
    const work = ingest.ingest({ source: 'mqtt', gateway: null, ...target, payload: { raw: payload } }).then(
      () => ack(0),
      (error: unknown) => {
        if (!(error instanceof Rejection)) {
          log.error({ err: error }, 'ingest failed');
          return ack(UNSPECIFIED_ERROR);
        }
        if (error.reason === 'storage') {
          // Stopping: leave it unacknowledged for the next session. Otherwise the message itself cannot
          // be stored (logged with the cause): acknowledging it keeps the rest of the stream flowing.
          if (!stopping) ack(UNSPECIFIED_ERROR);
          return;
        }
        ack(
          error.reason === 'unknown_machine' || error.reason === 'forbidden'
            ? NOT_AUTHORIZED
            : PAYLOAD_FORMAT_INVALID,
        );
      },
    );
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  const clients: MqttClient[] = [];
  const ready: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const clientId = count > 1 ? `${options.clientId}-${i}` : options.clientId;
    const client = mqtt.connect(options.url, {
      clientId,
      clean: false,
      protocolVersion: 5,
      properties: { sessionExpiryInterval: SESSION_EXPIRY_SECONDS },
      reconnectPeriod: 1_000,
      connectTimeout: 10_000,
      customHandleAcks: (messageTopic, payload, _packet, done) =>
        handle(messageTopic, payload, (code) => done(code)),
    });
    client.on('error', (error) => log.warn({ err: error, clientId }, 'MQTT broker connection error'));
    client.on('offline', () => {
      if (!stopping)
        log.warn({ clientId, url: redact(options.url) }, 'MQTT broker unreachable; reconnecting');
    });
    ready.push(
      new Promise<void>((resolve) => {
        client.once('connect', () => {
          client.subscribe(topic, { qos: 1 }, (error) => {
            if (error) log.error({ err: error, topic }, 'MQTT subscription refused');
            resolve();
          });
        });
      }),
    );
    clients.push(client);
  }

  const connected = await Promise.race([
    Promise.all(ready).then(() => true),
    new Promise<boolean>((r) => setTimeout(() => r(false), 10_000).unref()),
  ]);
  if (connected)
    log.info({ url: redact(options.url), topic, connections: count }, 'subscribed to the MQTT broker');
  else log.warn({ url: redact(options.url) }, 'MQTT broker not reachable yet; the ingest keeps trying');

  return {
    async stop() {
      stopping = true;
      await Promise.race([Promise.allSettled([...inFlight]), new Promise((r) => setTimeout(r, 5_000))]);
      await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
    },
  };
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
