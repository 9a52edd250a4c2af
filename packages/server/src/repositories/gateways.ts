/**
 * SQL of the gateway accounts (tables gateways and gateway_group_grants): the sign-in lookup of the
 * ingest, the demo gateway's rows, and who may publish where for a generated broker ACL.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface GatewayAccount {
  modelId: string;
  serialNo: string;
  passwordHash: string;
  grants: { groupId: string; demoOnly: boolean }[];
}

export async function findGatewayAccount(db: Db, username: string): Promise<GatewayAccount | undefined> {
  const { rows } = await sql<{
    model_id: string;
    serial_no: string;
    password_hash: string;
    grants: { groupId: string; demoOnly: boolean }[];
  }>`
    SELECT g.model_id, g.serial_no, g.password_hash,
           coalesce(json_agg(json_build_object('groupId', gg.device_group_id, 'demoOnly', gg.demo_only))
                      FILTER (WHERE gg.device_group_id IS NOT NULL), '[]') AS grants
      FROM gateways g
      LEFT JOIN gateway_group_grants gg
        ON gg.gateway_model_id = g.model_id AND gg.gateway_serial_no = g.serial_no
     WHERE g.mqtt_username = ${username}
     GROUP BY g.model_id, g.serial_no, g.password_hash`.execute(db);
  const row = rows[0];
  return (
    row && {
      modelId: row.model_id,
      serialNo: row.serial_no,
      passwordHash: row.password_hash,
      grants: row.grants,
    }
  );
}

export interface NewGateway {
  modelId: string;
  serialNo: string;
  deviceGroupId: string;
  mqttUsername: string;
  passwordHash: string;
  note: string;
}

/** Adds the gateway unless a row with its key or username exists (then nothing changes). */
export async function insertGatewayIfMissing(db: Db, gateway: NewGateway): Promise<void> {
  await db
    .insertInto('gateways')
    .values({
      model_id: gateway.modelId,
      serial_no: gateway.serialNo,
      device_group_id: gateway.deviceGroupId,
      mqtt_username: gateway.mqttUsername,
      password_hash: gateway.passwordHash,
      note: gateway.note,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export interface GatewayGroupGrant {
  gatewayModelId: string;
  gatewaySerialNo: string;
  deviceGroupId: string;
  /** Counts only while DEMO=on. */
  demoOnly: boolean;
}

export async function insertGroupGrantIfMissing(db: Db, grant: GatewayGroupGrant): Promise<void> {
  await db
    .insertInto('gateway_group_grants')
    .values({
      gateway_model_id: grant.gatewayModelId,
      gateway_serial_no: grant.gatewaySerialNo,
      device_group_id: grant.deviceGroupId,
      demo_only: grant.demoOnly,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export interface PublishRight {
  username: string;
  modelId: string;
  serialNo: string;
}

/**
 * Every (gateway username, compressor) pair the gateway may publish for: its own compressors and every
 * compressor under a group it holds a grant for (demo-only grants only when `demo`), ordered by username;
 * with `machine`, only that compressor's.
 */
export async function listPublishRights(
  db: Db,
  options: { demo: boolean; machine?: { modelId: string; serialNo: string } },
): Promise<PublishRight[]> {
  const only = options.machine
    ? sql`AND d.model_id = ${options.machine.modelId} AND d.serial_no = ${options.machine.serialNo}`
    : sql``;
  const { rows } = await sql<{ username: string; model_id: string; serial_no: string }>`
    WITH RECURSIVE granted (username, device_group_id) AS (
      SELECT g.mqtt_username, gg.device_group_id
        FROM gateway_group_grants gg
        JOIN gateways g ON g.model_id = gg.gateway_model_id AND g.serial_no = gg.gateway_serial_no
       WHERE ${options.demo} OR NOT gg.demo_only
      UNION
      SELECT granted.username, child.device_group_id
        FROM device_groups child JOIN granted ON child.parent_device_group_id = granted.device_group_id
    )
    SELECT g.mqtt_username AS username, d.model_id, d.serial_no
      FROM devices d JOIN gateways g ON g.model_id = d.parent_model_id AND g.serial_no = d.parent_serial_no
     WHERE TRUE ${only}
    UNION
    SELECT granted.username, d.model_id, d.serial_no
      FROM granted JOIN devices d ON d.device_group_id = granted.device_group_id
     WHERE TRUE ${only}
    ORDER BY 1, 2, 3`.execute(db);
  return rows.map((r) => ({ username: r.username, modelId: r.model_id, serialNo: r.serial_no }));
}
