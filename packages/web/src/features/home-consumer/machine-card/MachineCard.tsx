import { memo } from 'react';
import { CARD_BORDER_WIDTH_PX, cardBorderColor } from '@airsight/contracts/domain/status';
import { ALARM_LEVELS } from '@airsight/contracts/presentation/alarm-levels';
import type { MaintenanceStatus } from '@airsight/contracts/service-records';
import { MaintenanceStatusIcon } from '../../../components/MaintenanceStatusIcon.tsx';
import type { MachineCardData } from './cardData.ts';
import { AlarmIcons, type AlarmLevelLabels } from './AlarmIcons.tsx';
import { CogIcon } from './CogIcon.tsx';
import { MachinePicture } from './MachinePicture.tsx';
import { SignalIcon } from './SignalIcon.tsx';
import './machineCard.css';

/** Every text of a card in the display language; one object for all cards (keep it memoised). */
export interface MachineCardLabels {
  levels: AlarmLevelLabels;
  running: string;
  stopped: string;
  connected: string;
  disconnected: string;
  notCommunicated: string;
  maintenanceNotice: string;
  /** Each notification's text, as the maintenance dialog words it. */
  maintenanceStatus: Readonly<Record<MaintenanceStatus, string>>;
  openInNewTab: string;
}

export interface MachineCardProps extends MachineCardData {
  /** Where the card leads: CompressorInfo of the machine with the locale, opened in a new tab. */
  href: string;
  labels: MachineCardLabels;
}

/** The notice icon's name: as everywhere the status is shown, its text and the forecast of the next service. */
function noticeName({ labels, maintenanceNotice, maintenanceForecast }: MachineCardProps): string {
  if (!maintenanceNotice) return labels.maintenanceNotice;
  const parts = [labels.maintenanceNotice, labels.maintenanceStatus[maintenanceNotice]];
  if (maintenanceForecast) parts.push(maintenanceForecast);
  return parts.join(' · ');
}

/** What a screen reader says for the card: machine, customer's number, model and every status shown. */
function accessibleName(p: MachineCardProps): string {
  const { labels } = p;
  // The name starts with the card's visible text in its order (alarm letters, number, unit, model), so that a voice
  // user who says what they see reaches the card (WCAG 2.5.3); the state follows.
  const alarms = ALARM_LEVELS.filter((level) => p[level.key]).map((level) => labels.levels[level.key]);
  const letters = alarms.map((alarm) => alarm.letter);
  const parts = [[...letters, p.customerNumber, p.machineUnit, p.model].filter(Boolean).join(' ')];
  if (!p.communication && !p.connection) parts.push(labels.notCommunicated);
  else if (!p.connection) parts.push(labels.disconnected);
  else parts.push(p.start ? labels.running : labels.stopped);
  parts.push(...alarms.map((alarm) => alarm.name));
  if (p.maintenanceNotice) parts.push(noticeName(p));
  parts.push(labels.openInNewTab);
  return parts.join(', ');
}

/**
 * The compressor card (part 1 §2, §3): picture by machine type (half opacity without communication),
 * customer's machine number, machine unit, model, signal, maintenance notice, blinking E/C/M, cog, and a
 * 10 px border coloured by the machine's state (part 1 §4). The whole card is a link that opens the
 * machine's information in a new tab. Memoised: it takes only primitives and the shared labels.
 */
export const MachineCard = memo(function MachineCard(props: MachineCardProps) {
  const { labels } = props;
  const borderColor = cardBorderColor(props.state);
  // Part 1 §2: the picture is at half opacity "when there is no communication", and part 1 §4 defines
  // "not communicated" as no status data at all. A machine that is merely disconnected (its status word
  // older than 160 minutes) has communicated: its grey border and signal icon already say it is silent.
  const dim = !props.communication;
  return (
    <a
      className="mc"
      href={props.href}
      target="_blank"
      rel="noopener"
      aria-label={accessibleName(props)}
      data-testid="machine-card"
      data-state={props.state}
      data-serial={props.serialNo}
      data-model={props.modelId}
      style={{ borderColor, borderWidth: CARD_BORDER_WIDTH_PX }}
    >
      <span className="mc-top">
        <span className="mc-top-group">
          <SignalIcon
            connected={props.connection}
            label={props.connection ? labels.connected : labels.disconnected}
          />
          <MaintenanceStatusIcon
            status={props.maintenanceNotice}
            label={noticeName(props)}
            decorative
            size={22}
            className="mc-icon"
            testId="maintenance-notice-icon"
          />
        </span>
        <span className="mc-top-group">
          <AlarmIcons
            emergency={props.emergency}
            caution={props.caution}
            maintenance={props.maintenance}
            labels={labels.levels}
          />
          <CogIcon
            running={props.connection && props.start}
            label={props.connection && props.start ? labels.running : labels.stopped}
          />
        </span>
      </span>
      <MachinePicture type={props.machineType} dim={dim} />
      {/* The spaces keep the three texts apart in the card's text (read aloud, matched by its name). */}
      <span className="mc-number" data-testid="machine-card-number">
        {props.customerNumber}
      </span>{' '}
      <span className="mc-unit" data-testid="machine-card-unit">
        {props.machineUnit}
      </span>{' '}
      <span className="mc-model" data-testid="machine-card-model">
        {props.model}
      </span>
    </a>
  );
});
