import { describe, expect, it } from 'vitest';
import { accountDelayMs } from '../../src/auth/provider/sign-in-brake.ts';
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

describe('password guessing brake: the delay of one user id from one address', () => {
  it.each([
    [1, 0],
    [5, 0],
    [6, 1_000],
    [7, 2_000],
    [10, 16_000],
    [15, 512_000],
    [16, 900_000],
    [1_000, 900_000],
  ])('after %i failures waits %i ms', (failures, ms) => {
    expect(accountDelayMs(failures)).toBe(ms);
  });
});
