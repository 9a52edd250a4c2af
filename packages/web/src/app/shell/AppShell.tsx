import { Suspense, useId, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session/getSession.ts';
import { useSessionUser } from '../../api/session/sessionUser.ts';
import { AnnouncementDialog } from './AnnouncementDialog.tsx';
import { AppHeader } from './AppHeader.tsx';
import { MenuDrawer } from './MenuDrawer.tsx';
import { NavMenu } from './NavMenu.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useOpenedOnce } from '../../lib/useOpenedOnce.ts';
import './shell.css';

const MAIN_ID = 'main';

/**
 * The app shell (part 1 §2): header on top, the menu as a side column on wide screens and a drawer that
 * slides in on narrow ones, the screen in the main area. Static CSS (shell.css): it is on every screen.
 */
export default function AppShell() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { data: session } = useSession();
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  // A phone's sliding menu is mounted when first opened, then kept: mounted hidden at start-up it had
  // cost the first screen its styles and a forced layout of the whole page (the slide's start position).
  const menuMounted = useOpenedOnce(open);
  const drawerId = useId();
  if (!session) return null;

  const close = () => setOpen(false);
  return (
    <div className="shell">
      <SkipLink targetId={MAIN_ID} />
      <AppHeader
        session={session}
        user={user}
        onOpenMenu={wide ? undefined : () => setOpen(true)}
        menuOpen={open}
        menuId={wide || menuMounted ? drawerId : undefined}
      />
      <nav aria-label={t('mainNavigation')} className="shell-nav">
        {wide ? (
          <div className="shell-drawer" id={drawerId}>
            <div className="shell-toolbar shell-toolbar-space" />
            <NavMenu user={user} />
          </div>
        ) : menuMounted ? (
          <MenuDrawer id={drawerId} user={user} open={open} onClose={close} />
        ) : null}
      </nav>
      {/* Focusable only by the skip link. */}
      <main id={MAIN_ID} tabIndex={-1} className="shell-main">
        <div className="shell-toolbar shell-toolbar-space" />
        <Suspense fallback={<LinearProgress aria-label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <AnnouncementDialog />
    </div>
  );
}
