/**
 * The shared table's row selection (opt-in, `selectable`): the selected row keys as TanStack's state,
 * and its change handler, which tells the caller the selected keys after each change. Kept apart from
 * paging: choosing rows does not touch the page, and paging keeps the rows chosen on every page. Rows that
 * leave the data (deleted, or filtered out by a new answer) leave the selection too, and the caller is told.
 */
import { useEffect, useRef, useState } from 'react';
import { functionalUpdate, type RowSelectionState, type Updater } from '@tanstack/react-table';

const NO_SELECTION: RowSelectionState = {};

/** The keys of the selected rows of a selection state. */
const selectedKeys = (selection: RowSelectionState) => Object.keys(selection).filter((key) => selection[key]);

/** The selection without the keys that are not in `present`; the same object when nothing left. */
export function pruneSelection(
  selection: RowSelectionState,
  present: ReadonlySet<string>,
): RowSelectionState {
  const kept = selectedKeys(selection).filter((key) => present.has(key));
  if (kept.length === selectedKeys(selection).length) return selection;
  return Object.fromEntries(kept.map((key) => [key, true]));
}

export function useRowSelection<Row>(
  rows: readonly Row[],
  rowKey: (row: Row) => string,
  onSelectionChange: ((selectedKeys: string[]) => void) | undefined,
) {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>(NO_SELECTION);
  // New data prunes the selection in the same render (React's "adjust state when a prop changes").
  const [dataRows, setDataRows] = useState(rows);
  if (rows !== dataRows) {
    setDataRows(rows);
    const pruned = pruneSelection(rowSelection, new Set(rows.map(rowKey)));
    if (pruned !== rowSelection) setRowSelection(pruned);
  }
  // The caller hears of every change, the user's and the pruning's, once it is on screen.
  const reported = useRef(rowSelection);
  useEffect(() => {
    if (reported.current === rowSelection) return;
    reported.current = rowSelection;
    onSelectionChange?.(selectedKeys(rowSelection));
  });
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) =>
    setRowSelection(functionalUpdate(updater, rowSelection));
  return { rowSelection, onRowSelectionChange };
}
