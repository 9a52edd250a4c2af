/**
 * Main API master-info calls (part 1 §7, part 2 §7): every query, body and answer. Field names are those
 * of the specification (snake_case) so that either side could be swapped for the original.
 * Every answer is limited to the caller's authorities; an id outside them answers 404.
 * Lists are [] when empty (the web client turns empty lists into null, as the original did).
 */
import { Type, type Static } from 'typebox';
import { CUSTOMER_MACHINE_NUMBER_RULE } from '../domain/text-rules.ts';
import { Int, INT32_MAX, ListAnswer, NullableNumber, NullableText, LocaleFields, Text } from './fields.ts';

const MAX_ID = 100;

/** Ids, codes and serial numbers: 1 to 100 characters. */
const Id = (description: string) => Text({ minLength: 1, maxLength: MAX_ID, description });
/** Answer-only text and numbers: never validated, so free of request bounds. */
const NullableString = (options: { description?: string } = {}) =>
  Type.Unsafe<string | null>({ type: 'string', nullable: true, ...options });
const NullableValue = () => Type.Unsafe<number | null>({ type: 'number', nullable: true });

/** Comma list of column names, '-' before a name for descending, e.g. "optional_info_2,-serial_no". */
const Sort = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '^-?[a-z0-9_]+(,-?[a-z0-9_]+)*$',
  description: "comma list of columns, '-' prefix for descending",
});

// ---- userRoles ---------------------------------------------------------------------------------------

export const UserRolesQuery = Type.Object(
  { user_id: Id('the caller’s own user id; any other answers 404') },
  { $id: 'UserRolesQuery', additionalProperties: false },
);
export type UserRolesQuery = Static<typeof UserRolesQuery>;

export const UserRole = Type.Object(
  { user_id: Type.String(), role_id: Type.String({ description: "contains 'Login' or 'gwC2dSendUpd'" }) },
  { $id: 'UserRole', additionalProperties: false },
);
export type UserRole = Static<typeof UserRole>;

export const UserRolesResponse = ListAnswer('UserRolesResponse', 'user_role_list', UserRole, {
  description: 'in the order of the user’s roles',
});
export type UserRolesResponse = Static<typeof UserRolesResponse>;

// ---- roleRootGroups ----------------------------------------------------------------------------------

export const RoleRootGroupsQuery = Type.Object(
  { role_id: Id('one of the caller’s roles; any other answers 404') },
  { $id: 'RoleRootGroupsQuery', additionalProperties: false },
);
export type RoleRootGroupsQuery = Static<typeof RoleRootGroupsQuery>;

export const RoleRootGroup = Type.Object(
  {
    role_id: Type.String(),
    root_group_id: Type.String({ description: "group type followed by '$', e.g. ACME$" }),
  },
  { $id: 'RoleRootGroup', additionalProperties: false },
);
export type RoleRootGroup = Static<typeof RoleRootGroup>;

export const RoleRootGroupsResponse = ListAnswer(
  'RoleRootGroupsResponse',
  'role_root_group_list',
  RoleRootGroup,
);
export type RoleRootGroupsResponse = Static<typeof RoleRootGroupsResponse>;

// ---- deviceGroups ------------------------------------------------------------------------------------

export const DeviceGroupsQuery = Type.Object(
  {
    device_group_type: Type.Optional(Id('the group’s unique code, e.g. ACME')),
    device_group_id: Type.Optional(Id('the group’s id')),
  },
  {
    $id: 'DeviceGroupsQuery',
    additionalProperties: false,
    description: 'give device_group_type or device_group_id',
  },
);
export type DeviceGroupsQuery = Static<typeof DeviceGroupsQuery>;

export const DeviceGroup = Type.Object(
  {
    device_group_id: Type.String(),
    parent_device_group_id: NullableString(),
    root_group_id: Type.String(),
    device_group_type: Type.String(),
    ...LocaleFields('name', Type.String()),
    has_children: Type.Boolean(),
  },
  { $id: 'DeviceGroup', additionalProperties: false },
);
export type DeviceGroup = Static<typeof DeviceGroup>;

export const DeviceGroupsResponse = ListAnswer('DeviceGroupsResponse', 'device_group_list', DeviceGroup);
export type DeviceGroupsResponse = Static<typeof DeviceGroupsResponse>;

// ---- userDeviceGroupAuthorities ----------------------------------------------------------------------

export const UserDeviceGroupAuthoritiesQuery = Type.Object(
  { device_group_id: Type.Optional(Id('answer only this group and everything under it')) },
  { $id: 'UserDeviceGroupAuthoritiesQuery', additionalProperties: false },
);
export type UserDeviceGroupAuthoritiesQuery = Static<typeof UserDeviceGroupAuthoritiesQuery>;

