/**
 * Publishes register samples to the portal under test exactly as a gateway does (DESIGN §7): MQTT QoS 1
 * on the embedded broker, signed in as the demo gateway, which may publish for every demo machine.
 * The PUBACK arrives only after the sample is committed, so a screen may be checked right after.
 */
import mqtt from 'mqtt';
import { inject } from 'vitest';
import { registersTopic } from '@airsight/contracts/mqtt/ingest';
import { registersForModel, type RegisterDef } from '@airsight/contracts/models/registers';

/** A sample's register words by address ('0001' … '0033'), as a gateway sends them. */
export type Registers = Record<string, number>;

/** The alarm words by what they hold: the two error words, caution, the status (panel lamps), maintenance. */
const ALARM_WORD_ADDRESSES = {
  error1: '0024',
  error2: '0025',
  caution: '0026',
  status: '0027',
  maintenance1: '0028',
  maintenance2: '0029',
} as const;

export type AlarmWords = Partial<Record<keyof typeof ALARM_WORD_ADDRESSES, number>>;

/** Every alarm word sent and 0: no bit raised, no lamp lit. Spread it under the words a sample sets. */
export const QUIET_ALARM_WORDS: Required<AlarmWords> = {
  error1: 0,
  error2: 0,
  caution: 0,
  status: 0,
  maintenance1: 0,
  maintenance2: 0,
};

/** The register words of the alarm words given; a word not given is not sent (the machine keeps its own). */
export function alarmWords(words: AlarmWords): Registers {
  return Object.fromEntries(
    Object.entries(words).map(([name, word]) => [ALARM_WORD_ADDRESSES[name as keyof AlarmWords], word]),
  );
}

/** A register of a model by its key (dischargePressure, motorCurrent, …), for its address and scaling. */
export function registerOf(modelId: string, key: string): RegisterDef {
  const found = registersForModel(modelId).find((r) => r.key === key);
  if (!found) throw new Error(`${modelId} has no register ${key}`);
  return found;
}

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
