import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@airsight/contracts/routes';
import { useLocale } from '../../i18n/useLocale.ts';
import { useGroupAuthorities } from '../../api/master-info/getGroupAuthorities.ts';
import { useMachineAuthority } from '../../api/master-info/getMachineAuthority.ts';
import { localizedName, machineLabel } from '../../lib/names.ts';
import { buildGroupTrail } from './trail.ts';

export interface BreadcrumbProps {
  /** The group to end on (ignored when a machine is given). */
  deviceGroupId?: string | undefined;
  /** The machine to end on: its group is looked up, and the trail ends on the machine. */
  modelId?: string | undefined;
  serialNo?: string | undefined;
  /** Which crumb is the page itself (shown as text, not a link). */
  current?: 'group' | 'machine' | 'none';
}

/**
 * Walks up the group hierarchy to the user's top group; every group links to HomeAdmin (group with
 * children) or HomeConsumer (leaf). For a machine it ends on the machine. Unknown or foreign groups and
 * machines show nothing.
 */
export function Breadcrumb({ deviceGroupId, modelId, serialNo, current = 'none' }: BreadcrumbProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const forMachine = Boolean(modelId && serialNo);
  const machine = useMachineAuthority(forMachine ? modelId : undefined, forMachine ? serialNo : undefined);
  const groupId = forMachine ? machine.data?.device_group_id : deviceGroupId;
  const groups = useGroupAuthorities(Boolean(groupId));

  if ((forMachine && machine.isPending) || (groupId && groups.isPending)) {
    return <Skeleton variant="text" width={240} aria-hidden="true" sx={{ fontSize: '0.875rem' }} />;
  }
  const trail = groupId ? buildGroupTrail(groups.data, groupId) : [];
  if (trail.length === 0) return null;

  const lastIsPage = current === 'group' && !forMachine;
  const crumbs = trail.map((group, index) => {
    const name = localizedName(group, 'device_group_name_locale', locale) || group.device_group_id;
    const isPage = lastIsPage && index === trail.length - 1;
    if (isPage) {
      return (
        <Typography key={group.device_group_id} color="text.primary" aria-current="page" variant="body2">
          {name}
        </Typography>
      );
    }
    const to = buildPath(group.has_children ? 'HomeAdmin' : 'HomeConsumer', {
      device_group_id: group.device_group_id,
    });
    return (
      <Link
        key={group.device_group_id}
        component={RouterLink}
        to={to}
        underline="hover"
        color="inherit"
        variant="body2"
      >
        {name}
      </Link>
    );
  });

  if (forMachine && machine.data) {
    const label = machineLabel(machine.data.serial_no, machine.data.optional_info_2);
    crumbs.push(
      current === 'machine' ? (
        <Typography key="machine" color="text.primary" aria-current="page" variant="body2">
          {label}
        </Typography>
      ) : (
        <Link
          key="machine"
          component={RouterLink}
          to={buildPath('CompressorInfo', {
            model_id: machine.data.model_id,
            serial_no: machine.data.serial_no,
          })}
          underline="hover"
          color="inherit"
          variant="body2"
        >
          {label}
        </Link>
      ),
    );
  }

  return (
    <Breadcrumbs
      aria-label={t('breadcrumb')}
      data-testid="breadcrumb"
      separator={<NavigateNextIcon fontSize="small" />}
      maxItems={8}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={4}
    >
      {crumbs}
    </Breadcrumbs>
  );
}
