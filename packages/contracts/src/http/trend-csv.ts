/**
 * The trend graph's CSV file (ours; part 2 §2, §9; DESIGN §10, §11): every sample of one machine in a
 * period for the chosen trend sensors, streamed by the server as text/csv, named YYYYMMDD.csv. Values are
 * shown as the chart shows them: scaled, in the locale's unit, with the locale's decimals.
 */
import { Type, type Static } from 'typebox';
import { SENSOR_IDS } from '../models/registers.ts';
import { Int, Text } from './fields.ts';
import { ApiTime } from './sensor-data.ts';

/** The languages of the file's titles, units and decimals: 1 English, 2 Japanese, 3 Chinese. */
const LocaleId = Int(1, 3, {
  description: '1 English (bar and mbar, 3 decimals for pressures), 2 Japanese, 3 Chinese; default 2',
});

export const TrendCsvQuery = Type.Object(
  {
    model_id: Text({ minLength: 1, maxLength: 40, description: 'model id, e.g. OIL_INJECTION4' }),
    serial_no: Text({ minLength: 1, maxLength: 64, description: 'machineUnit_customerCode' }),
    sensor_id: Type.Array(Type.Enum([...SENSOR_IDS]), {
      minItems: 1,
      maxItems: SENSOR_IDS.length,
      description:
        'comma list or repeated key: trend sensors of the machine’s model (its trend presets), one column ' +
        'each in this order',
    }),
    measure_time_from: ApiTime('the first time of the period (inclusive)'),
    measure_time_to: ApiTime('the last time of the period (inclusive), at most 366 days after the first'),
    locale: Type.Optional(LocaleId),
    time_zone: Type.Optional(
      Text({
        minLength: 1,
        maxLength: 64,
        description:
          'the caller’s IANA time zone (a browser’s): the date of the file name is today there, and the ' +
          'times are written in it when the machine’s own zone is unknown; default the machine’s zone',
      }),
    ),
  },
  { additionalProperties: false },
);
export type TrendCsvQuery = Static<typeof TrendCsvQuery>;
