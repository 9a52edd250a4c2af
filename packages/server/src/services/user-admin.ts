/**
 * User administration (ours; docs/sign-in.md "Users"), for the Users screen and its API and for the
 * `npm run users` command. Who may do what:
 * - a user administrator (users.manages_users, with a root group) sees and changes the users whose group is
 *   its root group or under it, and gives only groups it sees; the map flag only when it has it itself;
 *   it cannot disable, remove or demote itself, nor move itself to another group (no one locks themself out);
 * - the command (`actor: COMMAND`) reaches every user and every group: it is for the first administrator
 *   of an installation and for scripts run by whoever runs the portal.
 * A user outside the caller's reach answers the same 404 as a user that does not exist.
 *
 * Disabling or removing a user and setting its password end all of its sign-ins at once
 * (repositories/user-admin.ts endSignIns). Every change is written to the operation log.
 */
import crypto from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Locale } from '@airsight/contracts/locales';
import {
  INVITATION_TTL_HOURS,
  ISSUER_RULE,
  SUBJECT_RULE,
  USER_ID_RULE,
  USER_NAME_RULE,
} from '@airsight/contracts/domain/user-admin';
import type { ServerOperationType } from '@airsight/contracts/domain/operation-log';
import type { AddUserBody, ManagedUser, PutUserBody, UserAnswer } from '@airsight/contracts/http/users';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { LOCAL_ISSUER } from '../repositories/users.ts';
import {
  deleteUser,
  deleteInvitation,
  endSignIns,
  findGroupTypeById,
  findInvitedUser,
  insertUser,
  listManagedUsers,
  setGroupRoles,
  setPasswordHash,
  setUserDisabled,
  updateUserFields,
  upsertInvitation,
  type ManagedUserRow,
} from '../repositories/user-admin.ts';
import { newPasswordProblem } from '../auth/provider/password-change.ts';
import { recordOperation } from './operation-log.ts';
import { requireText } from './text-check.ts';
import type { Scope } from './access.ts';
import { loadUserInfo } from './user-info.ts';
import type { Config } from '../config.ts';

/** The command line: every user, every group; its operation-log entries name `userId`. */
export interface CommandActor {
  kind: 'command';
  userId: string;
}

/** A signed-in user administrator. */
export interface AdminActor {
  kind: 'admin';
  userId: string;
  scope: Scope;
  hasMap: boolean;
}

export type UserAdminActor = CommandActor | AdminActor;

export const NOT_USER_ADMIN_CODE = 'NOT_USER_ADMIN';

const userNotFound = (userId: string) => notFound(`User "${userId}" was not found`);

/** The actor of a signed-in caller; 403 NOT_USER_ADMIN for one that is not a user administrator. */
export async function adminActor(db: Db, config: Config, scope: Scope): Promise<AdminActor> {
  const info = await loadUserInfo(db, scope.userId, config);
  if (!info.isUserAdmin) {
    throw forbidden('Only a user administrator manages users', NOT_USER_ADMIN_CODE);
  }
  return { kind: 'admin', userId: scope.userId, scope, hasMap: info.isMap };
}

function answerOf(row: ManagedUserRow): ManagedUser {
  const local = row.issuer === LOCAL_ISSUER;
  return {
    userId: row.user_id,
    userName: row.user_name,
    language: row.locale as Locale,
    deviceGroupId: row.device_group_id ?? '',
    map: row.map,
    userAdmin: row.manages_users,
    signIn: local ? 'password' : 'issuer',
    issuer: local ? null : row.issuer,
    subject: local ? null : row.subject,
    passwordSet: local ? row.has_password : true,
    disabled: row.disabled_at !== null,
    created: row.insert_time.toISOString(),
  };
}

const groupIdsOf = (actor: UserAdminActor) => (actor.kind === 'admin' ? actor.scope.groupIds : undefined);

export async function listUsers(db: Db, actor: UserAdminActor): Promise<ManagedUser[]> {
  return (await listManagedUsers(db, { groupIds: groupIdsOf(actor) })).map(answerOf);
}

/** The user within the actor's reach; 404 otherwise. */
async function requireUser(db: Db, actor: UserAdminActor, userId: string): Promise<ManagedUserRow> {
  const [row] = await listManagedUsers(db, { userId, groupIds: groupIdsOf(actor) });
  if (!row) throw userNotFound(userId);
  return row;
}

