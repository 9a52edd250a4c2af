import { useSearchParams } from 'react-router';
import { readQueryTab } from './queryTab.ts';

/** The tab in the route's query and a function that opens another one (a new history entry). */
export function useQueryTab<Tab extends string>(
  tabs: readonly [Tab, ...Tab[]],
): [tab: Tab, select: (next: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const select = (next: Tab) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      if (next === tabs[0]) updated.delete('tab');
      else updated.set('tab', next);
      return updated;
    });
  return [readQueryTab(params, tabs), select];
}
