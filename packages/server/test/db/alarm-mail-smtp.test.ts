/**
 * An alarm mail end to end: a real SMTP server started here (smtp-server), the portal's HTTP ingest
 * takes a sample whose alarm bit rises, the alarm engine opens the incident and its outbox row, and the
 * mail worker sends exactly one mail per matching destination, in its language, through SMTP_URL.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppInstance } from '../../src/app.ts';
import { createMailTransport } from '../../src/mail/transport.ts';
import { startMailWorker } from '../../src/mail/worker.ts';
import { buildTestApp, testConfig } from '../support/app.ts';
import { describeOnlyIn, type TestDatabase } from '../support/database.ts';
import { insertAlertMailDestination } from '../support/factories.ts';
import { createDemoDatabase, gatewayAuthorization, risingAlarm, type Machine } from './ingest-fixtures.ts';

interface Received {
  to: string[];
  raw: string;
}

/** The text of a single-part mail, whatever transfer encoding nodemailer chose. */
function bodyOf(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

describeOnlyIn('db-system')('alarm mail through SMTP', () => {
  let database: TestDatabase;
  let app: AppInstance;
  let smtp: SMTPServer;
  let worker: { stop(): Promise<void> };
  let machine: Machine;
  const inbox: Received[] = [];

  beforeAll(async () => {
    let fleet: Machine[];
    ({ database, fleet } = await createDemoDatabase());
    machine = fleet.find((m) => m.device_group_id === 'tokai')!;
    app = await buildTestApp(database.db, { INGEST_BATCH_MS: '5' });
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const { port } = smtp.server.address() as AddressInfo;
    const config = testConfig({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://portal.example.com',
    });
    worker = startMailWorker({
      db: database.db,
      transport: createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
      settings: config,
      log: pino({ level: 'silent' }),
    });
  });
  afterAll(async () => {
    await worker?.stop();
    smtp?.close();
    await app?.close();
    await database?.drop();
  });

  it('sends one mail per matching destination, in its language, when a sample raises an alarm bit', async () => {
    const { db } = database;
    // Only this test's destinations: the demo's are left out.
    await db.deleteFrom('alert_mail_destinations').execute();
    const key = `${machine.model_id}$${machine.serial_no}`;
    const ja = await insertAlertMailDestination(db, { source_flag: 1, source_type: key, locale: 2 });
    const zh = await insertAlertMailDestination(db, { source_type: 'tokai', locale: 3, severity: '3' });
    const en = await insertAlertMailDestination(db, { source_type: 'supplier', locale: 1, severity: '3,2' });
    await insertAlertMailDestination(db, { source_type: 'tokai', severity: '2,1' }); // not level 3
    await insertAlertMailDestination(db, { source_type: 'acme' }); // another company

    const res = await app.inject({
      method: 'POST',
      url: '/ingest/v1/registers',
      headers: { 'content-type': 'application/json', authorization: gatewayAuthorization(machine) },
      payload: JSON.stringify(risingAlarm(machine)),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);

    // Until every delivery of the incident is sent: after that, nothing more can go out for it.
    const settled = async () => {
      const rows = await db
        .selectFrom('alarm_mail_deliveries')
        .innerJoin('incidents', 'incidents.id', 'alarm_mail_deliveries.incident_id')
        .select(['alarm_mail_deliveries.state', 'incidents.event_id'])
        .where('alarm_mail_deliveries.device_id', '=', machine.id)
        .execute();
      return rows.length === 3 && rows.every((r) => r.state === 'sent') ? rows : undefined;
    };
    while (!(await settled())) await new Promise((resolve) => setTimeout(resolve, 100));

    expect(inbox.map((m) => m.to).sort()).toEqual([[en.mail], [ja.mail], [zh.mail]].sort());
    const textTo = (mail: string) => bodyOf(inbox.find((m) => m.to[0] === mail)!.raw);
    expect(textTo(ja.mail)).toContain('警報レベル: E（非常停止）');
    expect(textTo(zh.mail)).toContain('报警等级: E（紧急）');
    expect(textTo(en.mail)).toContain('Alarm level: E (Emergency)');
    expect(textTo(en.mail)).toContain(
      `https://portal.example.com/CompressorInfo/${machine.model_id}/${machine.serial_no}`,
    );
  }, 60_000);
});
