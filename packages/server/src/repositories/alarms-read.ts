/**
 * All SQL of the alarm-event reads: incidents (active and recovered) and the event history, each row with
 * its machine and group. Callers pass the visible group ids; every query filters on them, so no query can
 * answer outside the caller's authorities. Sort columns come from an allow-list, never from request text.
 */
import { sql, type RawBuilder } from 'kysely';
import type { AlarmSortColumn } from '@airsight/contracts';
import type { Db } from '../db/database.ts';

export interface AlarmFilter {
  /** Machines of these groups only (already limited to the caller's authorities). */
  groupIds: readonly string[];
  /** Only these devices, when given. */
  deviceIds?: readonly string[] | undefined;
  levels: readonly number[];
  classes: readonly number[];
  eventIds?: readonly string[] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  order: readonly { column: AlarmSortColumn; descending: boolean }[];
  limit: number;
}

export interface AlarmRow {
  id: string;
  event_id: string;
  event_level: number;
  incident_class: number;
  event_time: Date;
  recovery_time: Date | null;
  time_zone: string;
  model_id: string;
  serial_no: string;
  device_name_locale1: string;
  device_name_locale2: string;
  device_name_locale3: string;
  optional_info_1: string | null;
  optional_info_2: string | null;
  device_group_id: string;
  device_group_name_locale1: string;
  device_group_name_locale2: string;
  device_group_name_locale3: string;
}

type Source = 'incidents' | 'event_history';

/** SQL of each sort column per source; text sorts COLLATE "C" so both PostgreSQL builds agree. */
function orderExpression(source: Source, column: AlarmSortColumn): RawBuilder<unknown> {
  switch (column) {
    case 'event_time':
      return sql.raw(source === 'incidents' ? 'e.occurred_at' : 'e.event_time');
    case 'event_level':
      return sql.raw('e.event_level');
    case 'event_id':
      return sql.raw('e.event_id COLLATE "C"');
    case 'model_id':
      return sql.raw('d.model_id COLLATE "C"');
    case 'serial_no':
      return sql.raw('d.serial_no COLLATE "C"');
  }
}

async function listEvents(db: Db, source: Source, filter: AlarmFilter): Promise<AlarmRow[]> {
  const time = sql.raw(source === 'incidents' ? 'e.occurred_at' : 'e.event_time');
  const conditions: RawBuilder<unknown>[] = [
    sql`d.device_group_id = ANY(${filter.groupIds}::text[])`,
    sql`e.event_level = ANY(${filter.levels}::smallint[])`,
    sql`e.incident_class = ANY(${filter.classes}::smallint[])`,
  ];
  if (filter.deviceIds) conditions.push(sql`e.device_id = ANY(${filter.deviceIds}::bigint[])`);
  if (filter.eventIds) conditions.push(sql`e.event_id = ANY(${filter.eventIds}::text[])`);
  if (filter.from) conditions.push(sql`${time} >= ${filter.from}`);
  if (filter.to) conditions.push(sql`${time} <= ${filter.to}`);
  const first = filter.order[0];
  // The row id breaks ties in the direction of the first key, so every order is total and stable.
  const order = [
    ...filter.order.map(
      (k) => sql`${orderExpression(source, k.column)} ${sql.raw(k.descending ? 'DESC' : 'ASC')}`,
    ),
    sql`e.id ${sql.raw(first?.descending === false ? 'ASC' : 'DESC')}`,
  ];
  const recovery = source === 'incidents' ? sql`e.recovered_at` : sql`NULL::timestamptz`;
  const result = await sql<AlarmRow>`
    SELECT e.id, e.event_id, e.event_level, e.incident_class, ${time} AS event_time, ${recovery} AS recovery_time,
           d.time_zone, d.model_id, d.serial_no,
           d.name_locale1 AS device_name_locale1, d.name_locale2 AS device_name_locale2,
           d.name_locale3 AS device_name_locale3, d.optional_info_1, d.optional_info_2,
           g.device_group_id, g.name_locale1 AS device_group_name_locale1,
           g.name_locale2 AS device_group_name_locale2, g.name_locale3 AS device_group_name_locale3
    FROM ${sql.table(source)} e
    JOIN devices d ON d.id = e.device_id
    JOIN device_groups g ON g.device_group_id = d.device_group_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${sql.join(order)}
    LIMIT ${filter.limit}
  `.execute(db);
  return result.rows.map((r) => ({ ...r, id: String(r.id) }));
}

/** Incidents (class 1 active, 3 recovered); event_time is the occurrence time. */
export function listIncidents(db: Db, filter: AlarmFilter): Promise<AlarmRow[]> {
  return listEvents(db, 'incidents', filter);
}

/** Edges of the event history (class 1 rose, 2 fell); recovery_time is always null. */
export function listEventHistory(db: Db, filter: AlarmFilter): Promise<AlarmRow[]> {
  return listEvents(db, 'event_history', filter);
}
