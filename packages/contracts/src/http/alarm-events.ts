/**
 * Main API alarm-event calls (part 1 §3, §7; part 2 §7): active incidents, incident history and the raw
 * event history of the caller's machines.
 *
 * Query strings use the original client's forms: lists as a comma list or repeated keys
 * (event_level=1,2,3 or event_level=1&event_level=2), and machines as bracket-indexed keys
 * (device_list[0].model_id=…&device_list[0].serial_no=…, also device_list[0][model_id]=…). The server
 * turns those keys into the arrays the schemas below describe before it validates them.
 *
 * Every answer is limited to the caller's authorities. A device_group_id or a machine named explicitly
 * that the caller cannot see (or that does not exist) answers 404.
 */
import { Type, type Static } from 'typebox';
import { Int, ListAnswer, LocaleFields, Text } from './fields.ts';
import { ApiTime } from './sensor-data.ts';

import { ALARM_MAX_DEVICES, ALARM_MAX_EVENTS, ALARM_MAX_NUMBER } from '../constants.ts';

/** Columns that the alarm calls may sort by; '-' before a name for descending. */
export const ALARM_SORT_COLUMNS = ['event_time', 'event_level', 'model_id', 'serial_no', 'event_id'] as const;
export type AlarmSortColumn = (typeof ALARM_SORT_COLUMNS)[number];

const Id = (description: string) => Text({ minLength: 1, maxLength: 100, description });
const NullableString = (description?: string) =>
  Type.Unsafe<string | null>({ type: 'string', nullable: true, ...(description ? { description } : {}) });

const DeviceKey = Type.Object(
  { model_id: Id('model id'), serial_no: Id('serial number') },
  { additionalProperties: false },
);

const EventKey = Type.Object(
  { event_id: Id('event id, e.g. sn_D028_7_set (register 0028, bit 7)') },
  { additionalProperties: false },
);

const levelList = (min: number, description: string) =>
  Type.Array(Int(min, 3), {
    minItems: 1,
    maxItems: 4,
    description: `${description}; comma list or repeated key`,
  });

const classList = (allowed: readonly number[], description: string) =>
  Type.Array(Type.Integer({ enum: [...allowed] }), {
    minItems: 1,
    maxItems: allowed.length,
    description: `${description}; comma list or repeated key`,
  });

/** Filters every alarm call accepts. */
const commonFilters = {
  get_class: Type.Optional(
    Type.Integer({
      enum: [4],
      default: 4,
      description: '4: events with their machine and group details (the only class served)',
    }),
  ),
  sort: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: '^-?[a-z_]+(,-?[a-z_]+)*$',
      default: '-event_time',
      description: `comma list of ${ALARM_SORT_COLUMNS.join(', ')}; '-' prefix for descending; default -event_time`,
    }),
  ),
  parent_flg: Type.Optional(
    Type.Integer({
      enum: [0, 1],
      default: 0,
      description: 'with device_group_id: 1 includes every group under it, 0 (default) only the group itself',
    }),
  ),
  device_group_id: Type.Optional(Id('only machines of this group (see parent_flg)')),
  device_list: Type.Optional(
    Type.Array(DeviceKey, {
      minItems: 1,
      maxItems: ALARM_MAX_DEVICES,
      description: 'only these machines: device_list[i].model_id and device_list[i].serial_no, i = 0 … 99',
    }),
  ),
  model_id: Type.Optional(Id('one machine, with serial_no (the annual-inspection form)')),
  serial_no: Type.Optional(Id('needs model_id')),
  event_list: Type.Optional(
    Type.Array(EventKey, {
      minItems: 1,
      maxItems: ALARM_MAX_EVENTS,
      description: 'only these events: event_list[i].event_id, i = 0 … 49',
    }),
  ),
  max_number: Type.Optional(
    Int(1, ALARM_MAX_NUMBER, { default: ALARM_MAX_NUMBER, description: 'most rows' }),
  ),
};

const timeFilters = {
  event_time_from: Type.Optional(ApiTime('earliest event time, inclusive')),
  event_time_to: Type.Optional(ApiTime('latest event time, inclusive')),
};

