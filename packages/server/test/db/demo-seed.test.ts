import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { verify } from '@node-rs/argon2';
import { MODEL_IDS } from '@airsight/contracts/models/catalogue';
import { seedDemo } from '../../src/demo/seed.ts';
import { loadUserInfo } from '../../src/services/user-info.ts';
import { useTestDatabase } from '../support/database.ts';
import { testConfig } from '../support/app.ts';
import type { Db } from '../../src/db/database.ts';

/** A fingerprint of every seeded table, to prove that a second run changes nothing. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = [
    'device_groups',
    'service_customers',
    'gateways',
    'devices',
    'roles',
    'role_root_groups',
    'users',
    'user_roles',
  ];
  const result: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await sql<{ digest: string }>`
      SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS digest
      FROM ${sql.table(table)} t`.execute(db);
    result[table] = rows[0]!.digest;
  }
  return result;
}

describe('demo seed', () => {
  const database = useTestDatabase();
  const config = testConfig();
  beforeAll(async () => {
    await seedDemo(database.db, config);
  });

  it('has the supplier root, at least 8 companies and ACME with at least 3 plants', async () => {
    const db = database.db;
    const root = await db
      .selectFrom('device_groups')
      .selectAll()
      .where('parent_device_group_id', 'is', null)
      .execute();
    expect(root).toHaveLength(1);
    expect(root[0]).toMatchObject({ device_group_type: 'SUPPLIER' });
    const companies = await db
      .selectFrom('device_groups')
      .selectAll()
      .where('parent_device_group_id', '=', root[0]!.device_group_id)
      .execute();
    expect(companies.length).toBeGreaterThanOrEqual(8);
    for (const c of companies)
      expect([c.name_locale1, c.name_locale2, c.name_locale3].every((n) => n.length > 0)).toBe(true);
    const acme = companies.find((c) => c.device_group_type === 'ACME')!;
    expect(acme.name_locale2).toBe('アクメ工業');
    const plants = await db
      .selectFrom('device_groups')
      .select('device_group_type')
      .where('parent_device_group_id', '=', acme.device_group_id)
      .execute();
    expect(plants.length).toBeGreaterThanOrEqual(3);
    expect(plants.map((p) => p.device_group_type)).toContain('ACME_KAWASAKI');
  });

  it('has at least 60 compressors over all nine models, each behind its own gateway', async () => {
    const db = database.db;
    const devices = await db.selectFrom('devices').selectAll().execute();
    expect(devices.length).toBeGreaterThanOrEqual(60);
    expect(new Set(devices.map((d) => d.model_id))).toEqual(new Set(MODEL_IDS));
    const orphans = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM devices d
      LEFT JOIN gateways g ON g.model_id = d.parent_model_id AND g.serial_no = d.parent_serial_no
      WHERE g.serial_no IS NULL OR g.model_id <> 'FE_LTE_00'`.execute(db);
    expect(orphans.rows[0]!.n).toBe(0);
    const gateway = await db.selectFrom('gateways').selectAll().executeTakeFirstOrThrow();
    expect(gateway.mqtt_username).toMatch(/^gw-/);
    expect(await verify(gateway.password_hash, 'demo')).toBe(true);
  });

  it('fills the device fields the screens rely on', async () => {
    const db = database.db;
    const devices = await db.selectFrom('devices').selectAll().execute();
    const customers = new Map(
      (await db.selectFrom('service_customers').selectAll().execute()).map((c) => [c.code, c]),
    );
    for (const d of devices) {
      const customer = customers.get(d.service_customer_code ?? '')!;
      expect(customer).toBeDefined();
      // serial = machineUnit_customerCode; the map matches devices to customers by name_locale2.
      expect(d.serial_no).toMatch(/^[A-Z]\d{4}-\d{4,}_C\d{5}$/);
      expect(d.serial_no.split('_')[1]).toBe(customer.code);
      expect(d.name_locale2).toBe(customer.name);
      expect(d.optional_info_1).toMatch(/^[A-Z]{3}-\d+[A-Z0-9]*$/);
      expect(d.latitude).not.toBeNull();
    }
    expect(devices.some((d) => d.optional_info_2 === null)).toBe(true);
    expect(devices.some((d) => d.optional_info_2?.startsWith('No.'))).toBe(true);
    expect(devices.some((d) => !d.consent_form_received)).toBe(true);
    const zones = new Set(devices.map((d) => d.time_zone));
    expect(zones).toContain('Asia/Tokyo');
    expect(zones.size).toBeGreaterThanOrEqual(3);
    expect(devices.filter((d) => d.time_zone === 'Asia/Tokyo').length).toBeGreaterThan(devices.length / 2);
    for (const c of customers.values())
      expect(Math.abs(c.latitude!) + Math.abs(c.longitude!)).toBeGreaterThan(0);
  });

  it('creates local demo accounts with the password demo', async () => {
    const users = await database.db.selectFrom('users').selectAll().orderBy('user_id').execute();
    expect(users.map((u) => u.user_id)).toEqual(['acme', 'acme-kawasaki', 'info-admin', 'supplier', 'tokai']);
    for (const u of users) {
      expect(u).toMatchObject({ issuer: 'local', subject: u.user_id });
      expect(await verify(u.password_hash!, 'demo')).toBe(true);
    }
  });

  it.each([
    [
      'supplier',
      {
        deviceGroupType: 'SUPPLIER',
        deviceGroupId: 'supplier',
        admin: true,
        isMap: true,
        isAlarmMailAdmin: true,
        isInfoAdmin: false,
      },
    ],
    ['acme', { deviceGroupType: 'ACME', deviceGroupId: 'acme', admin: true, isMap: false }],
    [
      'acme-kawasaki',
      { deviceGroupType: 'ACME_KAWASAKI', deviceGroupId: 'acme-kawasaki', admin: false, isMap: false },
    ],
    ['tokai', { deviceGroupType: 'TOKAI', deviceGroupId: 'tokai', admin: false, isMap: false }],
    ['info-admin', { isInfoAdmin: true, isAlarmMailAdmin: false, deviceGroupId: '', admin: false }],
  ])('derives the user info of the demo account %s', async (userId, expected) => {
    expect(await loadUserInfo(database.db, userId, config)).toMatchObject(expected);
  });

  it('derives no user info for an unknown account (404)', async () => {
    await expect(loadUserInfo(database.db, 'nobody', config)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('changes nothing when it runs again', async () => {
    const before = await fingerprint(database.db);
    await seedDemo(database.db, config);
    expect(await fingerprint(database.db)).toEqual(before);
  });

  it('adds exactly the extra machines asked for, once', async () => {
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('devices')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const base = await count();
    await seedDemo(database.db, config, { extraMachines: 25 });
    expect(await count()).toBe(base + 25);
    const after = await fingerprint(database.db);
    await seedDemo(database.db, config, { extraMachines: 25 });
    expect(await fingerprint(database.db)).toEqual(after);
  });
});
