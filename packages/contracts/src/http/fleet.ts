/**
 * Fleet views (our own calls; the specification leaves the server side of the home screens open).
 * The original client assembles the home screens from many small calls (latest data in batches of 5);
 * these answer a whole group in one round trip from the latest-value table, so that HomeConsumer with
 * 1,000 machines and HomeAdmin with 10,000 stay fast. Status is derived on the client with the shared
 * rules of domain/status.ts (deviceStatus) from last_measure_time and status_word, and on the server with
 * the same rules for the group counts.
 */
import { Type, type Static } from 'typebox';
import { LocaleFields, Text } from './fields.ts';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const FleetDevicesQuery = Type.Object(
  {
    /** A group of the caller's authorities; the answer covers it and every group under it. Default: all. */
    device_group_id: Type.Optional(Text({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type FleetDevicesQuery = Static<typeof FleetDevicesQuery>;

export const FleetDevice = Type.Object(
  {
    id: Type.String(),
    model_id: Type.String(),
    serial_no: Type.String(),
    device_group_id: Type.String(),
    ...LocaleFields('device_group_name', Type.String()),
    ...LocaleFields('device_name', Type.String()),
    optional_info_1: Nullable(Type.String()),
    optional_info_2: Nullable(Type.String()),
    time_zone: Type.String(),
    consent_form_received: Type.Boolean(),
    /** Newest measurement, 14 digits yyyyMMddHHmmss UTC; null when the machine never sent data. */
    last_measure_time: Nullable(Type.String()),
    /** Newest sn_D027 panel lamp word (raw); null without status data ("not communicated"). */
    status_word: Type.Union([Type.Integer(), Type.Null()]),
    /** Newest sn_D020_021 running hours (raw); null without data. */
    running_hours: Type.Union([Type.Number(), Type.Null()]),
  },
  { $id: 'FleetDevice', additionalProperties: false },
);
export type FleetDevice = Static<typeof FleetDevice>;

export const FleetDevicesResponse = Type.Object(
  {
    /** The server's clock, 14 digits UTC: the client judges connection (160 minutes) against it. */
    server_time: Type.String(),
    fleet_device_list: Type.Array(FleetDevice),
  },
  { additionalProperties: false },
);
export type FleetDevicesResponse = Static<typeof FleetDevicesResponse>;

export const GroupSummariesQuery = Type.Object(
  { device_group_id: Text({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type GroupSummariesQuery = Static<typeof GroupSummariesQuery>;

/** The counts of part 1 §2 (HomeAdmin company tab) over a group and everything under it. */
export const GroupSummary = Type.Object(
  {
    device_group_id: Type.String(),
    parent_device_group_id: Nullable(Type.String()),
    ...LocaleFields('device_group_name', Type.String()),
    has_children: Type.Boolean(),
    devicesCount: Type.Integer(),
    alermCount: Type.Object(
      {
        maintenance: Type.Integer(),
        caution: Type.Integer(),
        emergency: Type.Integer(),
      },
      { additionalProperties: false },
    ),
    drivingCount: Type.Integer(),
    notDrivingCount: Type.Integer(),
    connectionOffCount: Type.Integer(),
    communicatedCount: Type.Integer(),
    notCommunicatedCount: Type.Integer(),
    notReceivedTheConsentForm: Type.Integer(),
  },
  { $id: 'GroupSummary', additionalProperties: false },
);
export type GroupSummary = Static<typeof GroupSummary>;

export const GroupSummariesResponse = Type.Object(
  {
    server_time: Type.String(),
    /** One row per child group of the asked group, in tree order. */
    group_summary_list: Type.Array(GroupSummary),
  },
  { additionalProperties: false },
);
export type GroupSummariesResponse = Static<typeof GroupSummariesResponse>;
