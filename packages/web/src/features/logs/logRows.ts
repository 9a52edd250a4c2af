/**
 * The Logs screen's pure logic (part 1 §2 'Logs', §5): the search's period rule, the getLogs body, and
 * the CSV: date-time, type, user id, device group, then ten function columns read from the entry's
 * contents (contracts' OperationContents).
 */
import { formatBrowserDateTime } from '@airsight/contracts/format/date-time';
import { zeroPad } from '@airsight/contracts/format/number';
import type { OperationContents } from '@airsight/contracts/domain/operation-log';
import type { GetLogsBody, LogEntry } from '@airsight/contracts/http/operation-log';
import type { CsvCell } from '../../lib/csv.ts';

export interface LogSearch {
  userId: string;
  deviceGroupName: string;
  /** A datetime-local input's value ('YYYY-MM-DDTHH:mm' or with seconds), in the browser's zone; '' none. */
  from: string;
  to: string;
}

/** Each field's message key when the period is reversed (part 1 §5: the texts are ours). */
export interface PeriodProblems {
  from?: 'fromMustNotBeAfterTo';
  to?: 'toMustNotBeBeforeFrom';
}

/** From must not be after to, to not before from: both fields say so while it is; one alone never. */
export function periodProblems(search: Pick<LogSearch, 'from' | 'to'>): PeriodProblems {
  if (search.from === '' || search.to === '') return {};
  if (new Date(search.from).getTime() <= new Date(search.to).getTime()) return {};
  return { from: 'fromMustNotBeAfterTo', to: 'toMustNotBeBeforeFrom' };
}

/** A datetime-local value as an ISO time: the whole minute it names is included in a "to". */
function isoTime(local: string, end: boolean): string | undefined {
  if (local === '') return undefined;
  const time = new Date(local);
  // 'YYYY-MM-DDTHH:mm' names a minute: a "to" reaches its last millisecond; with seconds, that second's.
  const last = local.length <= 16 ? 59_999 : 999;
  return new Date(time.getTime() + (end ? last : 0)).toISOString();
}

/** The body of getLogs: blank words and times are left out. */
export function logsBody(search: LogSearch, localeId: 1 | 2 | 3): GetLogsBody {
  const userId = search.userId.trim();
  const deviceGroupName = search.deviceGroupName.trim();
  const datetimeFrom = isoTime(search.from, false);
  const datetimeTo = isoTime(search.to, true);
  return {
    localeId,
    search: {
      ...(userId ? { userId } : {}),
      ...(deviceGroupName ? { deviceGroupName } : {}),
      ...(datetimeFrom ? { datetimeFrom } : {}),
      ...(datetimeTo ? { datetimeTo } : {}),
    },
  };
}

/** 'YYYY/MM/DD hh:mm:ss:SSS' (part 1 §2) in the browser's time zone. */
export function formatLogTime(ms: number): string {
  return `${formatBrowserDateTime(ms)}:${zeroPad(new Date(ms).getMilliseconds(), 3)}`;
}

/** A month as YYYY/MM, from YYYY/MM, YYYY-MM or a whole date; anything else as it is. */
export function formatMonth(text: string | undefined): string {
  if (!text) return '';
  const match = /^(\d{4})[-/](\d{1,2})(?:[-/]\d{1,2})?$/.exec(text.trim());
  return match ? `${match[1]}/${zeroPad(Number(match[2]))}` : text;
}

/** The ten function columns, each read from the contents; their header keys in the same order. */
const FUNCTION_COLUMNS = [
  ['month', (c) => formatMonth(c.monthlyReport?.date)],
  ['serialNumber', (c) => c.monthlyReport?.device?.serialNo ?? c.serialNo],
  ['groupName', (c) => c.monthlyReport?.group?.groupName ?? c.groupName],
  ['allDevicesGroupName', (c) => c.monthlyReport?.allDevices],
  ['model', (c) => c.modelId],
  ['logFile', (c) => c.file],
  ['logPeriodFrom', (c) => c.from],
  ['logPeriodTo', (c) => c.to],
  ['logTarget', (c) => c.target],
  ['logValue', (c) => c.value],
] as const satisfies readonly (readonly [string, (c: OperationContents) => string | undefined])[];

export type LogHeaderKey =
  'dateTime' | 'type' | 'userId' | 'deviceGroup' | (typeof FUNCTION_COLUMNS)[number][0];

export const LOG_HEADER_KEYS: readonly LogHeaderKey[] = [
  'dateTime',
  'type',
  'userId',
  'deviceGroup',
  ...FUNCTION_COLUMNS.map(([key]) => key),
];

/** The CSV: `header(key)` names each column in the screen's language; a row per entry, as answered. */
export function logsCsv(
  logs: readonly LogEntry[],
  header: (key: LogHeaderKey) => string,
): { header: string[]; rows: CsvCell[][] } {
  return {
    header: LOG_HEADER_KEYS.map(header),
    rows: logs.map((entry) => {
      const contents = entry.contents ?? {};
      return [
        formatLogTime(Date.parse(entry.datetime)),
        entry.type,
        entry.userId,
        entry.deviceGroup?.deviceGroupName ?? '',
        ...FUNCTION_COLUMNS.map(([, read]) => read(contents) ?? ''),
      ];
    }),
  };
}
