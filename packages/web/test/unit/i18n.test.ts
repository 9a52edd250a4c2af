import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json';
import ja from '../../src/i18n/ja.json';
import zh from '../../src/i18n/zh.json';
import { ROUTE_META } from '../../src/lib/routes.ts';

const dictionaries = { en, ja, zh } as Record<string, Record<string, unknown>>;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  it('have exactly the same keys in English, Japanese and Chinese', () => {
    const keys = Object.keys(en).sort();
    expect(Object.keys(ja).sort()).toEqual(keys);
    expect(Object.keys(zh).sort()).toEqual(keys);
  });

  it('hold a non-empty text for every key, with the same placeholders in every language', () => {
    for (const [language, dictionary] of Object.entries(dictionaries)) {
      for (const [key, value] of Object.entries(dictionary)) {
        expect(typeof value, `${language}.${key}`).toBe('string');
        expect((value as string).trim(), `${language}.${key}`).not.toBe('');
        expect(placeholders(value as string), `${language}.${key}`).toEqual(
          placeholders(en[key as keyof typeof en]),
        );
      }
    }
  });

  it('hold the exact texts of the specification', () => {
    // part 1 §8
    expect(ja.networkIsOffline).toBe('ネットワーク接続がオフラインです');
    expect(ja.pageDoesNotExist).toBe('ページが存在しません。');
    expect(en.pageDoesNotExist).toBe('The page does not exist.');
    expect(zh.pageDoesNotExist).toBe('页面不存在。');
    // part 2 §8
    expect(ja.trendGraphNotApplicable).toBe('トレンドグラフ対象外の装置マスタです。');
    // part 1 §2, maintenance-recommendation dialog
    expect(en.servicingTimeIsApproaching).toBe('Servicing time is approaching');
    expect(en.earlyServicingIsRequired).toBe('Early servicing is required');
    expect(en.immediateServicingIsRequired).toBe('Immediate servicing is required');
    expect(en.notDisplayedFor30Days).toBe('Not displayed for 30 days');
    expect(en.noMachinesRecommendedForImmediateInspectionAndMaintenance).toBe(
      'No machines recommended for immediate inspection and maintenance',
    );
  });

  it('hold every message key that the specification names', () => {
    const named = [
      // part 1 §5 and part 2 §5, §8
      'requiredField',
      'pleaseEnterWithinCharacters',
      'exceedMaxCharacters',
      'inappropriateDate',
      'fileSizeIsOver',
      'onlyAcceptPdfFiles',
      'invalidDateEntered',
      'toMustBeALaterDateThanFrom',
      'optionalPeriodWithin366Days',
      'longTimePeriodIsSpecified',
      'theGroupDoesNotExist',
      'finalConfirmation',
      'doYouWantToDeleteItCompletely',
      'anErrorOccurredDuringTheGroupAdditionProcess',
      'anErrorOccurredDuringTheGroupUpdateProcess',
      'anErrorOccurredDuringTheGroupDeletionProcess',
      'networkIsOffline',
      'pageDoesNotExist',
      'illegalURL',
      'nonExistentDevice',
      'nonExistentSensor',
      'trendGraphNotApplicable',
      'emailSettingStatus',
      // alarm levels and toggles
      'emergencyShort',
      'cautionShort',
      'maintenanceShort',
      'repaired',
      'csv',
      'getOperatingStatus',
      // consent form
      'consentFormReceived',
      'consentFormNotReceived',
    ];
    for (const key of named) expect(en, key).toHaveProperty(key);
    expect(en.pleaseEnterWithinCharacters).toContain('{{num}}');
    expect(en.exceedMaxCharacters).toContain('{{max}}');
    expect(ja.pleaseEnterWithinCharacters).toContain('{{num}}');
    expect(ja.exceedMaxCharacters).toContain('{{max}}');
  });

  it('hold the title of every route', () => {
    for (const [route, meta] of Object.entries(ROUTE_META)) {
      for (const [language, dictionary] of Object.entries(dictionaries)) {
        expect(dictionary, `${language}: title of ${route}`).toHaveProperty(meta.titleKey);
      }
    }
  });

  it('name the languages in their own language in the switcher', () => {
    for (const dictionary of [en, ja, zh]) {
      expect([dictionary.nativeNameEn, dictionary.nativeNameJa, dictionary.nativeNameZh]).toEqual([
        'English',
        '日本語',
        '中文',
      ]);
    }
  });
});
