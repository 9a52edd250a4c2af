import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons.tsx';
import type { GroupLinks } from '../groupLinks.ts';
import './homeConsumer.css';

export interface GroupHeaderProps {
  name: string;
  count: number;
  links: GroupLinks;
  expanded: boolean;
  onToggle: () => void;
  /** id of the card grid the header shows and hides. */
  contentId: string;
  headingId: string;
}

function HeaderButton(props: { to: string; state: unknown; icon: ReactNode; label: string; testId: string }) {
  return (
    <RouterLink to={props.to} state={props.state} className="group-header-link" data-testid={props.testId}>
      {props.icon}
      {props.label}
    </RouterLink>
  );
}

/**
 * A group's header (part 1 §2): name and machine count, a button that shows or hides the cards, and
 * the group's buttons: discharge air/power graph, monthly report, alarm records and, where offered,
 * alarm-mail settings. The buttons are links (open in a new tab works) carrying the group's machines.
 * Static CSS (homeConsumer.css) and bare SVG icons: the screen's first load draws one per group.
 */
export function GroupHeader({
  name,
  count,
  links,
  expanded,
  onToggle,
  contentId,
  headingId,
}: GroupHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className="group-header">
      <button
        type="button"
        className="icon-button"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={contentId}
        aria-label={t(expanded ? 'collapseGroup' : 'expandGroup', { name })}
        data-testid="card-group-toggle"
      >
        <Icon name={expanded ? 'chevronDown' : 'chevronRight'} size={24} />
      </button>
      <h2 id={headingId} className="group-header-name" data-testid="card-group-name">
        {name}
      </h2>
      <span className="group-header-count" data-testid="card-group-count" data-count={count}>
        {t('machineCount', { num: count })}
      </span>
      <div className="group-header-links">
        {[
          {
            to: links.volumeGraph,
            icon: <Icon name="barChart" size="1em" />,
            label: t('dischargeAirPowerGraph'),
            testId: 'group-volume-graph',
          },
          {
            to: links.monthlyReport,
            icon: <Icon name="description" size="1em" />,
            label: t('monthlyReport'),
            testId: 'group-monthly-report',
          },
          {
            to: links.alarmHistory,
            icon: <Icon name="notificationsActive" size="1em" />,
            label: t('alarmRecords'),
            testId: 'group-alarm-history',
          },
          // Alarm-mail settings: admin users on the 'all' group only (part 1 §2).
          {
            to: links.alarmMailSetting,
            icon: <Icon name="mail" size="1em" />,
            label: t('alarmMailSettings'),
            testId: 'group-alarm-mail-setting',
          },
        ].map((button) =>
          button.to ? (
            <HeaderButton
              key={button.testId}
              to={button.to}
              state={links.state}
              icon={button.icon}
              label={button.label}
              testId={button.testId}
            />
          ) : null,
        )}
      </div>
    </div>
  );
}
