/**
 * VolumeGraph's state: its machines, the period and month in the route's query (a link or a reload opens
 * the same view), their sums and the table made from them. The rules are pure (volumeView.ts,
 * volumePeriod.ts, volumeData.ts); the screen's parts only draw what this answers.
 */
import { useMemo } from 'react';
import { VOLUME_PERIOD_PRESETS, type Period } from '../../lib/period.ts';
import { monthFromParams } from '../../lib/periodQuery.ts';
import { usePeriodQuery } from '../../lib/usePeriodQuery.ts';
import { useVolumeSums } from './api/getVolumeSums.ts';
import { useVolumeMachines } from './useVolumeMachines.ts';
import { monthOfOption, sumsEmpty, viewMonth, viewTable } from './volumeView.ts';
import { openingChoice, periodOf } from './volumePeriod.ts';

export function useVolumeView() {
  const scope = useVolumeMachines();
  const machines = scope.status === 'ready' ? scope.machines : undefined;
  // "Today", the any-period days and the time column follow the first machine's zone.
  const timeZone = machines?.[0]?.timeZone ?? null;
  // Without a period in the query the screen shows its opening choice in the zone of the first machine,
  // which is known once the machines are in (the page's preload asks for the same sums: preload.ts).
  const { period, choose, params } = usePeriodQuery(
    VOLUME_PERIOD_PRESETS,
    timeZone,
    (nowMs) => openingChoice(nowMs, timeZone).period,
  );
  const month = viewMonth(monthFromParams(params), period, timeZone);
  const volumePeriod = useMemo(
    () => periodOf(period.preset, { month, from: period.fromDate, to: period.toDate }, period.toMs, timeZone),
    [period, month, timeZone],
  );
  const sums = useVolumeSums(machines, volumePeriod);
  const table = useMemo(
    () => viewTable(machines, volumePeriod, sums.data, timeZone),
    [machines, volumePeriod, sums.data, timeZone],
  );
  return {
    scope,
    machines,
    timeZone,
    period,
    month,
    setPeriod: (next: Period) => choose(next, monthOfOption(next.preset, month)),
    setMonth: (next: string) => choose(period, next),
    /** The period's buckets, hour or day; undefined while the any-period's dates are incomplete. */
    bucket: volumePeriod?.bucket,
    table,
    empty: sumsEmpty(sums.data),
    refreshing: scope.status === 'pending' || sums.isFetching,
  };
}
