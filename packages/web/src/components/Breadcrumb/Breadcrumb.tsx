import { Fragment, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@airsight/contracts/routes';
import { useLocale } from '../../i18n/useLocale.ts';
import { useGroupAuthorities } from '../../api/master-info/getGroupAuthorities.ts';
import { useMachineAuthority } from '../../api/master-info/getMachineAuthority.ts';
import { localizedName, machineLabel } from '../../lib/names.ts';
import { Icon } from '../icons.tsx';
import { buildGroupTrail } from './trail.ts';
import { collapseTrail, FIRST_HIDDEN } from './collapse.ts';
import './breadcrumb.css';

interface Crumb {
  key: string;
  node: ReactNode;
}

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
  const [expanded, setExpanded] = useState(false);

  if ((forMachine && machine.isPending) || (groupId && groups.isPending)) {
    return <span className="breadcrumb-loading" aria-hidden="true" />;
  }
  const trail = groupId ? buildGroupTrail(groups.data, groupId) : [];
  if (trail.length === 0) return null;

  const lastIsPage = current === 'group' && !forMachine;
  const crumbs: Crumb[] = trail.map((group, index) => {
    const name = localizedName(group, 'device_group_name_locale', locale) || group.device_group_id;
    const isPage = lastIsPage && index === trail.length - 1;
    const key = group.device_group_id;
    if (isPage) return { key, node: <span aria-current="page">{name}</span> };
    const to = buildPath(group.has_children ? 'HomeAdmin' : 'HomeConsumer', {
      device_group_id: group.device_group_id,
    });
    return { key, node: <RouterLink to={to}>{name}</RouterLink> };
  });

  if (forMachine && machine.data) {
    const label = machineLabel(machine.data.serial_no, machine.data.optional_info_2);
    const to = buildPath('CompressorInfo', {
      model_id: machine.data.model_id,
      serial_no: machine.data.serial_no,
    });
    crumbs.push({
      key: 'machine',
      node:
        current === 'machine' ? (
          <span aria-current="page">{label}</span>
        ) : (
          <RouterLink to={to}>{label}</RouterLink>
        ),
    });
  }

  const shown = collapseTrail(crumbs, expanded).map((crumb) =>
    crumb !== 'more'
      ? crumb
      : {
          key: 'more',
          node: (
            <button
              type="button"
              className="breadcrumb-more"
              aria-label={t('showWholePath')}
              onClick={(event) => {
                // Focus goes to the first crumb that was hidden, where the button was.
                const list = event.currentTarget.closest('ol');
                setExpanded(true);
                requestAnimationFrame(() =>
                  list?.querySelectorAll<HTMLElement>('a, [aria-current]')[FIRST_HIDDEN]?.focus(),
                );
              }}
            >
              …
            </button>
          ),
        },
  );

  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb')} data-testid="breadcrumb">
      <ol>
        {shown.map((crumb, index) => (
          <Fragment key={crumb.key}>
            {index > 0 ? (
              <li className="breadcrumb-separator" aria-hidden="true">
                <Icon name="chevronRight" size="1em" />
              </li>
            ) : null}
            <li>{crumb.node}</li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
