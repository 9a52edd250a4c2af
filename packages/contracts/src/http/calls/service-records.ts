/** Service-record calls of the second backend (contracts http/service-records.ts). */
import type {
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
  ServiceRecordImportBody,
  ServiceRecordImportResponse,
} from '../service-records.ts';
import type { CallSpec } from './spec.ts';

export const serviceRecordCalls = {
  smartpassReports: { path: '/api/getSmartpassReports' } as CallSpec<
    GetSmartpassReportsQuery,
    never,
    GetSmartpassReportsResponse
  >,
  /** The answer is the PDF itself (application/pdf, as an attachment). */
  smartpassReportFile: { path: '/api/getSmartpassReportFile' } as CallSpec<
    GetSmartpassReportFileQuery,
    never,
    Blob
  >,
  maintenanceNotifications: { path: '/api/getMaintenanceNotifications' } as CallSpec<
    GetMaintenanceNotificationsQuery,
    never,
    GetMaintenanceNotificationsResponse
  >,
  putMaintenanceNotification: {
    method: 'PUT',
    path: '/api/putMaintenanceNotification',
  } as CallSpec<never, PutMaintenanceNotificationBody, MaintenanceNotification>,
  serviceCustomers: { method: 'POST', path: '/api/getServiceCustomers' } as CallSpec<
    never,
    GetServiceCustomersBody,
    GetServiceCustomersResponse
  >,
  importServiceRecords: { method: 'POST', path: '/api/service-records/import' } as CallSpec<
    never,
    ServiceRecordImportBody,
    ServiceRecordImportResponse
  >,
  /** The body is text/csv (SERVICE_IMPORT_CSV_COLUMNS), not JSON. */
  uploadServiceRecords: { method: 'POST', path: '/api/service-records/upload' } as CallSpec<
    never,
    string,
    ServiceRecordImportResponse
  >,
  /** The body is the PDF itself (application/pdf). */
  putServiceRecordAttachment: {
    method: 'PUT',
    path: '/api/service-records/attachment',
  } as CallSpec<PutServiceRecordAttachmentQuery, Blob, ServiceRecordAttachmentResponse>,
} as const;
