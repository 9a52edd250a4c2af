/**
 * SQL of alarm mail delivery (migration 0019_alarm_mail, docs/mail.md): planning the deliveries of
 * newly opened and recovered incidents, and claiming one due delivery at a time with FOR UPDATE SKIP
 * LOCKED, its row lock held while the mail is handed to SMTP and until it is marked sent.
 */
import { sql } from 'kysely';
import { machineSourceOf } from '@airsight/contracts/domain/mail-source';
import type { Db } from '../db/database.ts';

/** An incident whose mails are to be planned. */
export interface IncidentToPlan {
  outbox_id: string;
  incident_id: string;
  device_id: string;
  event_level: number;
  occurred_at: Date;
  model_id: string;
  serial_no: string;
  /** The machine's group and every group above it, nearest first. */
  group_chain: string[];
}

const GROUP_CHAIN = sql`ARRAY(
  WITH RECURSIVE up AS (
    SELECT g.device_group_id, g.parent_device_group_id, 0 AS depth FROM device_groups g
    WHERE g.device_group_id = d.device_group_id
    UNION ALL
    SELECT p.device_group_id, p.parent_device_group_id, up.depth + 1 FROM device_groups p
    JOIN up ON p.device_group_id = up.parent_device_group_id WHERE up.depth < 32
  ) SELECT device_group_id FROM up ORDER BY depth)`;

/** Outbox rows not planned yet, oldest first, locked (others skip them) until the transaction ends. */
export async function lockOutboxToPlan(db: Db, limit: number): Promise<IncidentToPlan[]> {
  const result = await sql<IncidentToPlan>`
    SELECT o.id::text AS outbox_id, i.id::text AS incident_id, i.device_id::text AS device_id,
           i.event_level, i.occurred_at, d.model_id, d.serial_no, ${GROUP_CHAIN} AS group_chain
    FROM alarm_outbox o
    JOIN incidents i ON i.id = o.incident_id
    JOIN devices d ON d.id = i.device_id
    WHERE o.sent_at IS NULL
    ORDER BY o.id
    LIMIT ${limit}
    FOR UPDATE OF o SKIP LOCKED
  `.execute(db);
  return result.rows;
}

/** Planned incidents that have recovered and whose recovery mails are not planned yet; locked. */
export async function lockRecoveriesToPlan(
  db: Db,
  limit: number,
): Promise<{ outbox_id: string; incident_id: string }[]> {
  const result = await sql<{ outbox_id: string; incident_id: string }>`
    SELECT o.id::text AS outbox_id, o.incident_id::text AS incident_id
    FROM alarm_outbox o JOIN incidents i ON i.id = o.incident_id
    WHERE o.sent_at IS NOT NULL AND o.recovery_planned_at IS NULL AND i.recovered_at IS NOT NULL
    ORDER BY o.id
    LIMIT ${limit}
    FOR UPDATE OF o SKIP LOCKED
  `.execute(db);
  return result.rows;
}

export interface CandidateDestination {
  id: string;
  mail: string;
  locale: number;
  severity: string;
  source_flag: number;
  source_type: string;
}

/** Destinations of the machine itself or of any group of `groupChain` (the matching rule sorts them). */
export async function listCandidateDestinations(
  db: Db,
  machine: { modelId: string; serialNo: string; groupChain: readonly string[] },
): Promise<CandidateDestination[]> {
  const result = await sql<CandidateDestination>`
    SELECT id::text AS id, mail, locale, severity, source_flag, source_type
    FROM alert_mail_destinations
    WHERE (source_flag = 0 AND source_type = ANY(${machine.groupChain}::text[]))
       OR (source_flag = 1 AND source_type = ${machineSourceOf(machine.modelId, machine.serialNo)})
    ORDER BY id
  `.execute(db);
  return result.rows;
}

