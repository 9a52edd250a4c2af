/** The static-CSS outlined button in Chromium: its icon, and a turning ring while it works. */
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ActionButton } from './ActionButton.tsx';

describe('ActionButton', () => {
  it('shows its icon before its text and is named by the text', async () => {
    const screen = await render(<ActionButton icon="download">CSV</ActionButton>);
    const button = screen.getByRole('button', { name: 'CSV' });
    await expect.element(button).toBeEnabled();
    expect(button.element().querySelector('svg')).not.toBeNull();
    expect(button.element().querySelector('.action-button-spinner')).toBeNull();
  });

  it('shows a turning ring instead of the icon while busy', async () => {
    const screen = await render(
      <ActionButton icon="refresh" size="small" busy disabled>
        Get operating status
      </ActionButton>,
    );
    const button = screen.getByRole('button', { name: 'Get operating status' });
    await expect.element(button).toBeDisabled();
    const ring = button.element().querySelector('.action-button-spinner')!;
    expect(getComputedStyle(ring).animationName).toBe('action-button-spin');
    expect(button.element().querySelector('svg')).toBeNull();
  });
});
