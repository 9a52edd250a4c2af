/**
 * SQL of the operation log (table operation_log, migration 0020). An entry copies its device group's id
 * and three names as they are when it is written, so later renames do not rewrite history.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface OperationWrite {
  type: string;
  userId: string;
  /** The device group the operation concerned; its names are read in the same statement. */
  deviceGroupId: string | null;
  /** A machine the operation concerned: its device group when deviceGroupId is null. */
  machine: { modelId: string; serialNo: string } | null;
  contents: object;
}

/** A surrogate without its pair. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * JSON for a jsonb parameter. JSON.stringify writes a lone surrogate as an escape (\\ud800) that jsonb
 * refuses; it becomes U+FFFD, as the driver's UTF-8 makes of one in a text parameter.
 */
const jsonbText = (value: object) =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'string' ? v.replace(LONE_SURROGATE, '\ufffd') : v,
  );

/** Writes one entry; the time it was recorded. */
export async function insertOperation(db: Db, entry: OperationWrite): Promise<Date> {
  const result = await sql<{ datetime: Date }>`
    WITH target AS (
      SELECT COALESCE(${entry.deviceGroupId}::text, (
        SELECT device_group_id FROM devices
        WHERE model_id = ${entry.machine?.modelId ?? null}::text AND serial_no = ${entry.machine?.serialNo ?? null}::text
      )) AS device_group_id
    )
    INSERT INTO operation_log (type, user_id, device_group_id, device_group_name_locale1,
                               device_group_name_locale2, device_group_name_locale3, contents)
    SELECT ${entry.type}, ${entry.userId}, t.device_group_id,
           g.name_locale1, g.name_locale2, g.name_locale3, ${jsonbText(entry.contents)}::jsonb
    FROM target t
    LEFT JOIN device_groups g ON g.device_group_id = t.device_group_id
    RETURNING datetime
  `.execute(db);
  return result.rows[0]!.datetime;
}

export interface OperationRow {
  datetime: Date;
  type: string;
  user_id: string;
  device_group_id: string | null;
  /** In the language asked for. */
  device_group_name: string | null;
  contents: Record<string, unknown>;
}

export interface OperationFilter {
  /** 1 English, 2 Japanese, 3 Chinese: the language of the name matched and answered. */
  localeId: 1 | 2 | 3;
  /** Part of the user id (case-insensitive). */
  userId?: string | undefined;
  /** Part of the device group's name in localeId's language (case-insensitive). */
  deviceGroupName?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
}

/** Entries matching every given filter, newest first, at most `limit`. */
export async function findOperations(db: Db, filter: OperationFilter): Promise<OperationRow[]> {
  const name = sql.ref(`device_group_name_locale${filter.localeId}`);
  const contains = (column: typeof name, part: string | undefined) =>
    part ? sql`AND strpos(lower(${column}), lower(${part})) > 0` : sql``;
  const result = await sql<OperationRow>`
    SELECT datetime, type, user_id, device_group_id, ${name} AS device_group_name, contents
    FROM operation_log
    WHERE TRUE
      ${contains(sql.ref('user_id'), filter.userId)}
      ${contains(name, filter.deviceGroupName)}
      ${filter.from ? sql`AND datetime >= ${filter.from}` : sql``}
      ${filter.to ? sql`AND datetime <= ${filter.to}` : sql``}
    ORDER BY datetime DESC, id DESC
    LIMIT ${filter.limit}
  `.execute(db);
  return result.rows;
}
