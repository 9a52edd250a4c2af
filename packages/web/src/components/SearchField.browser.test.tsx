/**
 * The static-CSS search box in Chromium: named by its label, the label inside the empty box and on the
 * outline when the box has focus or text (or a magnifier), as MUI's outlined field draws it.
 */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { SearchField } from './SearchField.tsx';

function Harness({ withIcon = false }: { withIcon?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <div style={{ padding: 24, width: 300 }}>
      <button type="button">elsewhere</button>
      <SearchField
        label="Serial number"
        value={value}
        onChange={setValue}
        testId="search"
        withIcon={withIcon}
      />
      <p data-testid="value">{value}</p>
    </div>
  );
}

/** Whether the label's middle is above the text box's top edge: on the outline, not inside the box. */
function labelOnOutline(): boolean {
  const label = document.querySelector('.search-field-label')!.getBoundingClientRect();
  const input = document.querySelector('.search-field-input')!.getBoundingClientRect();
  return label.top + label.height / 2 <= input.top;
}

/** The label's transition has run (200 ms) before its place is read. */
async function settled() {
  await Promise.all(document.getAnimations().map((a) => a.finished));
}

describe('SearchField', () => {
  it('is a search box named by its label, and its text is what was typed', async () => {
    const screen = await render(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Serial number' });
    await box.fill('A15');
    await expect.element(screen.getByTestId('value')).toHaveTextContent('A15');
    await expect.element(box).toHaveValue('A15');
  });

  it('keeps the label inside an empty box and floats it onto the outline on focus and with text', async () => {
    const screen = await render(<Harness />);
    await settled();
    expect(labelOnOutline()).toBe(false);
    await screen.getByRole('searchbox').click();
    await settled();
    expect(labelOnOutline()).toBe(true);
    await userEvent.keyboard('C1');
    await screen.getByRole('button', { name: 'elsewhere' }).click();
    await settled();
    expect(labelOnOutline()).toBe(true);
    await screen.getByRole('searchbox').fill('');
    await screen.getByRole('button', { name: 'elsewhere' }).click();
    await settled();
    expect(labelOnOutline()).toBe(false);
  });

  it('with a magnifier, keeps the label on the outline and puts the caret in the box on a click on it', async () => {
    const screen = await render(<Harness withIcon />);
    await settled();
    expect(labelOnOutline()).toBe(true);
    await screen.getByRole('button', { name: 'elsewhere' }).click();
    (document.querySelector('.search-field-icon') as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    await expect.element(screen.getByRole('searchbox')).toHaveFocus();
  });
});
