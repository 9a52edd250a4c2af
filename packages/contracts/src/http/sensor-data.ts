/**
 * Main API sensor-data calls (part 1 §7, part 2 §3, §7, §9; DESIGN §6): the latest snapshot of machines and
 * the history of their sensors, optionally averaged (round_kbn) or down-sampled (M4).
 *
 * Values are the raw register values (16-bit words, double words 0020/0021 and 0022/0023 combined); the
 * model catalogue holds scaling and units and clients convert for display. Times in answers are UTC:
 * 14 digits yyyyMMddHHmmss (lastMeasureTime adds a fraction, '20261121093000.000'), or ISO 8601 when the
 * request sets iso8601_datetime_format. Request times accept both forms.
 *
 * Machines outside the caller's authorities (or unknown) are left out of an answer; when none of the
 * requested machines is visible the call answers 404, so a caller never learns what exists elsewhere.
 */
import { Type, type Static } from 'typebox';
import { SENSOR_IDS } from '../models/registers.ts';
import { DERIVED_SENSOR_IDS } from '../domain/operating-hours.ts';
import { Int, Text } from './fields.ts';

/** At most this many points (summed over all series) in one getSensorData answer (part 2 §9). */
export const SENSOR_DATA_MAX_POINTS = 30_000;
/** At most this many entries in getSensorData's sensor_list. */
export const SENSOR_DATA_MAX_SERIES = 100;
/** At most this many entries in getLatestSensorData's sensor_list (the clients send 5 and 50). */
export const LATEST_SENSOR_LIST_MAX = 1_000;
/** At most this many M4 buckets per series. */
export const M4_MAX_BUCKETS = 5_000;
export { SENSOR_DATA_MAX_SPAN_DAYS } from '../constants.ts';

/**
 * round_kbn: 0 raw samples; 1, 2, 3 averages per minute, hour and day. Buckets start on the minute,
 * hour or day in the machine's time zone; measureTime is the bucket start (in UTC like every time).
 * Measurements are averaged (3 decimals), double-word counters take the bucket's maximum and event or
 * lamp bit words the OR of the bucket's words (a bit set at any time in the bucket).
 */
export const ROUND_KBN = { raw: 0, minute: 1, hour: 2, day: 3 } as const;

/**
 * get_class: which points and in which order, when the range holds more than the call may answer.
 * 1 the oldest points first (ascending); 2 the newest points first (descending);
 * 4 the newest points, answered in ascending order (what a chart ending 'now' needs).
 */
export const SENSOR_GET_CLASS = { ascending: 1, descending: 2, latestAscending: 4 } as const;

const ModelId = Text({ minLength: 1, maxLength: 40, description: 'model id, e.g. OIL_INJECTION4' });
const SerialNo = Text({ minLength: 1, maxLength: 64, description: 'machineUnit_customerCode' });
const SensorId = Type.Enum([...SENSOR_IDS], {
  description: 'sn_D001 … sn_D033; double words sn_D020_021 (running hours) and sn_D022_023 (start count)',
});
export {
  AIR_VOLUME_SENSOR_ID,
  DERIVED_SENSOR_IDS,
  ENERGY_SENSOR_ID,
  RUNNING_TIME_SENSOR_ID,
} from '../domain/operating-hours.ts';
/** getSensorData also answers the derived sensors, sums that only its hour and day buckets can give. */
const HistorySensorId = Type.Enum([...SENSOR_IDS, ...DERIVED_SENSOR_IDS], {
  description:
    'sn_D001 … sn_D033; double words sn_D020_021 (running hours) and sn_D022_023 (start count). ' +
    'Derived: sv_air_volume (discharge air volume, m³), sv_energy (power consumption, kWh) and ' +
    'sv_running_time (time the motor ran, loaded or not, h), estimated ' +
    'from the panel lamps, load and motor current with the model’s rated data (docs/telemetry.md §9): ' +
    'only with round_kbn 2 (per hour) or 3 (per day in the machine’s time zone), never with downsample, ' +
    'and not in one request with register sensors. Each point is the bucket’s sum (3 decimals), one per ' +
    'bucket in which the machine sent data; a model without rated data (the gateway) answers none.',
});

/** 14 digits yyyyMMddHHmmss (UTC), optionally with a fraction; or ISO 8601 with Z or an offset. */
export const API_TIME_PATTERN =
  '^(\\d{14}(\\.\\d{1,6})?|\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:?\\d{2}))$';

export const ApiTime = (description: string) =>
  Type.String({
    maxLength: 40,
    pattern: API_TIME_PATTERN,
    description: `${description}: 14 digits yyyyMMddHHmmss in UTC (a fraction may follow), or ISO 8601 with Z or an offset`,
  });

