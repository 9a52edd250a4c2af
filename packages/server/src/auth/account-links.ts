/**
 * The account menu's links (part 1 §1: "Help and change-password link to external pages"). A setting
 * names an external page; without it the portal offers its own: the help page it serves (/help) and,
 * with the embedded provider, that provider's change-password page. An external issuer manages its own
 * passwords, so without CHANGE_PASSWORD_URL there is no change-password link at all.
 */
import type { Config } from '../config.ts';

export const HELP_PATH = '/help';
export const CHANGE_PASSWORD_PATH = '/auth/password';

export interface AccountLinks {
  helpUrl: string;
  changePasswordUrl: string | null;
}

export function accountLinks(
  config: Pick<Config, 'helpUrl' | 'changePasswordUrl' | 'oidcIssuer'>,
): AccountLinks {
  return {
    helpUrl: config.helpUrl ?? HELP_PATH,
    changePasswordUrl: config.changePasswordUrl ?? (config.oidcIssuer ? null : CHANGE_PASSWORD_PATH),
  };
}
