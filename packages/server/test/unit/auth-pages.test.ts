import { describe, expect, it } from 'vitest';
import { FailureLimiter } from '../../src/auth/provider/failure-limiter.ts';
import { escapeHtml, logoutPage, pickLocale, signInPage } from '../../src/auth/provider/pages.ts';

describe('sign-in pages of the embedded provider', () => {
  it('picks the language from an explicit choice, then ui_locales, else Japanese', () => {
    expect(pickLocale('en-US zh', undefined)).toBe('en');
    expect(pickLocale('fr zh-CN', undefined)).toBe('zh');
    expect(pickLocale('fr de', undefined)).toBe('ja');
    expect(pickLocale(undefined, undefined)).toBe('ja');
    expect(pickLocale('en', 'zh')).toBe('zh');
    expect(pickLocale('en', 'xx')).toBe('en');
  });

  it('escapes what it shows and carries no inline script', () => {
    const html = signInPage({
      locale: 'en',
      uid: 'u1',
      error: 'wrongCredentials',
      userId: '"><script>x</script>',
    });
    expect(html).not.toContain('<script>x');
    expect(html).toContain(escapeHtml('"><script>x</script>'));
    expect(html).toContain('The user ID or password is incorrect.');
    expect(html).toContain('action="/auth/interaction/u1/login?lang=en"');
    expect(html).not.toMatch(/<script(?![^>]*src=)/);
  });

  it('submits the sign-out form from an external script', () => {
    const html = logoutPage(
      'ja',
      '<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"></form>',
    );
    expect(html).toContain('<script src="/auth/assets/logout.js"></script>');
    expect(html).toContain('name="logout" value="yes"');
  });
});

describe('password guessing brake', () => {
  it('refuses a key after its limit within the window, and forgets it after the window', () => {
    const limiter = new FailureLimiter(3);
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(limiter.blocked('alice', t0)).toBe(false);
      limiter.fail('alice', t0);
    }
    expect(limiter.blocked('alice', t0 + 1)).toBe(true);
    expect(limiter.blocked('bob', t0 + 1)).toBe(false);
    expect(limiter.blocked('alice', t0 + 10 * 60_000)).toBe(false);
    limiter.reset('alice');
    expect(limiter.blocked('alice', t0 + 1)).toBe(false);
  });
});
