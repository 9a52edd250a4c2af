/**
 * SQL of sign-in lookups in `users`: which portal user an issuer's subject is, and the local accounts of
 * the embedded provider (issuer 'local', with a password hash).
 */
import type { Db } from '../db/database.ts';

/** The issuer value stored in `users` for accounts of the embedded provider. */
export const LOCAL_ISSUER = 'local';

/** The portal user id of (issuer, subject); undefined when that subject has no account here or it is disabled. */
export async function findUserIdBySubject(
  db: Db,
  issuer: string,
  subject: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row?.user_id;
}

export interface LocalAccountRow {
  subject: string;
  userName: string;
  email: string | null;
  locale: string;
}

export async function findLocalAccountBySubject(
  db: Db,
  subject: string,
): Promise<LocalAccountRow | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['subject', 'user_name', 'email', 'locale'])
    .where('issuer', '=', LOCAL_ISSUER)
    .where('subject', '=', subject)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row && { subject: row.subject, userName: row.user_name, email: row.email, locale: row.locale };
}

/** The subject and password hash of the enabled local account with this user id. */
export async function findLocalCredentials(
  db: Db,
  userId: string,
): Promise<{ subject: string; passwordHash: string | null } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['subject', 'password_hash'])
    .where('issuer', '=', LOCAL_ISSUER)
    .where('user_id', '=', userId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row && { subject: row.subject, passwordHash: row.password_hash };
}

/** Replaces the password hash of the local account with this user id; false when there is none. */
export async function updateLocalPasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('issuer', '=', LOCAL_ISSUER)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The user of (issuer, subject), disabled or not. */
export async function findUserOfSubject(
  db: Db,
  issuer: string,
  subject: string,
): Promise<{ userId: string; disabled: boolean } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['user_id', 'disabled_at'])
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row && { userId: row.user_id, disabled: row.disabled_at !== null };
}
