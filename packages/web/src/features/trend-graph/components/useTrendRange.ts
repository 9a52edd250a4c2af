import { useCallback, useMemo, useState } from 'react';
import { presetPeriod, TREND_PERIOD_PRESETS, type Period } from '../../../lib/period.ts';
import { usePeriodQuery } from '../../../lib/usePeriodQuery.ts';
import { wholeSeconds, zoomTo, type TimeRange } from '../zoomRange.ts';

/**
 * The trend's period (in the query string, so that a link reopens it) and the zoom inside it: the range
 * the charts show. A new period lets go of the zoom; a drag zooms within the period.
 */
export function useTrendRange(timeZone: string | null | undefined) {
  const { period, choose } = usePeriodQuery(TREND_PERIOD_PRESETS, timeZone, (nowMs) =>
    presetPeriod(TREND_PERIOD_PRESETS[0]!, nowMs, timeZone),
  );
  const [zoom, setZoom] = useState<TimeRange | null>(null);
  const periodRange = useMemo(
    () => ({ fromMs: wholeSeconds(period.fromMs), toMs: wholeSeconds(period.toMs) }),
    [period],
  );
  const choosePeriod = useCallback(
    (next: Period) => {
      choose(next);
      setZoom(null);
    },
    [choose],
  );
  const zoomToDrag = useCallback(
    (fromMs: number, toMs: number) => setZoom(zoomTo(fromMs, toMs, periodRange)),
    [periodRange],
  );
  return { period, choosePeriod, periodRange, zoom, setZoom, zoomToDrag, range: zoom ?? periodRange };
}

/** Which sensors are unticked: at first those not shown by default; a tick toggles one. */
export function useHiddenSensors(sensors: readonly { sensorId: string; shownByDefault: boolean }[]) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(sensors.filter((s) => !s.shownByDefault).map((s) => s.sensorId)),
  );
  const toggle = useCallback((sensorId: string) => {
    setHidden((before) => {
      const next = new Set(before);
      if (!next.delete(sensorId)) next.add(sensorId);
      return next;
    });
  }, []);
  return { hidden, toggle };
}
