/**
 * The shared table in a narrow box, in Chromium: detail columns leave the table and come back in each
 * row's details (a Details button), all columns stay in a wide box, and a table that still does not fit
 * shows that it scrolls sideways.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { i18n, initI18n } from '../../i18n/index.ts';
import { DataTable, VIRTUALIZE_FROM, type DataTableColumn } from './index.ts';

interface Machine {
  id: string;
  name: string;
  hours: number;
  site: string;
}

const machines = (count: number): Machine[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `m${String(i + 1).padStart(3, '0')}`,
    name: `Unit ${i + 1}`,
    hours: (i + 1) * 100,
    site: `Site ${(i % 3) + 1}`,
  }));

/** Each column at least 150 px wide: three of them need 450 px. */
const COLUMNS: DataTableColumn<Machine>[] = [
  { id: 'name', header: 'Name', cell: (m) => m.name, sortValue: (m) => m.name, minWidth: 150 },
  { id: 'hours', header: 'Hours', cell: (m) => `${m.hours} h`, minWidth: 150, priority: 'detail' },
  { id: 'site', header: 'Site', cell: (m) => m.site, minWidth: 150, priority: 'detail' },
];

function Box({ width, children }: { width: number; children: ReactNode }) {
  return <div style={{ width }}>{children}</div>;
}

/** A box that widens to `to` px in the same task as it is first drawn at `from` px, as a screen may as it opens. */
function GrowingBox({ from, to, children }: { from: number; to: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // A parent's layout effects run after the table's, before the browser has painted or reported a size.
  useLayoutEffect(() => {
    if (box.current) box.current.style.width = `${to}px`;
  }, [to]);
  return (
    <div ref={box} style={{ width: from }}>
      {children}
    </div>
  );
}

type Screen = Awaited<ReturnType<typeof render>>;

const headerNames = (screen: Screen) =>
  screen
    .getByRole('columnheader')
    .elements()
    .map((th) => th.textContent);

const rowCells = (screen: Screen, key: string) =>
  [...document.querySelectorAll(`[data-testid="data-table-row"][data-row-key="${key}"] td`)].map(
    (td) => td.textContent,
  );

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

describe('DataTable in a narrow box', () => {
  it('moves the detail columns out of the rows into details that a button opens', async () => {
    const clicked: string[] = [];
    const screen = await render(
      <Box width={300}>
        <DataTable
          columns={COLUMNS}
          rows={machines(3)}
          rowKey={(m) => m.id}
          onRowClick={(m) => clicked.push(m.id)}
        />
      </Box>,
    );
    await expect.element(screen.getByRole('cell', { name: 'Unit 2' })).toBeVisible();
    expect(headerNames(screen)).toEqual(['Details', 'Name']);
    expect(rowCells(screen, 'm002')).toEqual(['', 'Unit 2']);
    expect(screen.getByText('200 h').elements()).toHaveLength(0);

    const button = screen.getByRole('button', { name: 'Details' }).nth(1);
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByTestId('data-table-detail');
    await expect.element(details).toBeVisible();
    await expect.element(details).toHaveAttribute('data-row-key', 'm002');
    await expect.element(details).toHaveAttribute('id', button.element().getAttribute('aria-controls'));
    const pairs = [...details.element().querySelectorAll('dt, dd')].map((el) => el.textContent);
    expect(pairs).toEqual(['Hours', '200 h', 'Site', 'Site 2']);
    // The button opened the details only; the row's own click still opens the row.
    expect(clicked).toEqual([]);
    await screen.getByRole('cell', { name: 'Unit 2' }).click();
    expect(clicked).toEqual(['m002']);

    await button.click();
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByTestId('data-table-detail')).not.toBeInTheDocument();
  });

  it('lets only as many detail columns go as needed, the last one first', async () => {
    // 450 px of columns and 40 px of Details button: one 150 px column must go from a 400 px box.
    const screen = await render(
      <Box width={400}>
        <DataTable columns={COLUMNS} rows={machines(3)} rowKey={(m) => m.id} />
      </Box>,
    );
    await expect.element(screen.getByRole('cell', { name: 'Unit 1' })).toBeVisible();
    expect(headerNames(screen)).toEqual(['Details', 'Name', 'Hours']);
    await screen.getByRole('button', { name: 'Details' }).first().click();
    const pairs = [...screen.getByTestId('data-table-detail').element().querySelectorAll('dt, dd')];
    expect(pairs.map((el) => el.textContent)).toEqual(['Site', 'Site 1']);
  });

  it('shows every column and no Details button in a wide box, and again when a box grows', async () => {
    const screen = await render(
      <Box width={300}>
        <DataTable columns={COLUMNS} rows={machines(3)} rowKey={(m) => m.id} />
      </Box>,
    );
    await expect.element(screen.getByRole('button', { name: 'Details' }).first()).toBeVisible();
    await screen.rerender(
      <Box width={900}>
        <DataTable columns={COLUMNS} rows={machines(3)} rowKey={(m) => m.id} />
      </Box>,
    );
    await expect.element(screen.getByRole('columnheader', { name: 'Site' })).toBeVisible();
    expect(headerNames(screen)).toEqual(['Name', 'Hours', 'Site']);
    expect(rowCells(screen, 'm001')).toEqual(['Unit 1', '100 h', 'Site 1']);
    expect(screen.getByTestId('data-table-expand').elements()).toHaveLength(0);
  });

  it('shows every column when its box widens before the first size report', async () => {
    const screen = await render(
      <GrowingBox from={300} to={900}>
        <DataTable columns={COLUMNS} rows={machines(3)} rowKey={(m) => m.id} />
      </GrowingBox>,
    );
    await expect.element(screen.getByRole('columnheader', { name: 'Site' })).toBeVisible();
    expect(headerNames(screen)).toEqual(['Name', 'Hours', 'Site']);
    expect(screen.getByTestId('data-table-expand').elements()).toHaveLength(0);
  });

  it('keeps a row open by its key while the rows are sorted again', async () => {
    const screen = await render(
      <Box width={300}>
        <DataTable columns={COLUMNS} rows={machines(5)} rowKey={(m) => m.id} />
      </Box>,
    );
    await screen.getByRole('button', { name: 'Details' }).nth(1).click();
    await expect.element(screen.getByTestId('data-table-detail')).toHaveAttribute('data-row-key', 'm002');
    await screen.getByRole('button', { name: 'Name' }).click();
    await screen.getByRole('button', { name: 'Name' }).click();
    await expect
      .element(screen.getByRole('columnheader', { name: 'Name' }))
      .toHaveAttribute('aria-sort', 'descending');
    const order = screen
      .getByTestId('data-table-row')
      .elements()
      .map((row) => row.getAttribute('data-row-key'));
    expect(order).toEqual(['m005', 'm004', 'm003', 'm002', 'm001']);
    // The details follow their row to its new place.
    const detail = screen.getByTestId('data-table-detail').element();
    expect(detail.previousElementSibling?.getAttribute('data-row-key')).toBe('m002');
  });

  it('opens details in a virtualised table and counts their height', async () => {
    const count = VIRTUALIZE_FROM * 3;
    const screen = await render(
      <Box width={300}>
        <DataTable
          columns={COLUMNS}
          rows={machines(count)}
          rowKey={(m) => m.id}
          maxHeight={400}
          // The rows' real height, so that the rows not yet measured do not change the total.
          rowHeight={33}
        />
      </Box>,
    );
    await expect.element(screen.getByRole('cell', { name: 'Unit 1', exact: true })).toBeVisible();
    const rendered = screen.getByTestId('data-table-row').elements().length;
    expect(rendered).toBeLessThan(count);

    await screen.getByRole('button', { name: 'Details' }).first().click();
    const detail = screen.getByTestId('data-table-detail');
    await expect.element(detail).toBeVisible();
    // The next row starts below the details, not under them.
    const next = screen.getByRole('cell', { name: 'Unit 2', exact: true }).element();
    expect(next.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      detail.element().getBoundingClientRect().bottom - 1,
    );
    // The virtualiser measured the row together with its details: once that row has scrolled out of
    // the DOM, the spacer above stands for both, and the box keeps its height (a spacer counting the row
    // alone would make it shorter by the details' height).
    const scroll = screen.getByTestId('data-table-scroll').element();
    const withDetails = scroll.scrollHeight;
    scroll.scrollTop = scroll.scrollHeight;
    await expect.element(screen.getByRole('cell', { name: `Unit ${count}` })).toBeVisible();
    expect(screen.getByTestId('data-table-detail').elements()).toHaveLength(0);
    const detailHeight = 40;
    expect(Math.abs(scroll.scrollHeight - withDetails)).toBeLessThan(detailHeight / 2);
  });
});

