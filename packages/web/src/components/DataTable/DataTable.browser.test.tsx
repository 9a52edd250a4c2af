/**
 * The shared table in Chromium: rows, sorting from the header (aria-sort), paging 10/20/All, selection,
 * and the sort header reachable and usable from the keyboard.
 */
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { i18n, initI18n } from '../../i18n/index.ts';
import { DataTable, type DataTableColumn } from './index.ts';

interface Machine {
  id: string;
  name: string;
  hours: number | null;
}

/** m01 … m25, named "Unit 1" … "Unit 25"; every fifth machine has no hours (they sort last). */
const MACHINES: Machine[] = Array.from({ length: 25 }, (_, i) => ({
  id: `m${String(i + 1).padStart(2, '0')}`,
  name: `Unit ${i + 1}`,
  hours: (i + 1) % 5 === 0 ? null : ((i * 7) % 25) * 100,
}));

const COLUMNS: DataTableColumn<Machine>[] = [
  { id: 'name', header: 'Name', cell: (m) => m.name, sortValue: (m) => m.name },
  { id: 'hours', header: 'Hours', cell: (m) => m.hours ?? '', sortValue: (m) => m.hours, align: 'right' },
  { id: 'note', header: 'Note', cell: () => '-' },
];

const rowKeys = (screen: Awaited<ReturnType<typeof render>>) =>
  screen
    .getByTestId('data-table-row')
    .elements()
    .map((row) => row.getAttribute('data-row-key'));

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

