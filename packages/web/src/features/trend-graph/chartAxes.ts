/**
 * A trend chart's y axes. The left axis reads the unit of the sensors shown by default (MPa, or bar in
 * English); a sensor in another unit (the pressure chart's suction gauge in kPa or mbar, whose -100..0
 * would otherwise sit far below the -0.2..1.4 MPa range) gets the right axis, with range limits of its own,
 * drawn while one of its sensors is ticked.
 */
import type { TrendSensor } from './trendSeries.ts';

export interface ChartAxes {
  /** The left axis's unit. */
  unit: string;
  /** The right axis: its unit and the sensors drawn against it; null when every sensor reads `unit`. */
  right: { unit: string; sensors: readonly TrendSensor[] } | null;
}

export function chartAxes(sensors: readonly TrendSensor[]): ChartAxes {
  const leading = sensors.find((s) => s.shownByDefault) ?? sensors[0];
  const unit = leading?.unit ?? '';
  const others = sensors.filter((s) => s.unit !== unit);
  const rightUnit = others[0]?.unit;
  // A third unit on one chart has no axis of its own: the catalogue has none, and it would share the left.
  const right = rightUnit === undefined ? [] : others.filter((s) => s.unit === rightUnit);
  return { unit, right: right.length > 0 ? { unit: rightUnit!, sensors: right } : null };
}

/** Whether a sensor is drawn against the right axis. */
export function onRightAxis(axes: ChartAxes, sensor: TrendSensor): boolean {
  return axes.right !== null && axes.right.sensors.includes(sensor);
}
