/**
 * The monthly report's calls (part 2 §7, §9; ours in their details, as the specification names only their
 * fields): POST /api/monthlyReportReserve queues the workbook of a month for a group's machines and
 * answers a statusId; POST /api/getMonthlyReport answers the job's state and progress, and the workbook
 * itself once it is done and `download` is asked. A reservation lives 600 s (its ttl), and as long again
 * after it is done.
 */
import { Type, type Static } from 'typebox';
import { Text, Uuid } from './fields.ts';

const Machine = Type.Object(
  {
    modelId: Text({ minLength: 1, maxLength: 100 }),
    serialNo: Text({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);

export const MonthlyReportReserveBody = Type.Object(
  {
    month: Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: "the report's month, YYYY-MM" }),
    deviceGroupId: Text({ minLength: 1, maxLength: 100, description: 'a device group the caller may see' }),
    groupId: Type.String({
      pattern: '^(all|unset|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$',
      description: "'all' (every machine of the device group), 'unset' (the devices given) or a group id",
    }),
    devices: Type.Optional(
      Type.Array(Machine, { maxItems: 500, description: "the machines, with groupId 'unset'" }),
    ),
    localeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, description: "the workbook's language" })),
  },
  { additionalProperties: false },
);
export type MonthlyReportReserveBody = Static<typeof MonthlyReportReserveBody>;

export const MonthlyReportReserveResponse = Type.Object(
  { statusId: Type.String({ description: 'the job: ask getMonthlyReport with it' }) },
  { additionalProperties: false },
);
export type MonthlyReportReserveResponse = Static<typeof MonthlyReportReserveResponse>;

export const GetMonthlyReportBody = Type.Object(
  {
    statusId: Uuid('what monthlyReportReserve answered'),
    download: Type.Optional(Type.Boolean({ description: 'answer the workbook itself when it is done' })),
  },
  { additionalProperties: false },
);
export type GetMonthlyReportBody = Static<typeof GetMonthlyReportBody>;

export const MonthlyReportStatus = Type.Object(
  {
    statusId: Type.String(),
    state: Type.Union([
      Type.Literal('queued'),
      Type.Literal('running'),
      Type.Literal('done'),
      Type.Literal('failed'),
    ]),
    progress: Type.Number({ description: '0 to 1' }),
    fileName: Type.Union([Type.String(), Type.Null()], {
      description: 'monthlyReport_YYYY-MM.xlsx when done',
    }),
  },
  { additionalProperties: false },
);
export type MonthlyReportStatus = Static<typeof MonthlyReportStatus>;
