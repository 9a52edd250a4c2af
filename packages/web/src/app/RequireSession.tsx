import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@airsight/contracts/routes';
import { useSession } from '../api/session/getSession.ts';
import { clearRememberedRoute, peekRememberedRoute, rememberRoute } from '../lib/returnTo.ts';
import { SessionUserContext } from '../api/session/sessionUser.ts';
import { FullPageProgress } from '../components/FullPageProgress.tsx';

/** Remembers where the user wanted to go (first requested route only) and opens Login. */
function RedirectToLogin({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    rememberRoute(from);
    void navigate(buildPath('Login'), { replace: true });
  }, [from, navigate]);
  return <FullPageProgress />;
}

function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 420, textAlign: 'center' }}>
        <Typography component="h1" variant="h6" gutterBottom>
          {t('sessionCheckFailed')}
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Paper>
    </Stack>
  );
}

/**
 * Route guard (part 1 §2, §4): every route but Login needs a session. Without one the requested route is
 * remembered and the user goes to Login; once signed in, the remembered route is reopened and forgotten.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const user = session.data?.authenticated ? session.data.user : null;
  const signedIn = user !== null;
  const remembered = signedIn ? peekRememberedRoute() : null;

  useEffect(() => {
    if (remembered) clearRememberedRoute();
  }, [remembered]);

  if (session.isPending) return <FullPageProgress />;
  if (session.isError) return <SessionUnavailable onRetry={() => void session.refetch()} />;
  if (!user) return <RedirectToLogin from={here} />;
  if (remembered && remembered !== here) return <Navigate to={remembered} replace />;
  return (
    <SessionUserContext value={user}>
      <Outlet />
    </SessionUserContext>
  );
}
