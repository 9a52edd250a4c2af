/**
 * The shared table's header row: the checkbox for every row (with selection; mixed while some are
 * chosen), the Details column's header (in a narrow table), and a header per column, with a sort button
 * and aria-sort for a column that sorts.
 */
import type { ReactTable, RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons.tsx';
import { alignClass, type DataTableColumn } from './columns.ts';
import type { DataTableFeatures } from './tableModel.ts';

interface DataTableHeadProps<Row extends RowData> {
  table: ReactTable<DataTableFeatures, Row>;
  columns: readonly DataTableColumn<Row>[];
  selectable: boolean;
  /** Detail columns have left the table: it has a Details column, and column widths are not applied. */
  compact: boolean;
}

export function DataTableHead<Row extends RowData>({
  table,
  columns,
  selectable,
  compact,
}: DataTableHeadProps<Row>) {
  const { t } = useTranslation();
  const allSelected = selectable && table.getIsAllRowsSelected();
  return (
    <thead>
      <tr>
        {selectable ? (
          <th scope="col" className="dt-select-head">
            <input
              type="checkbox"
              data-testid="data-table-select-all"
              aria-label={`${t('select')}: ${t('all')}`}
              checked={allSelected}
              // Mixed while some rows but not all are selected (TanStack's "some" includes all).
              ref={(node) => {
                if (node) node.indeterminate = !allSelected && table.getIsSomeRowsSelected();
              }}
              onChange={table.getToggleAllRowsSelectedHandler()}
            />
          </th>
        ) : null}
        {compact ? (
          <th scope="col" className="dt-expand-head">
            <span className="visually-hidden">{t('showDetails')}</span>
          </th>
        ) : null}
        {columns.map((column) => {
          const sorted = table.getColumn(column.id)?.getIsSorted() ?? false;
          const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
          return (
            <th
              key={column.id}
              scope="col"
              data-column-id={column.id}
              className={alignClass(column) || undefined}
              aria-sort={ariaSort}
              style={{ minWidth: column.minWidth, width: compact ? undefined : column.width }}
            >
              {column.sortValue ? (
                <button
                  type="button"
                  className="dt-sort"
                  data-active={ariaSort}
                  onClick={table.getColumn(column.id)?.getToggleSortingHandler()}
                >
                  {column.header}
                  <Icon name="arrowDown" className="dt-sort-arrow" />
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