/** The type of a device group the actor may give; 404 naming it otherwise. */
async function groupTypeFor(db: Db, actor: UserAdminActor, deviceGroupId: string): Promise<string> {
  if (actor.kind === 'admin') {
    const group = actor.scope.groups.find((g) => g.device_group_id === deviceGroupId);
    if (!group) throw notFound(`Device group "${deviceGroupId}" was not found`);
    return group.device_group_type;
  }
  const type = await findGroupTypeById(db, deviceGroupId);
  if (type === undefined) throw notFound(`Device group "${deviceGroupId}" was not found`);
  return type;
}

function refuseMapBeyondActor(actor: UserAdminActor, map: boolean, currentMap: boolean): void {
  if (actor.kind === 'admin' && !actor.hasMap && map && !currentMap) {
    throw forbidden('Only a user with the map flag can give it', 'MAP_NOT_GRANTABLE');
  }
}

interface NewUser extends AddUserBody {
  /** The command's --password-stdin: the password itself instead of an invitation. */
  password?: string;
}

export async function addUser(
  db: Db,
  actor: UserAdminActor,
  body: NewUser,
  options: { publicUrl: string; externalIssuer: string | undefined },
): Promise<UserAnswer> {
  requireText(USER_ID_RULE, 'userId', body.userId);
  requireText(USER_NAME_RULE, 'userName', body.userName);
  const groupType = await groupTypeFor(db, actor, body.deviceGroupId);
  refuseMapBeyondActor(actor, body.map, false);
  let issuer = LOCAL_ISSUER;
  let subject = body.userId;
  if (body.signIn === 'issuer') {
    if (body.issuer === undefined || body.subject === undefined) {
      throw badRequest('A user of an external issuer needs issuer and subject', 'INVALID_FIELD');
    }
    requireText(ISSUER_RULE, 'issuer', body.issuer);
    requireText(SUBJECT_RULE, 'subject', body.subject);
    issuer = body.issuer;
    subject = body.subject;
  } else if (options.externalIssuer) {
    throw badRequest(
      `The portal signs in through ${options.externalIssuer}: add the user with its issuer and subject`,
      'NO_LOCAL_SIGN_IN',
    );
  }
  const passwordHash = body.password === undefined ? null : await hash(body.password);
  const created = await db.transaction().execute(async (trx) => {
    const inserted = await insertUser(trx, {
      userId: body.userId,
      issuer,
      subject,
      userName: body.userName,
      locale: body.language,
      managesUsers: body.userAdmin,
      passwordHash,
    });
    if (inserted) await setGroupRoles(trx, body.userId, groupType, body.map);
    return inserted;
  });
  if (!created) {
    throw conflict(
      body.signIn === 'issuer'
        ? `The user id "${body.userId}" or that issuer's subject already has a user`
        : `The user id "${body.userId}" is taken`,
      'USER_EXISTS',
    );
  }
  await record(db, actor, 'userAdd', body.userId, body.deviceGroupId);
  const user = answerOf(await requireUser(db, COMMAND_VIEW, body.userId));
  if (body.signIn === 'password' && passwordHash === null) {
    return { user, ...(await invite(db, actor, body.userId, options.publicUrl)) };
  }
  return { user };
}

/** Sees every user: the actor of reads made for an answer after a check already done. */
const COMMAND_VIEW: CommandActor = { kind: 'command', userId: '' };

export async function putUser(
  db: Db,
  actor: UserAdminActor,
  userId: string,
  body: PutUserBody,
): Promise<ManagedUser> {
  requireText(USER_NAME_RULE, 'userName', body.userName);
  const current = await requireUser(db, actor, userId);
  const groupType = await groupTypeFor(db, actor, body.deviceGroupId);
  refuseMapBeyondActor(actor, body.map, current.map);
  if (actor.userId === userId) {
    if (!body.userAdmin || body.deviceGroupId !== current.device_group_id || body.map !== current.map) {
      throw forbidden('You cannot change your own group, map flag or admin flag', 'SELF_CHANGE');
    }
  }
  await db.transaction().execute(async (trx) => {
    await updateUserFields(trx, userId, {
      userName: body.userName,
      locale: body.language,
      managesUsers: body.userAdmin,
    });
    if (body.deviceGroupId !== current.device_group_id || body.map !== current.map) {
      await setGroupRoles(trx, userId, groupType, body.map);
    }
  });
  await record(db, actor, 'userChange', userId, body.deviceGroupId);
  return answerOf(await requireUser(db, COMMAND_VIEW, userId));
}

