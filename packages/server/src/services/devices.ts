/**
 * GET /devices and PUT /devices/{id} (part 2 §7). A client sends the whole record back with only the
 * customer's machine number (optional_info_2) changed; the version it read guards against lost updates.
 */
import type { Device, DevicesQuery, DevicesResponse, DeviceUpdateBody } from '@airsight/contracts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict } from '../errors.ts';
import { updateDeviceMachineNumber, type DeviceRow } from '../repositories/master-data.ts';
import { NOT_FOUND, requireMachine, requireMachineById, type Scope } from './access.ts';
import { recordOperation } from './operation-log.ts';

/** The only field a client may change through PUT /devices/{id}. */
const EDITABLE_FIELD = 'optional_info_2';
const TIME_FIELDS = new Set(['insert_time', 'update_time']);

export function toDevice(row: DeviceRow): Device {
  return {
    id: String(row.id),
    model_id: row.model_id,
    serial_no: row.serial_no,
    name_locale1: row.name_locale1,
    name_locale2: row.name_locale2,
    name_locale3: row.name_locale3,
    description_locale1: row.description_locale1,
    description_locale2: row.description_locale2,
    description_locale3: row.description_locale3,
    optional_info_1: row.optional_info_1,
    optional_info_2: row.optional_info_2,
    optional_info_3: row.optional_info_3,
    optional_info_4: row.optional_info_4,
    optional_info_5: row.optional_info_5,
    optional_info_6: row.optional_info_6,
    optional_info_7: row.optional_info_7,
    optional_info_8: row.optional_info_8,
    optional_info_9: row.optional_info_9,
    optional_info_10: row.optional_info_10,
    time_zone: row.time_zone,
    communication_flg: row.communication_flg,
    device_mode: row.device_mode,
    device_type: row.device_type,
    iot_device_flg: row.iot_device_flg,
    latitude: row.latitude,
    longitude: row.longitude,
    maker_code: row.maker_code,
    note: row.note,
    parent_model_id: row.parent_model_id,
    parent_serial_no: row.parent_serial_no,
    setup_place: row.setup_place,
    setup_status: row.setup_status,
    unreceive_seconds: row.unreceive_seconds,
    insert_time: new Date(row.insert_time).toISOString(),
    inserted: row.inserted,
    update_time: new Date(row.update_time).toISOString(),
    updated: row.updated,
    version: row.version,
    consent_form_received: row.consent_form_received,
    service_customer_code: row.service_customer_code,
  };
}

/**
 * Fields of the sent record that differ from the stored one, apart from the editable field and the
 * version (checked separately). Times compare as instants, so any ISO spelling of the same time passes.
 */
export function changedFields(stored: Device, sent: DeviceUpdateBody): string[] {
  return (Object.keys(stored) as (keyof Device)[]).filter((field) => {
    if (field === EDITABLE_FIELD || field === 'version') return false;
    const a = stored[field];
    const b = sent[field];
    if (TIME_FIELDS.has(field)) return Date.parse(String(a)) !== Date.parse(String(b));
    return a !== b;
  });
}

export async function getDevices(db: Db, scope: Scope, query: DevicesQuery): Promise<DevicesResponse> {
  const key = { modelId: query.model_id, serialNo: query.serial_no };
  const row = await requireMachine(db, scope, key, NOT_FOUND.bare);
  return { device_list: [toDevice(row)] };
}

export async function updateDevice(
  db: Db,
  scope: Scope,
  id: string,
  body: DeviceUpdateBody,
): Promise<Device> {
  const row = await requireMachineById(db, scope, id);
  const stored = toDevice(row);
  // A stale version is reported first: the other differences are then most likely someone else's edit.
  if (body.version !== stored.version) throw staleVersion(stored.version, body.version);
  const changed = changedFields(stored, body);
  if (changed.length > 0) {
    throw badRequest(
      `body: only ${EDITABLE_FIELD} may be changed, but ${changed.join(', ')} differ from the stored device`,
      'READ_ONLY_FIELD',
    );
  }
  const updated = await updateDeviceMachineNumber(db, {
    groupIds: scope.groupIds,
    id,
    expectedVersion: body.version,
    optionalInfo2: body.optional_info_2,
    updatedBy: scope.userId,
  });
  // Someone else saved between our read and our write.
  if (!updated) throw staleVersion(stored.version + 1, body.version);
  await recordOperation(db, {
    type: 'machineNumberChange',
    userId: scope.userId,
    machine: { modelId: row.model_id, serialNo: row.serial_no },
    contents: { value: body.optional_info_2 ?? '' },
  });
  return toDevice(updated);
}

function staleVersion(current: number, sent: number) {
  return conflict(
    `The device was changed meanwhile (version ${sent} was sent, the stored one is ${current}): reload it and try again`,
    'VERSION_CONFLICT',
  );
}
