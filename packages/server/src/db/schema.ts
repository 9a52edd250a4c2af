/**
 * Kysely table types; they mirror the migrations beside this file, and test/db/schema-types.test.ts holds
 * them to the migrated database.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DeviceGroupTable {
  device_group_id: string;
  parent_device_group_id: string | null;
  root_group_id: string;
  device_group_type: string;
  name_locale1: string;
  name_locale2: string;
  name_locale3: string;
  sort_order: Generated<number>;
  insert_time: Timestamp;
  update_time: Timestamp;
  version: Generated<number>;
}

export interface GatewayTable {
  model_id: Generated<string>;
  serial_no: string;
  device_group_id: string;
  mqtt_username: string;
  password_hash: string;
  note: string | null;
  insert_time: Timestamp;
  broker_password_hash: Generated<string | null>;
  password_changed_at: Generated<Date | null>;
}

export interface DeviceTable {
  id: Generated<string>;
  model_id: string;
  serial_no: string;
  device_group_id: string;
  name_locale1: Generated<string>;
  name_locale2: Generated<string>;
  name_locale3: Generated<string>;
  description_locale1: string | null;
  description_locale2: string | null;
  description_locale3: string | null;
  optional_info_1: string | null;
  optional_info_2: string | null;
  optional_info_3: string | null;
  optional_info_4: string | null;
  optional_info_5: string | null;
  optional_info_6: string | null;
  optional_info_7: string | null;
  optional_info_8: string | null;
  optional_info_9: string | null;
  optional_info_10: string | null;
  time_zone: Generated<string>;
  communication_flg: Generated<number>;
  device_mode: Generated<number>;
  device_type: Generated<number>;
  iot_device_flg: Generated<number>;
  latitude: number | null;
  longitude: number | null;
  maker_code: string | null;
  note: string | null;
  parent_model_id: string | null;
  parent_serial_no: string | null;
  setup_place: string | null;
  setup_status: Generated<number>;
  unreceive_seconds: Generated<number>;
  consent_form_received: Generated<boolean>;
  service_customer_code: string | null;
  insert_time: Timestamp;
  inserted: Generated<string>;
  update_time: Timestamp;
  updated: Generated<string>;
  version: Generated<number>;
}

export interface ServiceCustomerTable {
  code: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

export interface UserTable {
  user_id: string;
  issuer: string;
  subject: string;
  user_name: string;
  email: string | null;
  password_hash: string | null;
  locale: Generated<string>;
  insert_time: Timestamp;
  disabled_at: Generated<Date | null>;
  manages_users: Generated<boolean>;
}

export interface ReportJobTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  params: unknown;
  state: Generated<string>;
  progress: Generated<number>;
  attempts: Generated<number>;
  lease_until: Date | null;
  file_name: string | null;
  result: Buffer | null;
  error: string | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
  expires_at: Date;
}

export interface UserInvitationTable {
  user_id: string;
  token_hash: string;
  expires_at: Date;
  created_by: string;
}

export interface RoleTable {
  role_id: string;
  description: Generated<string>;
}

export interface UserRoleTable {
  user_id: string;
  role_id: string;
  ordinal: Generated<number>;
}

export interface RoleRootGroupTable {
  role_id: string;
  root_group_id: string;
}

export interface AppSecretTable {
  name: string;
  value: unknown;
  created_at: Timestamp;
}

export interface OidcPayloadTable {
  kind: string;
  id: string;
  payload: unknown;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

export interface AuthTransactionTable {
  state: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
  created_at: Timestamp;
}

export interface SessionTable {
  id_hash: string;
  user_id: string;
  csrf_token: string;
  id_token: string | null;
  access_token: string | null;
  refresh_token: string | null;
  access_expires_at: Date | null;
  refresh_failures: Generated<number>;
  next_refresh_at: Date | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Date;
}

/** The registers of one snapshot: raw unsigned words; double words combined (bigint, read as string). */
/** The six alarm words (D024–D029) as stored, in the snapshots, the latest rows and the alarm state. */
export interface AlarmWordColumns {
  d024: number | null;
  d025: number | null;
  d026: number | null;
  d027: number | null;
  d028: number | null;
  d029: number | null;
}

