import { readQueryTab } from '../../lib/queryTab.ts';

/** HomeAdmin auto-refresh: every 7,200,000 ms, 2 hours (part 1 §9). */
export const HOME_ADMIN_REFRESH_MS = 7_200_000;

export const HOME_ADMIN_TABS = ['companies', 'machines'] as const;
export type HomeAdminTab = (typeof HOME_ADMIN_TABS)[number];

/** The tab lives in the query (?tab=machines) so that reload, back and shared links keep it. */
export function readTab(params: URLSearchParams): HomeAdminTab {
  return readQueryTab(params, HOME_ADMIN_TABS);
}
