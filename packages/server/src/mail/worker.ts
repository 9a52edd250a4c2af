/**
 * The mail worker (docs/mail.md): turns the alarm engine's outbox rows into one delivery per incident
 * and matching destination (mail/rules.ts), and sends each due delivery once, in the destination's
 * language (mail/texts.ts), through the transport (mail/transport.ts). Runs in roles `all` and `worker`:
 * a round every POLL_MS, and at once after a round that found work.
 *
 * Exactly once: a delivery is claimed with FOR UPDATE SKIP LOCKED in a transaction that stays open while
 * SMTP takes the mail and commits 'sent' right after. A worker killed before SMTP accepted loses its
 * connection and so its lock: the delivery is due again at once. Only a kill between SMTP's acceptance
 * and the commit sends a second copy, with the same Message-ID.
 */
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import {
  claimDueDelivery,
  countRecentMails,
  insertDeliveries,
  listCandidateDestinations,
  lockOutboxToPlan,
  lockRecoveriesToPlan,
  markDeliveryFailed,
  markDeliverySent,
  markOutboxPlanned,
  planRecovery,
  type DueDelivery,
  type NewDelivery,
} from '../repositories/alarm-mail.ts';
import { eventNames } from '../services/alarm-events.ts';
import { destinationMatches } from './rules.ts';
import { alarmMailText, alarmMessageId, type MailLocale } from './texts.ts';
import type { MailTransport } from './transport.ts';
import { startRounds, type Rounds } from '../background-rounds.ts';

const POLL_MS = 2_000;
const PLAN_BATCH = 100;
const MINUTE_MS = 60_000;
/** A failed attempt waits 30 s, doubling up to an hour; after this many attempts the delivery is given up. */
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 3_600_000;
const MAX_ATTEMPTS = 12;

export type MailSettings = Pick<
  Config,
  'publicUrl' | 'mailFrom' | 'alarmMailMaxAgeMinutes' | 'alarmMailStormLimit' | 'alarmMailStormWindowMinutes'
>;

/** The wait after failed attempt number `attempts` (1, 2, …), or undefined when it was the last. */
export function retryDelay(attempts: number): number | undefined {
  if (attempts >= MAX_ATTEMPTS) return undefined;
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LAST_RETRY_MS);
}

/**
 * Plans the deliveries of newly opened incidents (one transaction; other workers skip the locked outbox
 * rows) and the recovery mails of recovered ones. Answers how many outbox rows it handled.
 */
export async function planDeliveries(db: Db, settings: MailSettings, log: Logger): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const opened = await lockOutboxToPlan(trx, PLAN_BATCH);
    const now = Date.now();
    // A backfill (the demo's year of history) opens thousands: one update and one log line per round.
    const oldest = now - settings.alarmMailMaxAgeMinutes * MINUTE_MS;
    const tooOld = opened.filter((incident) => incident.occurred_at.getTime() < oldest);
    await markOutboxPlanned(
      trx,
      tooOld.map((incident) => incident.outbox_id),
      'too old: no mail',
    );
    for (const incident of opened) {
      if (incident.occurred_at.getTime() < oldest) continue;
      const candidates = await listCandidateDestinations(trx, {
        modelId: incident.model_id,
        serialNo: incident.serial_no,
        groupChain: incident.group_chain,
      });
      const place = {
        level: incident.event_level,
        modelId: incident.model_id,
        serialNo: incident.serial_no,
        groupChain: incident.group_chain,
      };
      const rows: NewDelivery[] = [];
      const since = new Date(now - settings.alarmMailStormWindowMinutes * MINUTE_MS);
      for (const d of candidates.filter((c) => destinationMatches(c, place))) {
        const recent = await countRecentMails(trx, d.id, incident.device_id, since);
        const suppressed = recent >= settings.alarmMailStormLimit;
        if (suppressed) {
          log.warn(
            { incidentId: incident.incident_id, destinationId: d.id, deviceId: incident.device_id, recent },
            'alarm mail: storm guard, not sent (limit per destination and machine reached in the window)',
          );
        }
        rows.push({
          incidentId: incident.incident_id,
          destinationId: d.id,
          deviceId: incident.device_id,
          kind: 'open',
          mail: d.mail,
          locale: d.locale,
          state: suppressed ? 'suppressed' : 'pending',
        });
      }
      await insertDeliveries(trx, rows);
      await markOutboxPlanned(trx, [incident.outbox_id], rows.length === 0 ? 'no destination' : null);
    }
    if (tooOld.length > 0) {
      log.info(
        { incidents: tooOld.length, first: tooOld[0]!.incident_id, last: tooOld.at(-1)!.incident_id },
        'alarm mail: incidents opened at samples older than ALARM_MAIL_MAX_AGE_MINUTES, no mail',
      );
    }
    const recovered = await lockRecoveriesToPlan(trx, PLAN_BATCH);
    for (const r of recovered) await planRecovery(trx, r.outbox_id, r.incident_id);
    return opened.length + recovered.length;
  });
}

/**
 * Sends the oldest due delivery, if any: claimed, handed to the transport, marked sent, in one
 * transaction. A transport failure is recorded with the next try (or gives up). Answers whether there
 * was one.
 */
export async function deliverNext(
  db: Db,
  transport: MailTransport,
  settings: MailSettings,
  log: Logger,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const due = await claimDueDelivery(trx);
    if (!due) return false;
    try {
      await transport.send(composeMail(due, settings));
    } catch (error) {
      const retryIn = retryDelay(due.attempts + 1);
      log.warn(
        { deliveryId: due.id, attempts: due.attempts + 1, retryInMs: retryIn, err: error },
        retryIn === undefined ? 'alarm mail: giving up' : 'alarm mail: sending failed, will retry',
      );
      await markDeliveryFailed(trx, due.id, String((error as Error).message ?? error), retryIn);
      return true;
    }
    await markDeliverySent(trx, due.id);
    return true;
  });
}

function composeMail(due: DueDelivery, settings: MailSettings) {
  const locale = due.locale as MailLocale;
  const at = (due.kind === 'recovery' ? (due.recovered_at ?? due.occurred_at) : due.occurred_at).getTime();
  const { subject, text } = alarmMailText({
    kind: due.kind,
    locale,
    modelId: due.model_id,
    serialNo: due.serial_no,
    modelName: due.model_name ?? '',
    machineNumber: due.machine_number ?? '',
    alarmNames: eventNames(due.model_id, due.event_id, due.event_level),
    level: due.event_level,
    at,
    timeZone: due.time_zone,
    publicUrl: settings.publicUrl,
  });
  return {
    from: settings.mailFrom,
    to: due.mail,
    subject,
    text,
    messageId: alarmMessageId(due.incident_id, due.destination_id, due.kind, settings.publicUrl),
  };
}

/** Starts the rounds; `stop()` waits for the round in progress. */
export function startMailWorker(options: {
  db: Db;
  transport: MailTransport;
  settings: MailSettings;
  log: Logger;
}): Rounds {
  const { db, transport, settings, log } = options;
  const rounds = startRounds({
    pauseMs: POLL_MS,
    // Plans what the outbox holds, then sends what is due; a round that found work is followed at once.
    round: async (stopping) => {
      let busy = (await planDeliveries(db, settings, log)) > 0;
      while (!stopping() && (await deliverNext(db, transport, settings, log))) busy = true;
      return busy;
    },
    onError: (error) => log.error({ err: error }, 'alarm mail: round failed; the next round starts over'),
  });
  return {
    async stop() {
      await rounds.stop();
      transport.close();
    },
  };
}
