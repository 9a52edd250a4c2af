/**
 * The sort rules of the shared table: numbers numerically, texts with a natural, case-blind collation,
 * empty values last in both directions, equal rows in their incoming order. The table applies them as a
 * TanStack sorting function (tableModel.ts); `sortRows` applies the same rules outside the table so that
 * a screen can put its CSV rows in the order the table shows (part 1 §2: CSV of the table as shown).
 */
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

export type SortValue = string | number | boolean | null | undefined;

/** The part of a column that sorting reads. */
export interface SortableColumn<Row> {
  id: string;
  sortValue?: (row: Row) => SortValue;
}

// Made on the first text comparison: its first use loads ICU's collation data, work that a table opening
// unsorted (HomeAdmin's) would otherwise do in its screen's first task.
let collator: Intl.Collator | undefined;

/** Empty values (null, undefined, '') carry no order: they go last whatever the direction. */
export function isEmptySortValue(value: SortValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** Ascending comparison of two non-empty values; the caller reverses it for a descending sort. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return collator.compare(String(a), String(b));
}

/**
 * The rows in the order of `sort` (stable), or the rows themselves when there is no sort or the column
 * cannot sort. Each row's key is read once (10,000 rows stay quick).
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly SortableColumn<Row>[],
  sort: SortState | null | undefined,
): readonly Row[] {
  if (!sort) return rows;
  const read = columns.find((c) => c.id === sort.columnId)?.sortValue;
  if (!read) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, key: read(row) }));
  keyed.sort((a, b) => {
    const aEmpty = isEmptySortValue(a.key);
    const bEmpty = isEmptySortValue(b.key);
    if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
    return sign * compareSortValues(a.key, b.key) || a.index - b.index;
  });
  return keyed.map((k) => k.row);
}
