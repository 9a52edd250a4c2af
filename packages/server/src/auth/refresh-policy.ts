/**
 * When a portal session refreshes its tokens at the identity provider, and what a failed refresh does
 * (part 1 §4, §8): the token is refreshed at expiry; a refresh that needs the user (the provider no longer
 * honours the grant) ends the session at once; other failures are retried up to 3 times at 60-second
 * intervals, the session staying usable meanwhile, and the session ends when the last retry fails too.
 * Pure functions, so the rules are tested without a provider or a database.
 */

export const MAX_REFRESH_RETRIES = 3;
export const REFRESH_RETRY_INTERVAL_MS = 60_000;
/** Refresh slightly before expiry so that a token is never used in its last seconds. */
export const REFRESH_AHEAD_MS = 30_000;

export interface RefreshState {
  accessExpiresAt: Date | null;
  hasRefreshToken: boolean;
  /** Failed attempts since the last successful refresh. */
  refreshFailures: number;
  /** No attempt before this time (a scheduled retry, or another request's attempt under way). */
  nextRefreshAt: Date | null;
}

export function refreshDue(state: RefreshState, now: Date): boolean {
  if (!state.hasRefreshToken || !state.accessExpiresAt) return false;
  if (state.accessExpiresAt.getTime() - REFRESH_AHEAD_MS > now.getTime()) return false;
  return !state.nextRefreshAt || state.nextRefreshAt.getTime() <= now.getTime();
}

/** 'interaction': the provider refused the grant (revoked, expired, signed out); 'transient': anything else. */
export type RefreshFailureKind = 'interaction' | 'transient';

export type RefreshFailureOutcome =
  { action: 'retry'; refreshFailures: number; nextRefreshAt: Date } | { action: 'end-session' };

/** What to do after a failed attempt, given the failures counted before it. */
export function afterRefreshFailure(
  previousFailures: number,
  kind: RefreshFailureKind,
  now: Date,
): RefreshFailureOutcome {
  if (kind === 'interaction') return { action: 'end-session' };
  const failures = previousFailures + 1;
  // The first failure is the refresh itself; the ones after it are the retries.
  if (failures > MAX_REFRESH_RETRIES) return { action: 'end-session' };
  return {
    action: 'retry',
    refreshFailures: failures,
    nextRefreshAt: new Date(now.getTime() + REFRESH_RETRY_INTERVAL_MS),
  };
}

/** OAuth error codes of a token response that mean only a new sign-in can help. */
const NEEDS_INTERACTION = new Set([
  'invalid_grant',
  'interaction_required',
  'login_required',
  'consent_required',
  'account_selection_required',
]);

export function classifyRefreshError(oauthError: string | undefined): RefreshFailureKind {
  return oauthError && NEEDS_INTERACTION.has(oauthError) ? 'interaction' : 'transient';
}
