import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionInfo, UserInfo } from '@airsight/contracts';
import { PRODUCT_NAME } from '@airsight/contracts/product';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { ProductMark } from '../../components/ProductMark.tsx';
import { EnvironmentChip } from './EnvironmentChip.tsx';
import { MaintenanceButton } from './MaintenanceButton.tsx';
import { UserMenu } from './UserMenu.tsx';

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
 * information.
 */
export function AppHeader({ session, user, onOpenMenu, menuOpen, menuId }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="fixed"
      data-testid="app-bar"
      // Above the permanent drawer on wide screens; the sliding drawer of narrow screens covers it.
      sx={(theme) => ({ zIndex: onOpenMenu ? theme.zIndex.appBar : theme.zIndex.drawer + 1 })}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        {onOpenMenu ? (
          <IconButton
            color="inherit"
            edge="start"
            onClick={onOpenMenu}
            aria-label={t('openMenu')}
            aria-expanded={menuOpen ? 'true' : 'false'}
            aria-controls={menuId}
            data-testid="menu-button"
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Box
          component={RouterLink}
          to="/"
          aria-label={`${PRODUCT_NAME} - ${t('home')}`}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            minWidth: 0,
          }}
        >
          <ProductMark size={28} />
          <Typography
            component="span"
            variant="h6"
            noWrap
            sx={{ fontWeight: 700, letterSpacing: 0.3, fontSize: { xs: '1.1rem', sm: '1.25rem' } }}
          >
            {PRODUCT_NAME}
          </Typography>
        </Box>
        <EnvironmentChip session={session} />
        <Box sx={{ flexGrow: 1 }} />
        {user.deviceGroupId && !user.isInfoAdmin ? <MaintenanceButton groupId={user.deviceGroupId} /> : null}
        <LanguageSwitcher />
        <UserMenu user={user} links={session} />
      </Toolbar>
    </AppBar>
  );
}