/** Open mails (pending or sent, not suppressed) to the destination about the machine since `since`. */
export async function countRecentMails(
  db: Db,
  destinationId: string,
  deviceId: string,
  since: Date,
): Promise<number> {
  const result = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM alarm_mail_deliveries
    WHERE destination_id = ${destinationId} AND device_id = ${deviceId} AND kind = 'open'
      AND state <> 'suppressed' AND created_at >= ${since}
  `.execute(db);
  return result.rows[0]!.n;
}

export interface NewDelivery {
  incidentId: string;
  destinationId: string;
  deviceId: string;
  kind: 'open' | 'recovery';
  mail: string;
  locale: number;
  state: 'pending' | 'suppressed';
}

/** Adds deliveries; one that exists already (same incident, destination and kind) stays as it is. */
export async function insertDeliveries(db: Db, rows: readonly NewDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    INSERT INTO alarm_mail_deliveries (incident_id, destination_id, device_id, kind, mail, locale, state)
    VALUES ${sql.join(
      rows.map(
        (r) =>
          sql`(${r.incidentId}, ${r.destinationId}, ${r.deviceId}, ${r.kind}, ${r.mail}, ${r.locale}, ${r.state})`,
      ),
    )}
    ON CONFLICT (incident_id, destination_id, kind) DO NOTHING
  `.execute(db);
}

/** Marks an outbox row planned; `note` says why it has no deliveries, when it has none. */
export async function markOutboxPlanned(
  db: Db,
  outboxIds: readonly string[],
  note: string | null,
): Promise<void> {
  if (outboxIds.length === 0) return;
  await sql`UPDATE alarm_outbox SET sent_at = now(), last_error = ${note}
            WHERE id = ANY(${outboxIds}::bigint[])`.execute(db);
}

/**
 * Plans the recovery mails of one recovered incident: one per destination that was sent (or is to be
 * sent) the open mail and asks for recovery mails, to the same address and language.
 */
export async function planRecovery(db: Db, outboxId: string, incidentId: string): Promise<number> {
  const result = await sql`
    INSERT INTO alarm_mail_deliveries (incident_id, destination_id, device_id, kind, mail, locale)
    SELECT o.incident_id, o.destination_id, o.device_id, 'recovery', o.mail, o.locale
    FROM alarm_mail_deliveries o
    JOIN alert_mail_destinations a ON a.id = o.destination_id AND a.notify_recovery
    WHERE o.incident_id = ${incidentId} AND o.kind = 'open' AND o.state IN ('pending', 'sent')
    ON CONFLICT (incident_id, destination_id, kind) DO NOTHING
  `.execute(db);
  await sql`UPDATE alarm_outbox SET recovery_planned_at = now() WHERE id = ${outboxId}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** A due delivery with what its mail says. */
export interface DueDelivery {
  id: string;
  incident_id: string;
  destination_id: string;
  kind: 'open' | 'recovery';
  mail: string;
  locale: number;
  attempts: number;
  event_id: string;
  event_level: number;
  occurred_at: Date;
  recovered_at: Date | null;
  model_id: string;
  serial_no: string;
  model_name: string | null;
  machine_number: string | null;
  time_zone: string;
}

/**
 * The oldest due pending delivery, locked until the transaction ends (another worker skips it; a worker
 * that dies loses its connection, and with it the lock, so the delivery is due again at once).
 */
export async function claimDueDelivery(db: Db): Promise<DueDelivery | undefined> {
  const result = await sql<DueDelivery>`
    SELECT m.id::text AS id, m.incident_id::text AS incident_id, m.destination_id::text AS destination_id,
           m.kind, m.mail, m.locale, m.attempts, i.event_id, i.event_level, i.occurred_at, i.recovered_at,
           d.model_id, d.serial_no, d.optional_info_1 AS model_name, d.optional_info_2 AS machine_number,
           d.time_zone
    FROM alarm_mail_deliveries m
    JOIN incidents i ON i.id = m.incident_id
    JOIN devices d ON d.id = m.device_id
    WHERE m.state = 'pending' AND m.next_try <= now()
    ORDER BY m.next_try, m.id
    LIMIT 1
    FOR UPDATE OF m SKIP LOCKED
  `.execute(db);
  return result.rows[0];
}

export async function markDeliverySent(db: Db, id: string): Promise<void> {
  await sql`
    UPDATE alarm_mail_deliveries SET state = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL
    WHERE id = ${id}
  `.execute(db);
}

/** A failed attempt: tried again after `retryInMs`, or given up (state failed) when that is undefined. */
export async function markDeliveryFailed(
  db: Db,
  id: string,
  error: string,
  retryInMs: number | undefined,
): Promise<void> {
  await sql`
    UPDATE alarm_mail_deliveries
    SET attempts = attempts + 1, last_error = ${error.slice(0, 1000)},
        state = ${retryInMs === undefined ? 'failed' : 'pending'},
        next_try = now() + ${retryInMs ?? 0} * interval '1 millisecond'
    WHERE id = ${id}
  `.execute(db);
}