export const UserDeviceGroupAuthority = Type.Object(
  {
    device_group_id: Type.String(),
    parent_device_group_id: NullableString(),
    root_group_id: Type.String(),
    device_group_type: Type.String(),
    ...LocaleFields('device_group_name', Type.String()),
    has_children: Type.Boolean(),
  },
  { $id: 'UserDeviceGroupAuthority', additionalProperties: false },
);
export type UserDeviceGroupAuthority = Static<typeof UserDeviceGroupAuthority>;

export const UserDeviceGroupAuthoritiesResponse = ListAnswer(
  'UserDeviceGroupAuthoritiesResponse',
  'user_device_group_authority_list',
  UserDeviceGroupAuthority,
  { description: 'parents before children' },
);
export type UserDeviceGroupAuthoritiesResponse = Static<typeof UserDeviceGroupAuthoritiesResponse>;

// ---- baseDevices -------------------------------------------------------------------------------------

export const BaseDevicesQuery = Type.Object(
  { fields: Type.Optional(Type.Literal('model_id', { description: 'only model_id is supported' })) },
  { $id: 'BaseDevicesQuery', additionalProperties: false },
);
export type BaseDevicesQuery = Static<typeof BaseDevicesQuery>;

export const BaseDevice = Type.Object(
  { model_id: Type.String() },
  { $id: 'BaseDevice', additionalProperties: false },
);
export type BaseDevice = Static<typeof BaseDevice>;

export const BaseDevicesResponse = ListAnswer('BaseDevicesResponse', 'base_device_list', BaseDevice, {
  description: 'distinct model ids of the caller’s machines',
});
export type BaseDevicesResponse = Static<typeof BaseDevicesResponse>;

// ---- userDeviceAuthorities ---------------------------------------------------------------------------

/** Columns that userDeviceAuthorities may sort by. */
export const DEVICE_AUTHORITY_SORT_COLUMNS = [
  'model_id',
  'serial_no',
  'device_group_id',
  'optional_info_1',
  'optional_info_2',
  'device_name_locale1',
  'device_name_locale2',
  'device_name_locale3',
  'device_group_name_locale1',
  'device_group_name_locale2',
  'device_group_name_locale3',
] as const;

export const UserDeviceAuthoritiesQuery = Type.Object(
  {
    model_id: Type.Optional(Id('machines of this model; with serial_no one machine')),
    serial_no: Type.Optional(Id('needs model_id')),
    device_group_id: Type.Optional(Id('machines of this group and every group under it')),
    sort: Type.Optional(Sort),
  },
  { $id: 'UserDeviceAuthoritiesQuery', additionalProperties: false },
);
export type UserDeviceAuthoritiesQuery = Static<typeof UserDeviceAuthoritiesQuery>;

export const UserDeviceAuthority = Type.Object(
  {
    model_id: Type.String(),
    serial_no: Type.String({ description: 'machineUnit_customerCode' }),
    device_group_id: Type.String(),
    ...LocaleFields('device_group_name', Type.String()),
    ...LocaleFields('device_name', Type.String()),
    device_name_locale2: Type.String({ description: 'the service customer’s name; the map matches by it' }),
    optional_info_1: NullableString({ description: 'model name' }),
    optional_info_2: NullableString({ description: 'customer’s machine number' }),
  },
  { $id: 'UserDeviceAuthority', additionalProperties: false },
);
export type UserDeviceAuthority = Static<typeof UserDeviceAuthority>;

export const UserDeviceAuthoritiesResponse = ListAnswer(
  'UserDeviceAuthoritiesResponse',
  'user_device_authority_list',
  UserDeviceAuthority,
);
export type UserDeviceAuthoritiesResponse = Static<typeof UserDeviceAuthoritiesResponse>;

// ---- devices -----------------------------------------------------------------------------------------

export const DevicesQuery = Type.Object(
  { model_id: Id('model id'), serial_no: Id('serial number') },
  { $id: 'DevicesQuery', additionalProperties: false },
);
export type DevicesQuery = Static<typeof DevicesQuery>;

export const DeviceIdParams = Type.Object(
  { id: Type.String({ pattern: '^[1-9][0-9]{0,17}$', description: 'device id (digits)' }) },
  { $id: 'DeviceIdParams', additionalProperties: false },
);
export type DeviceIdParams = Static<typeof DeviceIdParams>;

const ISO_TIME = Type.String({ format: 'date-time', maxLength: 40, description: 'ISO 8601' });
const SmallInt = Int(-32768, 32767);

/** Maximum length of the customer's machine number (part 2 §5). */
export const OPTIONAL_INFO_2_MAX = CUSTOMER_MACHINE_NUMBER_RULE.maxLength;

