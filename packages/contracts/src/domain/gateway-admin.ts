/**
 * The rules of gateway administration (docs/telemetry.md §6), schema-free for the Gateways screen and the
 * server. A gateway's MQTT username appears in topics (gateways/<username>/rejected) and in the broker's
 * ACL patterns (%u), so it must not hold '/', '+' or '#': letters, digits and . _ -, at most 64.
 */
import type { TextRule } from './text-rules.ts';

export const GATEWAY_USERNAME_RULE = {
  required: true,
  maxLength: 64,
  pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$',
} as const satisfies TextRule;

/** The gateway's own serial number (its model is FE_LTE_00 unless given). */
export const GATEWAY_SERIAL_RULE = {
  required: true,
  maxLength: 100,
  pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$',
} as const satisfies TextRule;

export const GATEWAY_NOTE_RULE = { required: false, maxLength: 200 } as const satisfies TextRule;

/** The model id of the gateways the portal knows (part 2 §3). */
export const GATEWAY_MODEL_ID = 'FE_LTE_00';

/** Characters of a generated gateway password: 144 random bits in base64url. */
export const GATEWAY_PASSWORD_BYTES = 18;
