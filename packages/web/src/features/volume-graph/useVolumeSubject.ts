/**
 * What VolumeGraph is about, for the line under its title: the machine (machine unit and customer's
 * machine number) when one machine was opened, else the device group and the card group of HomeConsumer
 * ('ALL', 'Unset' or the user-defined group's name). The names come from calls the route resolution has
 * already made, so this asks nothing new.
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUserGroups } from '../../api/groups/getGroups.ts';
import { ALL_GROUP_ID, UNSET_GROUP_ID } from '@airsight/contracts/routes';
import { useGroupAuthorities } from '../../api/master-info/getGroupAuthorities.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { localizedName } from '../../lib/names.ts';
import type { VolumeMachine } from './volumeData.ts';

export function useVolumeSubject(machines: readonly VolumeMachine[] | undefined): string {
  const { t } = useTranslation();
  const locale = useLocale();
  const params = useParams();
  const deviceGroupId = params.device_group_id || undefined;
  const groupId = params.group_id || undefined;
  const userGroupId = groupId === ALL_GROUP_ID || groupId === UNSET_GROUP_ID ? undefined : groupId;
  const groups = useGroupAuthorities(Boolean(deviceGroupId));
  // Only a user-defined group's name needs the user's groups.
  const userGroups = useUserGroups(userGroupId ? deviceGroupId : undefined);

  if (!deviceGroupId) {
    return params.model_id && params.serial_no && machines?.length === 1 ? machines[0]!.label : '';
  }
  const group = groups.data?.find((g) => g.device_group_id === deviceGroupId);
  const groupName = group ? localizedName(group, 'device_group_name_locale', locale) : '';
  const cardGroup =
    groupId === undefined || groupId === ALL_GROUP_ID
      ? t('allMachines')
      : groupId === UNSET_GROUP_ID
        ? t('unset')
        : (userGroups.data?.find((g) => String(g.id) === userGroupId)?.groupName ?? '');
  return [groupName, cardGroup].filter(Boolean).join(' / ');
}
