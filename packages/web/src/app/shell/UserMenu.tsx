import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionInfo, UserInfo } from '@airsight/contracts';
import { logout } from '../../api/session/logout.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useOpenedOnce } from '../../lib/useOpenedOnce.ts';
import { accountLinkHref } from './accountLinks.ts';
import { Icon } from '../../components/icons.tsx';

export interface UserMenuProps {
  user: UserInfo;
  links: Pick<SessionInfo, 'helpUrl' | 'changePasswordUrl'>;
}

interface PageLinkProps {
  href: string;
  label: string;
  icon: ReactNode;
  testId: string;
  onOpen: () => void;
}

/** A menu item that opens a page in a new tab (and says so to screen readers and with an icon). */
function PageLink({ href, label, icon, testId, onOpen }: PageLinkProps) {
  const { t } = useTranslation();
  return (
    <MenuItem
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (${t('openInNewTab')})`}
      data-testid={testId}
      onClick={onOpen}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
      <OpenInNewIcon fontSize="inherit" sx={{ ml: 1, color: 'text.secondary' }} aria-hidden="true" />
    </MenuItem>
  );
}

/**
 * Login information: who is signed in, help, change password (part 1 §1; no item when the session names
 * no target) and log out. Help and change password open in a new tab, so the screen the user was on stays
 * as it was.
 */
export function UserMenu({ user, links }: UserMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuMounted = useOpenedOnce(anchor !== null);
  const menuId = useId();

  return (
    <>
      <button
        type="button"
        className="shell-icon-button"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('loginInformation')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid="user-menu"
      >
        <Icon name="accountCircle" size={24} />
      </button>
      {menuMounted ? (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <Box sx={{ px: 2, py: 1, minWidth: 220 }} data-testid="user-info">
            <Typography variant="caption" color="textSecondary" component="div">
              {t('userName')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="user-name">
              {user.userName || user.userId}
            </Typography>
            <Typography variant="caption" color="textSecondary" component="div" sx={{ mt: 1 }}>
              {t('userId')}
            </Typography>
            <Typography variant="body2" data-testid="user-id">
              {user.userId}
            </Typography>
          </Box>
          <Divider />
          {[
            {
              url: links.helpUrl,
              label: t('help'),
              icon: <HelpOutlineIcon fontSize="small" />,
              testId: 'help-link',
            },
            // No item when the session names no target for changing the password.
            {
              url: links.changePasswordUrl,
              label: t('changePassword'),
              icon: <KeyIcon fontSize="small" />,
              testId: 'change-password-link',
            },
          ].map((page) =>
            page.url ? (
              <PageLink
                key={page.testId}
                href={accountLinkHref(page.url, locale)}
                label={page.label}
                icon={page.icon}
                testId={page.testId}
                onOpen={() => setAnchor(null)}
              />
            ) : null,
          )}
          <MenuItem
            data-testid="logout"
            onClick={() => {
              setAnchor(null);
              void logout(queryClient);
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {t('logout')}
          </MenuItem>
        </Menu>
      ) : null}
    </>
  );
}
