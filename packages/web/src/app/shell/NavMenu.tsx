import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import HomeIcon from '@mui/icons-material/Home';
import PinIcon from '@mui/icons-material/Pin';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import MailIcon from '@mui/icons-material/MarkEmailUnread';
import CampaignIcon from '@mui/icons-material/Campaign';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@airsight/contracts';
import { navItemsFor, type NavIcon } from '../navigation.ts';
import { useRouteName } from '../routeHandle.ts';

const ICONS: Record<NavIcon, SvgIconComponent> = {
  home: HomeIcon,
  machineNumber: PinIcon,
  groups: WorkspacesIcon,
  alarmMail: MailIcon,
  notifications: CampaignIcon,
  logs: ReceiptLongIcon,
};

/** The side menu's items for the user's role (part 1 §6). */
export function NavMenu({ user, onNavigate }: { user: UserInfo; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const route = useRouteName();

  return (
    <List data-testid="nav-menu" sx={{ px: 1 }}>
      {navItemsFor(user).map((item) => {
        const Icon = ICONS[item.icon];
        const active =
          route === item.route || (route !== undefined && item.alsoActiveOn?.includes(route) === true);
        // Each link in its own list item: a list holds only items (screen readers count them).
        return (
          <ListItem key={item.id} disablePadding sx={{ mb: 0.5 }}>
            <ListItemButton
              component={RouterLink}
              to={item.to}
              selected={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              data-testid={`nav-${item.id}`}
              sx={{ borderRadius: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon />
              </ListItemIcon>
              <ListItemText
                primary={t(item.labelKey)}
                slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
