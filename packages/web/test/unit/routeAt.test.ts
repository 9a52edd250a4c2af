import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeAt } from '@airsight/contracts/routes';
import { routes } from '../../src/app/router.tsx';
import { isRouteHandle } from '../../src/app/routeHandle.ts';

/** The route and parameters the client's router opens for `pathname`. */
function routerOpens(pathname: string) {
  const match = (matchRoutes(routes, pathname) ?? []).findLast((m) => isRouteHandle(m.route.handle));
  if (!match || !isRouteHandle(match.route.handle)) return undefined;
  const params = Object.fromEntries(Object.entries(match.params).filter(([key]) => key !== '*'));
  return { name: match.route.handle.route, params };
}

// The page load preloads the chunks and data of the route that contracts' routeAt names (as the server
// does for the page's preload links); the router then opens its own match. They must agree.
const PATHS = [
  '/',
  '/Login',
  '/HomeConsumer/acme-kawasaki',
  '/HomeAdmin/supplier',
  '/AlermHistory/d/acme/m/s/g/all',
  '/AlermHistory/d/m/M1/s/S%2F2/g',
  '/DashboardAdmin/d/supplier',
  '/CompressorInfo/M%201/S1',
  '/TrendGraph/M1/S1',
  '/VolumeGraph/d/acme/m/s/g/unset',
  '/MonthlyReport/acme/all',
  '/AlermMailSetting/d/acme/g/all/n/Acme/m/s',
  '/GroupingSetting',
  '/Logs',
  '/no/such/screen',
  '/HomeConsumer',
];

describe('routeAt: the route a page load opens, for preloading its chunks and data', () => {
  it.each(PATHS)('names what the router opens for %s', (path) => {
    expect(routeAt(path)).toEqual(routerOpens(path));
  });

  it('names the screen and its parameters', () => {
    expect(routeAt('/HomeConsumer/acme-kawasaki')).toEqual({
      name: 'HomeConsumer',
      params: { device_group_id: 'acme-kawasaki' },
    });
    expect(routeAt('/')).toEqual({ name: 'Root', params: {} });
    expect(routeAt('/no/such/screen').name).toBe('NotFound');
  });
});