export interface RegisterColumns extends AlarmWordColumns {
  d001: number | null;
  d002: number | null;
  d003: number | null;
  d004: number | null;
  d005: number | null;
  d006: number | null;
  d007: number | null;
  d008: number | null;
  d009: number | null;
  d010: number | null;
  d011: number | null;
  d012: number | null;
  d013: number | null;
  d014: number | null;
  d015: number | null;
  d016: number | null;
  d017: number | null;
  d018: number | null;
  d019: number | null;
  d020_021: string | number | null;
  d022_023: string | number | null;
  d030: number | null;
  d031: number | null;
  d032: number | null;
  d033: number | null;
}

export interface SnapshotTable extends RegisterColumns {
  device_id: string;
  measure_time: Date;
}

export interface DeviceLatestTable extends RegisterColumns {
  device_id: string;
  measure_time: Date;
  received_at: Timestamp;
}

export interface AlarmStateTable extends AlarmWordColumns {
  device_id: string;
  last_time: Date;
}

export interface EventHistoryTable {
  id: Generated<string>;
  device_id: string;
  event_id: string;
  event_level: number;
  incident_class: number;
  event_time: Date;
  inserted_at: Timestamp;
}

export interface IncidentTable {
  id: Generated<string>;
  device_id: string;
  event_id: string;
  event_level: number;
  incident_class: number;
  occurred_at: Date;
  recovered_at: Date | null;
}

export interface AlarmOutboxTable {
  id: Generated<string>;
  incident_id: string;
  created_at: Timestamp;
  attempts: Generated<number>;
  last_error: string | null;
  /** Since migration 0019: when the mail worker planned the incident's deliveries (docs/mail.md). */
  sent_at: Date | null;
  /** When the mail worker planned the incident's recovery mails (migration 0019_alarm_mail). */
  recovery_planned_at: Date | null;
}

export interface Database {
  device_groups: DeviceGroupTable;
  gateways: GatewayTable;
  devices: DeviceTable;
  service_customers: ServiceCustomerTable;
  users: UserTable;
  user_invitations: UserInvitationTable;
  report_jobs: ReportJobTable;
  roles: RoleTable;
  user_roles: UserRoleTable;
  role_root_groups: RoleRootGroupTable;
  app_secrets: AppSecretTable;
  oidc_payloads: OidcPayloadTable;
  auth_transactions: AuthTransactionTable;
  sessions: SessionTable;
  snapshots: SnapshotTable;
  device_latest: DeviceLatestTable;
  alarm_state: AlarmStateTable;
  event_history: EventHistoryTable;
  incidents: IncidentTable;
  alarm_outbox: AlarmOutboxTable;
}

/** Lets a gateway account publish for every compressor under a device group (migration 0012_ingest). */
export interface GatewayGroupGrantTable {
  gateway_model_id: string;
  gateway_serial_no: string;
  device_group_id: string;
  demo_only: Generated<boolean>;
}

// Declaration merging: the ingest migration's tables join the Database interface above.
export interface Database {
  gateway_group_grants: GatewayGroupGrantTable;
}

/** A customer's own group of machines of one device group (migration 0014_groups_and_mail). */
export interface UserGroupTable {
  id: Generated<string>;
  group_name: string;
  device_group_id: string;
  /** [{ modelId, serialNo }] as the client sent it. */
  devices: ColumnType<UserGroupDevice[], string, string>;
  mail_id: string | null;
  creator_id: string;
  updater_id: string;
  created: Timestamp;
  updated: Timestamp;
}

export interface UserGroupDevice {
  modelId: string;
  serialNo: string;
}

