/** User-defined group calls of the second backend (contracts http/groups.ts). */
import type { GetGroupsQuery, GetGroupsResponse } from '../groups.ts';
import type { CallSpec } from './spec.ts';

export const groupCalls = {
  groups: { path: '/api/getGroups' } as CallSpec<GetGroupsQuery, never, GetGroupsResponse>,
} as const;
