/**
 * Which portal user a completed sign-in is (auth/routes.ts, the callback), and why there is none:
 * - `account_disabled`: the user exists and is disabled;
 * - `unknown_user`: no portal user has the issuer's subject, and no role claim creates one;
 * - `no_role`: the user exists but has no device group (and is not the special administrator), or the
 *   role claim maps to nothing now.
 * With a role mapping (auth/role-mapping.ts) the issuer's claim is the truth: a user is created on its
 * first sign-in when the claim grants a group, and its group and flags follow the claim at every sign-in.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { textProblem } from '@airsight/contracts/domain/text-rules';
import { USER_ID_RULE } from '@airsight/contracts/domain/user-admin';
import { matchLocale } from '@airsight/contracts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { findUserOfSubject } from '../repositories/users.ts';
import { listManagedUsers } from '../repositories/user-admin.ts';
import { addUser, putUser, type CommandActor } from '../services/user-admin.ts';
import { loadUserInfo } from '../services/user-info.ts';
import { grantOf, type RoleRule } from './role-mapping.ts';

export type SignInProblem = 'unknown_user' | 'no_role' | 'account_disabled';
export type SignInOutcome = { userId: string } | { problem: SignInProblem };

/** Who the operation log names for the changes the issuer's claims make. */
const CLAIMS: CommandActor = { kind: 'command', userId: 'issuer-claims' };

export async function signInUser(
  db: Db,
  config: Config,
  issuer: string,
  claims: Record<string, unknown>,
  log: FastifyBaseLogger,
): Promise<SignInOutcome> {
  const subject = typeof claims.sub === 'string' ? claims.sub : '';
  const known = subject ? await findUserOfSubject(db, issuer, subject) : undefined;
  if (known?.disabled) return { problem: 'account_disabled' };
  const mapping = config.oidcRoleMapping;
  let userId = known?.userId;
  if (mapping) {
    const grant = grantOf(mapping, claims);
    if (!grant) {
      log.warn(
        { issuer, subject, claim: mapping.claim },
        'signed in at the issuer, but no role claim value is mapped',
      );
      return { problem: userId ? 'no_role' : 'unknown_user' };
    }
    try {
      userId = userId
        ? await followClaims(db, userId, grant)
        : await createFromClaims(db, config, issuer, subject, claims, grant);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
      log.error(
        { issuer, subject, group: grant.deviceGroupId },
        'OIDC_ROLE_MAP names a device group that does not exist',
      );
      return { problem: 'no_role' };
    }
  }
  if (!userId) {
    log.warn({ issuer, subject }, 'signed in at the issuer, but no portal user has that subject');
    return { problem: 'unknown_user' };
  }
  const info = await loadUserInfo(db, userId, config);
  if (!info.deviceGroupId && !info.isInfoAdmin) return { problem: 'no_role' };
  return { userId };
}

/** Gives an existing user the group and flags of its claim, when they differ. */
async function followClaims(db: Db, userId: string, grant: RoleRule): Promise<string> {
  const [user] = await listManagedUsers(db, { userId });
  if (
    user &&
    (user.device_group_id !== grant.deviceGroupId ||
      user.map !== grant.map ||
      user.manages_users !== grant.admin)
  ) {
    await putUser(db, CLAIMS, userId, {
      userName: user.user_name,
      language: matchLocale(user.locale) ?? 'ja',
      deviceGroupId: grant.deviceGroupId,
      map: grant.map,
      userAdmin: grant.admin,
    });
  }
  return userId;
}

/**
 * Creates the user of a first sign-in. Its user id is the issuer's preferred_username or e-mail when that
 * is a valid and free user id, otherwise one derived from issuer and subject.
 */
async function createFromClaims(
  db: Db,
  config: Config,
  issuer: string,
  subject: string,
  claims: Record<string, unknown>,
  grant: RoleRule,
): Promise<string> {
  const text = (name: string) => (typeof claims[name] === 'string' ? (claims[name] as string) : '');
  const derived = `u-${crypto.createHash('sha256').update(`${issuer} ${subject}`).digest('hex').slice(0, 16)}`;
  const preferred = [text('preferred_username'), text('email')].find(
    (id) => id && textProblem(USER_ID_RULE, id) === null,
  );
  const body = {
    userName: (text('name') || preferred || derived).slice(0, 100),
    language: matchLocale(text('locale')) ?? 'ja',
    deviceGroupId: grant.deviceGroupId,
    map: grant.map,
    userAdmin: grant.admin,
    signIn: 'issuer' as const,
    issuer,
    subject,
  };
  const options = { publicUrl: config.publicUrl, externalIssuer: config.oidcIssuer };
  for (const userId of preferred ? [preferred, derived] : [derived]) {
    try {
      await addUser(db, CLAIMS, { ...body, userId }, options);
      return userId;
    } catch (error) {
      // A taken preferred id (another issuer's user, or a local one) falls back to the derived one.
      if (!(error instanceof HttpError) || error.code !== 'USER_EXISTS') throw error;
    }
  }
  throw new Error(`no free user id for the issuer's subject ${subject}`);
}
