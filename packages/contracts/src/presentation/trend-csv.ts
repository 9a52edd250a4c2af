/**
 * The title of the trend file's time column, [English, Japanese, Chinese]: the dictionaries' `dateTime`.
 * The file writes the zone of its times after it, e.g. '日時 (UTC+9)', as the client's CSV files do.
 */
import type { PerLocale } from '../models/units.ts';

export const TREND_CSV_TIME_TITLE: PerLocale<string> = ['Date and time', '日時', '日期时间'];
