/**
 * The operation log's entry types and contents (spec part 1 §2 'Logs', §3 'Log entry'), schema-free so
 * that server and client share them: `type` is one of these short, stable codes, never a display text.
 */

/** What the server records itself (packages/server/src/services/operation-log.ts). */
export const SERVER_OPERATION_TYPES = [
  'signIn',
  'signOut',
  'groupAdd',
  'groupChange',
  'groupDelete',
  'groupDeviceChange',
  'machineNumberChange',
  'alarmMailAdd',
  'alarmMailChange',
  'alarmMailDelete',
  'trendCsvDownload',
  'informationAdd',
  'informationChange',
  'informationDelete',
  'userAdd',
  'userChange',
  'userDisable',
  'userEnable',
  'userRemove',
  'userInvite',
  'userPassword',
  'gatewayAdd',
  'gatewayChange',
  'gatewayPassword',
  'gatewayRemove',
] as const;

/** What only the client knows, sent by POST /api/addLogs: its own CSV files and the monthly report. */
export const CLIENT_OPERATION_TYPES = ['csvDownload', 'monthlyReport'] as const;

export type ServerOperationType = (typeof SERVER_OPERATION_TYPES)[number];
export type ClientOperationType = (typeof CLIENT_OPERATION_TYPES)[number];

/** The most entries one getLogs answer carries; more in the period answer `truncated: true`. */
export const OPERATION_LOG_MAX_ROWS = 10_000;

/** The longest text of a contents field. */
export const OPERATION_TEXT_MAX = 200;

/**
 * What an entry says beyond its type, user and device group; every field optional. `monthlyReport` is the
 * specification's; the others are ours. The Logs CSV has one column per field (its "function columns",
 * packages/web/src/features/logs/logRows.ts).
 */
export interface OperationContents {
  /** Part 1 §3: the monthly report's month (YYYY/MM), machine, group and all-devices group name. */
  monthlyReport?: {
    date?: string;
    device?: { serialNo?: string };
    group?: { groupName?: string };
    allDevices?: string;
  };
  modelId?: string;
  serialNo?: string;
  /** A user-defined group's name. */
  groupName?: string;
  /** The file saved: a CSV's name or kind. */
  file?: string;
  /** A period's start and end, as the screen said them. */
  from?: string;
  to?: string;
  /** What was changed: a group id, a destination's id or address, a user id, a gateway's username. */
  target?: string;
  /** The new value: a machine number, a count of machines or rows. */
  value?: string;
}