const NullableTime = Type.Unsafe<string | null>({
  type: 'string',
  nullable: true,
  description:
    'newest measurement of the machine (14 digits plus fraction, UTC); null when it never sent data',
});

// ---- answers shared by both calls -------------------------------------------------------------------

export const SensorDataPoint = Type.Object(
  {
    measureTime: Type.String({ description: '14 digits yyyyMMddHHmmss UTC, or ISO 8601 when asked for' }),
    data: Type.Number({
      description:
        'raw register value (double words combined); an average for round_kbn > 0; a sum (m³, kWh, h) for sv_air_volume, sv_energy and sv_running_time',
    }),
  },
  { $id: 'SensorDataPoint', additionalProperties: false },
);
export type SensorDataPoint = Static<typeof SensorDataPoint>;

export const SeriesColumns = Type.Object(
  {
    t: Type.Array(Type.Number(), {
      description:
        'the points’ times in epoch milliseconds, whole seconds as in the 14-digit form: the first as it ' +
        'is, each later one as its distance from the point before (a steady 1-minute series is 60000, …)',
    }),
    v: Type.Array(Type.Number(), { description: 'the points’ values, as dataList’s data' }),
  },
  { $id: 'SeriesColumns', additionalProperties: false },
);

export const SensorSeries = Type.Object(
  {
    sensorId: Type.String(),
    dataList: Type.Array(SensorDataPoint, {
      description: 'empty when the sensor has no value, and when the request asked for columns',
    }),
    // getSensorData with columns: true: the points as two arrays instead of dataList.
    columns: Type.Optional(SeriesColumns),
  },
  { $id: 'SensorSeries', additionalProperties: false },
);
export type SensorSeries = Static<typeof SensorSeries>;

/**
 * With downsample: where the machine's samples lie more than 5 minutes apart inside a bucket (part 2 §9's
 * break), which a bucket's four points cannot show. Between buckets a client sees the gap itself.
 */
export const SampleGaps = Type.Object(
  {
    breaks_ms: Type.Array(Type.Number(), {
      description:
        'per bucket with such a gap between two of its samples, a time inside the gap (its middle; epoch ' +
        'milliseconds, ascending): the line breaks there',
    }),
    sparse_buckets: Type.Array(Type.Integer(), {
      description:
        'buckets of two or more samples in which every step between samples is such a gap: their points ' +
        'stand alone (ascending)',
    }),
  },
  { additionalProperties: false },
);
export type SampleGaps = Static<typeof SampleGaps>;

export const MachineSensorData = Type.Object(
  {
    modelId: Type.String(),
    serialNo: Type.String(),
    lastMeasureTime: NullableTime,
    timeList: Type.Array(SensorSeries, {
      description: 'one entry per requested sensor, in register order; [] when the machine never sent data',
    }),
    gaps: Type.Optional(SampleGaps),
  },
  { $id: 'MachineSensorData', additionalProperties: false },
);
export type MachineSensorData = Static<typeof MachineSensorData>;

// ---- getLatestSensorData ----------------------------------------------------------------------------

export const LatestSensorRequestItem = Type.Object(
  {
    model_id: ModelId,
    serial_no: SerialNo,
    sensorId: Type.Optional(SensorId),
  },
  { $id: 'LatestSensorRequestItem', additionalProperties: false },
);
export type LatestSensorRequestItem = Static<typeof LatestSensorRequestItem>;

export const LatestSensorDataBody = Type.Object(
  {
    sensor_list: Type.Array(LatestSensorRequestItem, {
      minItems: 1,
      maxItems: LATEST_SENSOR_LIST_MAX,
      description:
        'machines, each optionally with one sensor; a machine listed several times answers once with ' +
        'the union of its sensors (all sensors when one entry names none)',
    }),
    iso8601_datetime_format: Type.Optional(
      Type.Boolean({ description: 'answer times as ISO 8601 (…Z) instead of 14 digits' }),
    ),
  },
  { $id: 'LatestSensorDataBody', additionalProperties: false },
);
export type LatestSensorDataBody = Static<typeof LatestSensorDataBody>;

export const LatestSensorDataResponse = Type.Object(
  {
    sensor_data_list: Type.Array(MachineSensorData, {
      description:
        'one entry per visible requested machine, in request order; a machine that never sent data has ' +
        'lastMeasureTime null and an empty timeList ("not communicated", part 1 §4)',
    }),
  },
  { $id: 'LatestSensorDataResponse', additionalProperties: false },
);
export type LatestSensorDataResponse = Static<typeof LatestSensorDataResponse>;

// ---- getSensorData ----------------------------------------------------------------------------------

export const SensorRequestItem = Type.Object(
  { model_id: ModelId, serial_no: SerialNo, sensor_id: HistorySensorId },
  { $id: 'SensorRequestItem', additionalProperties: false },
);
export type SensorRequestItem = Static<typeof SensorRequestItem>;

