/**
 * Publishes register samples to the portal under test exactly as a gateway does (DESIGN §7): MQTT QoS 1
 * on the embedded broker, signed in as the demo gateway, which may publish for every demo machine.
 * The PUBACK arrives only after the sample is committed, so a screen may be checked right after.
 */
import mqtt from 'mqtt';
import { inject } from 'vitest';
import { registersTopic } from '@airsight/contracts/mqtt/ingest';

export type Registers = Record<string, number>;

export async function publishSamples(
  modelId: string,
  serialNo: string,
  samples: ReadonlyArray<{ time: Date; registers: Registers }>,
): Promise<void> {
  const client = await mqtt.connectAsync(inject('mqttUrl'), {
    username: 'demo-gateway',
    password: 'demo',
    clientId: `e2e-${process.pid}-${Date.now()}`,
    reconnectPeriod: 0,
  });
  try {
    const payload = { samples: samples.map((s) => ({ time: s.time.toISOString(), registers: s.registers })) };
    await client.publishAsync(registersTopic(modelId, serialNo), JSON.stringify(payload), { qos: 1 });
  } finally {
    await client.endAsync();
  }
}
