import { Fragment } from 'react';
import { ALARM_LEVELS, type AlarmLevelKey } from '@airsight/contracts/presentation/alarm-levels';

/** Each level's letter and name in the display language: E, Emergency; C, Caution; M, Maintenance. */
export type AlarmLevelLabels = Readonly<Record<AlarmLevelKey, { letter: string; name: string }>>;

export interface AlarmIconsProps {
  emergency: boolean;
  caution: boolean;
  maintenance: boolean;
  labels: AlarmLevelLabels;
}

/**
 * Blinking letters E, C, M (emergency red, caution orange, maintenance yellow) for the alarm bits that are
 * set; nothing for a bit that is clear. Part 1 §2 names the icons "blinking" without an exception, so a
 * shown letter always blinks, on a disconnected card too (there it is the last alarm the machine
 * reported, unanswered, and the grey border says the machine is silent). The blinking is CSS
 * (machineCard.css) and stops for users who ask for reduced motion.
 */
export function AlarmIcons({ emergency, caution, maintenance, labels }: AlarmIconsProps) {
  const on = { emergency, caution, maintenance };
  return (
    <>
      {ALARM_LEVELS.filter((level) => on[level.key]).map((level) => (
        // Keyed fragments: the space after each letter keeps the card's text "E C No.1 …", not "ECNo.1 …".
        <Fragment key={level.key}>
          <span
            className="mc-alarm"
            data-testid={`alarm-icon-${level.key}`}
            title={labels[level.key].name}
            aria-hidden="true"
            style={{ backgroundColor: level.background, color: level.text }}
          >
            {labels[level.key].letter}
          </span>{' '}
        </Fragment>
      ))}
    </>
  );
}
