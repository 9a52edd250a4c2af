/**
 * The shared table's scroll box with the table in it: the header row as given, and the body, which is a
 * row saying there is nothing (or that rows are on their way), the page's rows in one <tbody>, or, above
 * VIRTUALIZE_FROM rows, only the rows in view (and a few around) with @tanstack/react-virtual: one <tbody>
 * per rendered row (the row and its open details, measured together) between two spacers for the rows out
 * of view. Rows may differ in height (they are measured); `rowHeight` is only the first guess.
 *
 * The virtualiser lives here, beside the box it watches: a scroll draws this part again, not the table's
 * other parts (the header row is an element from the table, left as it is; rows are memoised). The box is
 * this part's own element, so it is in place when the virtualiser's layout effects first look for it.
 */
import type { ReactNode, RefObject } from 'react';
import type { Row as TableRowModel, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { DataTableFeatures } from './tableModel.ts';

/** Pages with more rows than this are virtualised. */
export const VIRTUALIZE_FROM = 60;

interface DataTableScrollProps<Row extends RowData> {
  scrollRef: RefObject<HTMLDivElement | null>;
  maxHeight: number | string;
  /** The table is wider than the box: the box is focusable (arrow keys scroll it) and named. */
  overflows: boolean;
  scrollLabel: string;
  /** The table's accessible name, its rows (all pages) and its layout. */
  ariaLabel: string | undefined;
  total: number;
  tableLayout: 'fixed' | 'auto';
  head: ReactNode;
  pageRows: readonly TableRowModel<DataTableFeatures, Row>[];
  rowHeight: number;
  /** Cells in a full row, for the empty row and the spacers. */
  columnCount: number;
  /** What the body says when there are no rows. */
  emptyText: ReactNode;
  renderRow: (tableRow: TableRowModel<DataTableFeatures, Row>) => ReactNode;
}

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tbody aria-hidden="true">
      <tr>
        <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
      </tr>
    </tbody>
  );
}

export function DataTableScroll<Row extends RowData>({
  scrollRef,
  maxHeight,
  overflows,
  scrollLabel,
  ariaLabel,
  total,
  tableLayout,
  head,
  pageRows,
  rowHeight,
  columnCount,
  emptyText,
  renderRow,
}: DataTableScrollProps<Row>) {
  const virtual = pageRows.length > VIRTUALIZE_FROM;
  // The virtualiser's functions change with scrolling; the compiler leaves this component unmemoised,
  // which is what the body needs (its rows are memoised).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? pageRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    getItemKey: (index) => (pageRows[index] as TableRowModel<DataTableFeatures, Row>).id,
    // React 19 warns about flushSync inside render; scroll updates do not need to be synchronous.
    useFlushSync: false,
  });

  let body: ReactNode;
  if (total === 0) {
    body = (
      <tbody>
        <tr data-testid="data-table-empty">
          <td colSpan={columnCount} className="dt-cell dt-empty">
            {emptyText}
          </td>
        </tr>
      </tbody>
    );
  } else if (virtual) {
    const items = virtualizer.getVirtualItems();
    const first = items[0];
    const last = items[items.length - 1];
    const padTop = first ? first.start : 0;
    const padBottom = last ? virtualizer.getTotalSize() - last.end : 0;
    body = (
      <>
        {padTop > 0 ? <Spacer height={padTop} columnCount={columnCount} /> : null}
        {items.map((item) => (
          <tbody key={item.key} ref={virtualizer.measureElement} data-index={item.index}>
            {renderRow(pageRows[item.index] as TableRowModel<DataTableFeatures, Row>)}
          </tbody>
        ))}
        {padBottom > 0 ? <Spacer height={padBottom} columnCount={columnCount} /> : null}
      </>
    );
  } else {
    body = <tbody>{pageRows.map(renderRow)}</tbody>;
  }

  return (
    <div
      ref={scrollRef}
      className="dt-scroll"
      data-testid="data-table-scroll"
      data-overflow-cue={overflows ? 'true' : undefined}
      // Only a box that scrolls sideways needs to be reached by the keyboard (arrow keys scroll it).
      tabIndex={overflows ? 0 : undefined}
      role={overflows ? 'region' : undefined}
      aria-label={overflows ? scrollLabel : undefined}
      style={{ maxHeight }}
    >
      <table className="dt-table" aria-label={ariaLabel} aria-rowcount={total + 1} style={{ tableLayout }}>
        {head}
        {body}
      </table>
    </div>
  );
}
