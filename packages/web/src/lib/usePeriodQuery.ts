import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { periodFromParams, withPeriodParams } from './periodQuery.ts';
import type { Period, PeriodPreset } from './period.ts';

/**
 * A graph screen's period, kept in the route's query (lib/periodQuery.ts): the period the query names,
 * else `opening`; and a function that shows another one (a new history entry, so Back returns to the
 * previous view). A preset chosen again is resolved again (it ends now: the screen refreshes) without a
 * new history entry. `month` and `setMonth` are VolumeGraph's month, kept beside it.
 */
export function usePeriodQuery(
  presets: readonly PeriodPreset[],
  timeZone: string | null | undefined,
  opening: (nowMs: number) => Period,
): { period: Period; choose: (period: Period, month?: string) => void; params: URLSearchParams } {
  const [params, setParams] = useSearchParams();
  // Presets end at the moment they were read: on opening, or when the user chose one.
  const [resolvedAt, setResolvedAt] = useState(Date.now);
  const query = params.toString();
  const period = useMemo(
    () => periodFromParams(new URLSearchParams(query), presets, resolvedAt, timeZone) ?? opening(resolvedAt),
    // `opening` is the screen's rule, not state: a new function each render must not read the period anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query, presets, resolvedAt, timeZone],
  );
  const choose = useCallback(
    (next: Period, month?: string) => {
      if (next.preset !== 'any') setResolvedAt(next.toMs);
      const updated = withPeriodParams(new URLSearchParams(query), next, month);
      // Rendered within the click (flushSync), not as a transition after it: the charts drop the old
      // answer and say they are loading at once, so nobody (a user, a test) reads the old period's
      // answer as the new one's.
      if (updated.toString() !== query) setParams(updated, { flushSync: true });
    },
    [query, setParams],
  );
  return { period, choose, params };
}
