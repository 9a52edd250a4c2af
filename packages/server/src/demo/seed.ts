/**
 * Seeds the demo fleet (demo/fleet.ts) in one transaction. Idempotent: every insert is
 * ON CONFLICT DO NOTHING, so a second run (every start in demo mode) changes nothing, and a run with
 * more extra machines only adds those. An advisory lock keeps two starting processes from racing.
 */
import { hash } from '@node-rs/argon2';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { sql } from 'kysely';
import { buildGroups, buildMachines, DEMO_ROLES, DEMO_USERS, SUPPLIER, type Names } from './fleet.ts';
import { seedDemoGateway } from '../ingest/demo-gateway.ts';
import { seedDemoGroups } from './groups.ts';
import { insertMissing } from './insert.ts';
import { seedDemoServiceHistory } from './service-history.ts';

export interface DemoAccount {
  userId: string;
  description: string;
}

/** The demo accounts of DESIGN §8; all have the password "demo". */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { userId: 'supplier', description: 'supplier staff, sees every customer (HomeAdmin, map, dashboard)' },
  { userId: 'acme', description: 'customer company with several plants (HomeAdmin)' },
  { userId: 'acme-kawasaki', description: 'one plant of that company (HomeConsumer)' },
  { userId: 'tokai', description: 'another customer (HomeConsumer)' },
  { userId: 'info-admin', description: 'announcements and operation logs only' },
];

export const DEMO_PASSWORD = 'demo';
const SEED_LOCK_KEY = 7_244_102;
const CHUNK = 500;

/** A name's columns, one per locale (1 English, 2 Japanese, 3 Chinese). */
const nameColumns = (names: Names) => ({
  name_locale1: names[0],
  name_locale2: names[1],
  name_locale3: names[2],
});

export interface SeedOptions {
  /** Machines beyond the fixed fleet, spread over the sites (benches seed thousands). */
  extraMachines?: number;
}

export async function seedDemo(db: Db, _config: Config, options: SeedOptions = {}): Promise<void> {
  const { groups, sites } = buildGroups();
  const machines = buildMachines(sites, options.extraMachines ?? 0);
  // One hash for every demo account and gateway: argon2 is slow on purpose.
  const passwordHash = await hash(DEMO_PASSWORD);
  const rootGroupId = `${SUPPLIER.type}$`;

  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);

    await insertMissing(
      trx,
      'device_groups',
      groups.map((g) => ({
        device_group_id: g.device_group_id,
        parent_device_group_id: g.parent_device_group_id,
        // Every group carries the root of the whole tree (the supplier), as in the original data.
        root_group_id: rootGroupId,
        device_group_type: g.device_group_type,
        ...nameColumns(g.names),
        sort_order: g.sort_order,
      })),
    );

    await insertMissing(
      trx,
      'service_customers',
      sites.map((s) => ({
        code: s.code,
        name: s.customerNames[1],
        latitude: s.latitude,
        longitude: s.longitude,
      })),
    );

    for (let i = 0; i < machines.length; i += CHUNK) {
      const chunk = machines.slice(i, i + CHUNK);
      await insertMissing(
        trx,
        'gateways',
        chunk.map((m) => ({
          model_id: m.gateway.model_id,
          serial_no: m.gateway.serial_no,
          device_group_id: m.device_group_id,
          mqtt_username: m.gateway.mqtt_username,
          password_hash: passwordHash,
          note: `gateway of ${m.serial_no}`,
        })),
      );
      await insertMissing(
        trx,
        'devices',
        chunk.map((m) => ({
          model_id: m.model_id,
          serial_no: m.serial_no,
          device_group_id: m.device_group_id,
          ...nameColumns(m.names),
          description_locale1: null,
          description_locale2: null,
          description_locale3: null,
          optional_info_1: m.optional_info_1,
          optional_info_2: m.optional_info_2,
          optional_info_3: null,
          optional_info_4: null,
          optional_info_5: null,
          optional_info_6: null,
          optional_info_7: null,
          optional_info_8: null,
          optional_info_9: null,
          optional_info_10: null,
          time_zone: m.time_zone,
          iot_device_flg: 1,
          latitude: m.latitude,
          longitude: m.longitude,
          maker_code: 'AS',
          note: null,
          parent_model_id: m.gateway.model_id,
          parent_serial_no: m.gateway.serial_no,
          setup_place: m.setup_place,
          consent_form_received: m.consent_form_received,
          service_customer_code: m.service_customer_code,
        })),
      );
    }

    await seedDemoGateway(trx, passwordHash);

    await insertMissing(
      trx,
      'roles',
      DEMO_ROLES.map((r) => ({ role_id: r.role_id, description: r.description })),
    );
    await insertMissing(
      trx,
      'role_root_groups',
      DEMO_ROLES.map((r) => ({ role_id: r.role_id, root_group_id: r.root_group_id })),
    );

    await insertMissing(
      trx,
      'users',
      DEMO_USERS.map((u) => ({
        user_id: u.user_id,
        issuer: 'local',
        subject: u.user_id,
        user_name: u.user_name,
        email: u.email,
        password_hash: passwordHash,
        locale: u.locale,
        manages_users: u.managesUsers ?? false,
      })),
    );
    // Demo data folders made before user administration existed lack the flag of the demo's administrators.
    const demoAdmins = DEMO_USERS.filter((u) => u.managesUsers).map((u) => u.user_id);
    await trx
      .updateTable('users')
      .set({ manages_users: true })
      .where('user_id', 'in', demoAdmins)
      .where('issuer', '=', 'local')
      .execute();
    await insertMissing(
      trx,
      'user_roles',
      DEMO_USERS.flatMap((u) =>
        u.roles.map((role_id, ordinal) => ({ user_id: u.user_id, role_id, ordinal })),
      ),
    );
    // Earlier demo data gave the special administrator the supplier's Login role; it has none now.
    await trx
      .deleteFrom('user_roles')
      .where('user_id', '=', 'info-admin')
      .where('role_id', '=', 'SUPPLIER_Login')
      .execute();
    await seedDemoGroups(trx);
    await seedDemoServiceHistory(trx, machines, machines.length - (options.extraMachines ?? 0));
  });
}
