/**
 * SQL of the alarm-mail destinations (table alert_mail_destinations, migration 0014). Reads take the
 * caller's visible group ids: group destinations of visible groups, machine destinations of machines in
 * visible groups (source_type 'modelId$serialNo' is matched against the machine itself). Writes take
 * records the service has already checked against the caller's scope (services/access.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface AlertMailDestinationRow {
  id: string;
  mail: string;
  user_name: string;
  locale: number;
  severity: string;
  source_flag: number;
  source_type: string;
  inserted: string;
  updated: string;
  insert_time: Date;
  update_time: Date;
  version: number;
  notify_recovery: boolean;
}

const COLUMNS = sql`a.id::text AS id, a.mail, a.user_name, a.locale, a.severity, a.source_flag,
  a.source_type, a.inserted, a.updated, a.insert_time, a.update_time, a.version, a.notify_recovery`;

/** The destination is one the holder of these visible groups may see. */
function visibleTo(groupIds: readonly string[]) {
  return sql`(
    (a.source_flag = 0 AND a.source_type = ANY(${groupIds}::text[]))
    OR (a.source_flag = 1 AND EXISTS (
      SELECT 1 FROM devices d
      WHERE d.model_id = split_part(a.source_type, '$', 1)
        AND d.serial_no = substr(a.source_type, strpos(a.source_type, '$') + 1)
        AND d.device_group_id = ANY(${groupIds}::text[]))))`;
}

export async function findAlertMailDestinations(
  db: Db,
  filter: {
    groupIds: readonly string[];
    sourceFlag: 0 | 1;
    sourceType?: string | undefined;
    updated?: string | undefined;
  },
): Promise<AlertMailDestinationRow[]> {
  const result = await sql<AlertMailDestinationRow>`
    SELECT ${COLUMNS}
    FROM alert_mail_destinations a
    WHERE a.source_flag = ${filter.sourceFlag} AND ${visibleTo(filter.groupIds)}
      ${filter.sourceType !== undefined ? sql`AND a.source_type = ${filter.sourceType}` : sql``}
      ${filter.updated !== undefined ? sql`AND a.updated = ${filter.updated}` : sql``}
    ORDER BY a.source_type COLLATE "C", a.id
  `.execute(db);
  return result.rows;
}

/** The destination `id`, if the holder of `groupIds` may see it. */
export async function findAlertMailDestinationById(
  db: Db,
  groupIds: readonly string[],
  id: string,
): Promise<AlertMailDestinationRow | undefined> {
  const result = await sql<AlertMailDestinationRow>`
    SELECT ${COLUMNS} FROM alert_mail_destinations a
    WHERE a.id = ${id}::bigint AND ${visibleTo(groupIds)}
  `.execute(db);
  return result.rows[0];
}

/** What a client sets on a destination. */
export type AlertMailDestinationFields = Pick<
  AlertMailDestinationRow,
  'mail' | 'user_name' | 'locale' | 'severity' | 'source_flag' | 'source_type' | 'notify_recovery'
>;

/**
 * Adds the destinations, all or none, inserted and updated by `userId`. Undefined when one of them
 * repeats an address already set for its group or machine (or another of the list): nothing is added.
 */
export async function insertAlertMailDestinations(
  db: Db,
  rows: readonly AlertMailDestinationFields[],
  userId: string,
): Promise<AlertMailDestinationRow[] | undefined> {
  return db
    .transaction()
    .execute(async (trx) => {
      const result = await sql<{ id: string }>`
        INSERT INTO alert_mail_destinations
          (mail, user_name, locale, severity, source_flag, source_type, notify_recovery, inserted, updated)
        VALUES ${sql.join(
          rows.map(
            (r) =>
              sql`(${r.mail}, ${r.user_name}, ${r.locale}, ${r.severity}, ${r.source_flag}, ${r.source_type},
                   ${r.notify_recovery},
                   ${userId}, ${userId})`,
          ),
        )}
        ON CONFLICT (source_flag, source_type, mail) DO NOTHING
        RETURNING id::text AS id
      `.execute(trx);
      if (result.rows.length !== rows.length) throw DUPLICATE;
      const ids = result.rows.map((r) => r.id);
      const added = await sql<AlertMailDestinationRow>`
        SELECT ${COLUMNS} FROM alert_mail_destinations a WHERE a.id = ANY(${ids}::bigint[]) ORDER BY a.id
      `.execute(trx);
      return added.rows;
    })
    .catch((error: unknown) => {
      if (error === DUPLICATE) return undefined;
      throw error;
    });
}

/** Thrown inside the insert's transaction to roll it back. */
const DUPLICATE = new Error('duplicate alarm-mail destination');

/**
 * Changes the destination `id` if its version is still `expectedVersion`; the new version is one more.
 * 'stale' when the version moved (or the row is gone), 'duplicate' when the change would repeat an address
 * already set for that group or machine.
 */
export async function updateAlertMailDestination(
  db: Db,
  change: { id: string; expectedVersion: number; fields: AlertMailDestinationFields; userId: string },
): Promise<AlertMailDestinationRow | 'stale' | 'duplicate'> {
  const f = change.fields;
  try {
    const result = await sql<AlertMailDestinationRow>`
      UPDATE alert_mail_destinations a
      SET mail = ${f.mail}, user_name = ${f.user_name}, locale = ${f.locale}, severity = ${f.severity},
          source_flag = ${f.source_flag}, source_type = ${f.source_type},
          notify_recovery = ${f.notify_recovery}, updated = ${change.userId},
          update_time = now(), version = a.version + 1
      WHERE a.id = ${change.id}::bigint AND a.version = ${change.expectedVersion}
      RETURNING ${COLUMNS}
    `.execute(db);
    return result.rows[0] ?? 'stale';
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return 'duplicate';
    throw error;
  }
}

const UNIQUE_VIOLATION = '23505';

/** Removes the destination `id`; false when it was already gone. */
export async function deleteAlertMailDestination(db: Db, id: string): Promise<boolean> {
  const result = await sql`DELETE FROM alert_mail_destinations WHERE id = ${id}::bigint`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
