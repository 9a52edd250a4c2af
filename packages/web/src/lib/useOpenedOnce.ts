import { useState } from 'react';

/**
 * Whether `open` has been true at least once. A menu, dialog or drawer is put in the page at its first
 * opening and kept there (for its closing transition and the next openings): closed but mounted, an MUI
 * popup still builds its styles on every render of its owner.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set during render (React's pattern for state derived from a change): no extra commit with it unset.
  if (open && !opened) setOpened(true);
  return opened || open;
}
