/**
 * Ingest contract for gateways and the simulator (DESIGN §7).
 *
 * MQTT topic `compressors/{model_id}/{serial_no}/registers`, QoS 1. Payload: one sample
 * `{"time": "2026-11-21T09:30:00+09:00", "registers": {"0001": 700, ...}}` or a batch `{"samples": [...]}`.
 * Register values are the raw unsigned 16-bit words read from the controller; 0020/0021 and 0022/0023 are
 * the high and low words of double words. HTTP alternative: POST /ingest/v1/registers with
 * `{"model_id", "serial_no", "samples": [...]}`.
 */
import { Type, type Static } from 'typebox';
import { Text } from '../http/fields.ts';

export const TOPIC_PREFIX = 'compressors';
/** Subscription filter of the ingest for every machine. */
export const INGEST_TOPIC_FILTER = `${TOPIC_PREFIX}/+/+/registers`;

export function registersTopic(modelId: string, serialNo: string): string {
  return `${TOPIC_PREFIX}/${modelId}/${serialNo}/registers`;
}

/**
 * Model and serial number from a registers topic; undefined when the topic is not one. A topic with NUL
 * is none: MQTT forbids it in topic names, and PostgreSQL cannot look it up; a broker may pass it on all
 * the same.
 */
export function parseRegistersTopic(topic: string): { modelId: string; serialNo: string } | undefined {
  const parts = topic.split('/');
  if (parts.length !== 4 || parts[0] !== TOPIC_PREFIX || parts[3] !== 'registers') return undefined;
  const [, modelId, serialNo] = parts as [string, string, string, string];
  if (!modelId || !serialNo || topic.includes('\u0000')) return undefined;
  return { modelId, serialNo };
}

/** Register addresses a gateway may send: '0001' ... '0033'. */
export const REGISTER_ADDRESSES: readonly string[] = Array.from({ length: 33 }, (_, i) =>
  String(i + 1).padStart(4, '0'),
);

const Word = Type.Integer({ minimum: 0, maximum: 65_535 });

export const RegisterSample = Type.Object(
  {
    /** ISO 8601 time of the measurement with its offset (or Z). */
    time: Type.String({ format: 'date-time', maxLength: 40 }),
    registers: Type.Record(Type.String({ pattern: '^(000[1-9]|00[12][0-9]|003[0-3])$' }), Word, {
      minProperties: 1,
    }),
  },
  { $id: 'RegisterSample', additionalProperties: false },
);
export type RegisterSample = Static<typeof RegisterSample>;

/** At most this many samples in one message or request. */
export const MAX_SAMPLES_PER_MESSAGE = 5_000;

export const RegisterBatch = Type.Object(
  { samples: Type.Array(RegisterSample, { minItems: 1, maxItems: MAX_SAMPLES_PER_MESSAGE }) },
  { $id: 'RegisterBatch', additionalProperties: false },
);
export type RegisterBatch = Static<typeof RegisterBatch>;

/** A message payload: one sample or a batch. */
export const RegisterPayload = Type.Union([RegisterSample, RegisterBatch], { $id: 'RegisterPayload' });
export type RegisterPayload = Static<typeof RegisterPayload>;

export const HttpIngestRequest = Type.Object(
  {
    model_id: Text({ minLength: 1, maxLength: 40 }),
    serial_no: Text({ minLength: 1, maxLength: 64 }),
    samples: Type.Array(RegisterSample, { minItems: 1, maxItems: MAX_SAMPLES_PER_MESSAGE }),
  },
  { $id: 'HttpIngestRequest', additionalProperties: false },
);
export type HttpIngestRequest = Static<typeof HttpIngestRequest>;

/** What POST /ingest/v1/registers answers, after the commit. */
export const HttpIngestResponse = Type.Object(
  {
    written: Type.Integer({ description: 'Samples stored by this request' }),
    already_present: Type.Integer({ description: 'Samples that were already stored; they changed nothing' }),
  },
  { additionalProperties: false },
);

/**
 * Where the ingest tells a gateway why it refused a message (docs/telemetry.md §2): a topic only that
 * gateway may read (its MQTT username), on the embedded broker and on an external one alike.
 */
export function rejectedTopic(gatewayUsername: string): string {
  return `gateways/${gatewayUsername}/rejected`;
}

/** The JSON published on a gateway's rejected topic, one per refused message. */
export interface RejectionNotice {
  /** The topic the refused message was published to. */
  topic: string;
  /** The time of its first sample as the message said it, or null when it could not be read. */
  time: string | null;
  /** How many samples the message held, or null when it could not be read. */
  samples: number | null;
  /** The ingest's reason code (bad_json, schema, bad_time, future, too_old, unknown_machine, ...). */
  reason: string;
  /** The ingest's words for it. */
  message: string;
}

/** The notice of a refused message, reading its sample times as far as the payload allows. */
export function rejectionNotice(
  topic: string,
  payload: Uint8Array,
  rejection: { reason: string; message: string },
): RejectionNotice {
  let time: string | null = null;
  let samples: number | null = null;
  const asObject = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  let body: Record<string, unknown> | undefined;
  try {
    body = asObject(JSON.parse(new TextDecoder().decode(payload)));
  } catch {
    // Not JSON: the notice says so by its reason, with no time.
  }
  if (body) {
    const list = body.samples;
    samples = Array.isArray(list) ? list.length : 1;
    const firstTime = (Array.isArray(list) ? asObject(list[0]) : body)?.time;
    time = typeof firstTime === 'string' ? firstTime.slice(0, 40) : null;
  }
  return { topic, time, samples, reason: rejection.reason, message: rejection.message };
}
