import { describe, expect, it } from 'vitest';
import { accountLinkHref } from './accountLinks.ts';

describe('account menu link targets', () => {
  it("gives the portal's own pages the display language", () => {
    expect(accountLinkHref('/help', 'ja')).toBe('/help?locale=ja');
    expect(accountLinkHref('/auth/password', 'zh')).toBe('/auth/password?locale=zh');
    expect(accountLinkHref('/help?section=x', 'en')).toBe('/help?section=x&locale=en');
  });
  it('keeps a configured external URL as it is', () => {
    expect(accountLinkHref('https://help.example.com/airsight', 'ja')).toBe(
      'https://help.example.com/airsight',
    );
    expect(accountLinkHref('//help.example.com/', 'ja')).toBe('//help.example.com/');
  });
});
