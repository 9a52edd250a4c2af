/**
 * Server-rendered pages of the embedded provider: sign-in form, sign-out and error pages, in English,
 * Japanese and Chinese. The CSP allows scripts only from our origin, so the pages carry no inline script;
 * inline styles are allowed.
 */
import { FALLBACK_LOCALE, LOCALES, matchLocale, PRODUCT_NAME, type Locale } from '@airsight/contracts';

const TEXT = {
  en: {
    title: 'Sign in',
    userId: 'User ID',
    password: 'Password',
    submit: 'Sign in',
    wrongCredentials: 'The user ID or password is incorrect.',
    tooManyAttempts: 'Too many failed attempts. Please wait a few minutes and try again.',
    expired: 'This sign-in has expired or was already used. Please start again.',
    backToSignIn: 'Back to sign-in',
    signingOut: 'Signing out…',
    signOut: 'Sign out',
    signedOut: 'You have signed out.',
    failed: 'Sign-in failed',
  },
  ja: {
    title: 'サインイン',
    userId: 'ユーザーID',
    password: 'パスワード',
    submit: 'サインイン',
    wrongCredentials: 'ユーザーIDまたはパスワードが正しくありません。',
    tooManyAttempts: '失敗が続いたため、しばらく受け付けません。数分後にもう一度お試しください。',
    expired: 'このサインインは有効期限が切れたか、既に使用されています。もう一度やり直してください。',
    backToSignIn: 'サインイン画面に戻る',
    signingOut: 'サインアウトしています…',
    signOut: 'サインアウト',
    signedOut: 'サインアウトしました。',
    failed: 'サインインできませんでした',
  },
  zh: {
    title: '登录',
    userId: '用户ID',
    password: '密码',
    submit: '登录',
    wrongCredentials: '用户ID或密码不正确。',
    tooManyAttempts: '失败次数过多，请几分钟后再试。',
    expired: '此登录已过期或已被使用，请重新开始。',
    backToSignIn: '返回登录页面',
    signingOut: '正在退出…',
    signOut: '退出',
    signedOut: '您已退出。',
    failed: '登录失败',
  },
} satisfies Record<Locale, Record<string, string>>;

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ja: '日本語', zh: '中文' };
const HTML_LANG: Record<Locale, string> = { en: 'en', ja: 'ja', zh: 'zh-Hans' };

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The page language: an explicit choice (the switch link), else the first supported ui_locales entry, else Japanese. */
export function pickLocale(uiLocales: unknown, choice?: string): Locale {
  const chosen = matchLocale(choice);
  if (chosen) return chosen;
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(' ')) {
      const match = matchLocale(tag);
      if (match) return match;
    }
  }
  return FALLBACK_LOCALE;
}

/**
 * The portal's own look (packages/web/src/app/theme.ts): its primary blue, background, corner radius and
 * font stack (system fonts, Japanese before Chinese faces; Chinese first on a Chinese page). Controls
 * are at least 24 px (WCAG 2.5.8) and show a 2 px focus ring.
 */
const PRIMARY = '#0b4f8a';
const PRIMARY_DARK = '#083a66';
const LATIN_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial';
const JAPANESE_FONTS =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans CJK JP", "Noto Sans JP", "Yu Gothic UI", Meiryo';
const CHINESE_FONTS =
  '"PingFang SC", "Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", "Source Han Sans SC"';

const STYLE = `
  body { margin: 0; font-family: ${LATIN_FONTS}, ${JAPANESE_FONTS}, ${CHINESE_FONTS}, sans-serif; background: #f4f6f8; color: rgba(0,0,0,.87); line-height: 1.5; }
  html:lang(zh) body { font-family: ${LATIN_FONTS}, ${CHINESE_FONTS}, ${JAPANESE_FONTS}, sans-serif; }
  main { box-sizing: border-box; max-width: 400px; margin: 10vh auto 0; background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12), 0 1px 2px rgba(0,0,0,.08); padding: 28px 32px; }
  @media (max-width: 440px) { main { margin: 16px; padding: 24px 20px; } }
  .product { margin: 0 0 4px; font-size: 1.5rem; font-weight: 700; letter-spacing: .3px; color: ${PRIMARY}; }
  h1 { margin: 0 0 20px; font-size: 1.1rem; font-weight: 500; }
  label { display: block; margin: 14px 0 4px; font-size: .9rem; color: rgba(0,0,0,.6); }
  input[type=text], input[type=password] { box-sizing: border-box; width: 100%; min-height: 44px; padding: 10px 12px; font: inherit; border: 1px solid rgba(0,0,0,.23); border-radius: 8px; }
  input[type=text]:focus, input[type=password]:focus { outline: 2px solid ${PRIMARY}; outline-offset: -1px; border-color: ${PRIMARY}; }
  button { margin-top: 22px; width: 100%; min-height: 44px; padding: 10px; font: inherit; font-weight: 600; color: #fff; background: ${PRIMARY}; border: 0; border-radius: 8px; cursor: pointer; }
  button:hover { background: ${PRIMARY_DARK}; }
  button:focus-visible, a:focus-visible { outline: 2px solid ${PRIMARY}; outline-offset: 2px; }
  .error { margin: 0 0 8px; padding: 8px 12px; color: #5f2120; background: #fdeded; border-radius: 8px; }
  .languages { margin-top: 20px; font-size: .9rem; text-align: center; }
  .languages a, .languages strong { display: inline-flex; align-items: center; min-height: 24px; min-width: 24px; padding: 2px 6px; margin: 0 2px; }
  a { color: ${PRIMARY}; }
  input[readonly] { background: #f4f6f8; color: rgba(0,0,0,.6); }
  main.wide { max-width: 760px; margin-top: 5vh; }
  h2 { margin: 22px 0 4px; font-size: 1rem; font-weight: 600; }
  .hint { margin: 4px 0 0; font-size: .85rem; color: rgba(0,0,0,.6); }
  .success { margin: 0 0 8px; padding: 8px 12px; color: #1e4620; background: #edf7ed; border-radius: 8px; }
`;

