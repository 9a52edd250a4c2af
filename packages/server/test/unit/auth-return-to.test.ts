import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../../src/auth/return-to.ts';

const site = 'https://portal.example.com';

describe('returnTo after sign-in', () => {
  it('keeps paths of this site, with query and hash', () => {
    for (const path of [
      '/',
      '/HomeAdmin/ACME',
      '/AlermHistory/d/ACME/m/OIL_FREE?x=1&y=2',
      '/TrendGraph/A/B#top',
      '/Logs',
    ]) {
      expect(safeReturnTo(path, site)).toBe(path);
    }
  });

  it('refuses absolute, protocol-relative and other-host URLs', () => {
    for (const value of [
      'https://evil.example/',
      'http://portal.example.com/',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'HomeAdmin',
      '',
      '/\tevil',
      '/a\nb',
    ]) {
      expect(safeReturnTo(value, site), JSON.stringify(value)).toBe('/');
    }
  });

  it('refuses the sign-in machinery itself and anything that is not text', () => {
    for (const value of ['/auth/login', '/auth/callback?code=x', '/oidc/auth', '/oidc']) {
      expect(safeReturnTo(value, site)).toBe('/');
    }
    expect(safeReturnTo('/authorities', site)).toBe('/authorities');
    expect(safeReturnTo(undefined, site)).toBe('/');
    expect(safeReturnTo(['/a'], site)).toBe('/');
    expect(safeReturnTo(`/${'a'.repeat(3000)}`, site)).toBe('/');
  });
});
