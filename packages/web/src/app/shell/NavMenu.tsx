import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@airsight/contracts';
import { useGroupAuthorities } from '../../api/master-info/getGroupAuthorities.ts';
import { isGatewayAdmin } from '../../lib/routes.ts';
import { navItemsFor, type NavIcon } from '../navigation.ts';
import { useRouteName } from '../routeHandle.ts';
import { Icon, type IconName } from '../../components/icons.tsx';

const ICONS: Record<NavIcon, IconName> = {
  home: 'home',
  machineNumber: 'pin',
  groups: 'workspaces',
  alarmMail: 'markEmailUnread',
  notifications: 'campaign',
  logs: 'receiptLong',
  users: 'manageAccounts',
  gateways: 'router',
};

/**
 * The side menu's items for the user's role (part 1 §6); the current screen's item is marked. A user
 * administrator's menu reads the group authorities (loaded with the first screen) for Gateways.
 */
export function NavMenu({ user, onNavigate }: { user: UserInfo; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const route = useRouteName();
  const groups = useGroupAuthorities(user.isUserAdmin && !user.isInfoAdmin);
  const gatewayAdmin = isGatewayAdmin(user, groups.data) === true;

  return (
    <ul className="shell-menu" data-testid="nav-menu">
      {navItemsFor(user, gatewayAdmin).map((item) => {
        const active =
          route === item.route || (route !== undefined && item.alsoActiveOn?.includes(route) === true);
        // Each link in its own list item: a list holds only items (screen readers count them).
        return (
          <li key={item.id}>
            <RouterLink
              to={item.to}
              className="shell-menu-link"
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              data-testid={`nav-${item.id}`}
            >
              <span className="shell-menu-icon">
                <Icon name={ICONS[item.icon]} size={24} />
              </span>
              {t(item.labelKey)}
            </RouterLink>
          </li>
        );
      })}
    </ul>
  );
}
