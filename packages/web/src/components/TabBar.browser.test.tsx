/**
 * The static-CSS tab row in Chromium: the keyboard of the WAI-ARIA tabs pattern (as MUI's Tabs had it),
 * one tab stop, and a choice only on Enter, Space or a click.
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { TabBar } from './TabBar.tsx';

type Tab = 'companies' | 'machines' | 'map';
const TABS = [
  { value: 'companies', label: 'By company', testId: 'tab-companies' },
  { value: 'machines', label: 'By machine', testId: 'tab-machines' },
  { value: 'map', label: 'Map' },
] as const;

function Harness({ onChange }: { onChange: (value: Tab) => void }) {
  const [value, setValue] = useState<Tab>('companies');
  return (
    <>
      <button type="button">before</button>
      <TabBar
        tabs={TABS}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <p data-testid="shown">{value}</p>
    </>
  );
}

describe('TabBar', () => {
  it('marks the chosen tab and reaches only it by Tab', async () => {
    const screen = await render(<Harness onChange={() => {}} />);
    await expect
      .element(screen.getByRole('tab', { name: 'By company' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect
      .element(screen.getByRole('tab', { name: 'By machine' }))
      .toHaveAttribute('aria-selected', 'false');
    screen.getByRole('button', { name: 'before' }).element().focus();
    await userEvent.tab();
    await expect.element(screen.getByRole('tab', { name: 'By company' })).toHaveFocus();
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('role')).not.toBe('tab');
  });

  it('moves the focus with the arrow keys, Home and End, and chooses on Enter or Space', async () => {
    const onChange = vi.fn();
    const screen = await render(<Harness onChange={onChange} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('By company').element().focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('By machine')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.element(tab('By company')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tab('Map')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(tab('By company')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(tab('Map')).toHaveFocus();
    // Moving the focus does not choose.
    expect(onChange).not.toHaveBeenCalled();
    await expect.element(screen.getByTestId('shown')).toHaveTextContent('companies');

    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('map');
    await expect.element(tab('Map')).toHaveAttribute('aria-selected', 'true');
    await expect.element(tab('Map')).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{ArrowLeft} ');
    expect(onChange).toHaveBeenLastCalledWith('machines');
    await expect.element(screen.getByTestId('shown')).toHaveTextContent('machines');
  });

  it('chooses a tab on a click', async () => {
    const onChange = vi.fn();
    const screen = await render(<Harness onChange={onChange} />);
    await screen.getByTestId('tab-machines').click();
    expect(onChange).toHaveBeenCalledWith('machines');
    await expect.element(screen.getByTestId('tab-machines')).toHaveAttribute('aria-selected', 'true');
  });
});
