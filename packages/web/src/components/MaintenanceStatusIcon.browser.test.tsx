/**
 * The maintenance-status clock in Chromium: the status colour of part 1 §4 on its face, a name for screen
 * readers where it stands alone (the dashboard's table) and only a hover title where a text beside it says
 * the same (the cards, the dialog), and nothing for a machine without a status.
 */
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { MaintenanceStatusIcon } from './MaintenanceStatusIcon.tsx';

describe('MaintenanceStatusIcon', () => {
  it.each([
    ['danger', '#FF0000'],
    ['warning', '#FFA500'],
    ['notice', '#00FF26'],
  ] as const)('fills the clock face of %s with %s', async (status, colour) => {
    const screen = await render(<MaintenanceStatusIcon status={status} label={status} testId="icon" />);
    const icon = screen.getByTestId('icon');
    await expect.element(icon).toHaveAttribute('data-status', status);
    expect(icon.element().querySelector('circle')?.getAttribute('fill')).toBe(colour);
  });

  it('is an image named by its label where it stands alone', async () => {
    const screen = await render(<MaintenanceStatusIcon status="warning" label="Warning" />);
    await expect.element(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  });

  it('is hidden from screen readers with its label as the hover title when decorative', async () => {
    const screen = await render(
      <MaintenanceStatusIcon
        status="notice"
        label="Servicing time is approaching"
        decorative
        testId="icon"
      />,
    );
    const icon = screen.getByTestId('icon');
    await expect.element(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon.element().querySelector('title')?.textContent).toBe('Servicing time is approaching');
    await expect.element(screen.getByRole('img')).not.toBeInTheDocument();
  });

  it('draws nothing without a status', async () => {
    const screen = await render(<MaintenanceStatusIcon status={null} label="" testId="icon" />);
    await expect.element(screen.getByTestId('icon')).not.toBeInTheDocument();
  });
});
