/**
 * The invitation page of the embedded provider: a new user, added by an administrator, chooses its password
 * through the link it was sent (services/user-admin.ts), in the look of the sign-in page and in the
 * user's language.
 */
import type { Locale } from '@airsight/contracts';
import { escapeHtml, languageSwitch, page } from './pages.ts';
import { PASSWORD_MIN_LENGTH } from './password-change.ts';

const TEXT = {
  en: {
    title: 'Choose your password',
    intro: 'You have been given an account. Choose a password to sign in with.',
    account: 'User ID',
    next: 'New password',
    confirm: 'New password (again)',
    rule: `At least ${PASSWORD_MIN_LENGTH} characters.`,
    submit: 'Set password',
    done: 'Your password is set. You can now sign in.',
    signIn: 'Sign in',
    expired:
      'This invitation link has expired or has already been used. Ask your administrator for a new one.',
    tooShort: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
    mismatch: 'The two passwords do not match.',
  },
  ja: {
    title: 'パスワードの設定',
    intro: 'アカウントが作成されました。サインインに使うパスワードを設定してください。',
    account: 'ユーザーID',
    next: '新しいパスワード',
    confirm: '新しいパスワード（確認）',
    rule: `${PASSWORD_MIN_LENGTH}文字以上で入力してください。`,
    submit: 'パスワードを設定',
    done: 'パスワードを設定しました。サインインできます。',
    signIn: 'サインイン',
    expired:
      'この招待リンクは有効期限が切れたか、すでに使用されています。管理者に新しいリンクを依頼してください。',
    tooShort: `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください。`,
    mismatch: 'パスワードが一致しません。',
  },
  zh: {
    title: '设置密码',
    intro: '已为您创建账户。请设置用于登录的密码。',
    account: '用户ID',
    next: '新密码',
    confirm: '新密码（确认）',
    rule: `至少${PASSWORD_MIN_LENGTH}个字符。`,
    submit: '设置密码',
    done: '密码已设置。现在可以登录了。',
    signIn: '登录',
    expired: '此邀请链接已过期或已被使用。请向管理员索取新的链接。',
    tooShort: `密码至少需要${PASSWORD_MIN_LENGTH}个字符。`,
    mismatch: '两次输入的密码不一致。',
  },
} satisfies Record<Locale, Record<string, string>>;

export function invitationPage(options: {
  locale: Locale;
  token: string;
  userId: string;
  problem?: 'tooShort' | 'mismatch';
}): string {
  const t = TEXT[options.locale];
  const action = `/auth/invitation/${encodeURIComponent(options.token)}`;
  const error = options.problem
    ? `<p class="error" role="alert">${escapeHtml(t[options.problem])}</p>`
    : `<p>${escapeHtml(t.intro)}</p>`;
  return page(
    options.locale,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
${error}
<form method="post" action="${escapeHtml(`${action}?locale=${options.locale}`)}">
<label for="userId">${escapeHtml(t.account)}</label>
<input id="userId" type="text" name="username" value="${escapeHtml(options.userId)}" autocomplete="username" readonly>
<label for="newPassword">${escapeHtml(t.next)}</label>
<input id="newPassword" name="newPassword" type="password" required minlength="${PASSWORD_MIN_LENGTH}" autocomplete="new-password" aria-describedby="passwordRule" autofocus>
<p class="hint" id="passwordRule">${escapeHtml(t.rule)}</p>
<label for="confirmPassword">${escapeHtml(t.confirm)}</label>
<input id="confirmPassword" name="confirmPassword" type="password" required minlength="${PASSWORD_MIN_LENGTH}" autocomplete="new-password">
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
${languageSwitch(options.locale, (l) => `${action}?locale=${l}`)}`,
  );
}

export function invitationMessagePage(locale: Locale, outcome: 'done' | 'expired'): string {
  const t = TEXT[locale];
  const message =
    outcome === 'done'
      ? `<p class="success" role="status">${escapeHtml(t.done)}</p>`
      : `<p class="error" role="alert">${escapeHtml(t.expired)}</p>`;
  return page(
    locale,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
${message}
<p><a href="/">${escapeHtml(t.signIn)}</a></p>`,
  );
}
