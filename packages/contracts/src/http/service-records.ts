/**
 * Second-backend service records (spec part 1 §3, §7; part 2 §3, §7): the service reports of machines
 * (getSmartpassReports) and their PDF attachments, the user's maintenance notifications, the
 * service-customer lookup, and the import of service reports from the supplier's service system (JSON)
 * or a CSV upload. Field names are the specification's (camelCase, as the second backend spells them).
 */
import { Type, type Static } from 'typebox';
import { JST_DATE_TIME_PATTERN } from '../format/api-time.ts';
import { INT32_MAX, Int, Text } from './fields.ts';
import {
  DATE_PATTERN,
  MAINTENANCE_STATUSES,
  type MaintenanceStatus,
  SERVICE_CODE_RANGE,
  SERVICE_CUSTOMERS_MAX_CODES,
  SERVICE_IMPORT_MAX_CSV_BYTES,
  SERVICE_IMPORT_MAX_ROWS,
  SERVICE_REPORTS_MAX_EQUIPMENT_NOS,
  TASK_TYPE_RANGE,
} from '../service-records.ts';

const EquipmentNo = Text({
  minLength: 1,
  maxLength: 64,
  description: 'equipment number: the serial number without its _customerCode suffix',
});
/** A row id of the database (bigint), as digits. */
const RowId = (description: string) =>
  Type.String({ pattern: '^[1-9][0-9]{0,17}$', description: `${description} (digits)` });
const JstDateTime = (description: string) =>
  Type.String({
    pattern: JST_DATE_TIME_PATTERN,
    description: `${description}, Japan time YYYY-MM-DD HH:mm:ss`,
  });
const Day = (description: string) =>
  Type.String({ pattern: DATE_PATTERN, description: `${description}, YYYY-MM-DD` });
const Status = Type.Unsafe<MaintenanceStatus>(
  Type.String({ enum: [...MAINTENANCE_STATUSES], description: 'notice, warning or danger' }),
);

export const GetSmartpassReportsQuery = Type.Object(
  {
    equipmentNos: Type.Array(EquipmentNo, {
      minItems: 1,
      maxItems: SERVICE_REPORTS_MAX_EQUIPMENT_NOS,
      description: 'comma list or repeated key',
    }),
  },
  { additionalProperties: false },
);
export type GetSmartpassReportsQuery = Static<typeof GetSmartpassReportsQuery>;

export const SmartpassReport = Type.Object(
  {
    id: Type.String({ description: 'the report (digits)' }),
    equipmentNo: Type.String(),
    fservicecd: Type.Integer({ description: 'service code 1 … 9' }),
    taskType: Type.Integer({ description: 'task type 99 … 999' }),
    finishDate: Type.String({ description: 'YYYY-MM-DD' }),
    fkadotm: Type.Integer({ description: 'running hours at the service' }),
    registeredBy: Type.String(),
    attachmentFile: Type.Union([Type.String(), Type.Null()], {
      description: 'id of the PDF for GET /api/getSmartpassReportFile, or null',
    }),
  },
  { additionalProperties: false },
);
export type SmartpassReport = Static<typeof SmartpassReport>;

export const GetSmartpassReportsResponse = Type.Array(SmartpassReport, {
  description: 'by equipment number, then newest finish date first',
});
export type GetSmartpassReportsResponse = Static<typeof GetSmartpassReportsResponse>;

export const GetSmartpassReportFileQuery = Type.Object(
  { id: RowId('the attachmentFile of a report') },
  { additionalProperties: false },
);
export type GetSmartpassReportFileQuery = Static<typeof GetSmartpassReportFileQuery>;

export const MaintenanceNotification = Type.Object(
  {
    id: Type.String({ description: 'digits' }),
    userId: Type.String(),
    equipmentNo: Type.String(),
    customerManagementNo: Type.String(),
    status: Status,
    disabledDate: Type.String({
      description:
        'when the user ticked "Not displayed for 30 days": the item is hidden for 30 days from then (docs/maintenance.md); Japan time YYYY-MM-DD HH:mm:ss',
    }),
    noticeDate: Type.Union([Type.String(), Type.Null()], {
      description: 'when it was shown; Japan time YYYY-MM-DD HH:mm:ss',
    }),
  },
  { additionalProperties: false },
);
export type MaintenanceNotification = Static<typeof MaintenanceNotification>;

export const GetMaintenanceNotificationsQuery = Type.Object(
  {
    userId: Type.Optional(
      Text({ maxLength: 100, description: 'accepted and ignored: the answer is the signed-in user’s' }),
    ),
  },
  { additionalProperties: false },
);
export type GetMaintenanceNotificationsQuery = Static<typeof GetMaintenanceNotificationsQuery>;

