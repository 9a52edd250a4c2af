/**
 * User info of part 1 §3, derived as part 1 §6 says:
 * - the first role (by ordinal) whose id contains 'Login' gives the root group id, e.g. 'ACME$';
 * - deviceGroupType is that id without its trailing '$'; the group with that type is deviceGroupId;
 * - admin when that group has child groups; isMap when any role id contains 'gwC2dSendUpd';
 * - isInfoAdmin and isAlarmMailAdmin compare the user id with the fixed account ids of the settings;
 * - isUserAdmin (ours) is users.manages_users of a user that has a root group.
 * A user without a Login role (or whose Login role names no existing group) gets deviceGroupId '' and
 * admin false: such a user sees no groups or machines, so the client shows empty screens, not errors.
 */
import type { UserInfo } from '@airsight/contracts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { NOT_FOUND } from './access.ts';
import {
  findGroupByType,
  findUser,
  listUserRoles,
  LOGIN_MARKER,
  MAP_MARKER,
} from '../repositories/master-data.ts';

export interface RoleWithRoots {
  roleId: string;
  rootGroupIds: readonly string[];
}

/** The root group id of the first Login role ('' when there is none). Roles must be in ordinal order. */
export function loginRootGroupId(roles: readonly RoleWithRoots[]): string {
  return roles.find((r) => r.roleId.includes(LOGIN_MARKER))?.rootGroupIds[0] ?? '';
}

/** 'ACME$' -> 'ACME': the group type is the root group id with one trailing '$' removed. */
export function groupTypeOf(rootGroupId: string): string {
  return rootGroupId.endsWith('$') ? rootGroupId.slice(0, -1) : rootGroupId;
}

export interface UserInfoFacts {
  userId: string;
  userName: string;
  roles: readonly RoleWithRoots[];
  /** The group whose type is the Login role's group type, if it exists. */
  rootGroup: { deviceGroupId: string; hasChildren: boolean } | undefined;
  infoAdminUserId: string;
  alarmMailAdminUserId: string;
  /** users.manages_users: counts only with a root group to manage users under. */
  managesUsers: boolean;
}

/** Pure derivation of the user info from what the database says about the user. */
export function deriveUserInfo(facts: UserInfoFacts): UserInfo {
  return {
    userId: facts.userId,
    userName: facts.userName,
    deviceGroupType: groupTypeOf(loginRootGroupId(facts.roles)),
    deviceGroupId: facts.rootGroup?.deviceGroupId ?? '',
    admin: facts.rootGroup?.hasChildren ?? false,
    isMap: facts.roles.some((r) => r.roleId.includes(MAP_MARKER)),
    isInfoAdmin: facts.userId === facts.infoAdminUserId,
    isAlarmMailAdmin: facts.userId === facts.alarmMailAdminUserId,
    isUserAdmin: facts.managesUsers && facts.rootGroup !== undefined,
  };
}

export async function loadUserInfo(db: Db, userId: string, config: Config): Promise<UserInfo> {
  const user = await findUser(db, userId);
  if (!user) throw NOT_FOUND.bare();
  const roles = await listUserRoles(db, userId);
  const type = groupTypeOf(loginRootGroupId(roles));
  const group = type === '' ? undefined : await findGroupByType(db, type);
  return deriveUserInfo({
    userId,
    userName: user.user_name,
    managesUsers: user.manages_users,
    roles,
    rootGroup: group && { deviceGroupId: group.device_group_id, hasChildren: group.has_children },
    infoAdminUserId: config.infoAdminUserId,
    alarmMailAdminUserId: config.alarmMailAdminUserId,
  });
}
