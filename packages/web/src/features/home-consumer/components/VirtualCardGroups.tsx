import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { CardGrid } from './CardGrid.tsx';
import { cardRows, columnsFor, CARD_GAP_PX, CARD_HEIGHT_PX, type CardRow } from '../cardRows.ts';
import { GroupHeader } from './GroupHeader.tsx';
import { groupDomIds, NoMachinesInGroup, type GroupsViewProps } from './GroupSection.tsx';

/** Height guesses before a row is measured: a header (buttons may wrap) and a row of cards with its gap. */
const HEADER_ESTIMATE_PX = 72;
const CARDS_ROW_PX = CARD_HEIGHT_PX + CARD_GAP_PX;

/** The width of an element and its distance from the top of the page, followed as the window changes. */
function useBox(ref: React.RefObject<HTMLElement | null>): { width: number; top: number } {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { width: Math.round(rect.width), top: Math.round(rect.top + window.scrollY) };
      setBox((previous) => (previous.width === next.width && previous.top === next.top ? previous : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

/**
 * The groups of a large fleet (e.g. 1,000 machines, shown twice: in 'all' and in their group) as rows
 * in the page's own scroll, of which only those in view (and a few around) are in the DOM: the screen
 * opens as fast with a thousand machines as with ten.
 */
export function VirtualCardGroups(props: GroupsViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { width, top } = useBox(ref);
  const columns = columnsFor(width);
  const rows = useMemo(
    () => cardRows(props.groups, props.collapsed, columns),
    [props.groups, props.collapsed, columns],
  );
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => (rows[i]?.kind === 'cards' ? CARDS_ROW_PX : HEADER_ESTIMATE_PX),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 3,
    scrollMargin: top,
  });

  const renderRow = (row: CardRow) => {
    const ids = groupDomIds(row.group.key);
    if (row.kind === 'header') {
      return (
        <div style={{ paddingTop: row.group.key === props.groups[0]?.key ? 0 : 12, paddingBottom: 12 }}>
          <GroupHeader
            name={props.names.get(row.group.key) ?? ''}
            count={row.group.machines.length}
            links={props.links.get(row.group.key)!}
            expanded={!props.collapsed.has(row.group.key)}
            onToggle={() => props.onToggle(row.group.key)}
            contentId={ids.content}
            headingId={ids.heading}
          />
        </div>
      );
    }
    if (row.kind === 'empty') {
      return (
        <div style={{ paddingBottom: 12 }}>
          <NoMachinesInGroup />
        </div>
      );
    }
    return (
      <div style={{ paddingBottom: CARD_GAP_PX }}>
        <CardGrid
          machines={row.machines}
          cards={props.cards}
          labels={props.labels}
          locale={props.locale}
          columns={columns}
        />
      </div>
    );
  };

  return (
    <div
      ref={ref}
      data-testid="card-groups-windowed"
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {width > 0
        ? virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                data-testid={row.kind === 'header' ? 'card-group' : undefined}
                data-group-key={row.group.key}
                data-group-kind={row.group.kind}
                id={
                  row.kind === 'cards' && row.key.endsWith(':0')
                    ? groupDomIds(row.group.key).content
                    : undefined
                }
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
                }}
              >
                {renderRow(row)}
              </div>
            );
          })
        : null}
    </div>
  );
}
