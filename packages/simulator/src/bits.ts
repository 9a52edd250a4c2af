/**
 * Which bits a model has, from the model catalogue: the panel lamps of register 0027 (MODELS[m].lampBits:
 * power, load, auto start, local, remote, stop, start, emergency, caution, maintenance), and the named
 * bits of the event words 0024/0025 (emergency), 0026 (caution), 0028/0029 (maintenance) that an event
 * may raise (MODEL_BITS). The annual-inspection bit of each model comes from ANNUAL_INSPECTION.
 */
import { ANNUAL_INSPECTION, type ModelId } from '@airsight/contracts/models/catalogue';
import { MODEL_BITS, type BitDef } from '@airsight/contracts/models/bits';

/** Event registers and their levels. */
export type EventRegisterNo = 24 | 25 | 26 | 28 | 29;

export interface AnnualBit {
  register: 28 | 29;
  bit: number;
}

/** The bit an annual inspection raises on this model, or undefined when the model has none. */
export function annualBitOf(modelId: ModelId): AnnualBit | undefined {
  const entry = ANNUAL_INSPECTION[modelId];
  if (!entry || entry.indexes.length === 0) return undefined;
  return { register: entry.sensorClass, bit: entry.indexes[0]! };
}

function tableOf(modelId: ModelId, register: EventRegisterNo): readonly BitDef[] {
  const tables = MODEL_BITS[modelId];
  switch (register) {
    case 24:
      return tables.emergency1;
    case 25:
      return tables.emergency2;
    case 26:
      return tables.caution;
    case 28:
      return tables.maintenance1;
    case 29:
      return tables.maintenance2;
  }
}

/** Inspections on a calendar (annual, 2-year, 4-year) and overhauls are not everyday prompts. */
const SCHEDULED_ONLY = new Set(['annualInspection', 'twoYearInspection', 'fourYearInspection', 'overhaul']);

/** Bits of an event register that an ordinary event may raise: the named ones; [] when it has none. */
export function eventBitPool(modelId: ModelId, register: EventRegisterNo): number[] {
  const annual = ANNUAL_INSPECTION[modelId];
  const reserved = annual && annual.sensorClass === register ? new Set(annual.indexes) : new Set<number>();
  return tableOf(modelId, register)
    .filter((b) => b.key !== null && !SCHEDULED_ONLY.has(b.key) && !reserved.has(b.decimal))
    .map((b) => b.decimal);
}
