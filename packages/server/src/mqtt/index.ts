/**
 * Starts the MQTT side of the ingest for roles `all` and `ingest`: the embedded broker on MQTT_PORT, or,
 * with MQTT_URL, a subscriber of that external broker. Both feed app.ingest (ingest/service.ts).
 */
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { IngestService } from '../ingest/service.ts';
import { startEmbeddedBroker } from './embedded-broker.ts';
import { startExternalSubscriber } from './external-subscriber.ts';

export { MqttPortInUseError } from './embedded-broker.ts';

export interface MqttIngest {
  stop(): Promise<void>;
}

export async function startMqttIngest(
  config: Config,
  ingest: IngestService,
  log: Logger,
): Promise<MqttIngest> {
  if (config.mqttUrl) {
    return startExternalSubscriber({
      url: config.mqttUrl,
      clientId: config.mqttClientId,
      sharedGroup: config.mqttSharedGroup,
      connections: config.mqttConnections,
      ingest,
      log,
    });
  }
  return startEmbeddedBroker({ port: config.mqttPort, host: config.host, ingest, log });
}
