/** A longer trail shows its first crumb, a button for the hidden ones and its last four (as MUI's). */
const MAX_SHOWN = 8;
const SHOWN_BEFORE = 1;
const SHOWN_AFTER = 4;

/** Where the "…" button stands in a collapsed trail: the index of the first hidden crumb. */
export const FIRST_HIDDEN = SHOWN_BEFORE;

/** The crumbs to show, with 'more' for the button that shows the hidden ones. */
export function collapseTrail<T>(crumbs: readonly T[], expanded: boolean): Array<T | 'more'> {
  if (expanded || crumbs.length <= MAX_SHOWN) return [...crumbs];
  return [...crumbs.slice(0, SHOWN_BEFORE), 'more', ...crumbs.slice(-SHOWN_AFTER)];
}
