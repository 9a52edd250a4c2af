import Alert from '@mui/material/Alert';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@airsight/contracts/product';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher.tsx';
import { ProductMark } from '../../../components/ProductMark.tsx';
import type { MessageKey } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useSession } from '../../../api/session/getSession.ts';
import { peekRememberedRoute, signInUrl } from '../../../lib/returnTo.ts';
import './login.css';

/** Material's Login icon, inline: the portal's icon module (components/icons.tsx) loads with the shell. */
function LoginGlyph() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M11 7 9.6 8.4l2.6 2.6H2v2h10.2l-2.6 2.6L11 17l5-5zm9 12h-8v2h8c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-8v2h8z" />
    </svg>
  );
}

/** The message of each error code the server's callback sends (auth/routes.ts, auth/sign-in-user.ts). */
const SIGN_IN_ERRORS: Partial<Record<string, MessageKey>> = {
  idp_unavailable: 'signInServiceUnavailable',
  unknown_user: 'signInUnknownUser',
  no_role: 'signInNoRole',
  account_disabled: 'signInAccountDisabled',
};

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
    <main className="fp-login">
      <div className="login-bar">
        <LanguageSwitcher />
      </div>
      <div className="fp-login-stack">
        <div className="fp-card">
          <span className="fp-mark">
            <ProductMark size={56} />
          </span>
          <h1 data-testid="product-name">{PRODUCT_NAME}</h1>
          <p className="fp-tagline">{t('productTagline')}</p>
          <h2 data-testid="page-title">{t('login')}</h2>
          <p className="fp-description">{t('signInDescription')}</p>
          {error ? (
            <Alert severity="error" className="login-error" data-testid="login-error">
              {t(SIGN_IN_ERRORS[error] ?? 'signInFailed')}
            </Alert>
          ) : null}
          <button
            type="button"
            className="fp-button login-button"
            onClick={signIn}
            data-testid="login-button"
          >
            <LoginGlyph />
            {t('signIn')}
          </button>
        </div>
      </div>
    </main>
  );
}
