/** The web client's texts in a language, read from its dictionaries: what a user reads on screen. */
import fs from 'node:fs';
import path from 'node:path';
import { formatDay } from '@airsight/contracts/format/date-time';
import type { Locale } from './pages/index.ts';

export type Dictionary = Record<string, string>;

export function dictionary(locale: Locale): Dictionary {
  const file = path.join(import.meta.dirname, `../../web/src/i18n/${locale}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Dictionary;
}

/**
 * A forecast of the next service as the portal words it in a language: the date YYYY/MM/DD (after the
 * label, unless `labelled` is false), or, for a day before the advice's judgedAt day, overdue since then.
 */
export function forecastWording(
  locale: Locale,
  forecastDate: string,
  judgedAt: string,
  { labelled = true }: { labelled?: boolean } = {},
): string {
  const texts = dictionary(locale);
  const date = formatDay(forecastDate);
  if (forecastDate < judgedAt.slice(0, 10)) return texts.maintenanceOverdueSince!.replace('{{date}}', date);
  return labelled ? `${texts.maintenanceForecast}: ${date}` : date;
}
