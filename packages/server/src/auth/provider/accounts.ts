/**
 * Local accounts of the embedded provider: rows of `users` with issuer 'local' and a password hash. The
 * provider's account id (the token subject) is users.subject, which the relying party maps back to the user.
 */
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Account } from 'oidc-provider';
import type { Db } from '../../db/database.ts';
import { findLocalAccountBySubject, findLocalCredentials } from '../../repositories/users.ts';

export async function findLocalAccount(db: Db, subject: string): Promise<Account | undefined> {
  const user = await findLocalAccountBySubject(db, subject);
  if (!user) return undefined;
  return {
    accountId: user.subject,
    async claims() {
      return { sub: user.subject, name: user.userName, email: user.email ?? undefined, locale: user.locale };
    },
  };
}

// A hash of a random password, verified when the user id is unknown so that a wrong user id costs as much
// time as a wrong password: the answer time must not tell whether an account exists.
let decoyHash: Promise<string> | undefined;

/** The subject of the local account with this user id and password, or undefined for any mismatch. */
export async function checkPassword(db: Db, userId: string, password: string): Promise<string | undefined> {
  const user = userId ? await findLocalCredentials(db, userId) : undefined;
  const stored = user?.passwordHash ?? (await (decoyHash ??= hash(crypto.randomUUID())));
  // A malformed stored hash is a failed sign-in, not a server error.
  const matches = await verify(stored, password).catch(() => false);
  return matches && user?.passwordHash ? user.subject : undefined;
}
