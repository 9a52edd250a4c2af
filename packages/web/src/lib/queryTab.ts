/**
 * A screen's tab lives in the query (?tab=machines) so that reload, back and shared links keep it. The
 * first of `tabs` is the default, which leaves the parameter out; an unknown value reads as the default.
 */
export function readQueryTab<Tab extends string>(
  params: URLSearchParams,
  tabs: readonly [Tab, ...Tab[]],
): Tab {
  const value = params.get('tab');
  return tabs.find((tab) => tab === value) ?? tabs[0];
}
