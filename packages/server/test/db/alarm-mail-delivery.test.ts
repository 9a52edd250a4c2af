/**
 * Alarm mail delivery (docs/mail.md) on real PostgreSQL: who gets a mail, backfill and the storm guard,
 * recovery mails, retries, and exactly once across workers, a worker killed before SMTP took the mail
 * and one killed after SMTP took it but before its commit (then, and only then, one second copy with the
 * same Message-ID).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.ts';
import { deliverNext, planDeliveries, type MailSettings } from '../../src/mail/worker.ts';
import type { MailTransport, OutgoingMail } from '../../src/mail/transport.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { connectDatabase } from '../support/fresh-database.ts';
import {
  insertAlertMailDestination,
  insertDevice,
  insertDeviceGroup,
  insertIncident,
} from '../support/factories.ts';

const log = pino({ level: 'silent' });
const settings: MailSettings = {
  publicUrl: 'https://portal.example.com',
  mailFrom: 'AirSight <airsight@example.com>',
  alarmMailMaxAgeMinutes: 60,
  alarmMailStormLimit: 3,
  alarmMailStormWindowMinutes: 60,
};
// The database's URL too: each simulated worker process connects on its own.
let database: TestDatabase;
const t = {
  get db() {
    return database.db;
  },
};
let company: string;
let plant: string;
let other: string;

beforeAll(async () => {
  database = await createTestDatabase();
  company = (await insertDeviceGroup(t.db)).device_group_id;
  plant = (await insertDeviceGroup(t.db, { parentId: company })).device_group_id;
  other = (await insertDeviceGroup(t.db)).device_group_id;
});
afterAll(async () => {
  await database?.drop();
});

/** A transport that keeps what it was given; `before` runs first and may throw as a failing server. */
function recorder(before: (mail: OutgoingMail) => Promise<void> | void = () => undefined) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    async send(mail) {
      await before(mail);
      sent.push(mail);
    },
    close: () => undefined,
  };
  return { sent, transport };
}

/** A fresh machine in the group (Tokyo time): one per test keeps the storm counts apart. */
const machineIn = (group: string) => insertDevice(t.db, { deviceGroupId: group, time_zone: 'Asia/Tokyo' });

/** A fresh machine with one destination of its own (every level, English). */
async function machineWithDestination() {
  const m = await machineIn(other);
  const dest = await insertAlertMailDestination(t.db, {
    source_flag: 1,
    source_type: `${m.model_id}$${m.serial_no}`,
  });
  return { m, dest };
}

/** A worker process that starts, sends what is due and ends. */
async function restartedWorker(transport: MailTransport) {
  const restarted = connectDatabase(database.url, 2);
  try {
    while (await deliverNext(restarted.db, transport, settings, log));
  } finally {
    await restarted.db.destroy();
  }
}

/** An incident opened now (or `minutesAgo`) with its outbox row, as the alarm engine writes them. */
async function opened(deviceId: string, options: { level?: number; minutesAgo?: number } = {}) {
  const incident = await insertIncident(t.db, {
    deviceId,
    event_level: options.level ?? 3,
    event_id: options.level === 2 ? 'sn_D026_0_set' : 'sn_D024_0_set',
    occurred_at: new Date(Date.now() - (options.minutesAgo ?? 0) * 60_000 - Math.random() * 1000),
  });
  await t.db.insertInto('alarm_outbox').values({ incident_id: incident.id }).execute();
  return incident;
}

/** Plans and sends until nothing is due, as one worker's rounds do. */
async function drain(transport: MailTransport, db: Db = t.db) {
  await planDeliveries(db, settings, log);
  while (await deliverNext(db, transport, settings, log));
}

const deliveriesOf = (incidentId: string) =>
  t.db
    .selectFrom('alarm_mail_deliveries')
    .selectAll()
    .where('incident_id', '=', incidentId)
    .orderBy('id')
    .execute();

