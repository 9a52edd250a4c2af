import { describe, expect, it } from 'vitest';
import {
  afterRefreshFailure,
  classifyRefreshError,
  MAX_REFRESH_RETRIES,
  REFRESH_AHEAD_MS,
  REFRESH_RETRY_INTERVAL_MS,
  refreshDue,
  type RefreshState,
} from '../../src/auth/refresh-policy.ts';

const now = new Date('2026-11-21T09:30:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const state = (overrides: Partial<RefreshState> = {}): RefreshState => ({
  accessExpiresAt: at(-1),
  hasRefreshToken: true,
  refreshFailures: 0,
  nextRefreshAt: null,
  ...overrides,
});

describe('when a session refreshes its tokens', () => {
  it('refreshes an expired access token that has a refresh token', () => {
    expect(refreshDue(state(), now)).toBe(true);
  });

  it('refreshes shortly before expiry, not earlier', () => {
    expect(refreshDue(state({ accessExpiresAt: at(REFRESH_AHEAD_MS - 1) }), now)).toBe(true);
    expect(refreshDue(state({ accessExpiresAt: at(REFRESH_AHEAD_MS + 1_000) }), now)).toBe(false);
  });

  it('never refreshes without a refresh token or without a known expiry', () => {
    expect(refreshDue(state({ hasRefreshToken: false }), now)).toBe(false);
    expect(refreshDue(state({ accessExpiresAt: null }), now)).toBe(false);
  });

  it('waits for a scheduled retry', () => {
    expect(refreshDue(state({ refreshFailures: 1, nextRefreshAt: at(30_000) }), now)).toBe(false);
    expect(refreshDue(state({ refreshFailures: 1, nextRefreshAt: at(0) }), now)).toBe(true);
    expect(refreshDue(state({ refreshFailures: 1, nextRefreshAt: at(-1) }), now)).toBe(true);
  });
});

describe('what a failed refresh does (part 1 §4, §8)', () => {
  it('retries a transient failure 3 times at 60-second intervals, then ends the session', () => {
    const outcomes = [];
    let failures = 0;
    for (let attempt = 0; attempt < 5; attempt++) {
      const outcome = afterRefreshFailure(failures, 'transient', now);
      outcomes.push(outcome.action);
      if (outcome.action === 'end-session') break;
      expect(outcome.nextRefreshAt).toEqual(at(REFRESH_RETRY_INTERVAL_MS));
      expect(outcome.refreshFailures).toBe(failures + 1);
      failures = outcome.refreshFailures;
    }
    expect(REFRESH_RETRY_INTERVAL_MS).toBe(60_000);
    expect(MAX_REFRESH_RETRIES).toBe(3);
    // The refresh itself, then 3 retries: the fourth failure ends the session.
    expect(outcomes).toEqual(['retry', 'retry', 'retry', 'end-session']);
  });

  it('ends the session at once when only a new sign-in can help', () => {
    expect(afterRefreshFailure(0, 'interaction', now)).toEqual({ action: 'end-session' });
  });

  it('tells refusals of the grant from other failures', () => {
    for (const code of ['invalid_grant', 'interaction_required', 'login_required', 'consent_required']) {
      expect(classifyRefreshError(code)).toBe('interaction');
    }
    for (const code of [undefined, 'server_error', 'temporarily_unavailable', 'invalid_client']) {
      expect(classifyRefreshError(code)).toBe('transient');
    }
  });
});
