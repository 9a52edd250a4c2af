/**
 * The embedded provider's change-password page (part 1 §1: the account menu's change-password link),
 * in the look of its sign-in page, in English, Japanese and Chinese.
 */
import type { Locale } from '@airsight/contracts';
import { escapeHtml, languageSwitch, page } from './pages.ts';
import { PASSWORD_MIN_LENGTH, type PasswordChangeProblem } from './password-change.ts';

type Problem = PasswordChangeProblem | 'tooManyAttempts' | 'expired';

const TEXT = {
  en: {
    title: 'Change password',
    account: 'User ID',
    current: 'Current password',
    next: 'New password',
    confirm: 'New password (again)',
    rule: `At least ${PASSWORD_MIN_LENGTH} characters.`,
    submit: 'Change password',
    changed: 'Your password has been changed. Use the new password the next time you sign in.',
    back: 'Back to the portal',
    tooShort: `The new password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
    mismatch: 'The two new passwords do not match.',
    wrongCurrent: 'The current password is incorrect.',
    sameAsCurrent: 'The new password must differ from the current one.',
    notLocal: 'The password of this account is not managed here.',
    tooManyAttempts: 'Too many failed attempts. Please wait a few minutes and try again.',
    expired: 'This form has expired. Please open the page again.',
  },
  ja: {
    title: 'パスワード変更',
    account: 'ユーザーID',
    current: '現在のパスワード',
    next: '新しいパスワード',
    confirm: '新しいパスワード（確認）',
    rule: `${PASSWORD_MIN_LENGTH}文字以上で入力してください。`,
    submit: 'パスワードを変更',
    changed: 'パスワードを変更しました。次回のサインインから新しいパスワードをお使いください。',
    back: 'ポータルに戻る',
    tooShort: `新しいパスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください。`,
    mismatch: '新しいパスワードが一致しません。',
    wrongCurrent: '現在のパスワードが正しくありません。',
    sameAsCurrent: '新しいパスワードには現在と異なるパスワードを入力してください。',
    notLocal: 'このアカウントのパスワードはここでは変更できません。',
    tooManyAttempts: '失敗が続いたため、しばらく受け付けません。数分後にもう一度お試しください。',
    expired: 'このフォームは有効期限が切れました。ページを開き直してください。',
  },
  zh: {
    title: '修改密码',
    account: '用户ID',
    current: '当前密码',
    next: '新密码',
    confirm: '新密码（确认）',
    rule: `至少${PASSWORD_MIN_LENGTH}个字符。`,
    submit: '修改密码',
    changed: '密码已修改。下次登录时请使用新密码。',
    back: '返回门户',
    tooShort: `新密码至少需要${PASSWORD_MIN_LENGTH}个字符。`,
    mismatch: '两次输入的新密码不一致。',
    wrongCurrent: '当前密码不正确。',
    sameAsCurrent: '新密码不能与当前密码相同。',
    notLocal: '此账户的密码不在此处管理。',
    tooManyAttempts: '失败次数过多，请几分钟后再试。',
    expired: '此表单已过期，请重新打开页面。',
  },
} satisfies Record<Locale, Record<string, string>>;

export interface ChangePasswordPageOptions {
  locale: Locale;
  userId: string;
  /** The session's CSRF token, sent back in a hidden field (a form cannot send the header). */
  csrfToken: string;
  problem?: Problem;
}

export function changePasswordPage({
  locale,
  userId,
  csrfToken,
  problem,
}: ChangePasswordPageOptions): string {
  const t = TEXT[locale];
  const error = problem ? `<p class="error" role="alert">${escapeHtml(t[problem])}</p>` : '';
  // Which field the user fixes next gets the focus.
  const focus =
    problem === 'tooShort' || problem === 'mismatch' || problem === 'sameAsCurrent' ? 'next' : 'current';
  const autofocus = (field: string) => (field === focus ? ' autofocus' : '');
  return page(
    locale,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
${error}
<form method="post" action="/auth/password?locale=${locale}">
<input type="hidden" name="csrfToken" value="${escapeHtml(csrfToken)}">
<label for="userId">${escapeHtml(t.account)}</label>
<input id="userId" type="text" name="username" value="${escapeHtml(userId)}" autocomplete="username" readonly>
<label for="currentPassword">${escapeHtml(t.current)}</label>
<input id="currentPassword" name="currentPassword" type="password" required autocomplete="current-password"${autofocus('current')}>
<label for="newPassword">${escapeHtml(t.next)}</label>
<input id="newPassword" name="newPassword" type="password" required minlength="${PASSWORD_MIN_LENGTH}" autocomplete="new-password" aria-describedby="passwordRule"${autofocus('next')}>
<p class="hint" id="passwordRule">${escapeHtml(t.rule)}</p>
<label for="confirmPassword">${escapeHtml(t.confirm)}</label>
<input id="confirmPassword" name="confirmPassword" type="password" required minlength="${PASSWORD_MIN_LENGTH}" autocomplete="new-password">
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
${languageSwitch(locale, (l) => `/auth/password?locale=${l}`)}`,
  );
}

export function passwordChangedPage(locale: Locale): string {
  const t = TEXT[locale];
  return page(
    locale,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p class="success" role="status">${escapeHtml(t.changed)}</p>
<p><a href="/">${escapeHtml(t.back)}</a></p>`,
  );
}

/** A form that cannot be used (not a browser session, or its token is stale), with a way back. */
export function passwordMessagePage(locale: Locale, problem: 'expired' | 'notLocal'): string {
  const t = TEXT[locale];
  return page(
    locale,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p class="error" role="alert">${escapeHtml(t[problem])}</p>
<p><a href="/auth/password?locale=${locale}">${escapeHtml(t.title)}</a> · <a href="/">${escapeHtml(t.back)}</a></p>`,
  );
}
