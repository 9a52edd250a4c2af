/**
 * Changing the password of a local account of the embedded provider: the current password, and the new
 * one twice. Our rules, where the specification says nothing (part 1 §1 only names the link): at least
 * PASSWORD_MIN_LENGTH characters (NIST SP 800-63B's minimum for a chosen password), typed the same twice,
 * and not the current one. The new password is stored as an argon2 hash, like every local password.
 */
import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/database.ts';
import { deleteOidcSessionsOfAccount } from '../../repositories/oidc-store.ts';
import { findLocalCredentials, updateLocalPasswordHash } from '../../repositories/users.ts';

export const PASSWORD_MIN_LENGTH = 8;

export type PasswordChangeProblem = 'tooShort' | 'mismatch' | 'wrongCurrent' | 'sameAsCurrent' | 'notLocal';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** What is wrong with the new password as typed, before the current one is checked (no I/O). */
export function newPasswordProblem(change: PasswordChange): 'tooShort' | 'mismatch' | undefined {
  // Characters as a person counts them: a kanji or an emoji is one, not two UTF-16 units.
  if ([...change.newPassword].length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (change.newPassword !== change.confirmPassword) return 'mismatch';
  return undefined;
}

/** Changes the password of the user's local account; answers the problem, or undefined when changed. */
export async function changeLocalPassword(
  db: Db,
  userId: string,
  change: PasswordChange,
): Promise<PasswordChangeProblem | undefined> {
  const problem = newPasswordProblem(change);
  if (problem) return problem;
  const account = await findLocalCredentials(db, userId);
  if (!account?.passwordHash) return 'notLocal';
  // A malformed stored hash counts as a wrong password, not a server error.
  if (!(await verify(account.passwordHash, change.currentPassword).catch(() => false))) return 'wrongCurrent';
  if (change.newPassword === change.currentPassword) return 'sameAsCurrent';
  if (!(await updateLocalPasswordHash(db, userId, await hash(change.newPassword)))) return 'notLocal';
  // The provider's own login sessions would sign any browser in again without the new password.
  await deleteOidcSessionsOfAccount(db, account.subject);
  return undefined;
}
