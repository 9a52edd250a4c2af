/**
 * The shared table's row selection (opt-in, `selectable`): the selected row keys as TanStack's state,
 * and its change handler, which tells the caller the selected keys after each change. Kept apart from
 * paging: choosing rows does not touch the page, and paging keeps the rows chosen on every page.
 */
import { useState } from 'react';
import { functionalUpdate, type RowSelectionState, type Updater } from '@tanstack/react-table';

const NO_SELECTION: RowSelectionState = {};

/** The keys of the selected rows of a selection state. */
const selectedKeys = (selection: RowSelectionState) => Object.keys(selection).filter((key) => selection[key]);

export function useRowSelection(onSelectionChange: ((selectedKeys: string[]) => void) | undefined) {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>(NO_SELECTION);
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) => {
    const next = functionalUpdate(updater, rowSelection);
    setRowSelection(next);
    onSelectionChange?.(selectedKeys(next));
  };
  return { rowSelection, onRowSelectionChange };
}
