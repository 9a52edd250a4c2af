/** Service-record calls of the second backend (contracts http/service-records.ts). */
import type * as serviceRecords from '../service-records.ts';
import { getCall, sendCall } from './spec.ts';

export const serviceRecordCalls = {
  smartpassReports: getCall<
    serviceRecords.GetSmartpassReportsQuery,
    serviceRecords.GetSmartpassReportsResponse
  >('/api/getSmartpassReports'),
  /** The answer is the PDF itself (application/pdf, as an attachment). */
  smartpassReportFile: getCall<serviceRecords.GetSmartpassReportFileQuery, Blob>(
    '/api/getSmartpassReportFile',
  ),
  maintenanceNotifications: getCall<
    serviceRecords.GetMaintenanceNotificationsQuery,
    serviceRecords.GetMaintenanceNotificationsResponse
  >('/api/getMaintenanceNotifications'),
  putMaintenanceNotification: sendCall<
    serviceRecords.PutMaintenanceNotificationBody,
    serviceRecords.MaintenanceNotification
  >('PUT', '/api/putMaintenanceNotification'),
  serviceCustomers: sendCall<
    serviceRecords.GetServiceCustomersBody,
    serviceRecords.GetServiceCustomersResponse
  >('POST', '/api/getServiceCustomers'),
  importServiceRecords: sendCall<
    serviceRecords.ServiceRecordImportBody,
    serviceRecords.ServiceRecordImportResponse
  >('POST', '/api/service-records/import'),
  /** The body is text/csv (SERVICE_IMPORT_CSV_COLUMNS), not JSON. */
  uploadServiceRecords: sendCall<string, serviceRecords.ServiceRecordImportResponse>(
    'POST',
    '/api/service-records/upload',
  ),
  /** The body is the PDF itself (application/pdf). */
  putServiceRecordAttachment: sendCall<
    Blob,
    serviceRecords.ServiceRecordAttachmentResponse,
    serviceRecords.PutServiceRecordAttachmentQuery
  >('PUT', '/api/service-records/attachment'),
} as const;
