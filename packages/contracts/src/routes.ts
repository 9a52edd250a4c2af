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
  const body = shape.replace(/\/:[a-z_]+\?|\/:[a-z_]+|[^/:]+/g, (part) => {
    if (part.startsWith('/:')) return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${body}/?$`);
}

const ROUTE_PATTERNS = (Object.entries(ROUTE_PATHS) as [RouteName, string][])
  .filter(([name]) => name !== 'NotFound')
  .map(([name, shape]) => [name, shapePattern(shape)] as const);

/** The route a path opens (the server's view of the client's router, for what a page loads first). */
export function routeNameAt(pathname: string): RouteName {
  return ROUTE_PATTERNS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? 'NotFound';
}