describe('DataTable', () => {
  it('renders a row per item with its cells and counts all rows', async () => {
    const screen = await render(
      <DataTable columns={COLUMNS} rows={MACHINES.slice(0, 3)} rowKey={(m) => m.id} ariaLabel="Machines" />,
    );
    await expect.element(screen.getByRole('table', { name: 'Machines' })).toBeVisible();
    expect(rowKeys(screen)).toEqual(['m01', 'm02', 'm03']);
    await expect.element(screen.getByRole('cell', { name: 'Unit 2' })).toBeVisible();
    await expect.element(screen.getByTestId('data-table')).toHaveAttribute('data-row-count', '3');
  });

  it('shows the empty text without rows', async () => {
    const screen = await render(
      <DataTable columns={COLUMNS} rows={[]} rowKey={(m) => m.id} emptyText="Nothing here" />,
    );
    await expect.element(screen.getByTestId('data-table-empty')).toHaveTextContent('Nothing here');
  });

  it('says that it is loading, and is busy, while its rows are on their way', async () => {
    const screen = await render(
      <DataTable columns={COLUMNS} rows={[]} rowKey={(m) => m.id} emptyText="Nothing here" loading />,
    );
    await expect.element(screen.getByTestId('data-table-empty')).toHaveTextContent('Loading…');
    await expect.element(screen.getByTestId('data-table')).toHaveAttribute('aria-busy', 'true');
    await screen.rerender(
      <DataTable columns={COLUMNS} rows={[]} rowKey={(m) => m.id} emptyText="Nothing here" />,
    );
    await expect.element(screen.getByTestId('data-table-empty')).toHaveTextContent('Nothing here');
    await expect.element(screen.getByTestId('data-table')).not.toHaveAttribute('aria-busy');
  });

  it('sorts on a header click, ascending first, empty values last both ways, with aria-sort', async () => {
    const screen = await render(<DataTable columns={COLUMNS} rows={MACHINES} rowKey={(m) => m.id} />);
    const hoursHeader = screen.getByRole('columnheader', { name: 'Hours' });
    await expect.element(hoursHeader).not.toHaveAttribute('aria-sort');

    await screen.getByRole('button', { name: 'Hours' }).click();
    await expect.element(hoursHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = rowKeys(screen);
    const hoursOf = (keys: (string | null)[]) => keys.map((k) => MACHINES.find((m) => m.id === k)?.hours);
    const asc = hoursOf(ascending);
    expect(asc.slice(0, 20)).toEqual([...asc.slice(0, 20)].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(asc.slice(20)).toEqual([null, null, null, null, null]);

    await screen.getByRole('button', { name: 'Hours' }).click();
    await expect.element(hoursHeader).toHaveAttribute('aria-sort', 'descending');
    const desc = hoursOf(rowKeys(screen));
    expect(desc.slice(0, 20)).toEqual([...desc.slice(0, 20)].sort((a, b) => (b ?? 0) - (a ?? 0)));
    expect(desc.slice(20)).toEqual([null, null, null, null, null]);
  });

  it('sorts texts naturally (Unit 2 before Unit 10)', async () => {
    const screen = await render(<DataTable columns={COLUMNS} rows={MACHINES} rowKey={(m) => m.id} />);
    await screen.getByRole('button', { name: 'Name' }).click();
    expect(rowKeys(screen).slice(0, 3)).toEqual(['m01', 'm02', 'm03']);
    await screen.getByRole('button', { name: 'Name' }).click();
    await expect
      .element(screen.getByRole('columnheader', { name: 'Name' }))
      .toHaveAttribute('aria-sort', 'descending');
    expect(rowKeys(screen).slice(0, 2)).toEqual(['m25', 'm24']);
  });

  it('reports the sort to a caller that owns it and follows the caller', async () => {
    const seen: string[] = [];
    function Owner() {
      const [sort, setSort] = useState<{ columnId: string; direction: 'asc' | 'desc' } | null>(null);
      return (
        <DataTable
          columns={COLUMNS}
          rows={MACHINES}
          rowKey={(m) => m.id}
          sort={sort}
          onSortChange={(next) => {
            seen.push(`${next.columnId} ${next.direction}`);
            setSort(next);
          }}
        />
      );
    }
    const screen = await render(<Owner />);
    await screen.getByRole('button', { name: 'Name' }).click();
    await screen.getByRole('button', { name: 'Name' }).click();
    await expect
      .element(screen.getByRole('columnheader', { name: 'Name' }))
      .toHaveAttribute('aria-sort', 'descending');
    expect(seen).toEqual(['name asc', 'name desc']);
  });

  it('pages by 10 and 20 and shows all rows again, All being the default', async () => {
    const screen = await render(<DataTable columns={COLUMNS} rows={MACHINES} rowKey={(m) => m.id} />);
    const table = screen.getByTestId('data-table');
    await expect.element(table).toHaveAttribute('data-page-size', 'all');
    expect(rowKeys(screen)).toHaveLength(25);
    await expect.element(screen.getByTestId('page-next')).not.toBeInTheDocument();

    await screen.getByTestId('page-size').selectOptions('10');
    await expect.element(table).toHaveAttribute('data-page-size', '10');
    expect(rowKeys(screen)).toHaveLength(10);
    await expect.element(screen.getByTestId('page-range')).toHaveTextContent(/1.10.*25/);

    await screen.getByTestId('page-next').click();
    await expect.element(table).toHaveAttribute('data-page', '2');
    expect(rowKeys(screen)[0]).toBe('m11');
    await screen.getByTestId('page-last').click();
    await expect.element(table).toHaveAttribute('data-page', '3');
    expect(rowKeys(screen)).toEqual(['m21', 'm22', 'm23', 'm24', 'm25']);
    await expect.element(screen.getByTestId('page-next')).toBeDisabled();

    await screen.getByTestId('page-size').selectOptions('20');
    await expect.element(table).toHaveAttribute('data-page', '1');
    expect(rowKeys(screen)).toHaveLength(20);

    await screen.getByTestId('page-size').selectOptions('all');
    await expect.element(table).toHaveAttribute('data-page-size', 'all');
    expect(rowKeys(screen)).toHaveLength(25);
  });

  it('holds the page within the rows when they shrink, and goes to page 1 on a new search', async () => {
    function Filtered({ count, search }: { count: number; search: string }) {
      return (
        <DataTable
          columns={COLUMNS}
          rows={MACHINES.slice(0, count)}
          rowKey={(m) => m.id}
          pageResetKey={search}
        />
      );
    }
    const screen = await render(<Filtered count={25} search="" />);
    const table = screen.getByTestId('data-table');
    await screen.getByTestId('page-size').selectOptions('10');
    await screen.getByTestId('page-last').click();
    await expect.element(table).toHaveAttribute('data-page', '3');

    await screen.rerender(<Filtered count={15} search="" />);
    await expect.element(table).toHaveAttribute('data-page', '2');
    expect(rowKeys(screen)[0]).toBe('m11');

    await screen.rerender(<Filtered count={15} search="unit" />);
    await expect.element(table).toHaveAttribute('data-page', '1');
  });

  it('selects rows when asked: one by one, a Shift range, and all of them', async () => {
    const selections: string[][] = [];
    const screen = await render(
      <DataTable
        columns={COLUMNS}
        rows={MACHINES.slice(0, 5)}
        rowKey={(m) => m.id}
        selectable
        onSelectionChange={(keys) => selections.push([...keys].sort())}
      />,
    );
    const boxes = screen.getByTestId('data-table-select');
    await boxes.nth(1).click();
    await expect.element(boxes.nth(1)).toBeChecked();
    await expect
      .element(screen.getByTestId('data-table-row').nth(1))
      .toHaveAttribute('aria-selected', 'true');
    await expect
      .element(screen.getByTestId('data-table-row').nth(0))
      .toHaveAttribute('aria-selected', 'false');

    await userEvent.keyboard('{Shift>}');
    await boxes.nth(3).click();
    await userEvent.keyboard('{/Shift}');
    await expect.element(boxes.nth(2)).toBeChecked();
    expect(selections.at(-1)).toEqual(['m02', 'm03', 'm04']);

    const all = screen.getByTestId('data-table-select-all');
    await expect.element(all).toHaveProperty('indeterminate', true);
    await all.click();
    expect(selections.at(-1)).toEqual(['m01', 'm02', 'm03', 'm04', 'm05']);
    await expect.element(all).toBeChecked();
    await all.click();
    expect(selections.at(-1)).toEqual([]);
  });

  it('keeps the page while rows are chosen, and the chosen rows while paging', async () => {
    const selections: string[][] = [];
    const screen = await render(
      <DataTable
        columns={COLUMNS}
        rows={MACHINES}
        rowKey={(m) => m.id}
        selectable
        onSelectionChange={(keys) => selections.push([...keys].sort())}
      />,
    );
    const table = screen.getByTestId('data-table');
    const boxes = screen.getByTestId('data-table-select');
    await screen.getByTestId('page-size').selectOptions('10');
    await screen.getByTestId('page-next').click();
    await expect.element(table).toHaveAttribute('data-page', '2');

    await boxes.nth(0).click();
    expect(selections.at(-1)).toEqual(['m11']);
    await expect.element(table).toHaveAttribute('data-page', '2');
    await expect.element(table).toHaveAttribute('data-page-size', '10');

    await screen.getByTestId('page-prev').click();
    await expect.element(table).toHaveAttribute('data-page', '1');
    await expect.element(boxes.nth(0)).not.toBeChecked();
    await boxes.nth(1).click();
    expect(selections.at(-1)).toEqual(['m02', 'm11']);

    await screen.getByTestId('page-next').click();
    await expect.element(table).toHaveAttribute('data-page', '2');
    await expect.element(boxes.nth(0)).toBeChecked();
    await expect.element(screen.getByTestId('data-table-select-all')).toHaveProperty('indeterminate', true);
    await screen.getByTestId('page-size').selectOptions('all');
    expect(
      screen
        .getByTestId('data-table-row')
        .elements()
        .filter((row) => row.getAttribute('aria-selected') === 'true')
        .map((row) => row.getAttribute('data-row-key')),
    ).toEqual(['m02', 'm11']);
  });

  it('leaves out the selection column unless asked', async () => {
    const screen = await render(
      <DataTable columns={COLUMNS} rows={MACHINES.slice(0, 2)} rowKey={(m) => m.id} />,
    );
    await expect.element(screen.getByTestId('data-table-row').first()).toBeVisible();
    expect(screen.getByTestId('data-table-select').elements()).toHaveLength(0);
    expect(screen.getByTestId('data-table-row').first().element().hasAttribute('aria-selected')).toBe(false);
  });

  it('lets the keyboard reach a sort header and sort with Enter', async () => {
    const screen = await render(<DataTable columns={COLUMNS} rows={MACHINES} rowKey={(m) => m.id} />);
    await expect.element(screen.getByRole('button', { name: 'Name' })).toBeVisible();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Hours' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(screen.getByRole('columnheader', { name: 'Hours' }))
      .toHaveAttribute('aria-sort', 'ascending');
    await expect.element(screen.getByRole('button', { name: 'Hours' })).toHaveFocus();
  });
});
