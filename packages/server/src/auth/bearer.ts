/**
 * Bearer access tokens for integrations (DESIGN §8): `Authorization: Bearer <token>` of the configured issuer.
 *
 * - JWT access tokens (external issuers such as Entra ID or Keycloak) are verified locally with jose against
 *   the issuer's JWKS: signature, issuer, expiry, and that the token is meant for the portal (audience or
 *   authorized party is our client id). ID tokens are refused: they identify a user to a client, they do not
 *   authorize calls.
 * - Opaque tokens are checked at the issuer's userinfo endpoint, with a short cache. The embedded provider
 *   issues opaque access tokens on purpose (no resource indicators configured): revoking a grant or signing
 *   out then takes effect within the cache time, and the tokens carry no personal data.
 *
 * The token's subject is mapped to the portal user by (issuer, subject); the embedded issuer's key is 'local'.
 */
import crypto from 'node:crypto';
import * as jose from 'jose';
import * as client from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { findUserIdBySubject } from '../repositories/users.ts';
import type { Principal } from './principal.ts';
import { oauthErrorCode, type RelyingParty, type RelyingPartyResolver } from './relying-party.ts';

const VALID_CACHE_MS = 60_000;
const INVALID_CACHE_MS = 15_000;
const MAX_CACHE_ENTRIES = 5_000;
const MAX_TOKEN_LENGTH = 8_192;

const invalidToken = (message: string) => new HttpError(401, 'INVALID_TOKEN', message);
const INVALID_MESSAGE =
  'The bearer token is invalid or has expired: get a new access token from the identity provider';

type CacheEntry = { until: number; subject?: string; message?: string };

export class BearerVerifier {
  readonly #db: Db;
  readonly #relyingParty: RelyingPartyResolver;
  readonly #clientId: string;
  readonly #log: FastifyBaseLogger;
  readonly #cache = new Map<string, CacheEntry>();
  #jwks: { uri: string; keys: ReturnType<typeof jose.createRemoteJWKSet> } | undefined;

  constructor(options: {
    db: Db;
    relyingParty: RelyingPartyResolver;
    clientId: string;
    log: FastifyBaseLogger;
  }) {
    this.#db = options.db;
    this.#relyingParty = options.relyingParty;
    this.#clientId = options.clientId;
    this.#log = options.log;
  }

  /** The caller a bearer token stands for; throws a 401 HttpError for any token that is not good. */
  async verify(token: string): Promise<Principal> {
    if (!token || token.length > MAX_TOKEN_LENGTH) throw invalidToken(INVALID_MESSAGE);
    let rp: RelyingParty;
    try {
      rp = await this.#relyingParty();
    } catch (error) {
      this.#log.error({ err: error }, 'identity provider discovery failed');
      throw new HttpError(503, 'IDP_UNAVAILABLE', 'The identity provider cannot be reached; try again later');
    }
    const subject =
      !rp.embedded && looksLikeJwt(token)
        ? await this.#verifyJwt(rp, token)
        : await this.#verifyOpaque(rp, token);
    const userId = await findUserIdBySubject(this.#db, rp.issuerKey, subject);
    if (!userId) throw invalidToken('The bearer token is valid, but its user has no account in this portal');
    return { userId, via: 'bearer' };
  }

  async #verifyJwt(rp: RelyingParty, token: string): Promise<string> {
    const metadata = rp.config.serverMetadata();
    if (!metadata.jwks_uri)
      throw invalidToken('The identity provider publishes no keys to verify JWT access tokens');
    if (this.#jwks?.uri !== metadata.jwks_uri) {
      this.#jwks = { uri: metadata.jwks_uri, keys: jose.createRemoteJWKSet(new URL(metadata.jwks_uri)) };
    }
    let payload: jose.JWTPayload;
    let header: jose.JWTHeaderParameters;
    try {
      ({ payload, protectedHeader: header } = await jose.jwtVerify(token, this.#jwks.keys, {
        issuer: metadata.issuer,
        requiredClaims: ['exp', 'sub'],
        clockTolerance: 30,
      }));
    } catch {
      throw invalidToken(INVALID_MESSAGE);
    }
    if (!isAccessToken(header, payload)) {
      throw invalidToken('An ID token is not an access token: send the access token');
    }
    const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
    const forUs =
      audiences.includes(this.#clientId) ||
      audiences.includes(`api://${this.#clientId}`) ||
      payload.azp === this.#clientId;
    if (!forUs) throw invalidToken('The bearer token was issued for another application');
    return payload.sub as string;
  }

  async #verifyOpaque(rp: RelyingParty, token: string): Promise<string> {
    const key = crypto.createHash('sha256').update(token).digest('base64url');
    const now = Date.now();
    const cached = this.#cache.get(key);
    if (cached && cached.until > now) {
      if (cached.subject) return cached.subject;
      throw invalidToken(cached.message ?? INVALID_MESSAGE);
    }
    try {
      const info = await client.fetchUserInfo(rp.config, token, client.skipSubjectCheck);
      this.#remember(key, { until: now + VALID_CACHE_MS, subject: info.sub });
      return info.sub;
    } catch (error) {
      if (oauthErrorCode(error) === undefined) {
        this.#log.error({ err: error }, 'userinfo request to the identity provider failed');
        throw new HttpError(
          503,
          'IDP_UNAVAILABLE',
          'The identity provider cannot be reached to check the token',
        );
      }
      this.#remember(key, { until: now + INVALID_CACHE_MS, message: INVALID_MESSAGE });
      throw invalidToken(INVALID_MESSAGE);
    }
  }

  #remember(key: string, entry: CacheEntry): void {
    this.#cache.delete(key);
    if (this.#cache.size >= MAX_CACHE_ENTRIES) {
      const oldest = this.#cache.keys().next().value;
      if (oldest !== undefined) this.#cache.delete(oldest);
    }
    this.#cache.set(key, entry);
  }
}

/**
 * A JWT is taken as an access token only when it says so: the RFC 9068 type `at+jwt`, or the scope claim
 * that access tokens of Entra ID (`scp`), Keycloak and others (`scope`) carry and ID tokens do not. An ID
 * token, whose audience is also our client id, must never authorize calls, with or without a nonce.
 */
export function isAccessToken(header: jose.JWTHeaderParameters, payload: jose.JWTPayload): boolean {
  if ('nonce' in payload || 'at_hash' in payload || 'c_hash' in payload || payload.typ === 'ID') return false;
  const type = (header.typ ?? '').toLowerCase();
  if (type === 'at+jwt' || type === 'application/at+jwt') return true;
  return typeof payload.scp === 'string' || Array.isArray(payload.scp) || typeof payload.scope === 'string';
}

function looksLikeJwt(token: string): boolean {
  if (token.split('.').length !== 3) return false;
  try {
    return typeof jose.decodeProtectedHeader(token).alg === 'string';
  } catch {
    return false;
  }
}