describe('DataTable wider than its box', () => {
  const WIDE: DataTableColumn<Machine>[] = [
    { id: 'name', header: 'Name', cell: (m) => m.name, minWidth: 400 },
    { id: 'hours', header: 'Hours', cell: (m) => m.hours, minWidth: 200 },
  ];

  it('marks the scroll box, shows the cue and lets the keyboard reach the box', async () => {
    const screen = await render(
      <Box width={300}>
        <DataTable columns={WIDE} rows={machines(2)} rowKey={(m) => m.id} ariaLabel="Machines" />
      </Box>,
    );
    const scroll = screen.getByTestId('data-table-scroll');
    await expect.element(scroll).toHaveAttribute('data-overflow-cue', 'true');
    await expect.element(scroll).toHaveAttribute('tabindex', '0');
    await expect
      .element(screen.getByRole('region', { name: 'Machines: scrolls sideways' }))
      .toBeInTheDocument();
    // The shadow on the edge with more to see: the right one only, until the box is scrolled.
    const frame = scroll.element().parentElement!;
    expect(frame.classList.contains('dt-more-after')).toBe(true);
    expect(frame.classList.contains('dt-more-before')).toBe(false);
    scroll.element().scrollLeft = 10_000;
    await expect.poll(() => frame.classList.contains('dt-more-before')).toBe(true);
    expect(frame.classList.contains('dt-more-after')).toBe(false);
  });

  it('leaves a box that fits unmarked and out of the Tab order', async () => {
    const screen = await render(
      <Box width={900}>
        <DataTable columns={WIDE} rows={machines(2)} rowKey={(m) => m.id} ariaLabel="Machines" />
      </Box>,
    );
    await expect.element(screen.getByRole('cell', { name: 'Unit 1' })).toBeVisible();
    const scroll = screen.getByTestId('data-table-scroll');
    expect(scroll.element().hasAttribute('data-overflow-cue')).toBe(false);
    expect(scroll.element().hasAttribute('tabindex')).toBe(false);
  });
});
