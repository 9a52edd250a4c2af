/**
 * Route names and path shapes of the web client, exactly as part 1 §2 gives them (the 'Alerm' spelling
 * included: links in mails and bookmarks use these paths). Shared so that the server can build links.
 */
/**
 * The group_id route parameter's two values that name no user-defined group (part 2 §2): 'all', every
 * machine of the device group (MonthlyReport's path requires a group_id, so it carries 'all'; the routes
 * with an optional group_id leave it out), and 'unset', the machines in no user-defined group.
 */
export const ALL_GROUP_ID = 'all';
export const UNSET_GROUP_ID = 'unset';

export const ROUTE_PATHS = {
  Root: '/',
  Login: '/Login',
  HomeConsumer: '/HomeConsumer/:device_group_id',
  HomeAdmin: '/HomeAdmin/:device_group_id',
  AlarmHistory: '/AlermHistory/d/:device_group_id?/m/:model_id?/s/:serial_no?/g/:group_id?',
  DashboardAdmin: '/DashboardAdmin/d/:device_group_id',
  CompressorInfo: '/CompressorInfo/:model_id/:serial_no',
  TrendGraph: '/TrendGraph/:model_id/:serial_no',
  VolumeGraph: '/VolumeGraph/d/:device_group_id?/m/:model_id?/s/:serial_no?/g/:group_id?',
  MonthlyReport: '/MonthlyReport/:device_group_id/:group_id',
  MaintenanceHistory: '/MaintenanceHistory/:model_id/:serial_no',
  AlarmMailSetting:
    '/AlermMailSetting/d/:device_group_id?/g/:group_id?/n/:device_group_name_locale?/m/:model_id?/s/:serial_no?',
  GroupingSetting: '/GroupingSetting',
  MachineNumberSetting: '/MachineNumberSetting',
  InfoSetting: '/InfoSetting',
  ConsumerMap: '/ConsumerMap',
  Logs: '/Logs',
  /** Ours (beyond the specification): user administration, for a user administrator. */
  UserSetting: '/UserSetting',
  /** Ours: gateway administration, for supplier staff with the admin flag. */
  GatewaySetting: '/GatewaySetting',
  NotFound: '*',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/** Fills a path shape with values; an optional parameter left out drops its segment. */
export function buildPath(name: RouteName, params: Record<string, string | undefined> = {}): string {
  return ROUTE_PATHS[name].replace(/\/:([a-z_]+)(\??)/g, (_m, key: string, optional: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`route ${name} needs the parameter ${key}`);
    }
    return `/${encodeURIComponent(value)}`;
  });
}

/** A path shape as a regular expression: a parameter is one segment; an optional one may be left out. */
function shapePattern(shape: string): RegExp {
  const body = shape.replace(/\/:([a-z_]+)(\??)|[^/:]+/g, (part, name?: string, optional?: string) => {
    if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return optional ? `(?:/(?<${name}>[^/]+))?` : `/(?<${name}>[^/]+)`;
  });
  return new RegExp(`^${body}/?$`);
}

const ROUTE_PATTERNS = (Object.entries(ROUTE_PATHS) as [RouteName, string][])
  .filter(([name]) => name !== 'NotFound')
  .map(([name, shape]) => [name, shapePattern(shape)] as const);

export interface OpenedRoute {
  name: RouteName;
  /** The path's parameters, decoded; an optional one left out is absent. */
  params: Partial<Record<string, string>>;
}

/** The route a path opens and its parameters (the server's view of the client's router). */
export function routeAt(pathname: string): OpenedRoute {
  for (const [name, pattern] of ROUTE_PATTERNS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const params: Partial<Record<string, string>> = {};
    for (const [key, value] of Object.entries(match.groups ?? {})) {
      if (value === undefined) continue;
      try {
        params[key] = decodeURIComponent(value);
      } catch {
        return { name: 'NotFound', params: {} };
      }
    }
    return { name, params };
  }
  return { name: 'NotFound', params: {} };
}
