import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@airsight/contracts';
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
};

/** The side menu's items for the user's role (part 1 §6); the current screen's item is marked. */
export function NavMenu({ user, onNavigate }: { user: UserInfo; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const route = useRouteName();

  return (
    <ul className="shell-menu" data-testid="nav-menu">
      {navItemsFor(user).map((item) => {
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
