/** User-defined group calls of the second backend (contracts http/groups.ts). */
import type * as groups from '../groups.ts';
import { getCall, sendCall } from './spec.ts';

export const groupCalls = {
  groups: getCall<groups.GetGroupsQuery, groups.GetGroupsResponse>('/api/getGroups'),
  addGroups: sendCall<groups.AddGroupsBody, groups.UserGroup>('POST', '/api/addGroups'),
  putGroups: sendCall<groups.PutGroupsBody, groups.UserGroup>('PUT', '/api/putGroups'),
  putGroupDevice: sendCall<groups.PutGroupDeviceBody, groups.PutGroupDeviceResponse>(
    'PUT',
    '/api/putGroupDevice',
  ),
  deleteGroups: sendCall<never, groups.DeleteGroupsResponse, groups.DeleteGroupsQuery>(
    'DELETE',
    '/api/deleteGroups',
  ),
} as const;
