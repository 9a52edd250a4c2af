/**
 * Gateway administration (ours; docs/telemetry.md §6), for the Gateways screen and its API: supplier staff
 * add gateways, rotate their passwords and give them the compressors behind them or whole device groups.
 * Who: a user administrator whose root group is the top of the tree (supplier staff, not a customer's
 * administrator); it sees the gateways of its groups. A gateway outside them answers the one 404.
 *
 * Passwords are made here (random, shown once) and stored twice: argon2 for the portal's own checks
 * (HTTP ingest, embedded broker) and Mosquitto's format for the generated password file
 * (mqtt/mosquitto-files.ts), which is written again after every change, as is the ACL. Every change is
 * written to the operation log.
 */
import crypto from 'node:crypto';
import { hash } from '@node-rs/argon2';
import {
  GATEWAY_MODEL_ID,
  GATEWAY_NOTE_RULE,
  GATEWAY_PASSWORD_BYTES,
  GATEWAY_SERIAL_RULE,
  GATEWAY_USERNAME_RULE,
} from '@airsight/contracts/domain/gateway-admin';
import type {
  AddGatewayBody,
  Gateway,
  GatewayWithPassword,
  PutGatewayBody,
} from '@airsight/contracts/http/gateways';
import type { ServerOperationType } from '@airsight/contracts/domain/operation-log';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import {
  deleteGateway,
  insertGateway,
  listGateways,
  setGatewayGroups,
  setGatewayMachines,
  setGatewayPassword,
  updateGateway,
  type GatewayRow,
} from '../repositories/gateway-admin.ts';
import { mosquittoPasswordHash } from '../mqtt/mosquitto-files.ts';
import { recordOperation } from './operation-log.ts';
import { groupIdsUnder, requireGroup, visibleMachines, type Scope } from './access.ts';
import { requireText } from './text-check.ts';
import { loadUserInfo } from './user-info.ts';

/** What a change must do afterwards: write the broker's files again (when the portal keeps them). */
export type AfterGatewayChange = () => Promise<void>;

const gatewayNotFound = (username: string) => notFound(`Gateway "${username}" was not found`);

/** The caller's scope when it is supplier staff with the admin flag; 403 NOT_GATEWAY_ADMIN otherwise. */
export async function gatewayAdminScope(db: Db, config: Config, scope: Scope): Promise<Scope> {
  const info = await loadUserInfo(db, scope.userId, config);
  const top = scope.groups.some((g) => g.is_root && g.parent_device_group_id === null);
  if (!info.isUserAdmin || !top) {
    throw forbidden('Only supplier staff with the admin flag manage gateways', 'NOT_GATEWAY_ADMIN');
  }
  return scope;
}

function answerOf(row: GatewayRow): Gateway {
  return {
    username: row.mqtt_username,
    modelId: row.model_id,
    serialNo: row.serial_no,
    deviceGroupId: row.device_group_id,
    note: row.note ?? '',
    machines: row.machines,
    groups: row.groups,
    brokerPassword: row.has_broker_password,
    passwordChanged: row.password_changed_at?.toISOString() ?? null,
    created: row.insert_time.toISOString(),
  };
}

export async function listGatewaysOf(db: Db, scope: Scope): Promise<Gateway[]> {
  return (await listGateways(db, { groupIds: scope.groupIds })).map(answerOf);
}

async function requireGateway(db: Db, scope: Scope, username: string): Promise<GatewayRow> {
  const [row] = await listGateways(db, { groupIds: scope.groupIds, username });
  if (!row) throw gatewayNotFound(username);
  return row;
}

/** Checks what a gateway is given: its group, compressors under that group, groups the caller sees. */
async function checkAssignment(db: Db, scope: Scope, body: PutGatewayBody): Promise<void> {
  requireText(GATEWAY_NOTE_RULE, 'note', body.note);
  requireGroup(scope, body.deviceGroupId);
  for (const group of body.groups) requireGroup(scope, group);
  const under = groupIdsUnder(scope, body.deviceGroupId);
  const found = await visibleMachines(db, { ...scope, groupIds: under }, body.machines);
  const key = (m: { modelId: string; serialNo: string }) => `${m.modelId}\u0000${m.serialNo}`;
  const seen = new Set(found.map(key));
  const missing = body.machines.find((m) => !seen.has(key(m)));
  if (missing) {
    throw notFound(
      `No machine ${missing.modelId}/${missing.serialNo} under device group "${body.deviceGroupId}"`,
    );
  }
}

