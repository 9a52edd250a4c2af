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
