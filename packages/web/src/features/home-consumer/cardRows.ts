/**
 * The rows of a windowed HomeConsumer (large groups): each group's header, then its cards cut into rows
 * of `columns` cards (or one "no machines" row). Only the rows in view are rendered.
 */
import type { CardGroup, GroupMachine } from './cardGroups.ts';

export type CardRow<D extends GroupMachine = GroupMachine> =
  | { kind: 'header'; key: string; group: CardGroup<D> }
  | { kind: 'cards'; key: string; group: CardGroup<D>; machines: D[] }
  | { kind: 'empty'; key: string; group: CardGroup<D> };

/** Card grid geometry, the same as machineCard.css (.mc-grid, .mc). */
export const CARD_MIN_WIDTH_PX = 160;
export const CARD_GAP_PX = 12;
export const CARD_HEIGHT_PX = 212;

/** How many cards fit side by side in a width (at least one). */
export function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width + CARD_GAP_PX) / (CARD_MIN_WIDTH_PX + CARD_GAP_PX)));
}

export function cardRows<D extends GroupMachine>(
  groups: readonly CardGroup<D>[],
  collapsed: ReadonlySet<string>,
  columns: number,
): CardRow<D>[] {
  const rows: CardRow<D>[] = [];
  for (const group of groups) {
    rows.push({ kind: 'header', key: `${group.key}:header`, group });
    if (collapsed.has(group.key)) continue;
    if (group.machines.length === 0) {
      rows.push({ kind: 'empty', key: `${group.key}:empty`, group });
      continue;
    }
    for (let i = 0; i < group.machines.length; i += columns) {
      rows.push({
        kind: 'cards',
        key: `${group.key}:${i / columns}`,
        group,
        machines: group.machines.slice(i, i + columns),
      });
    }
  }
  return rows;
}
