import {
  GetMaintenanceNotificationsQuery,
  GetMaintenanceNotificationsResponse,
  GetServiceCustomersBody,
  GetServiceCustomersResponse,
  GetSmartpassReportFileQuery,
  GetSmartpassReportsQuery,
  GetSmartpassReportsResponse,
  MaintenanceNotification,
  PutMaintenanceNotificationBody,
  PutServiceRecordAttachmentQuery,
  ServiceRecordAttachmentResponse,
  ServiceRecordCsvBody,
  ServiceRecordImportBody,
  ServiceRecordImportResponse,
} from '@airsight/contracts/http/service-records';
import { FileAnswer } from '@airsight/contracts/http/files';
import {
  SERVICE_IMPORT_CSV_COLUMNS,
  SERVICE_IMPORT_MAX_CSV_BYTES,
  SERVICE_REPORT_FILE_MAX_BYTES,
} from '@airsight/contracts/service-records';
import type { AppInstance } from '../../app.ts';
import { sendAttachment } from '../attachment.ts';
import { splitCommaLists } from '../query-string.ts';
import { ErrorRef, READ_ERRORS, schemasOf } from '../schema.ts';
import { scopeOf } from '../scope.ts';
import {
  getMaintenanceNotifications,
  getServiceCustomers,
  getSmartpassReportFile,
  getSmartpassReports,
  importServiceRecords,
  putMaintenanceNotification,
  putServiceRecordAttachment,
  uploadServiceRecords,
} from '../../services/service-records.ts';

const TAG = 'service-records';
/** The answer of a download: the PDF itself. */
const PDF_FILE = FileAnswer('the PDF', 'application/pdf', { format: 'binary' });
/** Calls that leave out what the caller cannot see, or name nothing: no 404. */
const listSchema = schemasOf(TAG, { 400: ErrorRef, 401: ErrorRef });
const schema = schemasOf(TAG, READ_ERRORS);
/** The imports: supplier staff only (403 for the others). */
const IMPORT_ERRORS = { 400: ErrorRef, 401: ErrorRef, 403: ErrorRef } as const;
const importSchema = schemasOf(TAG, IMPORT_ERRORS);
const attachmentSchema = schemasOf(TAG, { ...IMPORT_ERRORS, 404: ErrorRef, 413: ErrorRef });

/**
 * Second-backend service records (/api, spec part 1 §7, part 2 §7): service reports and their PDFs, the
 * signed-in user's maintenance notifications, the service-customer lookup, and the import of service
 * reports (supplier staff only) as JSON from the service system or as a CSV upload.
 */
export async function serviceRecordRoutes(app: AppInstance): Promise<void> {
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: SERVICE_IMPORT_MAX_CSV_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: SERVICE_REPORT_FILE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/getSmartpassReports',
    {
      preValidation: async (request) => {
        // `equipmentNos=a,b` (one text) and repeated keys both become one list for the schema.
        request.query = splitCommaLists(request.query as Record<string, unknown>, [
          'equipmentNos',
        ]) as typeof request.query;
      },
      schema: listSchema(GetSmartpassReportsResponse, {
        summary: 'Service reports of machines by equipment number',
        description:
          'equipmentNos: comma list or repeated key. Machines the caller cannot see are left out like ' +
          'unknown ones; a machine without reports has none in the list.',
        querystring: GetSmartpassReportsQuery,
      }),
    },
    async (request) => getSmartpassReports(app.db, await scopeOf(app, request), request.query),
  );

  app.get(
    '/getSmartpassReportFile',
    {
      schema: schema(PDF_FILE, {
        summary: 'The PDF attached to a service report (attachmentFile of getSmartpassReports)',
        description:
          'application/pdf as an attachment; a file of a machine the caller cannot see answers 404.',
        querystring: GetSmartpassReportFileQuery,
        produces: ['application/pdf'],
      }),
    },
    async (request, reply) => {
      const file = await getSmartpassReportFile(app.db, await scopeOf(app, request), request.query.id);
      return sendAttachment(reply, { name: file.name, contentType: file.content_type, content: file.content });
    },
  );

  app.get(
    '/getMaintenanceNotifications',
    {
      schema: listSchema(GetMaintenanceNotificationsResponse, {
        summary: 'The signed-in user’s maintenance notifications',
        description:
          'userId is accepted for the original client’s sake and ignored: the answer is always the ' +
          'signed-in user’s, for the machines they may see. Times in Japan time YYYY-MM-DD HH:mm:ss.',
        querystring: GetMaintenanceNotificationsQuery,
      }),
    },
    async (request) => getMaintenanceNotifications(app.db, await scopeOf(app, request)),
  );

  app.put(
    '/putMaintenanceNotification',
    {
      schema: schema(MaintenanceNotification, {
        summary: 'Saves one maintenance notification of the signed-in user (the dialog’s ticked item)',
        description:
          'Adds the notification of the machine with equipmentNo, or replaces the user’s existing one ' +
          '(also when id is given, which must be the user’s). userId is ignored. A machine the caller ' +
          'cannot see answers 404; a time that does not exist answers 400.',
        body: PutMaintenanceNotificationBody,
      }),
    },
    async (request) => putMaintenanceNotification(app.db, await scopeOf(app, request), request.body),
  );

  app.post(
    '/getServiceCustomers',
    {
      schema: listSchema(GetServiceCustomersResponse, {
        summary: 'Service customers by code: name and place',
        description:
          'Only customers of machines the caller may see; other codes are left out like unknown ones.',
        body: GetServiceCustomersBody,
      }),
    },
    async (request) => getServiceCustomers(app.db, await scopeOf(app, request), request.body),
  );

  app.post(
    '/service-records/import',
    {
      schema: importSchema(ServiceRecordImportResponse, {
        summary: 'Imports service reports from the supplier’s service system (supplier staff only)',
        description:
          'Every row is checked first (a machine with the equipment number, codes in range, a real ' +
          'finish date not after today in Japan, externalId once); the first bad one answers 400 naming ' +
          'its index and field and nothing is stored. A known externalId updates its report.',
        body: ServiceRecordImportBody,
      }),
    },
    async (request) => importServiceRecords(app.db, await scopeOf(app, request), request.body),
  );

  app.post(
    '/service-records/upload',
    {
      bodyLimit: SERVICE_IMPORT_MAX_CSV_BYTES,
      schema: importSchema(ServiceRecordImportResponse, {
        summary: 'Uploads service reports as CSV (supplier staff only)',
        description:
          `Content-Type text/csv, UTF-8. A header line naming the columns ` +
          `${SERVICE_IMPORT_CSV_COLUMNS.join(', ')} (any order), then one record per line. Checked and ` +
          'stored as the JSON import does; an error names the line and the column.',
        consumes: ['text/csv'],
        body: ServiceRecordCsvBody,
      }),
    },
    async (request) => uploadServiceRecords(app.db, await scopeOf(app, request), request.body),
  );

  app.put(
    '/service-records/attachment',
    {
      bodyLimit: SERVICE_REPORT_FILE_MAX_BYTES,
      schema: attachmentSchema(ServiceRecordAttachmentResponse, {
        summary: 'Attaches a PDF to an imported service report (supplier staff only)',
        description:
          'Content-Type application/pdf; the body is the file (under 10 MB). The report is named by the ' +
          'externalId it was imported with; its previous PDF is replaced. An unknown externalId answers 404.',
        consumes: ['application/pdf'],
        querystring: PutServiceRecordAttachmentQuery,
      }),
    },
    async (request) =>
      putServiceRecordAttachment(app.db, await scopeOf(app, request), request.query, request.body),
  );
}
