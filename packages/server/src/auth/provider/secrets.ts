/**
 * Keys of the embedded provider: the JWKS that signs ID tokens and the keys that sign its cookies. Made on
 * first start and kept in app_secrets, so that tokens and provider sessions survive a restart and every API
 * server of one installation signs with the same keys.
 */
import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { findAppSecret, insertAppSecretIfMissing } from '../../repositories/app-secrets.ts';

const JWKS_SECRET = 'oidc_jwks';
const COOKIE_KEYS_SECRET = 'oidc_cookie_keys';

export interface ProviderSecrets {
  jwks: { keys: Record<string, unknown>[] };
  cookieKeys: string[];
}

function newSigningKey(): Record<string, unknown> {
  // RS256 is the one algorithm every relying party must support for ID tokens.
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kid: crypto.randomBytes(12).toString('base64url'), use: 'sig', alg: 'RS256' };
}

/**
 * The stored secret, or a new one. Two servers starting at once both try to insert; the first wins
 * (ON CONFLICT DO NOTHING) and both then read the same row.
 */
async function loadOrCreate<T>(db: Db, name: string, create: () => T): Promise<T> {
  const existing = await findAppSecret(db, name);
  if (existing !== undefined) return existing as T;
  await insertAppSecretIfMissing(db, name, create());
  const stored = await findAppSecret(db, name);
  if (stored === undefined) throw new Error(`the secret ${name} was not stored`);
  return stored as T;
}

export async function loadProviderSecrets(db: Db): Promise<ProviderSecrets> {
  const jwks = await loadOrCreate(db, JWKS_SECRET, () => ({ keys: [newSigningKey()] }));
  const cookieKeys = await loadOrCreate(db, COOKIE_KEYS_SECRET, () => [
    crypto.randomBytes(32).toString('base64url'),
  ]);
  return { jwks, cookieKeys };
}
