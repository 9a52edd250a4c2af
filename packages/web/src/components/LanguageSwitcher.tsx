import { useId, useState } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@airsight/contracts/locales';
import { changeLocale } from '../i18n/index.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { useOpenedOnce } from '../lib/useOpenedOnce.ts';
import type { MessageKey } from '../i18n/index.ts';
import './languageSwitcher.css';

const NATIVE_NAME: Record<Locale, MessageKey> = {
  en: 'nativeNameEn',
  ja: 'nativeNameJa',
  zh: 'nativeNameZh',
};

/**
 * English, 日本語, 中文: the choice is shown at once and kept in localStorage for the next visits. The button
 * is static CSS (languageSwitcher.css): it is on every screen, Login included.
 */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [, setSearchParams] = useSearchParams();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuMounted = useOpenedOnce(anchor !== null);
  const menuId = useId();

  const choose = (next: Locale) => {
    setAnchor(null);
    void changeLocale(next);
    // A locale query parameter would override the choice on the next reload: drop it.
    setSearchParams(
      (params) => {
        if (!params.has('locale')) return params;
        const copy = new URLSearchParams(params);
        copy.delete('locale');
        return copy;
      },
      { replace: true },
    );
  };

  return (
    <>
      <button
        type="button"
        className={color === 'primary' ? 'language-switcher language-switcher--primary' : 'language-switcher'}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${t('language')}: ${t(NATIVE_NAME[locale])}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid="language-switcher"
      >
        <TranslateIcon fontSize="inherit" />
        <span lang={locale}>{t(NATIVE_NAME[locale])}</span>
      </button>
      {menuMounted ? (
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {LOCALES.map((l) => (
            <MenuItem
              key={l}
              lang={l}
              selected={l === locale}
              onClick={() => choose(l)}
              data-testid={`language-option-${l}`}
            >
              {t(NATIVE_NAME[l])}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </>
  );
}