export const EventIncidentStatusQuery = Type.Object(
  {
    ...commonFilters,
    event_level: Type.Optional(levelList(1, 'levels: 1 maintenance, 2 caution, 3 emergency; default all')),
    incident_class: Type.Optional(classList([1], '1 active (the only class this call answers)')),
  },
  { $id: 'EventIncidentStatusQuery', additionalProperties: false },
);
export type EventIncidentStatusQuery = Static<typeof EventIncidentStatusQuery>;

export const EventIncidentHistoryQuery = Type.Object(
  {
    ...commonFilters,
    ...timeFilters,
    event_level: Type.Optional(levelList(1, 'levels: 1 maintenance, 2 caution, 3 emergency; default all')),
    incident_class: Type.Optional(
      classList([1, 3], '1 still active, 3 recovered; default both. Times filter the occurrence time'),
    ),
  },
  { $id: 'EventIncidentHistoryQuery', additionalProperties: false },
);
export type EventIncidentHistoryQuery = Static<typeof EventIncidentHistoryQuery>;

export const EventHistoryQuery = Type.Object(
  {
    ...commonFilters,
    ...timeFilters,
    event_level: Type.Optional(
      levelList(0, 'levels: 0 panel-lamp changes, 1 maintenance, 2 caution, 3 emergency; default all'),
    ),
    incident_class: Type.Optional(
      classList([1, 2], '1 occurred (bit rose), 2 recovered (bit fell); default both'),
    ),
  },
  { $id: 'EventHistoryQuery', additionalProperties: false },
);
export type EventHistoryQuery = Static<typeof EventHistoryQuery>;

/** The filters of any of the three calls, as the server reads them. */
export type AlarmQuery = EventIncidentStatusQuery | EventIncidentHistoryQuery | EventHistoryQuery;

const eventFields = {
  id: Type.String({ description: 'row id (incidents and event history number their rows separately)' }),
  event_id: Type.String({ description: 'register and bit, e.g. sn_D026_3_set' }),
  event_level: Type.Integer({ description: '0 panel lamp, 1 maintenance, 2 caution, 3 emergency' }),
  event_time: Type.String({ description: '14 digits yyyyMMddHHmmss, UTC' }),
  device_time_zone: Type.String({ description: 'IANA time zone of the machine, for local display' }),
  name_locale1: Type.String({ description: 'event name, English' }),
  name_locale2: Type.String({ description: 'event name, Japanese' }),
  name_locale3: Type.String({ description: 'event name, Chinese' }),
  model_id: Type.String(),
  serial_no: Type.String(),
  ...LocaleFields('device_name', Type.String()),
  device_optional_info_1: NullableString('model name'),
  device_optional_info_2: NullableString('customer’s machine number'),
  device_group_id: Type.String(),
  ...LocaleFields('device_group_name', Type.String()),
};

export const IncidentEvent = Type.Object(
  {
    ...eventFields,
    incident_class: Type.Integer({ description: '1 active, 3 recovered (history)' }),
    event_time: Type.String({ description: 'when the incident occurred: 14 digits yyyyMMddHHmmss, UTC' }),
    recovery_time: NullableString('when it recovered (14 digits, UTC); null while active'),
  },
  { $id: 'IncidentEvent', additionalProperties: false },
);
export type IncidentEvent = Static<typeof IncidentEvent>;

export const HistoryEvent = Type.Object(
  {
    ...eventFields,
    incident_class: Type.Integer({ description: '1 occurred (bit rose), 2 recovered (bit fell)' }),
  },
  { $id: 'HistoryEvent', additionalProperties: false },
);
export type HistoryEvent = Static<typeof HistoryEvent>;

export const EventIncidentStatusResponse = ListAnswer(
  'EventIncidentStatusResponse',
  'event_incident_status_list',
  IncidentEvent,
);
export type EventIncidentStatusResponse = Static<typeof EventIncidentStatusResponse>;

export const EventIncidentHistoryResponse = ListAnswer(
  'EventIncidentHistoryResponse',
  'event_incident_history_list',
  IncidentEvent,
);
export type EventIncidentHistoryResponse = Static<typeof EventIncidentHistoryResponse>;

export const EventHistoryResponse = ListAnswer('EventHistoryResponse', 'event_history_list', HistoryEvent);
export type EventHistoryResponse = Static<typeof EventHistoryResponse>;
