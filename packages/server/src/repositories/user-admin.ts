/**
 * SQL of user administration (services/user-admin.ts): the users with the device group their Login role
 * gives them (part 1 §6: the first Login role by ordinal; its root group id is the group type with '$'),
 * their roles, the disabled mark, invitations, and what ends a user's sign-ins.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { LOGIN_MARKER, MAP_MARKER } from './master-data.ts';

export interface ManagedUserRow {
  user_id: string;
  user_name: string;
  locale: string;
  issuer: string;
  subject: string;
  has_password: boolean;
  manages_users: boolean;
  disabled_at: Date | null;
  insert_time: Date;
  /** The device group of the Login role; null when the user has none or it names no group. */
  device_group_id: string | null;
  map: boolean;
}

/**
 * Users with their group, ordered by user id. `groupIds` limits them to users whose group is one of those
 * (a user without a group is then left out); undefined lists every user.
 */
export async function listManagedUsers(
  db: Db,
  filter: { groupIds?: readonly string[]; userId?: string } = {},
): Promise<ManagedUserRow[]> {
  if (filter.groupIds?.length === 0) return [];
  const { rows } = await sql<ManagedUserRow>`
    SELECT u.user_id, u.user_name, u.locale, u.issuer, u.subject, u.password_hash IS NOT NULL AS has_password,
           u.manages_users, u.disabled_at, u.insert_time, g.device_group_id,
           EXISTS (SELECT 1 FROM user_roles m
                    WHERE m.user_id = u.user_id AND strpos(m.role_id, ${MAP_MARKER}) > 0) AS map
      FROM users u
      LEFT JOIN LATERAL (
        SELECT rr.root_group_id
          FROM user_roles ur JOIN role_root_groups rr ON rr.role_id = ur.role_id
         WHERE ur.user_id = u.user_id AND strpos(ur.role_id, ${LOGIN_MARKER}) > 0
         ORDER BY ur.ordinal, ur.role_id COLLATE "C", rr.root_group_id COLLATE "C"
         LIMIT 1) login ON true
      LEFT JOIN device_groups g ON g.device_group_type = regexp_replace(login.root_group_id, '\\$$', '')
     WHERE (${filter.userId ?? null}::text IS NULL OR u.user_id = ${filter.userId ?? null})
       AND (${filter.groupIds ? [...filter.groupIds] : null}::text[] IS NULL
            OR g.device_group_id = ANY (${filter.groupIds ? [...filter.groupIds] : null}::text[]))
     ORDER BY u.user_id COLLATE "C"`.execute(db);
  return rows;
}

/** The type of the device group with this id (the command names groups by id, as the screens do). */
export async function findGroupTypeById(db: Db, deviceGroupId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('device_groups')
    .select('device_group_type')
    .where('device_group_id', '=', deviceGroupId)
    .executeTakeFirst();
  return row?.device_group_type;
}

export interface NewUserRow {
  userId: string;
  issuer: string;
  subject: string;
  userName: string;
  locale: string;
  managesUsers: boolean;
  passwordHash: string | null;
}

/** Inserts the user; false when the user id, or the issuer and subject, is taken. */
export async function insertUser(db: Db, user: NewUserRow): Promise<boolean> {
  const result = await db
    .insertInto('users')
    .values({
      user_id: user.userId,
      issuer: user.issuer,
      subject: user.subject,
      user_name: user.userName,
      locale: user.locale,
      manages_users: user.managesUsers,
      password_hash: user.passwordHash,
    })
    .onConflict((c) => c.doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function updateUserFields(
  db: Db,
  userId: string,
  fields: { userName: string; locale: string; managesUsers: boolean },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ user_name: fields.userName, locale: fields.locale, manages_users: fields.managesUsers })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Gives the user the Login role of the group type (and the map role when `map`), replacing its Login and
 * map roles; its other roles stay. The roles are made when missing: `<TYPE>_Login` and
 * `<TYPE>_gwC2dSendUpd`, each with the root group `<TYPE>$`.
 */
export async function setGroupRoles(db: Db, userId: string, groupType: string, map: boolean): Promise<void> {
  const wanted = [`${groupType}_${LOGIN_MARKER}`, ...(map ? [`${groupType}_${MAP_MARKER}`] : [])];
  await db
    .insertInto('roles')
    .values(wanted.map((role_id) => ({ role_id, description: `group ${groupType}` })))
    .onConflict((c) => c.doNothing())
    .execute();
  await db
    .insertInto('role_root_groups')
    .values(wanted.map((role_id) => ({ role_id, root_group_id: `${groupType}$` })))
    .onConflict((c) => c.doNothing())
    .execute();
  await db
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb(sql`strpos(role_id, ${LOGIN_MARKER})`, '>', 0),
        eb(sql`strpos(role_id, ${MAP_MARKER})`, '>', 0),
      ]),
    )
    .execute();
  // Ordinal -1 puts the Login role before any other Login-like role the user may keep.
  await db
    .insertInto('user_roles')
    .values(wanted.map((role_id, i) => ({ user_id: userId, role_id, ordinal: i - 1 })))
    .execute();
}

export async function setUserDisabled(db: Db, userId: string, at: Date | null): Promise<void> {
  await db.updateTable('users').set({ disabled_at: at }).where('user_id', '=', userId).execute();
}

export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('users').where('user_id', '=', userId).execute();
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('user_id', '=', userId).execute();
}

/**
 * Ends every sign-in of the user at once: its portal sessions (the next call answers 401) and, at the
 * embedded provider, its login sessions, grants and the tokens issued to it (subject = the provider's
 * account id), so neither a browser nor a bearer token signs it in again.
 */
export async function endSignIns(db: Db, userId: string, subject: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db
    .deleteFrom('oidc_payloads')
    .where(sql<string>`payload->>'accountId'`, '=', subject)
    .execute();
}

export async function upsertInvitation(
  db: Db,
  invitation: { userId: string; tokenHash: string; expiresAt: Date; createdBy: string },
): Promise<void> {
  const values = {
    user_id: invitation.userId,
    token_hash: invitation.tokenHash,
    expires_at: invitation.expiresAt,
    created_by: invitation.createdBy,
  };
  await db
    .insertInto('user_invitations')
    .values(values)
    .onConflict((c) => c.column('user_id').doUpdateSet(values))
    .execute();
}

/** The user a live invitation of this token hash is for (an enabled password user). */
export async function findInvitedUser(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; subject: string; userName: string; locale: string } | undefined> {
  const row = await db
    .selectFrom('user_invitations as i')
    .innerJoin('users as u', 'u.user_id', 'i.user_id')
    .select(['u.user_id', 'u.subject', 'u.user_name', 'u.locale'])
    .where('i.token_hash', '=', tokenHash)
    .where('i.expires_at', '>', now)
    .where('u.disabled_at', 'is', null)
    .where('u.issuer', '=', 'local')
    .executeTakeFirst();
  return row && { userId: row.user_id, subject: row.subject, userName: row.user_name, locale: row.locale };
}

export async function deleteInvitation(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('user_invitations').where('user_id', '=', userId).execute();
}
