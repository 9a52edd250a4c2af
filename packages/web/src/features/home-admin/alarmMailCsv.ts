/**
 * The fixed admin account's download of the alarm-mail configuration (part 1 §6): two CSV files, the
 * destinations set on whole groups (source_flag 0) and on single machines (source_flag 1), one per choice
 * of the button's menu, from
 * GET /scadaapi/v1/master-info/info_alertmail_destination_lists. The columns are the record's own field
 * names (part 2 §3 "Alarm mail destination"): the files are a configuration dump, read by staff and tools.
 * The call is api/getAlertMailLists.ts.
 */
import type { CsvCell } from '../../lib/csv.ts';

export const ALERT_MAIL_FIELDS = [
  'id',
  'mail',
  'user_name',
  'locale',
  'severity',
  'source_flag',
  'source_type',
  'inserted',
  'updated',
  'insert_time',
  'update_time',
  'version',
  'notify_recovery',
] as const;

export type AlertMailDestination = Partial<Record<(typeof ALERT_MAIL_FIELDS)[number], CsvCell>> &
  Record<string, unknown>;

export type SourceFlag = 0 | 1;

function cell(value: unknown): CsvCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** Header and rows: the known fields first, then any other field the server sends, in first-seen order. */
export function alertMailTable(list: readonly AlertMailDestination[]): {
  header: string[];
  rows: CsvCell[][];
} {
  const header: string[] = [...ALERT_MAIL_FIELDS];
  for (const record of list)
    for (const key of Object.keys(record)) if (!header.includes(key)) header.push(key);
  return { header, rows: list.map((record) => header.map((key) => cell(record[key]))) };
}
