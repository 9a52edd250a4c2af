import { Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@airsight/contracts/product';
import { ProductMark } from '../../components/ProductMark.tsx';
import { useSession } from '../../api/session/getSession.ts';
import { useSessionUser } from '../../api/session/sessionUser.ts';
import { AppHeader } from './AppHeader.tsx';
import { NavMenu } from './NavMenu.tsx';
import { SkipLink } from './SkipLink.tsx';

const DRAWER_WIDTH = 280;
const MAIN_ID = 'main';

/**
 * The app shell (part 1 §2): header on top, the menu as a side drawer (always open on wide screens, a
 * drawer that slides in on narrow ones), the screen in the main area.
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
  const [menuMounted, setMenuMounted] = useState(false);
  const drawerId = useId();
  if (!session) return null;

  const close = () => setOpen(false);
  const menu = wide ? (
    <>
      <Toolbar />
      <NavMenu user={user} />
    </>
  ) : (
    <>
      <Toolbar sx={{ gap: 1, color: 'primary.main' }}>
        <ProductMark size={28} />
        <Typography component="span" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {PRODUCT_NAME}
        </Typography>
        <IconButton edge="end" onClick={close} aria-label={t('closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Toolbar>
      <Divider />
      <NavMenu user={user} onNavigate={close} />
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_ID} />
      <AppHeader
        session={session}
        user={user}
        onOpenMenu={
          wide
            ? undefined
            : () => {
                setMenuMounted(true);
                setOpen(true);
              }
        }
        menuOpen={open}
        menuId={wide || menuMounted ? drawerId : undefined}
      />
      <Box
        component="nav"
        aria-label={t('mainNavigation')}
        sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}
      >
        {wide ? (
          <Drawer
            variant="permanent"
            id={drawerId}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
            open
          >
            {menu}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            id={drawerId}
            open={open}
            onClose={close}
            ModalProps={{ keepMounted: menuMounted }}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            {menu}
          </Drawer>
        )}
      </Box>
      <Box
        component="main"
        id={MAIN_ID}
        // Focusable only by the skip link; the whole area needs no ring of its own.
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        <Suspense fallback={<LinearProgress aria-label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
