/**
 * The operation log (spec part 1 §2 'Logs', §3 'Log entry', §7): `recordOperation` is what other services
 * and the sign-in routes call after an action succeeded; POST /api/addLogs records what only the client
 * knows (its CSV downloads, the monthly report); POST /api/getLogs is the special administrator's search.
 *
 * The choice (docs/server.md §4): an entry is written after its action succeeded, never inside the
 * action's transaction, and a failure to write it is logged, not answered: the change is made and the
 * user told so; a 500 would invite a retry that repeats it.
 */
import type * as L from '@airsight/contracts/http/operation-log';
import {
  OPERATION_LOG_MAX_ROWS,
  type ClientOperationType,
  type OperationContents,
  type ServerOperationType,
} from '@airsight/contracts/domain/operation-log';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { findOperations, insertOperation, type OperationRow } from '../repositories/operation-log.ts';
import { requireGroup, type Scope } from './access.ts';

export interface OperationEntry {
  /** A code of contracts' SERVER_OPERATION_TYPES, or the monthly report's download (part 1 §3). */
  type: ServerOperationType | 'monthlyReport';
  /** Who did it: the signed-in user. */
  userId: string;
  /** The device group it concerned; its three names are copied as they are now. */
  deviceGroupId?: string | undefined;
  /** The machine it concerned: its model and serial number go into contents, and its device group is
   *  the entry's when deviceGroupId is not given. */
  machine?: { modelId: string; serialNo: string } | undefined;
  contents?: OperationContents | undefined;
}

/**
 * Records one operation of `entry.userId`. Call it after the action succeeded; it never throws: a
 * failure is written to the process's error output and the action's answer stays as it is.
 */
export async function recordOperation(db: Db, entry: OperationEntry): Promise<void> {
  try {
    await write(db, entry.type, entry.userId, entry);
  } catch (error) {
    console.error(
      `operation log: the entry ${entry.type} of user ${entry.userId} was not recorded:`,
      error instanceof Error ? error.message : error,
    );
  }
}

function write(
  db: Db,
  type: ServerOperationType | ClientOperationType,
  userId: string,
  entry: Pick<OperationEntry, 'deviceGroupId' | 'machine' | 'contents'>,
): Promise<Date> {
  const machine = entry.machine ?? null;
  return insertOperation(db, {
    type,
    userId,
    deviceGroupId: entry.deviceGroupId ?? null,
    machine,
    contents: { ...(machine ?? {}), ...entry.contents },
  });
}

/**
 * POST /api/addLogs: an entry of the signed-in user (the body's userId is ignored), of a device group
 * they may see (404 otherwise, nothing written); the names stored are the server's, not the body's.
 */
export async function addLogs(db: Db, scope: Scope, body: L.AddLogsBody): Promise<L.AddLogsResponse> {
  const deviceGroupId = body.deviceGroup?.deviceGroupId;
  if (deviceGroupId !== undefined) requireGroup(scope, deviceGroupId);
  const datetime = await write(db, body.type, scope.userId, { deviceGroupId, contents: body.contents });
  return { datetime: datetime.toISOString() };
}

/** A search time as a Date; one the calendar does not have (2026-02-30) is a 400 naming the field. */
function searchTime(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined;
  const time = new Date(value);
  const day = value.slice(0, 10);
  if (Number.isNaN(time.getTime()) || !sameCalendarDay(day)) {
    throw badRequest(`body.search.${field}: not a time (${value})`);
  }
  return time;
}

/** 2026-02-30 parses as March 2nd: the day must read back as written. */
function sameCalendarDay(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/**
 * POST /api/getLogs (the special administrator only, by the route): entries whose user id and device
 * group name (in localeId's language) contain the words given, from and to inclusive, newest first, at
 * most OPERATION_LOG_MAX_ROWS (`truncated` says when more matched).
 */
export async function getLogs(db: Db, body: L.GetLogsBody): Promise<L.GetLogsResponse> {
  const from = searchTime(body.search.datetimeFrom, 'datetimeFrom');
  const to = searchTime(body.search.datetimeTo, 'datetimeTo');
  if (from && to && from > to) {
    throw badRequest('body.search: datetimeFrom must not be after datetimeTo', 'PERIOD_REVERSED');
  }
  const rows = await findOperations(db, {
    localeId: body.localeId as 1 | 2 | 3,
    userId: body.search.userId,
    deviceGroupName: body.search.deviceGroupName,
    from,
    to,
    limit: OPERATION_LOG_MAX_ROWS + 1,
  });
  return {
    logs: rows.slice(0, OPERATION_LOG_MAX_ROWS).map(toLogEntry),
    truncated: rows.length > OPERATION_LOG_MAX_ROWS,
  };
}

function toLogEntry(row: OperationRow): L.LogEntry {
  return {
    datetime: row.datetime.toISOString(),
    type: row.type,
    userId: row.user_id,
    deviceGroup:
      row.device_group_id === null
        ? null
        : { deviceGroupId: row.device_group_id, deviceGroupName: row.device_group_name ?? '' },
    contents: row.contents as OperationContents,
  };
}
