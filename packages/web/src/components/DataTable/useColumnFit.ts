/**
 * How many of a table's detail columns must leave it so that it fits its box.
 *
 * The table's own box decides, not the viewport: the side menu, a dialog or a grid cell may give a table
 * much less than the window. After every change that can widen the table (its rows, its columns) the
 * table is measured; while it is wider than the box, detail columns leave (the last one first): as many
 * at once as the header widths say cover the excess, then measured again, each step re-rendered before
 * the browser paints. One column per step cost a phone one synchronous render per column (Lighthouse's
 * blocking time on HomeAdmin); most tables now fit after one or two. When the box changes width or the columns change the
 * count starts again at zero, so a table that gets room back (a phone turned, the menu closed) shows its
 * columns again.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { EXPAND_COLUMN_WIDTH } from './RowDetails.tsx';

/** Header cells carry their column's id (data-column-id) so that their widths can be read. */
function headerWidth(box: HTMLElement, columnId: string): number {
  const cell = box.querySelector(`th[data-column-id="${CSS.escape(columnId)}"]`);
  return cell ? cell.getBoundingClientRect().width : 0;
}

/**
 * How many more detail columns (from the last shown one backwards) must leave to remove `excess` px;
 * at least one, since the widths may not add up exactly once the table lays itself out again.
 */
function columnsToHide(
  box: HTMLElement,
  detailIds: readonly string[],
  shown: number,
  excess: number,
): number {
  let left = excess;
  let count = 0;
  for (let index = detailIds.length - 1 - shown; index >= 0 && left > 0; index -= 1) {
    left -= headerWidth(box, detailIds[index]!);
    count += 1;
  }
  return Math.max(1, count);
}

export function useColumnFit(
  outerRef: RefObject<HTMLElement | null>,
  scrollRef: RefObject<HTMLElement | null>,
  /** Ids of the detail columns in table order; the last leaves first. */
  detailIds: readonly string[],
  /** The rows and the columns: a new list of either may widen the table. */
  rows: unknown,
  columns: unknown,
): number {
  const [hidden, setHidden] = useState(0);
  // Bumped when the box changes width, to measure again even when the count was already zero.
  const [widthChanges, setWidthChanges] = useState(0);

  useLayoutEffect(() => {
    const outer = outerRef.current;
    if (!outer || typeof ResizeObserver === 'undefined') return;
    // The width the columns were first fitted to, read now (the fit below reads the same layout): the
    // observer's first report comes a frame or more later, and the box may have changed by then (a
    // screen that grew as it opened); compared with that report, the change would go unseen.
    let last = outer.getBoundingClientRect().width;
    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.borderBoxSize[0]?.inlineSize;
      if (width === undefined) return;
      if (Math.abs(width - last) > 0.5) {
        setHidden(0);
        setWidthChanges((n) => n + 1);
      }
      last = width;
    });
    observer.observe(outer);
    return () => observer.disconnect();
  }, [outerRef]);

  // New columns (another language, another view) are measured afresh, as at the first render.
  const [seenColumns, setSeenColumns] = useState(columns);
  if (seenColumns !== columns) {
    setSeenColumns(columns);
    setHidden(0);
  }

  const detailCount = detailIds.length;
  const shown = Math.min(hidden, detailCount);
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box || shown >= detailCount) return;
    // One pixel of slack: sub-pixel widths round differently in scrollWidth and clientWidth.
    const excess = box.scrollWidth - box.clientWidth;
    if (excess <= 1) return;
    // The first columns to leave bring the details button's column in.
    const more = columnsToHide(box, detailIds, shown, excess + (shown === 0 ? EXPAND_COLUMN_WIDTH : 0));
    setHidden(Math.min(detailCount, shown + more));
  }, [scrollRef, shown, detailIds, detailCount, widthChanges, rows, columns]);

  return shown;
}