/** Who gets alarm mails of a group (source_flag 0) or a machine (1) (migration 0014_groups_and_mail). */
export interface AlertMailDestinationTable {
  id: Generated<string>;
  mail: string;
  user_name: Generated<string>;
  /** 1 English, 2 Japanese, 3 Chinese. */
  locale: number;
  /** Comma list of levels 3 (E), 2 (C), 1 (M). */
  severity: string;
  source_flag: number;
  /** A device_group_id, or 'modelId$serialNo'. */
  source_type: string;
  inserted: Generated<string>;
  updated: Generated<string>;
  insert_time: Timestamp;
  update_time: Timestamp;
  version: Generated<number>;
  /** Also mail when the incident recovers (migration 0019_alarm_mail). */
  notify_recovery: Generated<boolean>;
}

/** Grows with every change of devices or device_groups (migration 0014_groups_and_mail). */
export interface MasterDataVersionTable {
  only_row: Generated<boolean>;
  version: string;
}

export interface Database {
  user_groups: UserGroupTable;
  alert_mail_destinations: AlertMailDestinationTable;
  master_data_version: MasterDataVersionTable;
}

/** A service report's PDF (migration 0017_service_records). */
export interface ServiceReportFileTable {
  id: Generated<string>;
  name: string;
  content_type: Generated<string>;
  content: Buffer;
  /** octet_length(content), computed by the database (a generated column, so nullable in its type). */
  size: ColumnType<number | null, never, never>;
  insert_time: Timestamp;
}

/** One service visit of a machine (migration 0017_service_records). */
export interface ServiceReportTable {
  id: Generated<string>;
  equipment_no: string;
  device_id: string | null;
  /** Service code 1 … 9 (part 2 §3). */
  fservicecd: number;
  /** Task type 99 … 999. */
  task_type: number;
  /** The day the service was finished; written as 'YYYY-MM-DD', read with to_char (pg makes a local Date). */
  finish_date: ColumnType<Date, string, string>;
  /** Running hours at the service. */
  fkadotm: number;
  registered_by: string;
  source: 'import' | 'upload' | 'demo';
  external_id: string | null;
  attachment_file_id: string | null;
  insert_time: Timestamp;
  update_time: Timestamp;
}

/** A user's dismissed maintenance notice of one machine (migration 0017_service_records). */
export interface MaintenanceNotificationTable {
  id: Generated<string>;
  user_id: string;
  device_id: string;
  equipment_no: string;
  customer_management_no: Generated<string>;
  status: 'notice' | 'warning' | 'danger';
  disabled_date: Date;
  notice_date: Date | null;
  update_time: Timestamp;
}

export interface Database {
  service_report_files: ServiceReportFileTable;
  service_reports: ServiceReportTable;
  maintenance_notifications: MaintenanceNotificationTable;
}

/** One alarm mail to one destination about one incident (migration 0019_alarm_mail, docs/mail.md). */
export interface AlarmMailDeliveryTable {
  id: Generated<string>;
  incident_id: string;
  destination_id: string;
  device_id: string;
  kind: 'open' | 'recovery';
  mail: string;
  locale: number;
  state: Generated<'pending' | 'sent' | 'failed' | 'suppressed'>;
  attempts: Generated<number>;
  next_try: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Date | null;
}

export interface Database {
  alarm_mail_deliveries: AlarmMailDeliveryTable;
}

/** An announcement's PDF (migration 0021_informations). */
export interface InformationFileTable {
  id: Generated<string>;
  file_name: string;
  content: Buffer;
  created_at: Generated<Date>;
}

/** An announcement (migration 0021_informations); ts is the _ts concurrency token, a bigint. */
export interface InformationTable {
  id: Generated<string>;
  info_nm: string;
  start_at: Timestamp;
  end_at: Timestamp;
  file_id: string | null;
  updated_by: string;
  ts: string;
}

export interface Database {
  informations: InformationTable;
  information_files: InformationFileTable;
}

/** One operation log entry (migration 0020_operation_log); the device group as it was at the time. */
export interface OperationLogTable {
  id: Generated<string>;
  datetime: Generated<Date>;
  type: string;
  user_id: string;
  device_group_id: string | null;
  device_group_name_locale1: string | null;
  device_group_name_locale2: string | null;
  device_group_name_locale3: string | null;
  contents: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface Database {
  operation_log: OperationLogTable;
}
