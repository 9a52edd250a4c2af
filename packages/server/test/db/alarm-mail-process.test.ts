/**
 * The portal as `npm start` runs it (role all, no SMTP_URL): a sample with a rising alarm bit through the
 * HTTP ingest becomes one .eml file under DATA_DIR/mail per matching destination, written by the mail
 * worker that main.ts starts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, describeOnlyIn, type TestDatabase } from '../support/database.ts';
import { insertAlertMailDestination } from '../support/factories.ts';
import { gatewayAuthorization, machines, risingAlarm } from './ingest-fixtures.ts';
import { cleanUp, startPortal, stopPortal, type Portal } from './portal-process.ts';

// Once is enough: it starts its own portal.
describeOnlyIn('db-system')('alarm mail from the running portal', () => {
  let database: TestDatabase;
  let portal: Portal | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-mail-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    portal = await startPortal(dataDir, { DEMO: 'on', DATABASE_URL: database.url, LOG_LEVEL: 'warn' });
  }, 180_000);
  afterAll(async () => {
    await cleanUp(portal ? [portal] : [], dataDir);
    await database?.drop();
  });

  it('writes one .eml file per matching destination', { timeout: 120_000 }, async () => {
    const { db } = database;
    const machine = (await machines(db)).find((m) => m.device_group_id === 'tokai')!;
    await db.deleteFrom('alert_mail_destinations').execute();
    const key = `${machine.model_id}$${machine.serial_no}`;
    const ja = await insertAlertMailDestination(db, { source_flag: 1, source_type: key, locale: 2 });
    const en = await insertAlertMailDestination(db, { source_type: 'tokai', severity: '3' });
    await insertAlertMailDestination(db, { source_type: 'tokai', severity: '1' }); // another level

    const res = await fetch(`http://127.0.0.1:${portal!.port}/ingest/v1/registers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: gatewayAuthorization(machine) },
      body: JSON.stringify(risingAlarm(machine)),
    });
    expect(res.status, await res.text()).toBeLessThan(300);

    const folder = path.join(dataDir, 'mail');
    const files = () =>
      fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.eml')) : [];
    const ours = () =>
      files().filter(
        (f) => f.endsWith(`-${ja.id}-open@localhost.eml`) || f.endsWith(`-${en.id}-open@localhost.eml`),
      );
    while (ours().length < 2) await new Promise((resolve) => setTimeout(resolve, 200));

    const read = (destinationId: string) =>
      fs.readFileSync(
        path.join(
          folder,
          ours().find((f) => f.endsWith(`-${destinationId}-open@localhost.eml`))!,
        ),
        'utf8',
      );
    expect(read(ja.id)).toMatch(new RegExp(`^To: ${ja.mail.replace('.', '\\.')}$`, 'm'));
    expect(read(en.id)).toMatch(new RegExp(`^To: ${en.mail.replace('.', '\\.')}$`, 'm'));
    const sent = await db
      .selectFrom('alarm_mail_deliveries')
      .select(['destination_id', 'state'])
      .where('device_id', '=', machine.id)
      .orderBy('destination_id')
      .execute();
    expect(sent).toEqual([
      { destination_id: ja.id, state: 'sent' },
      { destination_id: en.id, state: 'sent' },
    ]);
    expect(await stopPortal(portal!)).toBe(0);
  });
});
