/**
 * One body row of the shared table and, while they are open in a narrow table, its details beneath.
 * Plain <tr>/<td> with classes styled once on the table (dataTable.css): per-cell MUI components would
 * each run the style engine, which dominated the cost of a key stroke over 10,000 machines. Memoised:
 * a row is drawn again when its own props change (its data, selection or details, the columns), not
 * when another row is chosen or the virtualised body scrolls.
 */
import { memo, type CSSProperties, type KeyboardEvent } from 'react';
import type { Row as TableRowModel, RowData } from '@tanstack/react-table';
import { alignClass, type DataTableColumn } from './columns.ts';
import { DetailRow, ExpandCell } from './RowDetails.tsx';
import type { DataTableFeatures } from './tableModel.ts';

interface DataTableRowProps<Row extends RowData> {
  tableRow: TableRowModel<DataTableFeatures, Row>;
  /** The columns in the table, and those moved into the details (none in a table that fits). */
  columns: readonly DataTableColumn<Row>[];
  detailColumns: readonly DataTableColumn<Row>[];
  /** Cells in a full row: the columns, the selection and Details columns included. */
  columnCount: number;
  selectable: boolean;
  selected: boolean;
  /** The row has a Details button, and its details are open. */
  compact: boolean;
  open: boolean;
  onToggleDetails: (key: string) => void;
  /** Makes the details' id unique in the page (useId of the table). */
  idPrefix: string;
  selectLabel: string;
  detailsLabel: string;
  onRowClick: ((row: Row) => void) | undefined;
  rowStyle: ((row: Row) => CSSProperties | undefined) | undefined;
  rowDataset: ((row: Row) => Record<string, string>) | undefined;
}

function dataAttributes(dataset: Record<string, string> | undefined): Record<string, string> {
  if (!dataset) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(dataset)) {
    out[`data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  return out;
}

function DataTableRowParts<Row extends RowData>({
  tableRow,
  columns,
  detailColumns,
  columnCount,
  selectable,
  selected,
  compact,
  open,
  onToggleDetails,
  idPrefix,
  selectLabel,
  detailsLabel,
  onRowClick,
  rowStyle,
  rowDataset,
}: DataTableRowProps<Row>) {
  const row = tableRow.original;
  const key = tableRow.id;
  const clickable = onRowClick !== undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };
  const detailsId = `${idPrefix}-details-${key.replace(/\s/g, '_')}`;
  const style = rowStyle?.(row);
  const main = (
    <tr
      data-testid="data-table-row"
      data-row-key={key}
      className={clickable ? 'dt-row dt-clickable' : 'dt-row'}
      tabIndex={clickable ? 0 : undefined}
      aria-selected={selectable ? selected : undefined}
      onClick={clickable ? () => onRowClick(row) : undefined}
      onKeyDown={clickable ? onKeyDown : undefined}
      style={style}
      {...dataAttributes(rowDataset?.(row))}
    >
      {selectable ? (
        <td className="dt-cell">
          <input
            type="checkbox"
            data-testid="data-table-select"
            aria-label={selectLabel}
            checked={selected}
            // The click event carries Shift for a range; the row's own click must not fire too.
            onClick={(event) => event.stopPropagation()}
            onChange={tableRow.getToggleSelectedHandler()}
          />
        </td>
      ) : null}
      {compact ? (
        <ExpandCell
          expanded={open}
          detailsId={detailsId}
          label={detailsLabel}
          onToggle={() => onToggleDetails(key)}
        />
      ) : null}
      {columns.map((column) => (
        <td
          key={column.id}
          className={['dt-cell', column.noWrap ? 'dt-nowrap' : '', alignClass(column)]
            .filter(Boolean)
            .join(' ')}
        >
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
  if (!open) return main;
  return (
    <>
      {main}
      <DetailRow
        id={detailsId}
        rowKey={key}
        colSpan={columnCount}
        items={detailColumns.map((column) => ({
          id: column.id,
          header: column.header,
          value: column.cell(row),
        }))}
        style={style}
      />
    </>
  );
}

export const DataTableRow = memo(DataTableRowParts) as typeof DataTableRowParts;
