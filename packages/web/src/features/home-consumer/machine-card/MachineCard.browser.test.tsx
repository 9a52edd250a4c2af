/**
 * The machine card in Chromium: its link is named by what it shows first (WCAG 2.5.3), the picture is
 * dimmed without communication, and the alarm letters appear only for the alarms that are set.
 */
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { MachineCardData } from './cardData.ts';
import { MachineCard, type MachineCardLabels } from './MachineCard.tsx';

const LABELS: MachineCardLabels = {
  e: 'E',
  c: 'C',
  m: 'M',
  emergency: 'Emergency',
  caution: 'Caution',
  maintenance: 'Maintenance',
  running: 'Running',
  stopped: 'Stopped',
  connected: 'Connected',
  disconnected: 'Disconnected',
  notCommunicated: 'No communication',
  maintenanceNotice: 'Maintenance notice',
  openInNewTab: 'opens in a new tab',
};

const RUNNING: MachineCardData = {
  modelId: 'model-x',
  serialNo: 'AB1234_001',
  machineUnit: 'AB1234',
  customerNumber: 'No.7',
  model: 'SX-37',
  machineType: 'oil-free',
  state: 'running',
  connection: true,
  communication: true,
  start: true,
  emergency: false,
  caution: false,
  maintenance: false,
};

const renderCard = (data: Partial<MachineCardData> = {}) =>
  render(<MachineCard {...RUNNING} {...data} href="/machines/AB1234_001" labels={LABELS} />);

describe('MachineCard', () => {
  it('is a link whose name starts with its visible text, then says the state', async () => {
    const screen = await renderCard();
    const link = screen.getByRole('link');
    await expect.element(link).toHaveTextContent('No.7 AB1234 SX-37');
    await expect.element(link).toHaveAccessibleName(/^No\.7 AB1234 SX-37, Running, opens in a new tab$/);
    await expect.element(link).toHaveAttribute('href', '/machines/AB1234_001');
    await expect.element(link).toHaveAttribute('target', '_blank');
  });

  it('dims the picture without communication and says so', async () => {
    const screen = await renderCard({ state: 'disconnected', connection: false, communication: false });
    await expect.element(screen.getByTestId('machine-picture')).toHaveAttribute('data-dim', 'true');
    await expect
      .element(screen.getByRole('link'))
      .toHaveAccessibleName(/^No\.7 AB1234 SX-37, No communication,/);
  });

  it('shows the picture at full strength while the machine reports', async () => {
    const screen = await renderCard();
    await expect.element(screen.getByTestId('machine-picture')).not.toHaveAttribute('data-dim');
  });

  it('shows a letter for each alarm that is set, first in the name too', async () => {
    const screen = await renderCard({ state: 'emergency', emergency: true, maintenance: true });
    await expect.element(screen.getByTestId('alarm-icon-emergency')).toHaveTextContent('E');
    await expect.element(screen.getByTestId('alarm-icon-maintenance')).toHaveTextContent('M');
    await expect.element(screen.getByTestId('alarm-icon-caution')).not.toBeInTheDocument();
    const link = screen.getByRole('link');
    await expect.element(link).toHaveTextContent(/E M .*No\.7 AB1234 SX-37/);
    await expect
      .element(link)
      .toHaveAccessibleName(/^E M No\.7 AB1234 SX-37, Running, Emergency, Maintenance,/);
  });

  it('shows no letters without alarms', async () => {
    const screen = await renderCard();
    await expect.element(screen.getByRole('link')).toBeVisible();
    expect(screen.container.querySelectorAll('.mc-alarm')).toHaveLength(0);
  });
});
