import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@airsight/contracts/product';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher.tsx';
import { ProductMark } from '../../../components/ProductMark.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useSession } from '../../../api/session/getSession.ts';
import { peekRememberedRoute, signInUrl } from '../../../lib/returnTo.ts';

/**
 * Login (part 1 §2): no header, no menu; the product name and a sign-in button that goes to the identity
 * provider through the server, coming back to the remembered route. Signed-in users go to Root.
 */
export default function LoginScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  // The server comes back to /Login?error=<code> when sign-in fails.
  const [params] = useSearchParams();
  const error = params.get('error');

  if (session.data?.authenticated && session.data.user) return <Navigate to="/" replace />;

  const signIn = () => window.location.assign(signInUrl(peekRememberedRoute(), locale));

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, #0b4f8a 0%, #0d6efd 55%, #00796b 100%)',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1, color: 'common.white' }}>
        <LanguageSwitcher />
      </Box>
      {/* The card's top stays where index.html's first paint put it, whatever the texts below it. */}
      <Stack sx={{ flexGrow: 1, alignItems: 'center', p: 2, pt: '8vh', pb: 10 }}>
        <Paper elevation={8} sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Box sx={{ color: 'primary.main', display: 'inline-flex', mb: 1 }}>
            <Box
              sx={{ bgcolor: 'primary.main', color: 'common.white', borderRadius: 2, display: 'inline-flex' }}
            >
              <ProductMark size={56} />
            </Box>
          </Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }} data-testid="product-name">
            {PRODUCT_NAME}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {t('productTagline')}
          </Typography>
          <Typography component="h2" variant="h6" data-testid="page-title" sx={{ mb: 0.5 }}>
            {t('login')}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
            {t('signInDescription')}
          </Typography>
          {error ? (
            <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }} data-testid="login-error">
              {t(error === 'idp_unavailable' ? 'signInServiceUnavailable' : 'signInFailed')}
            </Alert>
          ) : null}
          <Button
            variant="contained"
            size="large"
            fullWidth
            startIcon={<LoginIcon />}
            onClick={signIn}
            data-testid="login-button"
          >
            {t('signIn')}
          </Button>
        </Paper>
      </Stack>
    </Box>
  );
}
