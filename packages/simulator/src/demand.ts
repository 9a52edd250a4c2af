/**
 * Air demand and operating hours of a plant, in the machine's local time: busy in working hours, a dip at
 * lunch, low at night and on weekends. Demand is a share of the machine's rated delivery and is constant
 * within each 5-minute bucket, so the machine state at any time does not depend on how often it is sampled.
 */
import type { MachineParams } from './profile.ts';
import { PURPOSE, uniform } from '@airsight/contracts/random';
import { onShift } from '@airsight/contracts/running-hours';
import { localParts, MINUTE } from './time.ts';

/** Demand changes at most this often. */
export const DEMAND_BUCKET_MS = 5 * MINUTE;

/** Demand of a weekday by local hour (share of rated delivery), before the plant's own scale. */
function weekdayProfile(hour: number): number {
  if (hour < 6) return 0.12;
  if (hour < 8) return 0.38;
  if (hour < 12) return 0.7;
  if (hour < 13) return 0.42;
  if (hour < 17) return 0.72;
  if (hour < 20) return 0.4;
  return 0.16;
}

/** The plant's air demand at the start of the bucket containing t, between 0.03 and 0.97. */
export function demandAt(params: MachineParams, demandFactor: number, t: number): number {
  const bucket = Math.floor(t / DEMAND_BUCKET_MS);
  const { weekday, hour } = localParts(params.timeZone, bucket * DEMAND_BUCKET_MS);
  let base = weekdayProfile(hour);
  if (weekday === 6) base = hour >= 8 && hour < 13 ? base * 0.55 : Math.min(base, 0.12);
  if (weekday === 0) base = 0.08;
  // Short gusts (5 min) on top of slower swings (the hour).
  const hourBucket = Math.floor(t / (60 * MINUTE));
  const noise =
    0.1 * (uniform(params.key, PURPOSE.demand, bucket) - 0.5) +
    0.14 * (uniform(params.key, PURPOSE.demandHour, hourBucket) - 0.5);
  const demand = base * params.demandScale * demandFactor + noise * Math.max(0.3, base);
  return Math.min(0.97, Math.max(0.03, demand));
}

/** Whether the plant wants the machine on at t (outside these hours the operator stops it). */
export function scheduledOn(params: MachineParams, t: number): boolean {
  if (params.schedule === 'continuous') return true;
  const { weekday, hour } = localParts(params.timeZone, t);
  return onShift(params.schedule, weekday, hour);
}
