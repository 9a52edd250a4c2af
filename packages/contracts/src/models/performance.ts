/**
 * Rated performance per model, for the discharge air volume and power graphs (part 2 §2) and the
 * simulator. The specification gives none of these figures: they are our completion, chosen as typical
 * catalogue values of screw compressors of the sizes below, and kept self-consistent: the full-load
 * current is the current at which √3·V·I·cosφ equals the rated input power (motor output / efficiency).
 * How air and power are estimated from these figures is in domain/power.ts.
 */
import { isModelId, type ModelId } from './catalogue.ts';

export interface RatedPerformance {
  /** Free air delivery at full load and rated pressure, m³/min. */
  freeAirDelivery: number;
  /** Rated (maximum working) discharge pressure, MPa. */
  ratedPressureMPa: number;
  /** Rated motor output, kW. */
  motorKW: number;
  /** Motor efficiency at full load, 0..1. */
  motorEfficiency: number;
  /** Supply voltage, V (three-phase). */
  voltage: number;
  /** Supply frequency, Hz. */
  frequencyHz: 50 | 60;
  /** Full-load (rated) motor current, A. */
  fullLoadCurrent: number;
  /** Power factor at full load. */
  powerFactor: number;
  /**
   * Share of the full-load input power drawn while running unloaded, 0..1. For an inverter machine also
   * the foot of its power line: at speed v it draws noLoadPowerShare + (1 − noLoadPowerShare) · v of full
   * power (domain/air-volume.ts expectedSpecificPower, the simulator's current).
   */
  noLoadPowerShare: number;
}

const SQRT3 = Math.sqrt(3);

/** Full-load current of a motor: input power (output / efficiency) over √3·V·cosφ, rounded to 1 A. */
function fullLoadCurrent(motorKW: number, efficiency: number, voltage: number, powerFactor: number): number {
  return Math.round((motorKW * 1000) / efficiency / (SQRT3 * voltage * powerFactor));
}

function rated(
  freeAirDelivery: number,
  motorKW: number,
  motorEfficiency: number,
  voltage: number,
  noLoadPowerShare: number,
  ratedPressureMPa = 0.7,
): RatedPerformance {
  const powerFactor = 0.87;
  return {
    freeAirDelivery,
    ratedPressureMPa,
    motorKW,
    motorEfficiency,
    voltage,
    frequencyHz: 50,
    fullLoadCurrent: fullLoadCurrent(motorKW, motorEfficiency, voltage, powerFactor),
    powerFactor,
    noLoadPowerShare,
  };
}

/**
 * Fixed-speed machines idle unloaded at about a quarter of full-load power (oil-free a little less);
 * inverter machines slow down, their power line reaching a tenth of full power at zero speed.
 */
export const RATED_PERFORMANCE: Readonly<Record<ModelId, RatedPerformance>> = {
  OIL_INJECTION: rated(3.7, 22, 0.92, 200, 0.25),
  OIL_INJECTION2: rated(6.4, 37, 0.93, 400, 0.25),
  OIL_INJECTION3: rated(10.0, 55, 0.94, 400, 0.1),
  OIL_INJECTION4: rated(13.6, 75, 0.945, 400, 0.1),
  OIL_INJECTION5: rated(16.5, 90, 0.95, 400, 0.1),
  OIL_INJECTION6: rated(20.3, 110, 0.95, 400, 0.1),
  OIL_FREE: rated(8.6, 55, 0.94, 400, 0.2),
  OIL_FREE2: rated(21.5, 132, 0.955, 400, 0.1),
  WATER_INJECTION: rated(6.2, 37, 0.93, 400, 0.1, 0.8),
};

/** Rated performance of a model id; undefined for the gateway and unknown ids. */
export function ratedPerformanceOf(modelId: string): RatedPerformance | undefined {
  return isModelId(modelId) ? RATED_PERFORMANCE[modelId] : undefined;
}

/** Rated electrical input power at full load, kW: √3·V·I·cosφ / 1000. */
export function ratedInputKW(p: RatedPerformance): number {
  return (SQRT3 * p.voltage * p.fullLoadCurrent * p.powerFactor) / 1000;
}
