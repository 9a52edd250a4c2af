/** The web client's texts in a language, read from its dictionaries: what a user reads on screen. */
import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from './pages/index.ts';

export type Dictionary = Record<string, string>;

export function dictionary(locale: Locale): Dictionary {
  const file = path.join(import.meta.dirname, `../../web/src/i18n/${locale}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Dictionary;
}
