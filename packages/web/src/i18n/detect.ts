/**
 * Which language to show (part 1 §1): the `locale` query parameter (en/ja/zh or the locale ids 1/2/3),
 * then the choice saved by the language switcher, then the browser's languages; Japanese is the fallback.
 */
import { FALLBACK_LOCALE, localeFromId, matchLocale, type Locale } from '@airsight/contracts/locales';

/** localStorage key of the language switcher's choice. */
export const LOCALE_STORAGE_KEY = 'airsight.locale';

/** The locale of a `locale` query value: "en", "ja", "zh", "ja-JP" or a locale id "1", "2", "3". */
export function localeFromParam(value: string | null | undefined): Locale | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return localeFromId(Number(text));
  return matchLocale(text);
}

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
