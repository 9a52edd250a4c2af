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
 * instead of sending them again for ever; they are counted and logged like every refusal. The broker has
 * long acknowledged the gateway's publish, so every gateway that may publish for the machine is told why
 * on gateways/<username>/rejected (an unknown machine has none to tell).
 *
 * A lost or refused connection is tried again with exponential back-off (1 s to 60 s), a refused login
 * too (the broker's password file may be fixed while the portal runs); each attempt is logged once, in
 * words (a refused login names MQTT_URL's user, never its password), and unusable() tells /readyz why.
 */
import mqtt, { type MqttClient } from 'mqtt';
import type { Logger } from 'pino';
import {
  INGEST_TOPIC_FILTER,
  parseRegistersTopic,
  rejectedTopic,
  rejectionNotice,
} from '@airsight/contracts';
import { Rejection } from '../ingest/payload.ts';
import type { IngestService } from '../ingest/service.ts';
import { redactUrl } from '../secrets.ts';

const PAYLOAD_FORMAT_INVALID = 0x99;
const NOT_AUTHORIZED = 0x87;
const TOPIC_NAME_INVALID = 0x90;
const UNSPECIFIED_ERROR = 0x80;
/** How long the broker keeps our session (and the messages for it) while we are away: 30 days. */
const SESSION_EXPIRY_SECONDS = 30 * 24 * 60 * 60;
/** Reconnect back-off: 1 s, doubling up to a minute. Each step is logged once. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;

export interface ExternalSubscriber {
  /** Why the ingest cannot take messages now (no connection to the broker); undefined while it can. */
  unusable(): string | undefined;
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

  /**
   * Tells the gateways that may publish for the machine why a message was refused, on their rejected
   * topics, through the first connected link (the broker's ACL lets the ingest account write there).
   */
  const tellPublishers = async (
    target: { modelId: string; serialNo: string },
    messageTopic: string,
    payload: Buffer,
    refusal: Rejection,
  ) => {
    try {
      const notice = JSON.stringify(rejectionNotice(messageTopic, payload, refusal));
      const client = links.find((l) => l.client.connected)?.client;
      if (!client) return;
      for (const username of await ingest.gateways.publishersOf(target.modelId, target.serialNo)) {
        await client.publishAsync(rejectedTopic(username), notice, { qos: 1 });
      }
    } catch (error) {
      log.warn({ err: error, topic: messageTopic }, 'cannot publish a rejection notice');
    }
  };

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
        if (error.reason !== 'storage') void tellPublishers(target, messageTopic, payload, error);
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

  const shownUrl = redactUrl(options.url);
  const user = new URL(options.url).username;
  const links: Link[] = [];
  for (let i = 0; i < count; i++) {
    const clientId = count > 1 ? `${options.clientId}-${i}` : options.clientId;
    const client = mqtt.connect(options.url, {
      clientId,
      clean: false,
      protocolVersion: 5,
      properties: { sessionExpiryInterval: SESSION_EXPIRY_SECONDS },
      // Reconnects are ours (below): with back-off, and after a refused login too.
      reconnectPeriod: 0,
      connectTimeout: 10_000,
      customHandleAcks: (messageTopic, payload, _packet, done) =>
        handle(messageTopic, payload, (code) => done(code)),
    });
    const link: Link = { client, problem: 'connecting to the broker', failures: 0 };
    let settle!: () => void;
    link.settled = new Promise<void>((resolve) => (settle = resolve));
    // The first connection speaks for all of them while it is down too: they share broker and login.
    const logAt = (): 'warn' | 'debug' => (i === 0 || links[0]?.client.connected ? 'warn' : 'debug');
    let lastError: Error | undefined;

    client.once('connect', () => {
      client.subscribe(topic, { qos: 1 }, (error) => {
        if (error) log.error({ err: error, topic }, 'MQTT subscription refused');
        settle();
      });
    });
    client.on('connect', () => {
      if (link.failures > 0) log.info({ clientId, url: shownUrl }, 'connected to the MQTT broker again');
      link.failures = 0;
      link.problem = undefined;
    });
    client.on('error', (error) => {
      lastError = error;
    });
    // One 'close' per failed attempt or lost connection: log it once, and try again after the back-off.
    client.on('close', () => {
      if (stopping) return;
      const reason = describeFailure(lastError, shownUrl, user);
      lastError = undefined;
      const delayMs = Math.min(FIRST_RETRY_MS * 2 ** link.failures, MAX_RETRY_MS);
      link.failures++;
      link.problem = reason.reason;
      const level = reason.refused && logAt() === 'warn' ? 'error' : logAt();
      log[level](
        { clientId, url: shownUrl, retryInSeconds: delayMs / 1000 },
        `${reason.text}; next attempt in ${delayMs / 1000} s`,
      );
      settle();
      clearTimeout(link.retry);
      link.retry = setTimeout(() => {
        if (!stopping) client.reconnect();
      }, delayMs);
    });
    links.push(link);
  }

  const settled = await Promise.race([
    Promise.all(links.map((l) => l.settled)).then(() => true),
    new Promise<boolean>((r) => setTimeout(() => r(false), 10_000).unref()),
  ]);
  if (links.every((l) => l.client.connected))
    log.info({ url: shownUrl, topic, connections: count }, 'subscribed to the MQTT broker');
  else if (!settled)
    log.warn({ url: shownUrl }, 'the MQTT broker does not answer yet; the ingest keeps trying');

  return {
    unusable() {
      // The broker spreads messages over the connections that are up: one is enough to take them.
      if (links.some((l) => l.client.connected)) return undefined;
      return links[0]?.problem ?? 'not connected to the broker';
    },
    async stop() {
      stopping = true;
      for (const link of links) clearTimeout(link.retry);
      await Promise.race([Promise.allSettled([...inFlight]), new Promise((r) => setTimeout(r, 5_000))]);
      await Promise.all(links.map((l) => l.client.endAsync(true).catch(() => undefined)));
    },
  };
}

interface Link {
  client: MqttClient;
  /** Why this connection is not up, for /readyz; undefined while it is. */
  problem: string | undefined;
  /** Failed attempts since the last success: the back-off step. */
  failures: number;
  retry?: NodeJS.Timeout;
  /** Resolves at the first subscription or the first failure. */
  settled?: Promise<void>;
}

/** CONNACK reason codes of a refused login: MQTT 5 (bad user name or password, not authorized), 3.1.1. */
const LOGIN_REFUSED = new Set([134, 135, 4, 5]);

/**
 * What went wrong with an attempt, in words an operator can act on, never with the password: `text` for
 * the log (names the broker and MQTT_URL's user), `reason` for /readyz (which anyone may call).
 */
export function describeFailure(
  error: (Error & { code?: unknown }) | undefined,
  shownUrl: string,
  user: string,
): { text: string; reason: string; refused: boolean } {
  const code = error?.code;
  if (typeof code === 'number' && LOGIN_REFUSED.has(code)) {
    const who = user ? `as user "${decodeURIComponent(user)}"` : 'without a user name';
    return {
      text: `the MQTT broker at ${shownUrl} refused the ingest's login ${who} (MQTT_URL): ${error!.message}`,
      reason: `the broker refused the ingest's login (${error!.message})`,
      refused: true,
    };
  }
  if (typeof code === 'number') {
    return {
      text: `the MQTT broker at ${shownUrl} refused the connection: ${error!.message}`,
      reason: `the broker refused the connection (${error!.message})`,
      refused: true,
    };
  }
  if (error) {
    // A connection refused on every address of a name comes as an AggregateError without a message.
    const detail = error.message || String(code ?? error.name);
    return {
      text: `the MQTT broker at ${shownUrl} is not reachable: ${detail}`,
      reason: `the broker is not reachable (${typeof code === 'string' ? code : detail})`,
      refused: false,
    };
  }
  return {
    text: `the MQTT broker at ${shownUrl} closed the connection`,
    reason: 'the broker closed the connection',
    refused: false,
  };
}
