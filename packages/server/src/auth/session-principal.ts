/**
 * The caller behind a session cookie. When the session's access token has expired, its tokens are refreshed
 * at the issuer first, following refresh-policy.ts: the session stays usable while retries are pending and
 * ends when the issuer refuses the grant or the last retry fails (the web client then signs the user in).
 */
import * as client from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Principal } from './principal.ts';
import {
  afterRefreshFailure,
  classifyRefreshError,
  refreshDue,
  REFRESH_RETRY_INTERVAL_MS,
} from './refresh-policy.ts';
import { oauthErrorCode, type RelyingPartyResolver } from './relying-party.ts';
import {
  claimRefresh,
  deleteSession,
  updateSessionTokens,
  type SessionRow,
} from '../repositories/sessions.ts';
import { findSession } from './sessions.ts';

export interface SessionContext {
  db: Db;
  relyingParty: RelyingPartyResolver;
  log: FastifyBaseLogger;
}

export async function sessionPrincipal(ctx: SessionContext, sessionId: string): Promise<Principal | null> {
  const session = await findSession(ctx.db, sessionId);
  if (!session) return null;
  const now = new Date();
  const state = {
    accessExpiresAt: session.access_expires_at,
    hasRefreshToken: !!session.refresh_token,
    refreshFailures: session.refresh_failures,
    nextRefreshAt: session.next_refresh_at,
  };
  if (refreshDue(state, now) && !(await refreshSession(ctx, session, now))) return null;
  return {
    userId: session.user_id,
    via: 'session',
    sessionIdHash: session.id_hash,
    csrfToken: session.csrf_token,
    signedInAt: session.created_at,
  };
}

/** Refreshes the session's tokens; false when the session has ended instead. */
async function refreshSession(ctx: SessionContext, session: SessionRow, now: Date): Promise<boolean> {
  const claim = await claimRefresh(ctx.db, session.id_hash, now, REFRESH_RETRY_INTERVAL_MS);
  if (!claim) return true; // another request refreshes right now, or a retry is scheduled
  try {
    const rp = await ctx.relyingParty();
    const tokens = await client.refreshTokenGrant(rp.config, claim.refreshToken);
    const expiresIn = tokens.expiresIn();
    await updateSessionTokens(ctx.db, session.id_hash, {
      accessToken: tokens.access_token,
      // Providers that do not rotate refresh tokens or re-issue ID tokens leave the stored ones valid.
      ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
      ...(tokens.id_token ? { idToken: tokens.id_token } : {}),
      accessExpiresAt: expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000),
      refreshFailures: 0,
      nextRefreshAt: null,
    });
    return true;
  } catch (error) {
    const code = oauthErrorCode(error);
    const outcome = afterRefreshFailure(claim.refreshFailures, classifyRefreshError(code), now);
    if (outcome.action === 'end-session') {
      ctx.log.info(
        { userId: session.user_id, error: code ?? String(error) },
        'token refresh refused: session ended',
      );
      await deleteSession(ctx.db, session.id_hash);
      return false;
    }
    ctx.log.warn(
      { userId: session.user_id, failures: outcome.refreshFailures, err: error },
      'token refresh failed: retrying later',
    );
    await updateSessionTokens(ctx.db, session.id_hash, {
      refreshFailures: outcome.refreshFailures,
      nextRefreshAt: outcome.nextRefreshAt,
    });
    return true;
  }
}
