/**
 * The model catalogue: the nine compressor controller models, the gateway model, each model's machine
 * type and the status bit positions of the panel lamp word sn_D027 (part 1 §3), and the per-model
 * annual-inspection event classes (part 1 §7). Pure data, shared by server, web and simulator.
 */

export const MODEL_IDS = [
  'OIL_INJECTION',
  'OIL_INJECTION2',
  'OIL_INJECTION3',
  'OIL_INJECTION4',
  'OIL_INJECTION5',
  'OIL_INJECTION6',
  'OIL_FREE',
  'OIL_FREE2',
  'WATER_INJECTION',
] as const;
export type ModelId = (typeof MODEL_IDS)[number];

/** The IoT gateway that reads a controller and publishes its registers. */
export const GATEWAY_MODEL_ID = 'FE_LTE_00';

export function isModelId(value: string): value is ModelId {
  return (MODEL_IDS as readonly string[]).includes(value);
}

/** Machine type: picks the card picture. Water-injected machines are oil-free (part 1 §3). */
export type MachineType = 'oil-injection' | 'oil-free';

/** Bit index (least significant first) of each status in the panel lamp word sn_D027. */
export interface StatusBits {
  start: number;
  emergency: number;
  caution: number;
  maintenance: number;
}

export interface ModelInfo {
  modelId: ModelId;
  type: MachineType;
  statusBits: StatusBits;
}

const EARLY_BITS: StatusBits = { start: 8, emergency: 1, caution: 3, maintenance: 5 };
const LATE_BITS: StatusBits = { start: 7, emergency: 8, caution: 9, maintenance: 10 };

/** The status bit table of part 1 §3, one row per model. */
export const MODELS: Readonly<Record<ModelId, ModelInfo>> = {
  OIL_FREE: { modelId: 'OIL_FREE', type: 'oil-free', statusBits: EARLY_BITS },
  OIL_INJECTION: { modelId: 'OIL_INJECTION', type: 'oil-injection', statusBits: EARLY_BITS },
  OIL_INJECTION2: { modelId: 'OIL_INJECTION2', type: 'oil-injection', statusBits: EARLY_BITS },
  OIL_INJECTION3: { modelId: 'OIL_INJECTION3', type: 'oil-injection', statusBits: EARLY_BITS },
  OIL_FREE2: { modelId: 'OIL_FREE2', type: 'oil-free', statusBits: LATE_BITS },
  WATER_INJECTION: { modelId: 'WATER_INJECTION', type: 'oil-free', statusBits: LATE_BITS },
  OIL_INJECTION4: { modelId: 'OIL_INJECTION4', type: 'oil-injection', statusBits: LATE_BITS },
  OIL_INJECTION5: { modelId: 'OIL_INJECTION5', type: 'oil-injection', statusBits: LATE_BITS },
  OIL_INJECTION6: { modelId: 'OIL_INJECTION6', type: 'oil-injection', statusBits: LATE_BITS },
};

/**
 * Annual-inspection event ids (part 1 §7): built from a sensor class (register 28 or 29) and bit indexes;
 * the first hit is used. Models without an entry (OIL_INJECTION6, the gateway) have no such event.
 */
export interface AnnualInspection {
  sensorClass: 28 | 29;
  indexes: readonly number[];
}

export const ANNUAL_INSPECTION: Readonly<Record<ModelId, AnnualInspection | null>> = {
  OIL_INJECTION: { sensorClass: 28, indexes: [7] },
  OIL_INJECTION2: { sensorClass: 28, indexes: [7] },
  OIL_INJECTION3: { sensorClass: 28, indexes: [10] },
  OIL_FREE: { sensorClass: 28, indexes: [15] },
  OIL_INJECTION5: { sensorClass: 28, indexes: [15] },
  WATER_INJECTION: { sensorClass: 28, indexes: [15] },
  OIL_INJECTION4: { sensorClass: 29, indexes: [0, 1, 2] },
  OIL_FREE2: { sensorClass: 29, indexes: [0] },
  OIL_INJECTION6: null,
};
