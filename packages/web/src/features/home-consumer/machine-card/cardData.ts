/**
 * What a machine card shows (part 1 §2, §3 "Compressor card"), derived from a machine's master data and
 * latest status inputs with the shared status rules. Pure: the caller gives `now` (the server's clock).
 */
import { modelInfo, type MachineType } from '@airsight/contracts/models/catalogue';
import { deviceStatus, type DeviceState } from '@airsight/contracts/domain/status';
import type { MaintenanceStatus } from '@airsight/contracts/service-records';
import { machineUnit } from '../../../lib/names.ts';

/** The fields of a fleet device (GET /v1/fleet/devices) a card needs. */
export interface CardSource {
  model_id: string;
  serial_no: string;
  optional_info_1: string | null;
  optional_info_2: string | null;
  last_measure_time: string | null;
  status_word: number | null;
}

/** Only primitives, so that a memoised card renders again only when something it shows changed. */
export interface MachineCardData {
  modelId: string;
  serialNo: string;
  /** Serial number before its '_' customer-code suffix. */
  machineUnit: string;
  /** optional_info_2; empty when the customer never entered one. */
  customerNumber: string;
  /** optional_info_1 */
  model: string;
  /** undefined for a model outside the catalogue: the card then shows the oil-injection picture. */
  machineType: MachineType | undefined;
  state: DeviceState;
  /** Latest measurement under 160 minutes old. */
  connection: boolean;
  /** Any status data at all. */
  communication: boolean;
  start: boolean;
  emergency: boolean;
  caution: boolean;
  maintenance: boolean;
  /**
   * The machine's maintenance notification (part 1 §4), from the maintenance advice of the screen's device
   * group; undefined or null: no icon (none, or the advice has not arrived).
   */
  maintenanceNotice?: MaintenanceStatus | null;
  /** The forecast of the next service as worded (lib/maintenanceForecastText.ts), named by the notice icon. */
  maintenanceForecast?: string;
}

export function machineCardData(source: CardSource, now: number): MachineCardData {
  const status = deviceStatus(
    {
      modelId: source.model_id,
      lastMeasureTime: source.last_measure_time,
      statusWord: source.status_word,
    },
    now,
  );
  return {
    modelId: source.model_id,
    serialNo: source.serial_no,
    machineUnit: machineUnit(source.serial_no),
    customerNumber: source.optional_info_2?.trim() ?? '',
    model: source.optional_info_1?.trim() ?? '',
    machineType: modelInfo(source.model_id)?.type,
    state: status.state,
    connection: status.connection,
    communication: status.communication,
    start: status.start,
    emergency: status.emergency,
    caution: status.caution,
    maintenance: status.maintenance,
  };
}
