/**
 * Test data, one small function per kind of row: each inserts a row with sensible defaults, takes
 * overrides for what the test is about, and returns what it inserted. Ids that must be unique default to
 * a fresh counter value, so tests can make as many rows as they need without naming each one.
 *
 *   const company = await insertDeviceGroup(db, { parentId: 'supplier' });
 *   const machine = await insertDevice(db, { deviceGroupId: company.device_group_id });
 *   await insertUser(db, { userId: 'alice', loginRootGroupIds: [company.root_group_id] });
 *   await insertSnapshots(db, machine.id, [{ time: '2026-01-01T00:00:00Z', values: { sn_D002: 70 } }]);
 *   await insertServiceReport(db, { deviceId: machine.id, equipmentNo: machine.serial_no, fservicecd: 3 });
 */
import { hash } from '@node-rs/argon2';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../src/db/database.ts';
import { columnOf } from '../../src/repositories/register-columns.ts';
import { FIRST_EVENT_COLUMN, SNAPSHOT_COLUMNS, type SnapshotRow } from '../../src/ingest/payload.ts';
import type {
  AlertMailDestinationTable,
  DeviceGroupTable,
  DeviceTable,
  EventHistoryTable,
  GatewayGroupGrantTable,
  GatewayTable,
  IncidentTable,
  ServiceReportFileTable,
  ServiceReportTable,
  UserGroupDevice,
  UserGroupTable,
  UserRoleTable,
  UserTable,
} from '../../src/db/schema.ts';

let counter = 0;
/** A value no other call of this process has made: 'prefix-1', 'prefix-2', … */
const unique = (prefix: string) => `${prefix}-${++counter}`;

