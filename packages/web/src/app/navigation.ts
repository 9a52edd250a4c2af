/**
 * The menu by role (part 1 §6). Administrators (user.admin) get Home only, customers get Home and the
 * three settings, the special administrator (user.isInfoAdmin) gets only notifications and logging. Ours:
 * a user administrator (user.isUserAdmin), administrator or customer, gets Users last, and a gateway
 * administrator (lib/routes.ts isGatewayAdmin: supplier staff with the admin flag) Gateways after it.
 */
import type { RouteName, UserInfo } from '@airsight/contracts';
import { buildPath } from '@airsight/contracts/routes';
import type { MessageKey } from '../i18n/index.ts';

export type NavIcon =
  'home' | 'machineNumber' | 'groups' | 'alarmMail' | 'notifications' | 'logs' | 'users' | 'gateways';

export interface NavItem {
  id: string;
  route: RouteName;
  /** Other routes that light up this item (Home covers both home screens). */
  alsoActiveOn?: readonly RouteName[];
  labelKey: MessageKey;
  to: string;
  icon: NavIcon;
}

type NavUser = Pick<UserInfo, 'admin' | 'isInfoAdmin' | 'isUserAdmin' | 'deviceGroupId'>;

const USERS_ITEM: NavItem = {
  id: 'userSetting',
  route: 'UserSetting',
  labelKey: 'userManagement',
  to: buildPath('UserSetting'),
  icon: 'users',
};

const GATEWAYS_ITEM: NavItem = {
  id: 'gatewaySetting',
  route: 'GatewaySetting',
  labelKey: 'gatewayManagement',
  to: buildPath('GatewaySetting'),
  icon: 'gateways',
};

/** The route a user lands on after sign-in (part 1 §4, §6). */
export function homePath(user: NavUser): string | null {
  if (user.isInfoAdmin) return buildPath('InfoSetting');
  if (!user.deviceGroupId) return null;
  return buildPath(user.admin ? 'HomeAdmin' : 'HomeConsumer', { device_group_id: user.deviceGroupId });
}

/** The menu of `user`; `gatewayAdmin` adds Gateways (lib/routes.ts isGatewayAdmin). */
export function navItemsFor(user: NavUser, gatewayAdmin = false): NavItem[] {
  if (user.isInfoAdmin) {
    return [
      {
        id: 'infoSetting',
        route: 'InfoSetting',
        labelKey: 'manageNotifications',
        to: buildPath('InfoSetting'),
        icon: 'notifications',
      },
      { id: 'logs', route: 'Logs', labelKey: 'logging', to: buildPath('Logs'), icon: 'logs' },
    ];
  }
  const items: NavItem[] = [];
  const home = homePath(user);
  if (home) {
    items.push({
      id: 'home',
      route: user.admin ? 'HomeAdmin' : 'HomeConsumer',
      alsoActiveOn: ['HomeAdmin', 'HomeConsumer'],
      labelKey: 'home',
      to: home,
      icon: 'home',
    });
  }
  const admins = [
    ...(user.isUserAdmin ? [USERS_ITEM] : []),
    ...(user.isUserAdmin && gatewayAdmin ? [GATEWAYS_ITEM] : []),
  ];
  if (user.admin) return [...items, ...admins];
  items.push(
    {
      id: 'machineNumberSetting',
      route: 'MachineNumberSetting',
      labelKey: 'customersMachineNumber',
      to: buildPath('MachineNumberSetting'),
      icon: 'machineNumber',
    },
    {
      id: 'groupingSetting',
      route: 'GroupingSetting',
      labelKey: 'machineGroupSettings',
      to: buildPath('GroupingSetting'),
      icon: 'groups',
    },
  );
  if (user.deviceGroupId) {
    items.push({
      id: 'alarmMailSetting',
      route: 'AlarmMailSetting',
      labelKey: 'alarmMailSettings',
      to: buildPath('AlarmMailSetting', { device_group_id: user.deviceGroupId }),
      icon: 'alarmMail',
    });
  }
  return [...items, ...admins];
}
