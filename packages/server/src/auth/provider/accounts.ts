/**
 * Local accounts of the embedded provider: rows of `users` with issuer 'local' and a password hash. The
 * provider's account id (the token subject) is users.subject, which the relying party maps back to the user.
 */
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Account } from 'oidc-provider';
import type { Db } from '../../db/database.ts';

/** The issuer value stored in `users` for accounts of the embedded provider. */
export const LOCAL_ISSUER = 'local';

export async function findLocalAccount(db: Db, subject: string): Promise<Account | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['subject', 'user_name', 'email', 'locale'])
    .where('issuer', '=', LOCAL_ISSUER)
    .where('subject', '=', subject)
    .executeTakeFirst();
  if (!user) return undefined;
  return {
    accountId: user.subject,
    async claims() {
      return { sub: user.subject, name: user.user_name, email: user.email ?? undefined, locale: user.locale };
    },
  };
}

// A hash of a random password, verified when the user id is unknown so that a wrong user id costs as much
// time as a wrong password: the answer time must not tell whether an account exists.
let decoyHash: Promise<string> | undefined;

/** The subject of the local account with this user id and password, or undefined for any mismatch. */
export async function checkPassword(db: Db, userId: string, password: string): Promise<string | undefined> {
  const user = userId
    ? await db
        .selectFrom('users')
        .select(['subject', 'password_hash'])
        .where('issuer', '=', LOCAL_ISSUER)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  const stored = user?.password_hash ?? (await (decoyHash ??= hash(crypto.randomUUID())));
  // A malformed stored hash is a failed sign-in, not a server error.
  const matches = await verify(stored, password).catch(() => false);
  return matches && user?.password_hash ? user.subject : undefined;
}
