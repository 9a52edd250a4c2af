/**
 * SQL of gateway administration (services/gateway-admin.ts): gateways with the compressors behind them
 * (devices.parent_*) and their group grants, and the accounts of the generated Mosquitto password file.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface GatewayRow {
  model_id: string;
  serial_no: string;
  mqtt_username: string;
  device_group_id: string;
  note: string | null;
  has_broker_password: boolean;
  password_changed_at: Date | null;
  insert_time: Date;
  machines: { modelId: string; serialNo: string }[];
  groups: string[];
}

/** Gateways of these device groups (every gateway when undefined), ordered by username. */
export async function listGateways(
  db: Db,
  filter: { groupIds?: readonly string[]; username?: string } = {},
): Promise<GatewayRow[]> {
  const groupIds = filter.groupIds ? [...filter.groupIds] : null;
  const { rows } = await sql<GatewayRow>`
    SELECT g.model_id, g.serial_no, g.mqtt_username, g.device_group_id, g.note,
           g.broker_password_hash IS NOT NULL AS has_broker_password, g.password_changed_at, g.insert_time,
           coalesce((SELECT json_agg(json_build_object('modelId', d.model_id, 'serialNo', d.serial_no)
                                     ORDER BY d.model_id, d.serial_no)
                       FROM devices d
                      WHERE d.parent_model_id = g.model_id AND d.parent_serial_no = g.serial_no), '[]') AS machines,
           coalesce((SELECT json_agg(gg.device_group_id ORDER BY gg.device_group_id)
                       FROM gateway_group_grants gg
                      WHERE gg.gateway_model_id = g.model_id AND gg.gateway_serial_no = g.serial_no), '[]') AS groups
      FROM gateways g
     WHERE (${groupIds}::text[] IS NULL OR g.device_group_id = ANY (${groupIds}::text[]))
       AND (${filter.username ?? null}::text IS NULL OR g.mqtt_username = ${filter.username ?? null})
     ORDER BY g.mqtt_username COLLATE "C"`.execute(db);
  return rows;
}

export interface GatewayKey {
  modelId: string;
  serialNo: string;
}

/** Adds a gateway; false when its username or its model and serial number are taken. */
export async function insertGateway(
  db: Db,
  gateway: GatewayKey & {
    username: string;
    deviceGroupId: string;
    note: string;
    passwordHash: string;
    brokerPasswordHash: string;
  },
): Promise<boolean> {
  const result = await db
    .insertInto('gateways')
    .values({
      model_id: gateway.modelId,
      serial_no: gateway.serialNo,
      mqtt_username: gateway.username,
      device_group_id: gateway.deviceGroupId,
      note: gateway.note,
      password_hash: gateway.passwordHash,
      broker_password_hash: gateway.brokerPasswordHash,
      password_changed_at: new Date(),
    })
    .onConflict((c) => c.doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function updateGateway(
  db: Db,
  key: GatewayKey,
  fields: { deviceGroupId: string; note: string },
): Promise<void> {
  await db
    .updateTable('gateways')
    .set({ device_group_id: fields.deviceGroupId, note: fields.note })
    .where('model_id', '=', key.modelId)
    .where('serial_no', '=', key.serialNo)
    .execute();
}

/** Makes `machines` exactly the compressors behind the gateway (others it had get no gateway). */
export async function setGatewayMachines(
  db: Db,
  key: GatewayKey,
  machines: readonly GatewayKey[],
): Promise<void> {
  const models = machines.map((m) => m.modelId);
  const serials = machines.map((m) => m.serialNo);
  await sql`
    UPDATE devices SET parent_model_id = NULL, parent_serial_no = NULL
     WHERE parent_model_id = ${key.modelId} AND parent_serial_no = ${key.serialNo}
       AND (model_id, serial_no) NOT IN (SELECT * FROM unnest(${models}::text[], ${serials}::text[]))`.execute(
    db,
  );
  await sql`
    UPDATE devices SET parent_model_id = ${key.modelId}, parent_serial_no = ${key.serialNo}
     WHERE (model_id, serial_no) IN (SELECT * FROM unnest(${models}::text[], ${serials}::text[]))`.execute(
    db,
  );
}

/** Makes `groups` exactly the gateway's group grants. */
export async function setGatewayGroups(db: Db, key: GatewayKey, groups: readonly string[]): Promise<void> {
  await db
    .deleteFrom('gateway_group_grants')
    .where('gateway_model_id', '=', key.modelId)
    .where('gateway_serial_no', '=', key.serialNo)
    .execute();
  if (groups.length === 0) return;
  await db
    .insertInto('gateway_group_grants')
    .values(
      groups.map((device_group_id) => ({
        gateway_model_id: key.modelId,
        gateway_serial_no: key.serialNo,
        device_group_id,
        demo_only: false,
      })),
    )
    .execute();
}

export async function setGatewayPassword(
  db: Db,
  username: string,
  hashes: { passwordHash: string; brokerPasswordHash: string },
): Promise<void> {
  await db
    .updateTable('gateways')
    .set({
      password_hash: hashes.passwordHash,
      broker_password_hash: hashes.brokerPasswordHash,
      password_changed_at: new Date(),
    })
    .where('mqtt_username', '=', username)
    .execute();
}

/** Removes the gateway; its compressors keep their data and get no gateway. */
export async function deleteGateway(db: Db, key: GatewayKey): Promise<void> {
  await setGatewayMachines(db, key, []);
  await db
    .deleteFrom('gateways')
    .where('model_id', '=', key.modelId)
    .where('serial_no', '=', key.serialNo)
    .execute();
}

/** The accounts of the Mosquitto password file: gateways whose broker password is known. */
export async function listBrokerAccounts(db: Db): Promise<{ username: string; hash: string }[]> {
  const rows = await db
    .selectFrom('gateways')
    .select(['mqtt_username', 'broker_password_hash'])
    .where('broker_password_hash', 'is not', null)
    .orderBy(sql`mqtt_username COLLATE "C"`)
    .execute();
  return rows.map((r) => ({ username: r.mqtt_username, hash: r.broker_password_hash! }));
}
