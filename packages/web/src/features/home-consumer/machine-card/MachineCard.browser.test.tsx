/**
 * The machine card in Chromium: its link is named by what it shows first (WCAG 2.5.3), the picture is
 * at half opacity only without communication (no status data, part 1 §2, §4), and the alarm letters
 * appear only for the alarms that are set and blink in every state (part 1 §2).
 */
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { MachineCardData } from './cardData.ts';
import { MachineCard, type MachineCardLabels } from './MachineCard.tsx';

const LABELS: MachineCardLabels = {
  levels: {
    emergency: { letter: 'E', name: 'Emergency' },
    caution: { letter: 'C', name: 'Caution' },
    maintenance: { letter: 'M', name: 'Maintenance' },
  },
  running: 'Running',
  stopped: 'Stopped',
  connected: 'Connected',
  disconnected: 'Disconnected',
  notCommunicated: 'No communication',
  maintenanceNotice: 'Maintenance notice',
  maintenanceStatus: {
    notice: 'Servicing time is approaching',
    warning: 'Early servicing is required',
    danger: 'Immediate servicing is required',
  },
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

/** What the user sees of the picture's strength and of a letter's blinking, as the browser draws them. */
const opacityOf = (el: Element) => getComputedStyle(el).opacity;
const animationOf = (el: Element) => getComputedStyle(el).animationName;

/** Each state of part 1 §4 as the card gets it, with an emergency bit set where the machine reported one. */
const STATES: ReadonlyArray<{ name: string; data: Partial<MachineCardData>; dim: boolean }> = [
  { name: 'running', data: { state: 'emergency', emergency: true }, dim: false },
  {
    name: 'disconnected with status data',
    data: { state: 'disconnected', connection: false, emergency: true },
    dim: false,
  },
  {
    name: 'connected without status data',
    data: { state: 'communicating', communication: false, start: false },
    dim: true,
  },
  {
    name: 'never communicated',
    data: { state: 'disconnected', connection: false, communication: false, start: false },
    dim: true,
  },
];

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

  for (const { name, data, dim } of STATES) {
    it(`${name}: picture at ${dim ? 'half' : 'full'} opacity`, async () => {
      const screen = await renderCard(data);
      const picture = screen.getByTestId('machine-picture');
      await expect.element(picture).toBeVisible();
      expect(opacityOf(picture.element())).toBe(dim ? '0.5' : '1');
    });
  }

  it('blinks the alarm letters of a disconnected card as of a connected one', async () => {
    for (const { data } of STATES.filter((s) => s.data.emergency)) {
      const screen = await renderCard(data);
      const letter = screen.getByTestId('alarm-icon-emergency');
      await expect.element(letter).toBeVisible();
      expect(animationOf(letter.element())).toBe('mc-blink');
      await screen.unmount();
    }
  });

  it('says a disconnected card is disconnected, with the alarm it last reported', async () => {
    const screen = await renderCard(STATES[1]!.data);
    await expect
      .element(screen.getByRole('link'))
      .toHaveAccessibleName(/^E No\.7 AB1234 SX-37, Disconnected, Emergency,/);
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

describe('maintenance notice', () => {
  it('shows no notice icon without a notification', async () => {
    const screen = await renderCard({ maintenanceNotice: null });
    await expect.element(screen.getByTestId('maintenance-notice-icon')).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('link'))
      .toHaveAccessibleName(/^No\.7 AB1234 SX-37, Running, opens/);
  });

  it('names the notification and its forecast on the icon and in the card’s name', async () => {
    const screen = await renderCard({
      maintenanceNotice: 'danger',
      maintenanceForecast: 'Overdue since 2025/12/12',
    });
    const icon = screen.getByTestId('maintenance-notice-icon');
    await expect.element(icon).toHaveAttribute('data-status', 'danger');
    const name = 'Maintenance notice · Immediate servicing is required · Overdue since 2025/12/12';
    expect(icon.element().querySelector('title')?.textContent).toBe(name);
    await expect
      .element(screen.getByRole('link'))
      .toHaveAccessibleName(`No.7 AB1234 SX-37, Running, ${name}, opens in a new tab`);
  });
});
