/**
 * Status of a machine in the machine tab: the shown status (running, stopped, disconnected; part 1 §4)
 * as text, a dot in the card border colour of its state, and E / C / M marks for the alarm bits of a
 * connected machine (a disconnected machine's stale bits are not shown, as the counts do not count them).
 * Plain elements with fixed inline styles: the table may render this for every key stroke of a search.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ALARM_LEVELS } from '@airsight/contracts/presentation/alarm-levels';
import { cardBorderColor, type DeviceStatus, type ShownStatus } from '@airsight/contracts/domain/status';
import type { MessageKey } from '../../../i18n/index.ts';

export const SHOWN_STATUS_KEYS: Readonly<Record<ShownStatus, MessageKey>> = {
  running: 'running',
  stop: 'stopped',
  disconnected: 'disconnected',
};

/** E, C, M marks: the level's letter (message key `<key>Short`) on its colours, name on hover. */
const MARKS = ALARM_LEVELS.map((level) => ({
  flag: level.key,
  short: `${level.key}Short` as const,
  label: level.key,
  color: level.background,
  text: level.text,
}));

/**
 * Words never break ("Disconnected" stays whole in a narrow column); the E / C / M marks move to the
 * next line instead when the column is too narrow for them.
 */
const WRAP: CSSProperties = {
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2px 6px',
  whiteSpace: 'nowrap',
};
const LABEL: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 6 };
const DOT: CSSProperties = { width: 10, height: 10, borderRadius: '50%', flex: 'none' };
const MARK: CSSProperties = {
  textDecoration: 'none',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '18px',
  padding: '0 4px',
  borderRadius: 4,
};

export function StatusCell({ status }: { status: DeviceStatus }) {
  const { t } = useTranslation();
  return (
    <span data-status={status.shown} data-state={status.state} style={WRAP}>
      <span style={LABEL}>
        <span aria-hidden="true" style={{ ...DOT, backgroundColor: cardBorderColor(status.state) }} />
        {t(SHOWN_STATUS_KEYS[status.shown])}
      </span>
      {status.connection
        ? MARKS.filter((m) => status[m.flag]).map((m) => (
            <abbr
              key={m.flag}
              title={t(m.label)}
              style={{ ...MARK, backgroundColor: m.color, color: m.text }}
            >
              {t(m.short)}
            </abbr>
          ))
        : null}
    </span>
  );
}