/** A device group; its type (unique code) and root group id follow from its id unless given. */
export async function insertDeviceGroup(
  db: Db,
  overrides: Partial<Insertable<DeviceGroupTable>> & { parentId?: string | null } = {},
): Promise<Selectable<DeviceGroupTable>> {
  const { parentId = null, ...columns } = overrides;
  const id = columns.device_group_id ?? unique('group');
  const type = columns.device_group_type ?? id.toUpperCase().replace(/-/g, '_');
  return db
    .insertInto('device_groups')
    .values({
      device_group_id: id,
      parent_device_group_id: parentId,
      root_group_id: `${type}$`,
      device_group_type: type,
      name_locale1: id,
      name_locale2: id,
      name_locale3: id,
      ...columns,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A machine (default model OIL_FREE) in a group that must exist. */
export async function insertDevice(
  db: Db,
  overrides: Partial<Insertable<DeviceTable>> & { deviceGroupId: string },
): Promise<Selectable<DeviceTable>> {
  const { deviceGroupId, ...columns } = overrides;
  return db
    .insertInto('devices')
    .values({ model_id: 'OIL_FREE', serial_no: unique('SN'), device_group_id: deviceGroupId, ...columns })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface InsertedUser {
  user: Selectable<UserTable>;
  /** The user's role ids in their order. */
  roleIds: string[];
}

/**
 * A local user. `loginRootGroupIds` gives it one Login role per root group id ('ACME$'), in that order;
 * `roleIds` adds other roles (e.g. a map role) after them. Roles and their root groups are created when
 * missing, so several users can share them.
 */
export async function insertUser(
  db: Db,
  options: {
    userId?: string;
    userName?: string;
    loginRootGroupIds?: readonly string[];
    roleIds?: readonly string[];
    overrides?: Partial<Insertable<UserTable>>;
  } = {},
): Promise<InsertedUser> {
  const userId = options.userId ?? unique('user');
  const user = await db
    .insertInto('users')
    .values({
      user_id: userId,
      issuer: 'local',
      subject: userId,
      user_name: options.userName ?? userId,
      email: null,
      password_hash: null,
      ...options.overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const logins = (options.loginRootGroupIds ?? []).map((root) => ({
    roleId: `${root.replace(/\$$/, '')}_Login`,
    root,
  }));
  const roleIds = [...logins.map((l) => l.roleId), ...(options.roleIds ?? [])];
  for (const [ordinal, roleId] of roleIds.entries()) {
    await insertUserRole(db, { userId, roleId, ordinal });
    const login = logins.find((l) => l.roleId === roleId);
    if (login) {
      await db
        .insertInto('role_root_groups')
        .values({ role_id: roleId, root_group_id: login.root })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
  return { user, roleIds };
}

/** A role of an existing user at `ordinal` (its place in the user's roles); the role is made when missing. */
export async function insertUserRole(
  db: Db,
  options: { userId: string; roleId: string; ordinal: number },
): Promise<Selectable<UserRoleTable>> {
  await db
    .insertInto('roles')
    .values({ role_id: options.roleId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return db
    .insertInto('user_roles')
    .values({ user_id: options.userId, role_id: options.roleId, ordinal: options.ordinal })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An IoT gateway of a group, with the MQTT password hashed as the ingest checks it. */
export async function insertGateway(
  db: Db,
  overrides: Partial<Insertable<GatewayTable>> & { deviceGroupId: string; password?: string },
): Promise<Selectable<GatewayTable> & { password: string }> {
  const { deviceGroupId, password = 'gateway-secret', ...columns } = overrides;
  const serialNo = columns.serial_no ?? unique('GW');
  const row = await db
    .insertInto('gateways')
    .values({
      serial_no: serialNo,
      device_group_id: deviceGroupId,
      mqtt_username: `gw-${serialNo}`,
      password_hash: await hash(password),
      note: null,
      ...columns,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, password };
}

/** Lets a gateway publish for every machine of a device group (the grants of the demo's shared gateways). */
export async function insertGatewayGrant(
  db: Db,
  gateway: { model_id: string; serial_no: string },
  overrides: Partial<Insertable<GatewayGroupGrantTable>> & { deviceGroupId: string },
): Promise<Selectable<GatewayGroupGrantTable>> {
  const { deviceGroupId, ...columns } = overrides;
  return db
    .insertInto('gateway_group_grants')
    .values({
      gateway_model_id: gateway.model_id,
      gateway_serial_no: gateway.serial_no,
      device_group_id: deviceGroupId,
      ...columns,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A user-defined group (second backend) of a device group; `devices` as the client stores them. */
export async function insertUserGroup(
  db: Db,
  overrides: Omit<Partial<Insertable<UserGroupTable>>, 'devices'> & {
    deviceGroupId: string;
    devices?: readonly UserGroupDevice[];
  },
): Promise<Selectable<UserGroupTable>> {
  const { deviceGroupId, devices = [], ...columns } = overrides;
  return db
    .insertInto('user_groups')
    .values({
      group_name: unique('Group'),
      device_group_id: deviceGroupId,
      devices: JSON.stringify(devices),
      creator_id: 'supplier',
      updater_id: 'supplier',
      ...columns,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The month partitions of snapshots that [from, to] touches (ingest makes them as samples arrive). */
async function ensureSnapshotPartitions(db: Db, from: Date, to: Date): Promise<void> {
  await sql`
    SELECT ensure_snapshot_partition(m::date)
    FROM generate_series(date_trunc('month', ${from}::timestamptz AT TIME ZONE 'UTC'),
                         ${to}::timestamptz AT TIME ZONE 'UTC', interval '1 month') AS m
  `.execute(db);
}

/** One machine's samples: raw register values by sensor id (null or absent: no value). */
export interface SnapshotInput {
  time: Date | string;
  values: Readonly<Record<string, number | null>>;
}

/**
 * Rows of a register table (snapshots or device_latest) of one machine, one per sample, in one statement:
 * a time array and one value array per sensor, unnested side by side.
 */
async function insertRegisterRows(
  db: Db,
  table: 'snapshots' | 'device_latest',
  deviceId: string,
  samples: readonly SnapshotInput[],
): Promise<void> {
  const sensors = [...new Set(samples.flatMap((s) => Object.keys(s.values)))];
  const columns = sensors.map((id) => sql.ref(columnOf(id)));
  const arrays = sensors.map((id) => {
    const type = sql.raw(columnOf(id).includes('_') ? 'bigint[]' : 'int[]');
    return sql`${samples.map((s) => s.values[id] ?? null)}::${type}`;
  });
  const names = sensors.map((_, i) => sql.ref(`v${i}`));
  const times = samples.map((s) => new Date(s.time).toISOString());
  await sql`
    INSERT INTO ${sql.table(table)} (device_id, measure_time${sql.join([sql``, ...columns])})
    SELECT ${deviceId}, t${sql.join([sql``, ...names])}
    FROM unnest(${times}::timestamptz[]${sql.join([sql``, ...arrays])}) AS u(t${sql.join([sql``, ...names])})
  `.execute(db);
}

/** Snapshots of a machine (its `devices.id`), one per sample, as the ingest stores them. */
export async function insertSnapshots(
  db: Db,
  deviceId: string,
  samples: readonly SnapshotInput[],
): Promise<void> {
  if (samples.length === 0) return;
  const times = samples.map((s) => new Date(s.time).getTime());
  await ensureSnapshotPartitions(db, new Date(Math.min(...times)), new Date(Math.max(...times)));
  await insertRegisterRows(db, 'snapshots', deviceId, samples);
}

/** A machine's newest sample (`device_latest`), as the ingest keeps it beside the snapshots. */
export async function insertLatest(db: Db, deviceId: string, sample: SnapshotInput): Promise<void> {
  await insertRegisterRows(db, 'device_latest', deviceId, [sample]);
}

/**
 * A sample as the ingest hands it to the writer and the alarm engine: the six alarm words (registers
 * 0024..0029, in that order; null = not sent) and a discharge pressure.
 */
export function alarmWordsRow(time: number, words: readonly (number | null)[]): SnapshotRow {
  const values: (number | null)[] = new Array<number | null>(SNAPSHOT_COLUMNS.length).fill(null);
  values[0] = 700;
  words.forEach((w, i) => (values[FIRST_EVENT_COLUMN + i] = w));
  return { time, values };
}

/**
 * A long regular series written by the database (a year of 1-minute samples is 525,600 rows): sample i at
 * from + i·stepMs, i < count; each sensor's raw value is (start + i·step) mod modulo.
 */
export async function insertSnapshotSeries(
  db: Db,
  options: {
    deviceId: string;
    from: Date;
    stepMs: number;
    count: number;
    values: Readonly<Record<string, { start: number; step: number; modulo: number }>>;
  },
): Promise<void> {
  const { deviceId, from, stepMs, count, values } = options;
  await ensureSnapshotPartitions(db, from, new Date(from.getTime() + (count - 1) * stepMs));
  const sensors = Object.keys(values);
  const columns = sensors.map((id) => sql.ref(columnOf(id)));
  const expressions = sensors.map((id) => {
    const { start, step, modulo } = values[id]!;
    return sql`(${start}::bigint + i * ${step}::bigint) % ${modulo}::bigint`;
  });
  await sql`
    INSERT INTO snapshots (device_id, measure_time${sql.join([sql``, ...columns])})
    SELECT ${deviceId}, ${from}::timestamptz + i * ${stepMs}::bigint * interval '1 millisecond'
           ${sql.join([sql``, ...expressions])}
    FROM generate_series(0::bigint, ${count - 1}::bigint) AS i
  `.execute(db);
}

/** The bit of an alarm word that incidents and edges name unless told: D024 bit 0, an emergency. */
const ALARM_BIT = { event_id: 'sn_D024_0_set', event_level: 3 } as const;

/** An alarm incident of a machine (its `devices.id`): a bit of an alarm word that rose, open unless recovered. */
export async function insertIncident(
  db: Db,
  overrides: Partial<Insertable<IncidentTable>> & { deviceId: string },
): Promise<Selectable<IncidentTable>> {
  const { deviceId, ...columns } = overrides;
  const recovered = columns.recovered_at != null;
  return db
    .insertInto('incidents')
    .values({
      device_id: deviceId,
      ...ALARM_BIT,
      incident_class: recovered ? 3 : 1,
      occurred_at: new Date(),
      recovered_at: null,
      ...columns,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An edge of an alarm word's bit in the event history: incident_class 1 when it rose, 2 when it fell. */
export async function insertEventEdge(
  db: Db,
  overrides: Partial<Insertable<EventHistoryTable>> & { deviceId: string },
): Promise<Selectable<EventHistoryTable>> {
  const { deviceId, ...columns } = overrides;
  return db
    .insertInto('event_history')
    .values({ device_id: deviceId, ...ALARM_BIT, incident_class: 1, event_time: new Date(), ...columns })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A service report's PDF (a minimal one unless `content` is given). */
export async function insertServiceReportFile(
  db: Db,
  overrides: Partial<Insertable<ServiceReportFileTable>> = {},
): Promise<Selectable<ServiceReportFileTable>> {
  return db
    .insertInto('service_report_files')
    .values({ name: `${unique('report')}.pdf`, content: Buffer.from('%PDF-1.4\n%%EOF\n'), ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A service report of a machine (its `devices.id`) under its equipment number, as the demo stores them
 * (source 'demo', no externalId); `finish_date` is 'YYYY-MM-DD'.
 */
export async function insertServiceReport(
  db: Db,
  overrides: Partial<Insertable<ServiceReportTable>> & { deviceId: string | null; equipmentNo: string },
): Promise<Selectable<ServiceReportTable>> {
  const { deviceId, equipmentNo, ...columns } = overrides;
  return db
    .insertInto('service_reports')
    .values({
      equipment_no: equipmentNo,
      device_id: deviceId,
      fservicecd: 1,
      task_type: 99,
      finish_date: '2025-01-01',
      fkadotm: 0,
      registered_by: 'test',
      source: 'demo',
      ...columns,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An alarm-mail destination (default: a whole group, every level, English). */
export async function insertAlertMailDestination(
  db: Db,
  overrides: Partial<Insertable<AlertMailDestinationTable>> & { source_type: string },
): Promise<Selectable<AlertMailDestinationTable>> {
  return db
    .insertInto('alert_mail_destinations')
    .values({
      mail: `${unique('dest')}@example.com`,
      locale: 1,
      severity: '3,2,1',
      source_flag: 0,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