/** A compressor: every field of part 2 §3, plus the consent form flag and the service customer. */
export const Device = Type.Object(
  {
    id: Text({ maxLength: 20, description: 'bigint as text' }),
    model_id: Id('model id'),
    serial_no: Id('machineUnit_customerCode'),
    ...LocaleFields('name', Text({ maxLength: 200 })),
    ...LocaleFields('description', NullableText({ maxLength: 1000 })),
    optional_info_1: NullableText({ maxLength: 200, description: 'model name' }),
    optional_info_2: NullableText({
      maxLength: OPTIONAL_INFO_2_MAX,
      description: 'customer’s machine number; the only field a client may change',
    }),
    optional_info_3: NullableText({ maxLength: 200 }),
    optional_info_4: NullableText({ maxLength: 200 }),
    optional_info_5: NullableText({ maxLength: 200 }),
    optional_info_6: NullableText({ maxLength: 200 }),
    optional_info_7: NullableText({ maxLength: 200 }),
    optional_info_8: NullableText({ maxLength: 200 }),
    optional_info_9: NullableText({ maxLength: 200 }),
    optional_info_10: NullableText({ maxLength: 200 }),
    time_zone: Text({ maxLength: 64, description: 'IANA time zone' }),
    communication_flg: SmallInt,
    device_mode: SmallInt,
    device_type: SmallInt,
    iot_device_flg: SmallInt,
    latitude: NullableNumber(-90, 90),
    longitude: NullableNumber(-180, 180),
    maker_code: NullableText({ maxLength: 100 }),
    note: NullableText({ maxLength: 1000 }),
    parent_model_id: NullableText({ maxLength: MAX_ID, description: 'gateway model' }),
    parent_serial_no: NullableText({ maxLength: MAX_ID, description: 'gateway serial number' }),
    setup_place: NullableText({ maxLength: 200 }),
    setup_status: SmallInt,
    unreceive_seconds: Int(0, INT32_MAX),
    insert_time: ISO_TIME,
    inserted: Text({ maxLength: MAX_ID }),
    update_time: ISO_TIME,
    updated: Text({ maxLength: MAX_ID }),
    version: Int(0, INT32_MAX, { description: 'optimistic lock: send back the version you read' }),
    consent_form_received: Type.Boolean(),
    service_customer_code: NullableText({ maxLength: MAX_ID }),
  },
  { $id: 'Device', additionalProperties: false },
);
export type Device = Static<typeof Device>;

/** PUT /devices/{id}: the full record as read, with only optional_info_2 changed. */
export const DeviceUpdateBody = Type.Object(Device.properties, {
  $id: 'DeviceUpdateBody',
  additionalProperties: false,
  description: 'the device as read; only optional_info_2 may differ, version must be the one read',
});
export type DeviceUpdateBody = Static<typeof DeviceUpdateBody>;

export const DevicesResponse = ListAnswer('DevicesResponse', 'device_list', Device);
export type DevicesResponse = Static<typeof DevicesResponse>;

// ---- sensors -----------------------------------------------------------------------------------------

/** Columns that sensors may sort by (default: address). */
export const SENSOR_SORT_COLUMNS = [
  'address',
  'sensor_id',
  'kind',
  'name_locale1',
  'name_locale2',
  'name_locale3',
] as const;

export const SensorsQuery = Type.Object(
  {
    model_id: Id('model id'),
    serial_no: Id('serial number'),
    sort: Type.Optional(Sort),
    name_locale2: Type.Optional(Text({ maxLength: MAX_ID, description: 'substring of the Japanese name' })),
  },
  { $id: 'SensorsQuery', additionalProperties: false },
);
export type SensorsQuery = Static<typeof SensorsQuery>;

export const Sensor = Type.Object(
  {
    sensor_id: Type.String({ description: 'sn_D001 ... sn_D033, sn_D020_021, sn_D022_023' }),
    address: Type.String({ description: 'four-digit register address' }),
    ...LocaleFields('name', Type.String()),
    ...LocaleFields('unit', NullableString()),
    ...LocaleFields('min_value', NullableValue()),
    ...LocaleFields('max_value', NullableValue()),
    remarks: Type.String(),
    display_range: Type.String(),
    kind: Type.Union([
      Type.Literal('measurement'),
      Type.Literal('double_word'),
      Type.Literal('bits'),
      Type.Literal('unused'),
    ]),
  },
  { $id: 'Sensor', additionalProperties: false },
);
export type Sensor = Static<typeof Sensor>;

export const SensorsResponse = ListAnswer('SensorsResponse', 'sensor_list', Sensor);
export type SensorsResponse = Static<typeof SensorsResponse>;
