/**
 * What the client needs to know about each route of part 1 §2 besides its path: the title (page title and
 * heading), whether it shows the breadcrumb, and who may open it.
 */
import type { RouteName, UserDeviceGroupAuthority, UserInfo } from '@airsight/contracts';
import { buildPath } from '@airsight/contracts/routes';
import type { Locale } from '@airsight/contracts/locales';
import type { MessageKey } from '../i18n/index.ts';

export type BreadcrumbSource =
  /** from the route's parameters: the machine (model_id + serial_no) or else the group (device_group_id) */
  | 'params'
  /** the signed-in user's root group */
  | 'userRoot'
  | false;

export interface RouteMeta {
  titleKey: MessageKey;
  breadcrumb: BreadcrumbSource;
  /** Only the special administrator (user.isInfoAdmin) may open it; anyone else sees NotFound. */
  infoAdminOnly?: boolean;
  /** Only a user administrator (user.isUserAdmin) may open it; anyone else sees NotFound. */
  userAdminOnly?: boolean;
  /** Only a gateway administrator (isGatewayAdmin) may open it; anyone else sees NotFound. */
  gatewayAdminOnly?: boolean;
}

export const ROUTE_META: Record<RouteName, RouteMeta> = {
  Root: { titleKey: 'home', breadcrumb: false },
  Login: { titleKey: 'login', breadcrumb: false },
  HomeConsumer: { titleKey: 'home', breadcrumb: 'params' },
  HomeAdmin: { titleKey: 'home', breadcrumb: 'params' },
  AlarmHistory: { titleKey: 'alarmRecords', breadcrumb: 'params' },
  DashboardAdmin: { titleKey: 'dashboard', breadcrumb: 'params' },
  CompressorInfo: { titleKey: 'machineInformation', breadcrumb: 'params' },
  TrendGraph: { titleKey: 'sensorTrendGraph', breadcrumb: 'params' },
  VolumeGraph: { titleKey: 'dischargeAirPowerGraph', breadcrumb: 'params' },
  MonthlyReport: { titleKey: 'monthlyReport', breadcrumb: 'params' },
  MaintenanceHistory: { titleKey: 'maintenanceRecords', breadcrumb: 'params' },
  AlarmMailSetting: { titleKey: 'alarmMailSettings', breadcrumb: 'params' },
  GroupingSetting: { titleKey: 'machineGroupSettings', breadcrumb: false },
  MachineNumberSetting: { titleKey: 'customersMachineNumber', breadcrumb: false },
  InfoSetting: { titleKey: 'manageNotifications', breadcrumb: false, infoAdminOnly: true },
  ConsumerMap: { titleKey: 'consumerMap', breadcrumb: 'userRoot' },
  Logs: { titleKey: 'logging', breadcrumb: false, infoAdminOnly: true },
  UserSetting: { titleKey: 'userManagement', breadcrumb: false, userAdminOnly: true },
  GatewaySetting: { titleKey: 'gatewayManagement', breadcrumb: false, gatewayAdminOnly: true },
  NotFound: { titleKey: 'notFound', breadcrumb: false },
};

/** Routes that show no machine data, which the special administrator may open besides its own. */
const OPEN_TO_INFO_ADMIN: readonly RouteName[] = ['Root', 'Login', 'NotFound'];

/**
 * The route a user actually sees. An info-admin-only route shows NotFound to everyone else, and so does
 * the Users screen to anyone but a user administrator, and the Gateways screen to anyone but a gateway
 * administrator (`isGatewayAdmin`: false, or undefined while not known, lets the screen ask); the special administrator, who manages
 * announcements and logs only (part 1 §6), sees NotFound on every machine screen (the server refuses it
 * their data as well).
 */
export function effectiveRoute(
  route: RouteName,
  user: { isInfoAdmin: boolean; isUserAdmin?: boolean; isGatewayAdmin?: boolean } | null | undefined,
): RouteName {
  const meta = ROUTE_META[route];
  if (meta.infoAdminOnly) return user?.isInfoAdmin ? route : 'NotFound';
  if (meta.userAdminOnly && !user?.isUserAdmin) return 'NotFound';
  if (meta.gatewayAdminOnly && (!user?.isUserAdmin || user.isGatewayAdmin === false)) return 'NotFound';
  if (user?.isInfoAdmin && !OPEN_TO_INFO_ADMIN.includes(route)) return 'NotFound';
  return route;
}

type GroupParent = Pick<UserDeviceGroupAuthority, 'device_group_id' | 'parent_device_group_id'>;

/**
 * Whether the user administers gateways (ours, as the server's NOT_GATEWAY_ADMIN decides): supplier staff
 * with the admin flag, a user administrator whose root group is the top of the tree (no parent). Read from
 * the group authorities, which every screen loads; undefined while they are not known.
 */
export function isGatewayAdmin(
  user: Pick<UserInfo, 'isInfoAdmin' | 'isUserAdmin' | 'deviceGroupId'>,
  groups: readonly GroupParent[] | null | undefined,
): boolean | undefined {
  if (!user.isUserAdmin || user.isInfoAdmin) return false;
  if (groups === undefined) return undefined;
  const root = groups?.find((g) => g.device_group_id === user.deviceGroupId);
  return root !== undefined && root.parent_device_group_id === null;
}

/** CompressorInfo of a machine with the display language (part 1 §2), for a link that opens a new tab. */
export function compressorInfoHref(modelId: string, serialNo: string, locale: Locale): string {
  return `${buildPath('CompressorInfo', { model_id: modelId, serial_no: serialNo })}?locale=${locale}`;
}
