/**
 * Starts the MQTT side of the ingest for roles `all` and `ingest`: the embedded broker on MQTT_PORT, or,
 * with MQTT_URL, a subscriber of that external broker. Both feed app.ingest (ingest/service.ts).
 */
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { IngestService } from '../ingest/service.ts';
import { startEmbeddedBroker } from './embedded-broker.ts';
import { startExternalSubscriber } from './external-subscriber.ts';
import { withoutCredentials } from '../secrets.ts';

import { MqttPortInUseError } from './embedded-broker.ts';

export { MqttPortInUseError };

export interface MqttIngest {
  /**
   * Where publishers reach the broker: the embedded one on its actual port, or MQTT_URL without its
   * credentials (they are the ingest's own; publishers sign in as themselves).
   */
  brokerUrl: string;
  /** Why the ingest cannot take MQTT messages now, for /readyz; undefined while it can. */
  unusable(): string | undefined;
  stop(): Promise<void>;
}

/** Ports tried, in order, when MQTT_PORT is unset and 1883 is taken (often by a broker of the machine). */
const FALLBACK_PORTS = [1884, 1885, 1886, 1887, 1888, 0];

export async function startMqttIngest(
  config: Config,
  ingest: IngestService,
  log: Logger,
): Promise<MqttIngest> {
  if (config.mqttUrl) {
    const subscriber = await startExternalSubscriber({
      url: config.mqttUrl,
      clientId: config.mqttClientId,
      sharedGroup: config.mqttSharedGroup,
      connections: config.mqttConnections,
      ingest,
      log,
    });
    return {
      brokerUrl: withoutCredentials(config.mqttUrl),
      unusable: () => subscriber.unusable(),
      stop: () => subscriber.stop(),
    };
  }
  const ports = config.mqttPortExplicit ? [config.mqttPort] : [config.mqttPort, ...FALLBACK_PORTS];
  for (const [i, port] of ports.entries()) {
    try {
      const broker = await startEmbeddedBroker({ port, host: config.host, ingest, log });
      if (port !== config.mqttPort) {
        log.warn(
          `MQTT port ${config.mqttPort} is already in use, so the embedded broker listens on port ${broker.port}. ` +
            'Set MQTT_PORT to choose its port, or MQTT_URL to use the broker that holds the port.',
        );
      }
      return {
        brokerUrl: `mqtt://127.0.0.1:${broker.port}`,
        unusable: () => broker.unusable(),
        stop: () => broker.stop(),
      };
    } catch (error) {
      if (!(error instanceof MqttPortInUseError) || i === ports.length - 1) throw error;
    }
  }
  throw new Error('unreachable');
}