/** A whole page in the portal's look; `wide` for reading (the help page) rather than a form. */
export function page(
  locale: Locale,
  title: string,
  body: string,
  scripts: string[] = [],
  { wide = false }: { wide?: boolean } = {},
): string {
  return `<!DOCTYPE html>
<html lang="${HTML_LANG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - ${escapeHtml(PRODUCT_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
<main${wide ? ' class="wide"' : ''}>
<p class="product">${escapeHtml(PRODUCT_NAME)}</p>
${body}
</main>
${scripts.map((src) => `<script src="${escapeHtml(src)}"></script>`).join('\n')}
</body>
</html>`;
}

export function languageSwitch(current: Locale, hrefFor: (locale: Locale) => string): string {
  const links = LOCALES.map((l) =>
    l === current
      ? `<strong>${LANGUAGE_NAMES[l]}</strong>`
      : `<a href="${escapeHtml(hrefFor(l))}" hreflang="${HTML_LANG[l]}">${LANGUAGE_NAMES[l]}</a>`,
  );
  return `<nav class="languages">${links.join(' | ')}</nav>`;
}

export interface SignInPageOptions {
  locale: Locale;
  /** The interaction's uid: the form posts to /auth/interaction/<uid>/login. */
  uid: string;
  error?: 'wrongCredentials' | 'tooManyAttempts';
  userId?: string;
}

export function signInPage({ locale, uid, error: errorKey, userId }: SignInPageOptions): string {
  const t = TEXT[locale];
  const base = `/auth/interaction/${encodeURIComponent(uid)}`;
  const error = errorKey ? `<p class="error" role="alert">${escapeHtml(t[errorKey])}</p>` : '';
  return page(
    locale,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
${error}
<form method="post" action="${escapeHtml(`${base}/login?lang=${locale}`)}" autocomplete="on">
<label for="userId">${escapeHtml(t.userId)}</label>
<input id="userId" name="userId" type="text" required autocomplete="username" value="${escapeHtml(userId ?? '')}"${userId ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" required autocomplete="current-password"${userId ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
${languageSwitch(locale, (l) => `${base}?lang=${l}`)}`,
  );
}

/** A dead end (expired or reused sign-in, provider error) with a way back to the portal's sign-in screen. */
export function messagePage(locale: Locale, message: string, detail?: string): string {
  const t = TEXT[locale];
  return page(
    locale,
    t.failed,
    `<h1>${escapeHtml(t.failed)}</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
${detail ? `<p><small>${escapeHtml(detail)}</small></p>` : ''}
<p><a href="/Login">${escapeHtml(t.backToSignIn)}</a></p>`,
  );
}

export function expiredPage(locale: Locale): string {
  return messagePage(locale, TEXT[locale].expired);
}

/** Path of the script that submits the provider's sign-out form at once (no inline script under our CSP). */
export const LOGOUT_SCRIPT_PATH = '/auth/assets/logout.js';

/**
 * The provider's sign-out confirmation. The portal already asked the user, so logout.js submits the form
 * with logout=yes; without JavaScript the user presses the button, which does the same.
 */
export function logoutPage(locale: Locale, form: string): string {
  const t = TEXT[locale];
  return page(
    locale,
    t.signOut,
    `<h1>${escapeHtml(t.signingOut)}</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(t.signOut)}</button>`,
    [LOGOUT_SCRIPT_PATH],
  );
}

export function signedOutPage(locale: Locale): string {
  const t = TEXT[locale];
  return page(
    locale,
    t.signOut,
    `<h1>${escapeHtml(t.signedOut)}</h1>
<p><a href="/Login">${escapeHtml(t.backToSignIn)}</a></p>`,
  );
}

export const LOGOUT_SCRIPT = `// Submits the identity provider's sign-out form at once: the user already chose to sign out in the portal.
(function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'logout';
  input.value = 'yes';
  form.appendChild(input);
  form.submit();
})();
`;
