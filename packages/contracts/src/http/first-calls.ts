/**
 * The calls a route's first screen makes as the page starts (web app/preloadFirstScreen.ts and the
 * features' preload.ts), as URLs: the server names them in the page as preloads, so that a phone asks for
 * the data beside the scripts instead of after running them. Built with the call descriptions and query
 * builder the web client uses, so that its calls take the preloaded answers over (e2e shell.test.ts
 * counts one request per call).
 */
import { ALL_GROUP_ID, UNSET_GROUP_ID, type OpenedRoute } from '../routes.ts';
import { fleetCalls } from './calls/fleet.ts';
import { groupCalls } from './calls/groups.ts';
import { maintenanceCalls } from './calls/maintenance.ts';
import { masterInfoCalls } from './calls/master-info.ts';
import { withQuery } from './url.ts';

/**
 * The first calls of a signed-in page: the authorities every screen reads, the home screens' data (with
 * HomeConsumer's maintenance advice) and
 * VolumeGraph's master data of a device group (its sums wait for it: web features/volume-graph/preload.ts).
 */
export function firstCallUrls(route: OpenedRoute, search: URLSearchParams): string[] {
  if (route.name === 'Login' || route.name === 'NotFound') return [];
  const urls = [masterInfoCalls.userDeviceGroupAuthorities.path];
  const groupId = route.params['device_group_id'];
  if (!groupId) return urls;
  if (route.name === 'HomeConsumer') {
    urls.push(
      withQuery(fleetCalls.fleetDevices.path, { device_group_id: groupId }),
      withQuery(groupCalls.groups.path, { deviceGroupId: groupId }),
      // The cards' maintenance notices (web features/home-consumer/preload.ts).
      withQuery(maintenanceCalls.maintenanceAdvice.path, { device_group_id: groupId }),
    );
  } else if (route.name === 'HomeAdmin') {
    // HomeAdmin's open tab (web features/home-admin/constants.ts readTab): machines, or the companies.
    urls.push(
      search.get('tab') === 'machines'
        ? withQuery(fleetCalls.fleetDevices.path, { device_group_id: groupId })
        : withQuery(fleetCalls.groupSummaries.path, { device_group_id: groupId }),
    );
  } else if (route.name === 'VolumeGraph' && !route.params['model_id']) {
    // A device group's machines (names, zones, and for 'all' the list itself); for a user-defined group
    // the groups, and for 'unset' which machines are in none. One machine starts from its own authority.
    urls.push(withQuery(fleetCalls.fleetDevices.path, { device_group_id: groupId }));
    const group = route.params['group_id'];
    if (group && group !== ALL_GROUP_ID)
      urls.push(withQuery(groupCalls.groups.path, { deviceGroupId: groupId }));
    if (group === UNSET_GROUP_ID) {
      urls.push(withQuery(masterInfoCalls.userDeviceAuthorities.path, { device_group_id: groupId }));
    }
  }
  return urls;
}
