/**
 * The parts of a row when detail columns have left a narrow table: the button that opens the row's
 * details, and the details themselves, a row beneath with the hidden columns as header: value pairs.
 * Plain elements styled once by the table (classes dt-expand, dt-detail, dt-details), like the cells.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '../icons.tsx';

/** Width of the expand column: a 32 px button and its padding (dataTable.css, .dt-expand-head). */
export const EXPAND_COLUMN_WIDTH = 40;

interface ExpandCellProps {
  expanded: boolean;
  detailsId: string;
  label: string;
  onToggle: () => void;
}

export function ExpandCell({ expanded, detailsId, label, onToggle }: ExpandCellProps) {
  return (
    <td className="dt-cell dt-expand-cell">
      <button
        type="button"
        className="dt-expand"
        data-testid="data-table-expand"
        aria-expanded={expanded}
        aria-controls={detailsId}
        aria-label={label}
        // The row's own click (onRowClick) must not open the row when the user only wants its details.
        onClick={(event) => {
          event.stopPropagation();
          onToggle();
        }}
      >
        <Icon name="chevronDown" size={20} />
      </button>
    </td>
  );
}

interface DetailItem {
  id: string;
  header: ReactNode;
  value: ReactNode;
}

interface DetailRowProps {
  id: string;
  rowKey: string;
  colSpan: number;
  items: readonly DetailItem[];
  style?: CSSProperties;
}

export function DetailRow({ id, rowKey, colSpan, items, style }: DetailRowProps) {
  return (
    <tr id={id} className="dt-detail" data-testid="data-table-detail" data-row-key={rowKey} style={style}>
      <td className="dt-cell" colSpan={colSpan}>
        <dl className="dt-details">
          {items.map((item) => (
            <div key={item.id} data-column={item.id}>
              <dt>{item.header}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </td>
    </tr>
  );
}
