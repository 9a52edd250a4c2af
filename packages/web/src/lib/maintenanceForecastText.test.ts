/**
 * The forecast of the next service as every screen words it (the maintenance dialog, the cards' notice
 * icon, the dashboard): a day ahead, or today, as its date YYYY/MM/DD; a day already past as overdue
 * since then; in each language.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import ja from '../i18n/ja.json';
import zh from '../i18n/zh.json';
import { judgedDay, maintenanceForecastText } from './maintenanceForecastText.ts';

// The dictionaries as the client reads them (i18n/index.ts: no escaping, React does it).
const i18n = i18next.createInstance();
await i18n.init({
  resources: { en: { translation: en }, ja: { translation: ja }, zh: { translation: zh } },
  lng: 'en',
  interpolation: { escapeValue: false },
});

const TODAY = '2026-11-28';

describe('maintenanceForecastText', () => {
  it.each([
    ['en', '2026-12-12', 'Forecast of next service: 2026/12/12'],
    ['en', '2026-11-28', 'Forecast of next service: 2026/11/28'],
    ['en', '2026-11-27', 'Overdue since 2026/11/27'],
    ['en', '2025-12-12', 'Overdue since 2025/12/12'],
    ['ja', '2026-12-12', '次回整備予測日: 2026/12/12'],
    ['ja', '2026-11-28', '次回整備予測日: 2026/11/28'],
    ['ja', '2025-12-12', '2025/12/12から期限超過'],
    ['zh', '2026-12-12', '下次保养预测日期: 2026/12/12'],
    ['zh', '2025-12-12', '自2025/12/12起已逾期'],
  ])('%s: %s on %s reads "%s"', async (language, forecast, text) => {
    await i18n.changeLanguage(language);
    expect(maintenanceForecastText(i18n.t, forecast, TODAY)).toBe(text);
  });

  it('leaves out the label where the place names it already (a column), never the overdue wording', async () => {
    await i18n.changeLanguage('en');
    expect(maintenanceForecastText(i18n.t, '2026-12-12', TODAY, { labelled: false })).toBe('2026/12/12');
    expect(maintenanceForecastText(i18n.t, '2026-11-28', TODAY, { labelled: false })).toBe('2026/11/28');
    expect(maintenanceForecastText(i18n.t, '2025-12-12', TODAY, { labelled: false })).toBe(
      'Overdue since 2025/12/12',
    );
  });

  it('takes today from the advice answer’s judgedAt, a Japan time', () => {
    expect(judgedDay('2026-11-28 23:59:59')).toBe('2026-11-28');
    expect(judgedDay('2026-11-29 00:00:00')).toBe('2026-11-29');
  });
});
