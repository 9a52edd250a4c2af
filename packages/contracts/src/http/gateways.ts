/**
 * Gateway administration (ours; docs/telemetry.md §6): GET/POST /v1/gateways, PUT/DELETE
 * /v1/gateways/:username and POST /v1/gateways/:username/password. For supplier staff with the admin flag
 * (a user administrator whose root group is the top of the tree). Passwords are made by the server and
 * shown once.
 */
import { Type, type Static } from 'typebox';
import { GATEWAY_NOTE_RULE, GATEWAY_SERIAL_RULE, GATEWAY_USERNAME_RULE } from '../domain/gateway-admin.ts';
import { Text, TextOfRule } from './fields.ts';

const MachineKey = Type.Object(
  {
    modelId: Text({ minLength: 1, maxLength: 100 }),
    serialNo: Text({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);

export const GatewayParams = Type.Object(
  { username: TextOfRule(GATEWAY_USERNAME_RULE, { description: "the gateway's MQTT username" }) },
  { additionalProperties: false },
);
export type GatewayParams = Static<typeof GatewayParams>;

export const Gateway = Type.Object(
  {
    username: Type.String(),
    modelId: Type.String(),
    serialNo: Type.String(),
    deviceGroupId: Type.String({ description: 'the device group the gateway belongs to' }),
    note: Type.String(),
    machines: Type.Array(Type.Object({ modelId: Type.String(), serialNo: Type.String() }), {
      description: 'the compressors behind it (devices.parent_*): it may publish for these',
    }),
    groups: Type.Array(Type.String(), {
      description: 'device groups under which it may publish for every compressor',
    }),
    /** False for a gateway whose password predates gateway administration: an external Mosquitto lacks it. */
    brokerPassword: Type.Boolean(),
    passwordChanged: Type.Union([Type.String(), Type.Null()], { description: 'ISO 8601, UTC' }),
    created: Type.String({ description: 'ISO 8601, UTC' }),
  },
  { additionalProperties: false },
);
export type Gateway = Static<typeof Gateway>;

export const ListGatewaysResponse = Type.Array(Gateway, { description: 'ordered by username' });
export type ListGatewaysResponse = Static<typeof ListGatewaysResponse>;

const Assignment = {
  deviceGroupId: Text({ minLength: 1, maxLength: 100, description: 'a device group the caller may see' }),
  note: TextOfRule(GATEWAY_NOTE_RULE),
  machines: Type.Array(MachineKey, {
    maxItems: 1000,
    description: 'every compressor behind the gateway (replaces the list); each under deviceGroupId',
  }),
  groups: Type.Array(Text({ minLength: 1, maxLength: 100 }), {
    maxItems: 100,
    description: 'device groups it may publish for (replaces the list)',
  }),
};

export const AddGatewayBody = Type.Object(
  {
    username: TextOfRule(GATEWAY_USERNAME_RULE, {
      description: "letters, digits and . _ -; no '/', '+', '#'",
    }),
    serialNo: TextOfRule(GATEWAY_SERIAL_RULE),
    ...Assignment,
  },
  { additionalProperties: false },
);
export type AddGatewayBody = Static<typeof AddGatewayBody>;

export const PutGatewayBody = Type.Object(Assignment, { additionalProperties: false });
export type PutGatewayBody = Static<typeof PutGatewayBody>;

export const GatewayWithPassword = Type.Object(
  {
    gateway: Gateway,
    password: Type.String({ description: 'the new password: shown this once, stored only as hashes' }),
  },
  { additionalProperties: false },
);
export type GatewayWithPassword = Static<typeof GatewayWithPassword>;
