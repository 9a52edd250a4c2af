import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionInfo, UserInfo } from '@airsight/contracts';
import { PRODUCT_NAME } from '@airsight/contracts/product';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { ProductMark } from '../../components/ProductMark.tsx';
import { EnvironmentChip } from './EnvironmentChip.tsx';
import { MaintenanceButton } from './MaintenanceButton.tsx';
import { UserMenu } from './UserMenu.tsx';
import { Icon } from '../../components/icons.tsx';

export interface AppHeaderProps {
  session: SessionInfo;
  user: UserInfo;
  /** Narrow screens: the button that opens the menu drawer. */
  onOpenMenu?: (() => void) | undefined;
  menuOpen?: boolean;
  /** The menu drawer's id once it is in the page (aria-controls). */
  menuId?: string | undefined;
}

/**
 * Top app bar: product name, environment title, the maintenance recommendations, language switcher, login
 * information. Static CSS (shell.css), like the rest of the shell.
 */
export function AppHeader({ session, user, onOpenMenu, menuOpen, menuId }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    // Above the permanent drawer on wide screens; the sliding drawer of narrow screens covers it.
    <header className={onOpenMenu ? 'shell-bar shell-bar--under-drawer' : 'shell-bar'} data-testid="app-bar">
      <div className="shell-toolbar">
        {onOpenMenu ? (
          <button
            type="button"
            className="shell-icon-button shell-icon-button--start"
            onClick={onOpenMenu}
            aria-label={t('openMenu')}
            aria-expanded={menuOpen ? 'true' : 'false'}
            aria-controls={menuId}
            data-testid="menu-button"
          >
            <Icon name="menu" size={24} />
          </button>
        ) : null}
        <RouterLink to="/" className="shell-home" aria-label={`${PRODUCT_NAME} - ${t('home')}`}>
          <ProductMark size={28} />
          <span className="shell-product-name" data-testid="app-product-name">
            {PRODUCT_NAME}
          </span>
        </RouterLink>
        <EnvironmentChip session={session} />
        <div className="shell-actions">
          {user.deviceGroupId && !user.isInfoAdmin ? (
            <MaintenanceButton groupId={user.deviceGroupId} />
          ) : null}
          <LanguageSwitcher />
          <UserMenu user={user} links={session} />
        </div>
      </div>
    </header>
  );
}
