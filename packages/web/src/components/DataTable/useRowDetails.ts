/**
 * Which columns a narrow table shows and which it moves into each row's details (useColumnFit.ts measures
 * how many detail columns must leave, the last one first), and which rows have their details open: kept
 * by row key, so that they survive sorting, paging and new data.
 */
import { useCallback, useMemo, useState, type RefObject } from 'react';
import type { DataTableColumn } from './columns.ts';
import { useColumnFit } from './useColumnFit.ts';

export function useRowDetails<Row>(
  columns: readonly DataTableColumn<Row>[],
  outerRef: RefObject<HTMLElement | null>,
  scrollRef: RefObject<HTMLElement | null>,
  /** The rows of the page: new rows may widen the table. */
  pageRows: unknown,
) {
  const detailColumns = useMemo(() => columns.filter((c) => c.priority === 'detail'), [columns]);
  const detailIds = useMemo(() => detailColumns.map((c) => c.id), [detailColumns]);
  const hiddenCount = useColumnFit(outerRef, scrollRef, detailIds, pageRows, columns);
  const { shownColumns, hiddenColumns } = useMemo(() => {
    const hidden = new Set(detailColumns.slice(detailColumns.length - hiddenCount));
    return {
      shownColumns: hiddenCount ? columns.filter((c) => !hidden.has(c)) : columns,
      hiddenColumns: columns.filter((c) => hidden.has(c)),
    };
  }, [columns, detailColumns, hiddenCount]);

  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggleExpanded = useCallback(
    (key: string) =>
      setExpanded((previous) => {
        const next = new Set(previous);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );

  return {
    shownColumns,
    /** The detail columns that left the table, shown in each row's details. */
    hiddenColumns,
    /** Columns have left: each row has a Details button. */
    compact: hiddenColumns.length > 0,
    expanded,
    toggleExpanded,
  };
}