export const GetMaintenanceNotificationsResponse = Type.Array(MaintenanceNotification);
export type GetMaintenanceNotificationsResponse = Static<typeof GetMaintenanceNotificationsResponse>;

export const PutMaintenanceNotificationBody = Type.Object(
  {
    id: Type.Optional(RowId('an existing notification of the signed-in user')),
    userId: Type.Optional(
      Text({ maxLength: 100, description: 'accepted and ignored: it is saved for the signed-in user' }),
    ),
    equipmentNo: EquipmentNo,
    customerManagementNo: Text({ maxLength: 40, description: 'the customer’s machine number' }),
    status: Status,
    disabledDate: JstDateTime(
      'when the user dismissed it; hidden for 30 days from then (docs/maintenance.md)',
    ),
    noticeDate: Type.Optional(JstDateTime('when it was shown')),
  },
  { additionalProperties: false },
);
export type PutMaintenanceNotificationBody = Static<typeof PutMaintenanceNotificationBody>;

export const GetServiceCustomersBody = Type.Object(
  {
    codes: Type.Array(Text({ minLength: 1, maxLength: 64, description: 'a service-customer code' }), {
      maxItems: SERVICE_CUSTOMERS_MAX_CODES,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);
export type GetServiceCustomersBody = Static<typeof GetServiceCustomersBody>;

export const ServiceCustomer = Type.Object(
  {
    code: Type.String(),
    name: Type.String(),
    latitude: Type.Union([Type.Number(), Type.Null()]),
    longitude: Type.Union([Type.Number(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type ServiceCustomer = Static<typeof ServiceCustomer>;

export const GetServiceCustomersResponse = Type.Array(ServiceCustomer, {
  description: 'the customers of the caller’s machines among the codes, by code',
});
export type GetServiceCustomersResponse = Static<typeof GetServiceCustomersResponse>;

export const ServiceRecordImportRow = Type.Object(
  {
    externalId: Text({
      minLength: 1,
      maxLength: 100,
      description: 'the record’s id in the service system: importing it again updates it',
    }),
    equipmentNo: EquipmentNo,
    fservicecd: Int(SERVICE_CODE_RANGE.min, SERVICE_CODE_RANGE.max, { description: 'service code' }),
    taskType: Int(TASK_TYPE_RANGE.min, TASK_TYPE_RANGE.max, { description: 'task type' }),
    finishDate: Day('the day the service was finished'),
    fkadotm: Int(0, INT32_MAX, { description: 'running hours at the service' }),
    registeredBy: Text({ minLength: 1, maxLength: 100, description: 'who registered the record' }),
  },
  { additionalProperties: false },
);
export type ServiceRecordImportRow = Static<typeof ServiceRecordImportRow>;

export const ServiceRecordImportBody = Type.Array(ServiceRecordImportRow, {
  minItems: 1,
  maxItems: SERVICE_IMPORT_MAX_ROWS,
});
export type ServiceRecordImportBody = Static<typeof ServiceRecordImportBody>;

export const ServiceRecordCsvBody = Text({
  minLength: 1,
  maxLength: SERVICE_IMPORT_MAX_CSV_BYTES,
  description: 'text/csv, UTF-8: a header line naming the columns, then one record per line',
});

export const ServiceRecordImportResponse = Type.Object(
  {
    rows: Type.Integer({ description: 'records received' }),
    created: Type.Integer(),
    updated: Type.Integer({ description: 'records whose externalId was imported before' }),
  },
  { additionalProperties: false },
);
export type ServiceRecordImportResponse = Static<typeof ServiceRecordImportResponse>;

export const PutServiceRecordAttachmentQuery = Type.Object(
  {
    externalId: Text({ minLength: 1, maxLength: 100, description: 'the report, by its service-system id' }),
    name: Type.Optional(
      Text({
        minLength: 1,
        maxLength: 200,
        description: 'file name for downloads; default <externalId>.pdf',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PutServiceRecordAttachmentQuery = Static<typeof PutServiceRecordAttachmentQuery>;

export const ServiceRecordAttachmentResponse = Type.Object(
  {
    externalId: Type.String(),
    attachmentFile: Type.String({ description: 'id for GET /api/getSmartpassReportFile' }),
  },
  { additionalProperties: false },
);
export type ServiceRecordAttachmentResponse = Static<typeof ServiceRecordAttachmentResponse>;
