import { describe, expect, it } from 'vitest';
import { accountLinks } from '../../src/auth/account-links.ts';

const none = { helpUrl: undefined, changePasswordUrl: undefined, oidcIssuer: undefined };

describe('account menu links (part 1 §1)', () => {
  it("uses the portal's help page and the embedded provider's change-password page by default", () => {
    expect(accountLinks(none)).toEqual({ helpUrl: '/help', changePasswordUrl: '/auth/password' });
  });
  it('offers no change-password link with an external issuer unless CHANGE_PASSWORD_URL is set', () => {
    const external = { ...none, oidcIssuer: 'https://login.example.com' };
    expect(accountLinks(external)).toEqual({ helpUrl: '/help', changePasswordUrl: null });
    expect(
      accountLinks({ ...external, changePasswordUrl: 'https://id.example.com/pw' }).changePasswordUrl,
    ).toBe('https://id.example.com/pw');
  });
  it('uses the configured pages when set', () => {
    expect(
      accountLinks({
        ...none,
        helpUrl: 'https://help.example.com/',
        changePasswordUrl: 'https://id.example.com/pw',
      }),
    ).toEqual({ helpUrl: 'https://help.example.com/', changePasswordUrl: 'https://id.example.com/pw' });
  });
});
