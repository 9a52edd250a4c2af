/**
 * The events of the past year (GET /v1/alarm-event-mgt/eventHistory; part 1 §7: event_level 0,1,2,3 and
 * event_time_from/to; §9: the alarm CSV uses the last year of events, at most 2000 rows): every edge,
 * occurred 1 and recovered 2, of the alarm bits and of the panel lamps (level 0: run, stop, load, ...),
 * newest first. Asked on demand, when the user downloads the file.
 */
import { useMutation } from '@tanstack/react-query';
import { alarmEventCalls } from '@airsight/contracts/http/calls/alarm-events';
import type { HistoryEvent } from '@airsight/contracts/http/alarm-events';
import type { Locale } from '@airsight/contracts/locales';
import { callInParts, pastYearPeriod, type AlarmScope } from '../../../api/alarm-events/alarmEvents.ts';
import { aboutScope, logCsvDownload } from '../../../api/operation-log/addLogs.ts';
import { downloadCsv } from '../../../lib/csv.ts';
import { beginLoading } from '../../../lib/loading.ts';
import { eventHistoryCsv, type CsvHeaders } from '../alarmRows.ts';

/** Every level, whatever the screen's E/C/M filters: the file is the machines' whole event record. */
const EVENT_HISTORY_LEVELS = [0, 1, 2, 3] as const;

export function getEventHistoryOfPastYear(
  scope: AlarmScope,
  now: Date,
  signal?: AbortSignal,
): Promise<HistoryEvent[]> {
  return callInParts(
    alarmEventCalls.eventHistory,
    'event_history_list',
    scope,
    EVENT_HISTORY_LEVELS,
    { incident_class: '1,2', ...pastYearPeriod(now) },
    signal,
  );
}

export interface EventHistoryDownload {
  scope: AlarmScope;
  headers: CsvHeaders;
  locale: Locale;
}

/**
 * Fetches the newest events of the past year, with the loading overlay, and saves them as YYYYMMDD.csv;
 * resolves to the events (the screen says where a file cut at the calls' maximum begins). A download is a
 * mutation (lib/saveFile.ts says why).
 */
export function useDownloadEventHistory() {
  return useMutation({
    mutationFn: async ({ scope, headers, locale }: EventHistoryDownload): Promise<HistoryEvent[]> => {
      const endLoading = beginLoading();
      try {
        const events = await getEventHistoryOfPastYear(scope, new Date());
        const csv = eventHistoryCsv(events, headers, locale);
        downloadCsv(csv.header, csv.rows);
        logCsvDownload('alarmEventHistory', csv.rows.length, aboutScope(scope));
        return events;
      } finally {
        endLoading();
      }
    },
  });
}
