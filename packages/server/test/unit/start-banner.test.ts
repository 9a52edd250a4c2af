import { describe, expect, it } from 'vitest';
import { startBanner } from '../../src/demo/banner.ts';

describe('the start banner', () => {
  it('lists the demo accounts with the embedded provider', () => {
    const banner = startBanner({ publicUrl: 'http://localhost:8080', oidcIssuer: undefined });
    expect(banner).toContain('Demo accounts (password "demo")');
    expect(banner).toMatch(/ supplier +/);
  });

  it('does not offer them when an external issuer signs users in', () => {
    const banner = startBanner({
      publicUrl: 'https://portal.example.com',
      oidcIssuer: 'https://login.example.com',
    });
    expect(banner).not.toContain('password "demo"');
    expect(banner).toContain('cannot sign in');
  });
});
