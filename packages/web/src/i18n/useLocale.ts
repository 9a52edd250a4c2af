import { useTranslation } from 'react-i18next';
import type { Locale } from '@airsight/contracts/locales';
import { toLocale } from './index.ts';

/** The display language; components using it render again when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return toLocale(i18n.resolvedLanguage ?? i18n.language);
}
