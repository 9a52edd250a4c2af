/**
 * Where the four buttons of a HomeConsumer group header lead (part 1 §2), with the parameters of the
 * route paths (@airsight/contracts/routes) and the group's machines as router state.
 */
import { ALL_GROUP_ID, buildPath, UNSET_GROUP_ID } from '@airsight/contracts/routes';
import type { UserGroupDevice } from '../../api/groups/getGroups.ts';
import type { CardGroup } from './cardGroups.ts';

/**
 * Router navigation state of the group screens opened from a group header (VolumeGraph, MonthlyReport,
 * AlermHistory, AlermMailSetting): `compressors`, the machines of the group as { modelId, serialNo }.
 * It lives only in the browser's history entry: a screen opened from a bookmark or a mail has none and
 * must fall back to its route parameters (device_group_id, group_id).
 */
export interface GroupNavigationState {
  compressors: UserGroupDevice[];
}

export interface GroupLinks {
  volumeGraph: string;
  monthlyReport: string;
  alarmHistory: string;
  /** Only for users with the admin flag, and only on 'all' (part 1 §2, §6). */
  alarmMailSetting?: string;
  state: GroupNavigationState;
}

/** The group_id of a card group in a route path: none for 'all', 'unset', or the user group's id. */
export function groupIdParam(group: Pick<CardGroup, 'kind' | 'groupId'>): string | undefined {
  if (group.kind === 'unset') return UNSET_GROUP_ID;
  if (group.kind === 'user') return group.groupId;
  return undefined;
}

export function groupLinks(
  deviceGroupId: string,
  group: Pick<CardGroup, 'kind' | 'groupId' | 'compressors'>,
  options: { admin: boolean; deviceGroupName?: string | undefined },
): GroupLinks {
  const groupId = groupIdParam(group);
  const params = { device_group_id: deviceGroupId, group_id: groupId };
  const links: GroupLinks = {
    volumeGraph: buildPath('VolumeGraph', params),
    monthlyReport: buildPath('MonthlyReport', { ...params, group_id: groupId ?? ALL_GROUP_ID }),
    alarmHistory: buildPath('AlarmHistory', params),
    state: { compressors: group.compressors },
  };
  if (options.admin && group.kind === 'all') {
    links.alarmMailSetting = buildPath('AlarmMailSetting', {
      device_group_id: deviceGroupId,
      device_group_name_locale: options.deviceGroupName || undefined,
    });
  }
  return links;
}