describe('who gets a mail', () => {
  it('one per destination whose levels include the incident’s and whose group or machine covers it', async () => {
    const m = await machineIn(plant);
    const toCompany = await insertAlertMailDestination(t.db, {
      source_type: company,
      severity: '3',
      locale: 2,
    });
    await insertAlertMailDestination(t.db, { source_type: plant, severity: '2,1' });
    const toMachine = await insertAlertMailDestination(t.db, {
      source_flag: 1,
      source_type: `${m.model_id}$${m.serial_no}`,
      locale: 3,
    });
    // A group of another company, with a machine of its own.
    const elsewhere = (await insertDeviceGroup(t.db)).device_group_id;
    await insertAlertMailDestination(t.db, { source_type: elsewhere });
    const incident = await opened(m.id, { level: 3 });
    const { sent, transport } = recorder();
    await drain(transport);
    const ours = sent.filter((s) => s.messageId.includes(`alarm-${incident.id}-`));
    expect(ours.map((s) => s.to).sort()).toEqual([toCompany.mail, toMachine.mail].sort());
    expect(ours.find((s) => s.to === toCompany.mail)!.text).toContain('警報レベル: E（非常停止）');
    expect(ours.find((s) => s.to === toMachine.mail)!.text).toContain('报警等级: E（紧急）');
    expect((await deliveriesOf(incident.id)).map((d) => d.state)).toEqual(['sent', 'sent']);
    const outbox = await t.db
      .selectFrom('alarm_outbox')
      .selectAll()
      .where('incident_id', '=', incident.id)
      .executeTakeFirstOrThrow();
    expect(outbox.sent_at).not.toBeNull();
    // Nothing more on the next rounds.
    await drain(transport);
    expect(sent.filter((s) => s.messageId.includes(`alarm-${incident.id}-`))).toHaveLength(2);
  });

  it('sends nothing for an incident that opened at a sample older than ALARM_MAIL_MAX_AGE_MINUTES', async () => {
    const { m } = await machineWithDestination();
    const old = await opened(m.id, { minutesAgo: 61 });
    const { sent, transport } = recorder();
    await drain(transport);
    expect(await deliveriesOf(old.id)).toEqual([]);
    expect(sent.filter((s) => s.messageId.includes(`alarm-${old.id}-`))).toEqual([]);
    const outbox = await t.db
      .selectFrom('alarm_outbox')
      .selectAll()
      .where('incident_id', '=', old.id)
      .executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ last_error: 'too old: no mail' });
  });

  it('storm guard: at most ALARM_MAIL_STORM_LIMIT mails per destination and machine in the window', async () => {
    const { m, dest } = await machineWithDestination();
    const { sent, transport } = recorder();
    for (let i = 0; i < 5; i++) {
      await opened(m.id);
      await drain(transport);
    }
    expect(sent.filter((s) => s.to === dest.mail)).toHaveLength(3);
    const states = await t.db
      .selectFrom('alarm_mail_deliveries')
      .select('state')
      .where('destination_id', '=', dest.id)
      .orderBy('id')
      .execute();
    expect(states.map((s) => s.state)).toEqual(['sent', 'sent', 'sent', 'suppressed', 'suppressed']);
  });
});

describe('recovery mails', () => {
  it('go to destinations that asked for them, once, after the incident recovered', async () => {
    const m = await machineIn(other);
    const key = `${m.model_id}$${m.serial_no}`;
    const asked = await insertAlertMailDestination(t.db, {
      source_flag: 1,
      source_type: key,
      notify_recovery: true,
    });
    const silent = await insertAlertMailDestination(t.db, { source_flag: 1, source_type: key });
    const incident = await opened(m.id);
    const { sent, transport } = recorder();
    await drain(transport);
    await t.db
      .updateTable('incidents')
      .set({ incident_class: 3, recovered_at: new Date() })
      .where('id', '=', incident.id)
      .execute();
    await drain(transport);
    await drain(transport);
    const ours = sent.filter((s) => s.messageId.includes(`alarm-${incident.id}-`));
    expect(ours.map((s) => [s.to, s.subject.split(' ')[1]])).toEqual([
      [asked.mail, 'Alarm'],
      [silent.mail, 'Alarm'],
      [asked.mail, 'Recovered'],
    ]);
  });
});