export const Downsample = Type.Object(
  {
    method: Type.Literal('m4', {
      description: 'M4: per bucket the first, last, minimum and maximum point of each series',
    }),
    buckets: Int(1, M4_MAX_BUCKETS, {
      description:
        'equal-width time buckets over [measure_time_from, measure_time_to], e.g. the chart width in pixels; ' +
        'lowered by the server when 4 × buckets × series would exceed max_number (the answer says how many)',
    }),
  },
  { $id: 'Downsample', additionalProperties: false },
);
export type Downsample = Static<typeof Downsample>;

export const SensorDataBody = Type.Object(
  {
    get_class: Type.Optional(
      Type.Enum([1, 2, 4], {
        default: 1,
        description:
          '1 oldest points first (ascending, default); 2 newest first (descending); ' +
          '4 the newest points in ascending order. Decides which points remain when max_number cuts.',
      }),
    ),
    locale_id: Type.Optional(
      Type.Enum([1, 2, 3], {
        description: 'en 1, ja 2, zh 3; accepted for compatibility: values are raw and locale-independent',
      }),
    ),
    max_number: Type.Optional(
      Int(1, SENSOR_DATA_MAX_POINTS, {
        default: SENSOR_DATA_MAX_POINTS,
        description:
          'most points in the answer, over all series: each of the S series gets at most ' +
          'floor(max_number / S) points; the answer sets truncated when a series had more',
      }),
    ),
    measure_time_from: ApiTime('start of the period, inclusive'),
    measure_time_to: ApiTime('end of the period, inclusive; at most 366 days after the start'),
    round_kbn: Type.Optional(
      Type.Enum([0, 1, 2, 3], {
        default: 0,
        description:
          '0 raw samples (default); averages per 1 minute, 2 hour, 3 day (buckets in the machine’s ' +
          'time zone, measureTime = bucket start). Bit words answer the OR of the bucket, double words its maximum. ' +
          'The derived sensors sv_air_volume, sv_energy and sv_running_time need 2 or 3 and answer the bucket’s sum.',
      }),
    ),
    sensor_list: Type.Array(SensorRequestItem, {
      minItems: 1,
      maxItems: SENSOR_DATA_MAX_SERIES,
      description: 'the series: machine and sensor; repeated pairs count once',
    }),
    iso8601_datetime_format: Type.Optional(
      Type.Boolean({ description: 'answer times as ISO 8601 (…Z) instead of 14 digits' }),
    ),
    downsample: Type.Optional(Downsample),
    columns: Type.Optional(
      Type.Boolean({
        description:
          'answer each series’ points as columns { t, v } (epoch-millisecond times as differences, ' +
          'values) instead of dataList, which stays empty: about a quarter of the bytes for a chart ' +
          '(format/series-columns.ts reads both forms)',
      }),
    ),
  },
  { $id: 'SensorDataBody', additionalProperties: false },
);
export type SensorDataBody = Static<typeof SensorDataBody>;

export const DownsampleInfo = Type.Object(
  {
    method: Type.Literal('m4'),
    buckets: Type.Integer({ description: 'buckets used per series (may be fewer than requested)' }),
    bucket_ms: Type.Number({ description: 'width of one bucket in milliseconds' }),
    origin: Type.String({
      description:
        'start of the first bucket, written like the answer’s other times (14 digits UTC, or ISO 8601 when ' +
        'asked): bucket k holds [origin + k × bucket_ms, origin + (k + 1) × bucket_ms), so a point belongs ' +
        'to bucket floor((measureTime − origin) / bucket_ms). Buckets of an hour or more are 1, 2, 3, 4, 6, 8, ' +
        '12 or 24 hours or whole days wide, the grid aligned to multiples of the width from UTC midnight (origin ' +
        'is the last such multiple at or before measure_time_from, the first bucket holding only what lies ' +
        'inside the period); narrower buckets start at measure_time_from.',
    }),
  },
  { additionalProperties: false },
);
export type DownsampleInfo = Static<typeof DownsampleInfo>;

export const SensorDataResponse = Type.Object(
  {
    sensor_data_list: Type.Array(MachineSensorData, {
      description: 'one entry per visible requested machine, in request order',
    }),
    truncated: Type.Boolean({
      description: 'true when max_number cut a series: the period holds more points than answered',
    }),
    downsample: Type.Unsafe<DownsampleInfo | null>({
      ...DownsampleInfo,
      nullable: true,
      description: 'the M4 buckets used, null without down-sampling',
    }),
  },
  { $id: 'SensorDataResponse', additionalProperties: false },
);
export type SensorDataResponse = Static<typeof SensorDataResponse>;
