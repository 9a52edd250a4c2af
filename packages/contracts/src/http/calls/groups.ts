/** User-defined group calls of the second backend (contracts http/groups.ts). */
import type * as groups from '../groups.ts';
import { getCall } from './spec.ts';

export const groupCalls = {
  groups: getCall<groups.GetGroupsQuery, groups.GetGroupsResponse>('/api/getGroups'),
} as const;
