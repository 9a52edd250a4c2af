/**
 * Whether the machine on CompressorInfo is connected, and for how long it has been silent (part 1 §4:
 * disconnected when there is no sensor data or the last measurement is 160 minutes or more old).
 * Pure: the caller gives `now`.
 */
import { isConnected } from '@airsight/contracts/domain/status';

export interface Elapsed {
  days: number;
  hours: number;
  minutes: number;
}

export type ConnectionView =
  | { connected: true }
  /** Silent since `since`; `elapsed` is how long ago that was. */
  | { connected: false; since: number; elapsed: Elapsed }
  /** No measurement was ever received. */
  | { connected: false; since: undefined; elapsed: undefined };

const MINUTE = 60_000;

/**
 * A duration as two units a reader takes in at a glance: days and hours from one day on, hours and
 * minutes from one hour on, else minutes; always rounded down, so that "3 d 2 h" never overstates.
 * The unit that is not shown is 0. A negative duration (a clock behind the machine's) is 0 minutes.
 */
export function elapsedParts(ms: number): Elapsed {
  const total = Math.max(0, Math.floor(ms / MINUTE));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  if (days > 0) return { days, hours, minutes: 0 };
  return { days: 0, hours, minutes };
}

export function connectionView(lastMeasureTime: number | undefined, now: number): ConnectionView {
  if (lastMeasureTime === undefined) return { connected: false, since: undefined, elapsed: undefined };
  if (isConnected(lastMeasureTime, now)) return { connected: true };
  return { connected: false, since: lastMeasureTime, elapsed: elapsedParts(now - lastMeasureTime) };
}
