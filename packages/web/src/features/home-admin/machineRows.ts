/**
 * Rows of the machine tab: every machine under the group with its status (shared rules of
 * domain/status.ts, judged against the server's clock) and the keys of the four searches.
 */
import type { FleetDevice } from '@airsight/contracts/http/fleet';
import type { Locale } from '@airsight/contracts/locales';
import { deviceStatus, type DeviceStatus } from '@airsight/contracts/domain/status';
import { localizedName } from '../../lib/names.ts';
import { searchKey, searchWord } from './searchKey.ts';

export interface MachineRow {
  device: FleetDevice;
  status: DeviceStatus;
  /**
   * The customer: the name of the machine's device group in the display language. Part 1 §2 names the
   * customer column of DashboardAdmin's tables a link to HomeConsumer, which shows a device group, and
   * AlermHistory's customer is the group's name too; the machine tab says the same.
   */
  customer: string;
  serialKey: string;
  numberKey: string;
  modelKey: string;
  /**
   * Group name and device name: the customer search matches either. The device name is not shown, but
   * it names the customer's site as the operator registered it (e.g. company and plant), so typing the
   * company finds the machines of all its plants.
   */
  customerKey: string;
}

export function buildMachineRows(
  devices: readonly FleetDevice[] | null | undefined,
  locale: Locale,
  now: number,
): MachineRow[] {
  return (devices ?? []).map((device) => {
    const customer = localizedName(device, 'device_group_name_locale', locale);
    const deviceName = localizedName(device, 'device_name_locale', locale);
    return {
      device,
      status: deviceStatus(
        {
          modelId: device.model_id,
          lastMeasureTime: device.last_measure_time,
          statusWord: device.status_word,
        },
        now,
      ),
      customer,
      serialKey: searchKey(device.serial_no),
      numberKey: searchKey(device.optional_info_2),
      modelKey: searchKey(device.optional_info_1),
      // A separator that nobody types, so that one word cannot match across the two names.
      customerKey: `${searchKey(customer)}\u0000${searchKey(deviceName)}`,
    };
  });
}

/** The four search boxes: serial number, customer's machine number, model, customer. */
export interface MachineSearch {
  serial: string;
  number: string;
  model: string;
  customer: string;
}

export const EMPTY_MACHINE_SEARCH: MachineSearch = { serial: '', number: '', model: '', customer: '' };

/**
 * Rows whose every filled box is a substring of its field (case-insensitive); an empty box matches
 * everything, and with all boxes empty the rows come back as they are.
 */
export function filterMachines(rows: readonly MachineRow[], search: MachineSearch): readonly MachineRow[] {
  const serial = searchWord(search.serial);
  const number = searchWord(search.number);
  const model = searchWord(search.model);
  const customer = searchWord(search.customer);
  if (!serial && !number && !model && !customer) return rows;
  return rows.filter(
    (row) =>
      (!serial || row.serialKey.includes(serial)) &&
      (!number || row.numberKey.includes(number)) &&
      (!model || row.modelKey.includes(model)) &&
      (!customer || row.customerKey.includes(customer)),
  );
}