function refuseSelf(actor: UserAdminActor, userId: string, what: string): void {
  if (actor.userId === userId) throw forbidden(`You cannot ${what} yourself`, 'SELF_CHANGE');
}

export async function setDisabled(
  db: Db,
  actor: UserAdminActor,
  userId: string,
  disabled: boolean,
): Promise<ManagedUser> {
  if (disabled) refuseSelf(actor, userId, 'disable');
  const user = await requireUser(db, actor, userId);
  await setUserDisabled(db, userId, disabled ? new Date() : null);
  if (disabled) await endSignIns(db, userId, user.subject);
  await record(db, actor, disabled ? 'userDisable' : 'userEnable', userId, user.device_group_id);
  return answerOf(await requireUser(db, COMMAND_VIEW, userId));
}

export async function removeUser(db: Db, actor: UserAdminActor, userId: string): Promise<void> {
  refuseSelf(actor, userId, 'remove');
  const user = await requireUser(db, actor, userId);
  await endSignIns(db, userId, user.subject);
  await deleteUser(db, userId);
  await record(db, actor, 'userRemove', userId, user.device_group_id);
}

/** A new invitation link for a password user (any earlier link stops working). */
export async function inviteUser(
  db: Db,
  actor: UserAdminActor,
  userId: string,
  publicUrl: string,
): Promise<UserAnswer> {
  const user = await requireUser(db, actor, userId);
  if (user.issuer !== LOCAL_ISSUER) {
    throw badRequest('A user of an external issuer signs in there: it needs no invitation', 'NOT_LOCAL');
  }
  if (user.disabled_at) throw conflict('The user is disabled: enable it first', 'USER_DISABLED');
  return { user: answerOf(user), ...(await invite(db, actor, userId, publicUrl)) };
}

async function invite(db: Db, actor: UserAdminActor, userId: string, publicUrl: string) {
  const token = crypto.randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + INVITATION_TTL_HOURS * 3_600_000);
  await upsertInvitation(db, {
    userId,
    tokenHash: invitationTokenHash(token),
    expiresAt: expires,
    createdBy: actor.userId,
  });
  await record(db, actor, 'userInvite', userId, undefined);
  return {
    invitationUrl: new URL(`/auth/invitation/${token}`, publicUrl).toString(),
    invitationExpires: expires.toISOString(),
  };
}

export function invitationTokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/** Sets a local user's password (the command, an accepted invitation) and ends its other sign-ins. */
export async function setPassword(
  db: Db,
  actor: UserAdminActor,
  userId: string,
  password: string,
): Promise<void> {
  const user = await requireUser(db, actor, userId);
  if (user.issuer !== LOCAL_ISSUER) {
    throw badRequest('A user of an external issuer has its password there', 'NOT_LOCAL');
  }
  await setPasswordHash(db, userId, await hash(password));
  await endSignIns(db, userId, user.subject);
  await record(db, actor, 'userPassword', userId, user.device_group_id);
}

async function record(
  db: Db,
  actor: UserAdminActor,
  type: ServerOperationType,
  target: string,
  deviceGroupId: string | null | undefined,
): Promise<void> {
  await recordOperation(db, {
    type,
    userId: actor.userId,
    deviceGroupId: deviceGroupId ?? undefined,
    contents: { target },
  });
}

export type InvitationOutcome =
  { ok: true; userId: string; locale: Locale } | { ok: false; problem: 'expired' | 'tooShort' | 'mismatch' };

/** The user an invitation link is for, while it is live. */
export function invitedUser(db: Db, token: string) {
  return findInvitedUser(db, invitationTokenHash(token), new Date());
}

/**
 * Sets the password chosen on an invitation page: the link works once, and the user's sign-ins (there
 * should be none) end. The user is the actor of its own log entry.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  change: { newPassword: string; confirmPassword: string },
): Promise<InvitationOutcome> {
  const user = await invitedUser(db, token);
  if (!user) return { ok: false, problem: 'expired' };
  const problem = newPasswordProblem({ ...change, currentPassword: '' });
  if (problem) return { ok: false, problem };
  await setPasswordHash(db, user.userId, await hash(change.newPassword));
  await deleteInvitation(db, user.userId);
  await endSignIns(db, user.userId, user.subject);
  await record(db, { kind: 'command', userId: user.userId }, 'userPassword', user.userId, undefined);
  return { ok: true, userId: user.userId, locale: user.locale as Locale };
}
