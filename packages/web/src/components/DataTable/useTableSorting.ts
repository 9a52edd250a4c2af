/**
 * The shared table's sort as TanStack's state: the caller's (`sort` with `onSortChange`) or the table's
 * own, starting at `defaultSort`; a change is reported to the caller either way.
 */
import { useMemo, useState } from 'react';
import { functionalUpdate, type SortingState, type Updater } from '@tanstack/react-table';
import type { SortState } from './sortRows.ts';
import { fromSorting, toSorting } from './tableModel.ts';

export function useTableSorting(
  controlledSort: SortState | null | undefined,
  defaultSort: SortState | null,
  onSortChange: ((sort: SortState) => void) | undefined,
) {
  const [ownSorting, setOwnSorting] = useState<SortingState>(() => toSorting(defaultSort));
  const givenSorting = useMemo(() => toSorting(controlledSort), [controlledSort]);
  const sorting = controlledSort !== undefined ? givenSorting : ownSorting;
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting);
    if (controlledSort === undefined) setOwnSorting(next);
    const nextSort = fromSorting(next);
    if (nextSort) onSortChange?.(nextSort);
  };
  return { sorting, onSortingChange };
}
