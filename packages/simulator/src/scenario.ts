/**
 * Scenarios: how eventful the simulated fleet is. `normal` is a believable fleet (rare alarms, a few
 * machines that fall silent or never connected); `alarms` raises events often, for working on the alarm
 * screens; `disconnects` adds communication outages and more silent machines; `busy` runs every plant
 * near full load (long load phases, many cycles).
 */

export const SCENARIOS = ['normal', 'alarms', 'disconnects', 'busy'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export interface EventRates {
  /** Expected events per machine and day. */
  emergency: number;
  caution: number;
  maintenance: number;
  /** Gateway communication outages (nothing published for a few hours). */
  outage: number;
}

export interface Scenario {
  name: ScenarioName;
  rates: EventRates;
  /** Multiplies the plant's air demand (capped below full delivery). */
  demandFactor: number;
  /** Share of machines whose gateway was never connected, and that fall silent at some point. */
  neverConnectedShare: number;
  silentShare: number;
}

const BASE: EventRates = { emergency: 1 / 120, caution: 1 / 25, maintenance: 1 / 40, outage: 0 };

export const SCENARIO_TABLE: Readonly<Record<ScenarioName, Scenario>> = {
  normal: { name: 'normal', rates: BASE, demandFactor: 1, neverConnectedShare: 0.03, silentShare: 0.05 },
  alarms: {
    name: 'alarms',
    rates: { emergency: 1 / 2, caution: 1.5, maintenance: 1 / 4, outage: 0 },
    demandFactor: 1,
    neverConnectedShare: 0.03,
    silentShare: 0.05,
  },
  disconnects: {
    name: 'disconnects',
    rates: { ...BASE, outage: 1 / 3 },
    demandFactor: 1,
    neverConnectedShare: 0.08,
    silentShare: 0.15,
  },
  busy: { name: 'busy', rates: BASE, demandFactor: 1.35, neverConnectedShare: 0.03, silentShare: 0.05 },
};

export function isScenarioName(value: string): value is ScenarioName {
  return (SCENARIOS as readonly string[]).includes(value);
}
