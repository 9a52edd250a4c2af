/**
 * Targets of the account menu's Help and Change password items (part 1 §1: "Help and change-password
 * link to external pages"). The session answer names them: a setting's URL as it is, or a page of the
 * portal itself (a path), which is given the display language so that it opens in the same one.
 */
import type { Locale } from '@airsight/contracts/locales';

export function accountLinkHref(target: string, locale: Locale): string {
  if (!target.startsWith('/') || target.startsWith('//')) return target;
  return `${target}${target.includes('?') ? '&' : '?'}locale=${locale}`;
}
