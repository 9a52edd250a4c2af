import { describe, expect, it } from 'vitest';
import { hasNewAnnouncement, infoDisplayedCookie, rememberedIds } from './infoDisplayedCookie.ts';

describe('the infoDisplayed cookie (part 1 §2)', () => {
  it('reads the ids it wrote, among other cookies', () => {
    const written = infoDisplayedCookie(['a1', 'b2']).split(';')[0]!;
    expect([...rememberedIds(`lang=ja; ${written}; other=x`)]).toEqual(['a1', 'b2']);
    expect(rememberedIds('lang=ja').size).toBe(0);
  });

  it.each([
    [['a1'], [], true],
    [['a1', 'b2'], ['a1'], true],
    [['a1'], ['a1', 'b2'], false],
    [[], ['a1'], false],
  ])('shown %j, remembered %j: opens %s', (shown, remembered, opens) => {
    expect(hasNewAnnouncement(shown, new Set(remembered))).toBe(opens);
  });

  it('never expires while it holds ids, and is removed when there are none', () => {
    expect(infoDisplayedCookie(['a1'])).toContain('expires=Fri, 31 Dec 9999');
    expect(infoDisplayedCookie([])).toMatch(/^infoDisplayed=; expires=Thu, 01 Jan 1970/);
  });
});
