/**
 * Which language to show (part 1 §1): the `locale` query parameter (en/ja/zh or the locale ids 1/2/3),
 * then the choice saved by the language switcher, then the browser's languages; Japanese is the fallback.
 */
import { FALLBACK_LOCALE, localeFromParam, matchLocale, type Locale } from '@airsight/contracts/locales';

/** localStorage key of the language switcher's choice. */
export const LOCALE_STORAGE_KEY = 'airsight.locale';

export interface LocaleSources {
  /** location.search */
  search: string;
  /** the saved switcher choice */
  stored: string | null;
  /** navigator.languages */
  browser: readonly string[];
}

export function detectLocale({ search, stored, browser }: LocaleSources): Locale {
  return (
    localeFromParam(new URLSearchParams(search).get('locale')) ??
    matchLocale(stored) ??
    browser.map((tag) => matchLocale(tag)).find((l): l is Locale => l !== undefined) ??
    FALLBACK_LOCALE
  );
}
