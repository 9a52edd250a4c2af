/**
 * SQL of the alarm-mail destinations (table alert_mail_destinations, migration 0014). Reads take the
 * caller's visible group ids: group destinations of visible groups, machine destinations of machines in
 * visible groups (source_type 'modelId$serialNo' is matched against the machine itself).
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
  const visible =
    filter.sourceFlag === 0
      ? sql`a.source_type = ANY(${filter.groupIds}::text[])`
      : sql`EXISTS (
          SELECT 1 FROM devices d
          WHERE d.model_id = split_part(a.source_type, '$', 1)
            AND d.serial_no = substr(a.source_type, strpos(a.source_type, '$') + 1)
            AND d.device_group_id = ANY(${filter.groupIds}::text[]))`;
  const result = await sql<AlertMailDestinationRow>`
    SELECT a.id::text AS id, a.mail, a.user_name, a.locale, a.severity, a.source_flag, a.source_type,
           a.inserted, a.updated, a.insert_time, a.update_time, a.version
    FROM alert_mail_destinations a
    WHERE a.source_flag = ${filter.sourceFlag} AND ${visible}
      ${filter.sourceType !== undefined ? sql`AND a.source_type = ${filter.sourceType}` : sql``}
      ${filter.updated !== undefined ? sql`AND a.updated = ${filter.updated}` : sql``}
    ORDER BY a.source_type COLLATE "C", a.id
  `.execute(db);
  return result.rows;
}
