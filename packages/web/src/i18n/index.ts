/**
 * i18next set-up. Every text of the client comes from the dictionaries en.json, ja.json and zh.json (same
 * keys in all three, checked by test/unit/i18n.test.ts). Only the dictionaries in use are loaded: each
 * is its own chunk.
 */
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  matchLocale,
  type Locale,
} from '@airsight/contracts/locales';
import { detectLocale, LOCALE_STORAGE_KEY } from './detect.ts';
import { readStorage, writeStorage } from '../lib/storage.ts';
import type en from './en.json';

export type MessageKey = keyof typeof en;

const dictionaries: Record<Locale, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('./en.json'),
  ja: () => import('./ja.json'),
  zh: () => import('./zh.json'),
};

const lazyDictionaries: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = dictionaries[language as Locale] as (typeof dictionaries)[Locale] | undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** Detects the language and loads its dictionary; call once before the first render. */
export async function initI18n(): Promise<void> {
  const stored = readStorage('local', LOCALE_STORAGE_KEY);
  // A choice saved before the cookie existed: the next pages' first frames follow it too.
  const storedLocale = matchLocale(stored);
  if (storedLocale) writeLocaleCookie(storedLocale);
  const lng = detectLocale({
    search: window.location.search,
    stored,
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  i18n.on('languageChanged', syncDocumentLanguage);
  await i18n
    .use(lazyDictionaries)
    .use(initReactI18next)
    .init({
      lng,
      // No fallback dictionary: the three have the same keys (test/unit/i18n.test.ts), and a fallback
      // would be one more download before the first paint.
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: false },
    });
  syncDocumentLanguage(i18n.language);
}

/** A supported locale for an i18next language code. */
export function toLocale(language: string | undefined): Locale {
  return language && (LOCALES as readonly string[]).includes(language)
    ? (language as Locale)
    : FALLBACK_LOCALE;
}

/** The server paints a page's first frame in the language of this cookie (kept a year, like the choice). */
function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The language switcher's choice: shown at once and kept for the next visits. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeStorage('local', LOCALE_STORAGE_KEY, locale);
  writeLocaleCookie(locale);
  await i18n.changeLanguage(locale);
}
