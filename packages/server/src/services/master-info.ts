/**
 * The master-info calls of the Main API (part 1 §7, part 2 §7). Every call starts from the caller's
 * scope (access.ts); an explicit id outside it answers the bare 404 'Not found' of the original API,
 * exactly like an id that does not exist, so a caller cannot learn what exists elsewhere.
 */
import {
  DEVICE_AUTHORITY_SORT_COLUMNS,
  SENSOR_SORT_COLUMNS,
  type BaseDevicesResponse,
  type DeviceGroupsQuery,
  type DeviceGroupsResponse,
  type RoleRootGroupsQuery,
  type RoleRootGroupsResponse,
  type SensorsQuery,
  type SensorsResponse,
  type Sensor,
  type UserDeviceAuthoritiesQuery,
  type UserDeviceAuthoritiesResponse,
  type UserDeviceGroupAuthoritiesQuery,
  type UserDeviceGroupAuthoritiesResponse,
  type UserRolesQuery,
  type UserRolesResponse,
} from '@airsight/contracts';
import { registersForModel } from '@airsight/contracts/models/registers';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { listDeviceAuthorities, listModelIds, listUserRoles } from '../repositories/master-data.ts';
import { groupIdsUnder, groupsUnder, NOT_FOUND, requireMachine, type Scope } from './access.ts';
import { compareBy, parseSort, withTieBreakers } from './sort.ts';

export async function userRoles(db: Db, userId: string, query: UserRolesQuery): Promise<UserRolesResponse> {
  // Only the caller's own roles; another user's id answers as if it did not exist.
  if (query.user_id !== userId) throw NOT_FOUND.bare();
  const roles = await listUserRoles(db, userId);
  return { user_role_list: roles.map((r) => ({ user_id: userId, role_id: r.roleId })) };
}

export async function roleRootGroups(
  db: Db,
  userId: string,
  query: RoleRootGroupsQuery,
): Promise<RoleRootGroupsResponse> {
  const role = (await listUserRoles(db, userId)).find((r) => r.roleId === query.role_id);
  if (!role) throw NOT_FOUND.bare();
  return {
    role_root_group_list: role.rootGroupIds.map((root) => ({ role_id: role.roleId, root_group_id: root })),
  };
}

export function deviceGroups(scope: Scope, query: DeviceGroupsQuery): DeviceGroupsResponse {
  const { device_group_id: id, device_group_type: type } = query;
  if (id === undefined && type === undefined) {
    throw badRequest('querystring: give device_group_type or device_group_id');
  }
  const group = scope.groups.find(
    (g) =>
      (id === undefined || g.device_group_id === id) && (type === undefined || g.device_group_type === type),
  );
  if (!group) throw NOT_FOUND.bare();
  return {
    device_group_list: [
      {
        device_group_id: group.device_group_id,
        parent_device_group_id: group.parent_device_group_id,
        root_group_id: group.root_group_id,
        device_group_type: group.device_group_type,
        name_locale1: group.name_locale1,
        name_locale2: group.name_locale2,
        name_locale3: group.name_locale3,
        has_children: group.has_children,
      },
    ],
  };
}

export function userDeviceGroupAuthorities(
  scope: Scope,
  query: UserDeviceGroupAuthoritiesQuery,
): UserDeviceGroupAuthoritiesResponse {
  const id = query.device_group_id;
  const groups = id === undefined ? scope.groups : groupsUnder(scope, id, NOT_FOUND.bare);
  return {
    user_device_group_authority_list: groups.map((g) => ({
      device_group_id: g.device_group_id,
      parent_device_group_id: g.parent_device_group_id,
      root_group_id: g.root_group_id,
      device_group_type: g.device_group_type,
      device_group_name_locale1: g.name_locale1,
      device_group_name_locale2: g.name_locale2,
      device_group_name_locale3: g.name_locale3,
      has_children: g.has_children,
    })),
  };
}

export async function baseDevices(db: Db, scope: Scope): Promise<BaseDevicesResponse> {
  const modelIds = await listModelIds(db, scope.groupIds);
  return { base_device_list: modelIds.map((model_id) => ({ model_id })) };
}

export async function userDeviceAuthorities(
  db: Db,
  scope: Scope,
  query: UserDeviceAuthoritiesQuery,
): Promise<UserDeviceAuthoritiesResponse> {
  if (query.serial_no !== undefined && query.model_id === undefined) {
    throw badRequest('querystring: serial_no needs model_id');
  }
  const order = withTieBreakers(parseSort(query.sort, DEVICE_AUTHORITY_SORT_COLUMNS), [
    'model_id',
    'serial_no',
  ]);
  const groupIds = groupIdsUnder(scope, query.device_group_id, NOT_FOUND.bare);
  const rows = await listDeviceAuthorities(db, {
    groupIds,
    modelId: query.model_id,
    serialNo: query.serial_no,
    order,
  });
  // One named machine the caller cannot see is an unknown machine.
  if (query.serial_no !== undefined && rows.length === 0) throw NOT_FOUND.bare();
  return { user_device_authority_list: rows };
}

export async function sensors(db: Db, scope: Scope, query: SensorsQuery): Promise<SensorsResponse> {
  const order = withTieBreakers(parseSort(query.sort, SENSOR_SORT_COLUMNS), ['address']);
  const key = { modelId: query.model_id, serialNo: query.serial_no };
  const device = await requireMachine(db, scope, key, NOT_FOUND.bare);
  const word = query.name_locale2;
  const list: Sensor[] = registersForModel(device.model_id)
    .filter((r) => word === undefined || r.name[1].includes(word))
    .map((r) => ({
      sensor_id: r.sensorId,
      address: r.address,
      name_locale1: r.name[0],
      name_locale2: r.name[1],
      name_locale3: r.name[2],
      unit_locale1: r.unit?.[0] ?? null,
      unit_locale2: r.unit?.[1] ?? null,
      unit_locale3: r.unit?.[2] ?? null,
      min_value_locale1: r.min?.[0] ?? null,
      min_value_locale2: r.min?.[1] ?? null,
      min_value_locale3: r.min?.[2] ?? null,
      max_value_locale1: r.max?.[0] ?? null,
      max_value_locale2: r.max?.[1] ?? null,
      max_value_locale3: r.max?.[2] ?? null,
      remarks: r.remarks,
      display_range: r.displayRange,
      kind: r.kind,
    }));
  return { sensor_list: list.sort(compareBy(order)) };
}