describe('retries', () => {
  it('records a failed attempt with the next try 30 s later, then sends once it is due', async () => {
    const { m, dest } = await machineWithDestination();
    const incident = await opened(m.id);
    let failures = 1;
    const { sent, transport } = recorder(() => {
      if (failures-- > 0) throw new Error('421 try again later');
    });
    await drain(transport);
    const [failed] = await deliveriesOf(incident.id);
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, last_error: '421 try again later' });
    expect(failed!.next_try.getTime() - Date.now()).toBeGreaterThan(20_000);
    expect(sent).toEqual([]);
    // Time passes: the try is due.
    await t.db
      .updateTable('alarm_mail_deliveries')
      .set({ next_try: new Date() })
      .where('id', '=', failed!.id)
      .execute();
    await drain(transport);
    expect(sent.map((s) => s.to)).toEqual([dest.mail]);
    expect((await deliveriesOf(incident.id))[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });
});

describe('exactly once across workers and kills', () => {
  /** A worker process of its own: its own pool, which a kill takes away. */
  const workerDb = () => connectDatabase(database.url, 2);
  /** Ends every connection of the other workers that is inside a transaction: their process died. */
  const killWorkers = () =>
    sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'`.execute(
      t.db,
    );

  it('two workers side by side send each mail once', async () => {
    const m = await machineIn(other);
    const dests = [];
    for (let i = 0; i < 3; i++)
      dests.push(
        await insertAlertMailDestination(t.db, {
          source_flag: 1,
          source_type: `${m.model_id}$${m.serial_no}`,
        }),
      );
    const incident = await opened(m.id);
    await planDeliveries(t.db, settings, log);
    const { sent, transport } = recorder(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const a = workerDb();
    const b = workerDb();
    try {
      const run = async (db: Db) => {
        while (await deliverNext(db, transport, settings, log));
      };
      await Promise.all([run(a.db), run(b.db)]);
    } finally {
      await a.db.destroy();
      await b.db.destroy();
    }
    const ours = sent.filter((s) => s.messageId.includes(`alarm-${incident.id}-`));
    expect(ours.map((s) => s.to).sort()).toEqual(dests.map((d) => d.mail).sort());
  });

  it('a worker killed before SMTP took the mail: the restarted worker sends it once', async () => {
    const { m, dest } = await machineWithDestination();
    const incident = await opened(m.id);
    await planDeliveries(t.db, settings, log);
    const dying = workerDb();
    const { sent: neverSent, transport: killedBeforeSend } = recorder(async () => {
      await killWorkers();
      throw new Error('killed');
    });
    await expect(deliverNext(dying.db, killedBeforeSend, settings, log)).rejects.toThrow();
    await dying.db.destroy().catch(() => undefined);
    expect(neverSent).toEqual([]);
    expect((await deliveriesOf(incident.id))[0]).toMatchObject({ state: 'pending', attempts: 0 });

    const { sent, transport } = recorder();
    await restartedWorker(transport);
    expect(sent.map((s) => s.to)).toEqual([dest.mail]);
    expect((await deliveriesOf(incident.id))[0]).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('a worker killed after SMTP took the mail, before its commit: one second copy, same Message-ID, no third', async () => {
    const { m, dest } = await machineWithDestination();
    const incident = await opened(m.id);
    await planDeliveries(t.db, settings, log);
    const inbox: OutgoingMail[] = [];
    const dying = workerDb();
    // SMTP accepted (the mail is in the inbox), then the process dies before it commits.
    const acceptedThenKilled: MailTransport = {
      async send(mail) {
        inbox.push(mail);
        await killWorkers();
      },
      close: () => undefined,
    };
    await expect(deliverNext(dying.db, acceptedThenKilled, settings, log)).rejects.toThrow();
    await dying.db.destroy().catch(() => undefined);
    expect(inbox).toHaveLength(1);

    const { sent, transport } = recorder((mail) => void inbox.push(mail));
    await restartedWorker(transport);
    await planDeliveries(t.db, settings, log);
    await restartedWorker(transport);
    expect(sent).toHaveLength(1);
    expect(inbox.map((s) => s.to)).toEqual([dest.mail, dest.mail]);
    expect(new Set(inbox.map((s) => s.messageId)).size).toBe(1);
    expect(inbox[0]!.messageId).toBe(`<alarm-${incident.id}-${dest.id}-open@portal.example.com>`);
    expect((await deliveriesOf(incident.id))[0]).toMatchObject({ state: 'sent', attempts: 1 });
  });
});
