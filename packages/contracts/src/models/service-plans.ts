/**
 * Service plans: which maintenance milestones of part 2 §9 apply to each controller model. The
 * specification lists the milestones (hours 2000 … 36000, years 0.5 … 8) but not which model follows
 * which; the plans below are ours (docs/maintenance.md §2).
 *
 * A plan is read as a grid: a machine is due every `hours[0]` running hours and every `years[0]` years
 * after commissioning; each due point is named after the largest milestone of the plan that divides it
 * (at 12000 h of a 3000 h plan the 12000 h maintenance, at 9000 h the 3000 h maintenance).
 */
import { isModelId, type ModelId } from './catalogue.ts';

/** The hour milestones of part 2 §9. */
export const HOUR_MILESTONES = [2000, 3000, 4000, 6000, 8000, 12000, 16000, 18000, 24000, 36000] as const;
/** The calendar milestones of part 2 §9, in years (0.5 is half a year). */
export const YEAR_MILESTONES = [0.5, 1, 2, 3, 4, 6, 8] as const;

export type HourMilestone = (typeof HOUR_MILESTONES)[number];
export type YearMilestone = (typeof YEAR_MILESTONES)[number];

export interface ServicePlan {
  /** Ascending; the first is the interval between due points, every other one a multiple of it. */
  hours: readonly HourMilestone[];
  /** Ascending; the first is the interval between due points, every other one a multiple of it. */
  years: readonly YearMilestone[];
}

/** Early oil-injected machines: oil and oil filter every 2000 h, separator 8000 h, air end 24000 h. */
const OIL_INJECTED_EARLY: ServicePlan = {
  hours: [2000, 4000, 8000, 16000, 24000],
  years: [0.5, 1, 2, 4, 8],
};
/** Later oil-injected machines (long-life oil): 3000/6000/12000 h service, air end 24000 h, overhaul 36000 h. */
const OIL_INJECTED: ServicePlan = {
  hours: [3000, 6000, 12000, 24000, 36000],
  years: [0.5, 1, 2, 4, 8],
};
/** Oil-free, fixed speed: gear oil and filters every 4000 h, elements 24000 h. */
const OIL_FREE_EARLY: ServicePlan = {
  hours: [4000, 8000, 16000, 24000],
  years: [1, 2, 4, 8],
};
/** Oil-free, inverter: 6000 h service, bearings 18000 h, elements 36000 h; 3- and 6-year inspections. */
const OIL_FREE_LATE: ServicePlan = {
  hours: [6000, 12000, 18000, 36000],
  years: [1, 3, 6],
};
/** Water-injected: water filter and ion-exchange resin every 2000 h, bearings 16000 h; half-yearly checks. */
const WATER_INJECTED: ServicePlan = {
  hours: [2000, 4000, 8000, 16000],
  years: [0.5, 1, 2, 4],
};

export const SERVICE_PLANS: Readonly<Record<ModelId, ServicePlan>> = {
  OIL_INJECTION: OIL_INJECTED_EARLY,
  OIL_INJECTION2: OIL_INJECTED_EARLY,
  OIL_INJECTION3: OIL_INJECTED,
  OIL_INJECTION4: OIL_INJECTED,
  OIL_INJECTION5: OIL_INJECTED,
  OIL_INJECTION6: OIL_INJECTED,
  OIL_FREE: OIL_FREE_EARLY,
  OIL_FREE2: OIL_FREE_LATE,
  WATER_INJECTION: WATER_INJECTED,
};

/** The service plan of a controller model; undefined for the gateway and unknown ids. */
export function servicePlanOf(modelId: string): ServicePlan | undefined {
  return isModelId(modelId) ? SERVICE_PLANS[modelId] : undefined;
}
