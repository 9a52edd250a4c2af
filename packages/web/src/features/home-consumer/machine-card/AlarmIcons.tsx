import { Fragment } from 'react';
import { ALARM_LEVELS } from '@airsight/contracts/presentation/alarm-levels';

export interface AlarmIconsProps {
  emergency: boolean;
  caution: boolean;
  maintenance: boolean;
  /** Letters and names in the display language: E, C, M and Emergency, Caution, Maintenance. */
  labels: { e: string; c: string; m: string; emergency: string; caution: string; maintenance: string };
}

const LEVELS = ALARM_LEVELS.map(({ key, background, text }) => ({ key, color: background, text }));

/**
 * Blinking letters E, C, M (emergency red, caution orange, maintenance yellow) for the alarm bits that are
 * set; nothing for a bit that is clear. Part 1 §2 names the icons "blinking" without an exception, so a
 * shown letter always blinks, on a disconnected card too (there it is the last alarm the machine
 * reported, unanswered, and the grey border says the machine is silent). The blinking is CSS
 * (machineCard.css) and stops for users who ask for reduced motion.
 */
export function AlarmIcons({ emergency, caution, maintenance, labels }: AlarmIconsProps) {
  const on = { emergency, caution, maintenance };
  const letters = { emergency: labels.e, caution: labels.c, maintenance: labels.m };
  return (
    <>
      {LEVELS.filter((level) => on[level.key]).map((level) => (
        // Keyed fragments: the space after each letter keeps the card's text "E C No.1 …", not "ECNo.1 …".
        <Fragment key={level.key}>
          <span
            className="mc-alarm"
            data-testid={`alarm-icon-${level.key}`}
            title={labels[level.key]}
            aria-hidden="true"
            style={{ backgroundColor: level.color, color: level.text }}
          >
            {letters[level.key]}
          </span>{' '}
        </Fragment>
      ))}
    </>
  );
}
