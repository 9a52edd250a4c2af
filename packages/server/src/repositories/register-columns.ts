/**
 * Register columns of snapshots, device_latest and the hourly summaries. Register columns reach SQL only
 * through `columnOf`, which accepts allow-listed sensor ids.
 */
import { MODEL_REGISTERS, SENSOR_IDS, type RegisterKind } from '@airsight/contracts/models/registers';

/** A register column's name for an allow-listed sensor id: sn_D001 → d001, sn_D020_021 → d020_021. */
export function columnOf(sensorId: string): string {
  if (!SENSOR_IDS.includes(sensorId)) throw new Error(`unknown sensor id ${sensorId}`);
  return sensorId.slice(3).toLowerCase();
}

// Bit words and double words sit at the same addresses on every model, which is all the kinds decide here.
export const KIND_OF = new Map<string, RegisterKind>(
  MODEL_REGISTERS.OIL_INJECTION.map((r) => [r.sensorId, r.kind]),
);
