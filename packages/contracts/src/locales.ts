/** Display languages and their locale ids (part 1 §1): en 1, ja 2, zh 3. Japanese is the fallback. */
export const LOCALES = ['en', 'ja', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'ja';
export const LOCALE_IDS: Record<Locale, 1 | 2 | 3> = { en: 1, ja: 2, zh: 3 };

export function localeFromId(id: number): Locale | undefined {
  return LOCALES.find((l) => LOCALE_IDS[l] === id);
}

/** Picks the supported locale for a tag such as "en-US", "zh-Hans-CN" or "ja"; undefined when none fits. */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((l) => l === primary);
}

/** The locale of a `locale` query value: "en", "ja", "zh", "ja-JP" or a locale id "1", "2", "3". */
export function localeFromParam(value: string | null | undefined): Locale | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return localeFromId(Number(text));
  return matchLocale(text);
}

/**
 * The cookie that tells the server the language switcher's choice (the web client keeps it in
 * localStorage too), so that the first paint of a page is in the language its screen will be.
 */
export const LOCALE_COOKIE = 'airsight_locale';
