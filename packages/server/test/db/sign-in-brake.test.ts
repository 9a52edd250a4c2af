/**
 * The embedded provider's brake on password guessing (docs/sign-in.md, "Password guessing"), on real
 * PostgreSQL: two brakes on one database stand for two API processes and see the same counts; a stranger
 * guessing a user's password from another address slows only themselves; one address is refused past its
 * hard limit; a success clears the pair; the delays double and the counts are forgotten after their window.
 */
import { describe, expect, it } from 'vitest';
import { SignInBrake } from '../../src/auth/provider/sign-in-brake.ts';
import { useTestDatabase } from '../support/database.ts';

const database = useTestDatabase();
const T0 = new Date('2026-11-28T09:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

async function failTimes(brake: SignInBrake, user: string, address: string, times: number, at = T0) {
  for (let i = 0; i < times; i++) await brake.failed(user, address, at);
}

describe('the sign-in brake', () => {
  it('is shared by every process: failures counted by one brake the other', async () => {
    const api1 = new SignInBrake(database.db);
    const api2 = new SignInBrake(database.db);
    await failTimes(api1, 'alice', '198.51.100.1', 3);
    await failTimes(api2, 'alice', '198.51.100.1', 3);
    expect(await api1.retryAfterSeconds('alice', '198.51.100.1', T0)).toBe(1);
    expect(await api2.retryAfterSeconds('ALICE ', '198.51.100.1', T0)).toBe(1);
  });

  it('lets no stranger lock a user out: guesses from another address brake only that address', async () => {
    const brake = new SignInBrake(database.db);
    await failTimes(brake, 'bob', '203.0.113.9', 40);
    expect(await brake.retryAfterSeconds('bob', '203.0.113.9', T0)).toBe(900);
    expect(await brake.retryAfterSeconds('bob', '192.0.2.10', T0)).toBe(0);
    expect(await brake.retryAfterSeconds('carol', '203.0.113.9', T0)).toBe(0);
  });

  it('doubles the wait after the free tries and clears it on success', async () => {
    const brake = new SignInBrake(database.db);
    await failTimes(brake, 'dave', '198.51.100.2', 5);
    expect(await brake.retryAfterSeconds('dave', '198.51.100.2', T0)).toBe(0);
    await brake.failed('dave', '198.51.100.2', T0);
    expect(await brake.retryAfterSeconds('dave', '198.51.100.2', T0)).toBe(1);
    await brake.failed('dave', '198.51.100.2', later(1_000));
    expect(await brake.retryAfterSeconds('dave', '198.51.100.2', later(1_000))).toBe(2);
    expect(await brake.retryAfterSeconds('dave', '198.51.100.2', later(3_000))).toBe(0);
    await brake.succeeded('dave', '198.51.100.2');
    await brake.failed('dave', '198.51.100.2', later(4_000));
    expect(await brake.retryAfterSeconds('dave', '198.51.100.2', later(4_000))).toBe(0);
  });

  it('refuses one address after 100 failures in 10 minutes, for any user id, until the window ends', async () => {
    const brake = new SignInBrake(database.db);
    for (let i = 0; i < 99; i++) await brake.failed(`user${i}`, '192.0.2.50', later(i * 1_000));
    expect(await brake.retryAfterSeconds('someone', '192.0.2.50', later(99_000))).toBe(0);
    await brake.failed('user99', '192.0.2.50', later(99_000));
    expect(await brake.retryAfterSeconds('someone', '192.0.2.50', later(99_000))).toBe(600 - 99);
    expect(await brake.retryAfterSeconds('someone', '192.0.2.51', later(99_000))).toBe(0);
    expect(await brake.retryAfterSeconds('someone', '192.0.2.50', later(600_000))).toBe(0);
  });

  it('counts a pair afresh a day after its first failure', async () => {
    const brake = new SignInBrake(database.db);
    await failTimes(brake, 'erin', '198.51.100.3', 6);
    const nextDay = later(24 * 60 * 60_000 + 1);
    await brake.failed('erin', '198.51.100.3', nextDay);
    expect(await brake.retryAfterSeconds('erin', '198.51.100.3', nextDay)).toBe(0);
  });
});
