import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import BarChartIcon from '@mui/icons-material/BarChart';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GroupLinks } from '../groupLinks.ts';

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
    <Button
      component={RouterLink}
      to={props.to}
      state={props.state}
      variant="outlined"
      size="small"
      startIcon={props.icon}
      data-testid={props.testId}
      sx={{ bgcolor: 'background.paper' }}
    >
      {props.label}
    </Button>
  );
}

/**
 * A group's header (part 1 §2): name and machine count, a button that shows or hides the cards, and
 * the group's buttons: discharge air/power graph, monthly report, alarm records and, where offered,
 * alarm-mail settings. The buttons are links (open in a new tab works) carrying the group's machines.
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
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 1,
        py: 0.75,
        borderRadius: 1,
        bgcolor: 'grey.100',
        borderLeft: 4,
        borderColor: 'primary.main',
      }}
    >
      <IconButton
        size="small"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={contentId}
        aria-label={t(expanded ? 'collapseGroup' : 'expandGroup', { name })}
        data-testid="card-group-toggle"
      >
        {expanded ? <ExpandMoreIcon /> : <ChevronRightIcon />}
      </IconButton>
      <Typography
        id={headingId}
        component="h2"
        variant="h6"
        data-testid="card-group-name"
        sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
      >
        {name}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        data-testid="card-group-count"
        data-count={count}
        sx={{ mr: 'auto' }}
      >
        {t('machineCount', { num: count })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {[
          {
            to: links.volumeGraph,
            icon: <BarChartIcon />,
            label: t('dischargeAirPowerGraph'),
            testId: 'group-volume-graph',
          },
          {
            to: links.monthlyReport,
            icon: <DescriptionOutlinedIcon />,
            label: t('monthlyReport'),
            testId: 'group-monthly-report',
          },
          {
            to: links.alarmHistory,
            icon: <NotificationsActiveOutlinedIcon />,
            label: t('alarmRecords'),
            testId: 'group-alarm-history',
          },
          // Alarm-mail settings: admin users on the 'all' group only (part 1 §2).
          {
            to: links.alarmMailSetting,
            icon: <MailOutlineIcon />,
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
      </Box>
    </Box>
  );
}
