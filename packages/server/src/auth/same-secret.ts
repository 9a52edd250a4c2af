import crypto from 'node:crypto';

/** Compares secrets in constant time, so the answer time tells nothing about how much of a guess was right. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