async function newPassword(): Promise<{
  password: string;
  passwordHash: string;
  brokerPasswordHash: string;
}> {
  const password = crypto.randomBytes(GATEWAY_PASSWORD_BYTES).toString('base64url');
  return {
    password,
    passwordHash: await hash(password),
    brokerPasswordHash: mosquittoPasswordHash(password),
  };
}

export async function addGateway(
  db: Db,
  scope: Scope,
  body: AddGatewayBody,
  afterChange: AfterGatewayChange,
): Promise<GatewayWithPassword> {
  requireText(GATEWAY_USERNAME_RULE, 'username', body.username);
  requireText(GATEWAY_SERIAL_RULE, 'serialNo', body.serialNo);
  await checkAssignment(db, scope, body);
  const { password, ...hashes } = await newPassword();
  const key = { modelId: GATEWAY_MODEL_ID, serialNo: body.serialNo };
  const added = await db.transaction().execute(async (trx) => {
    const inserted = await insertGateway(trx, {
      ...key,
      username: body.username,
      deviceGroupId: body.deviceGroupId,
      note: body.note,
      ...hashes,
    });
    if (inserted) {
      await setGatewayMachines(trx, key, body.machines);
      await setGatewayGroups(trx, key, body.groups);
    }
    return inserted;
  });
  if (!added) {
    throw conflict(
      `The username "${body.username}" or the serial number "${body.serialNo}" is taken`,
      'GATEWAY_EXISTS',
    );
  }
  await record(db, scope, 'gatewayAdd', body.username, body.deviceGroupId);
  await afterChange();
  return { gateway: answerOf(await requireGateway(db, scope, body.username)), password };
}

export async function putGateway(
  db: Db,
  scope: Scope,
  username: string,
  body: PutGatewayBody,
  afterChange: AfterGatewayChange,
): Promise<Gateway> {
  const current = await requireGateway(db, scope, username);
  await checkAssignment(db, scope, body);
  const key = { modelId: current.model_id, serialNo: current.serial_no };
  await db.transaction().execute(async (trx) => {
    await updateGateway(trx, key, { deviceGroupId: body.deviceGroupId, note: body.note });
    await setGatewayMachines(trx, key, body.machines);
    await setGatewayGroups(trx, key, body.groups);
  });
  await record(db, scope, 'gatewayChange', username, body.deviceGroupId);
  await afterChange();
  return answerOf(await requireGateway(db, scope, username));
}

/** A new password: the old one stops working at once for the portal, and for Mosquitto at its reload. */
export async function rotateGatewayPassword(
  db: Db,
  scope: Scope,
  username: string,
  afterChange: AfterGatewayChange,
): Promise<GatewayWithPassword> {
  const current = await requireGateway(db, scope, username);
  const { password, ...hashes } = await newPassword();
  await setGatewayPassword(db, username, hashes);
  await record(db, scope, 'gatewayPassword', username, current.device_group_id);
  await afterChange();
  return { gateway: answerOf(await requireGateway(db, scope, username)), password };
}

export async function removeGateway(
  db: Db,
  scope: Scope,
  username: string,
  afterChange: AfterGatewayChange,
): Promise<void> {
  const current = await requireGateway(db, scope, username);
  await db
    .transaction()
    .execute((trx) => deleteGateway(trx, { modelId: current.model_id, serialNo: current.serial_no }));
  await record(db, scope, 'gatewayRemove', username, current.device_group_id);
  await afterChange();
}

function record(
  db: Db,
  scope: Scope,
  type: ServerOperationType,
  username: string,
  deviceGroupId: string,
): Promise<void> {
  return recordOperation(db, { type, userId: scope.userId, deviceGroupId, contents: { target: username } });
}
