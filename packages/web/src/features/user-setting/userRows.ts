/**
 * The Users screen's rows, group choices and dialog values (ours; contracts http/users.ts): pure, so that
 * the table's texts and the bodies the dialog sends are unit-tested.
 */
import type { Locale } from '@airsight/contracts/locales';
import type { SignInKind } from '@airsight/contracts/domain/user-admin';
import type { AddUserBody, ManagedUser, PutUserBody } from '@airsight/contracts/http/users';
import type { MessageKey } from '../../i18n/index.ts';
import type { GroupChoice } from '../../lib/groupChoices.ts';

/** Each language by its own name, as the language switcher shows it. */
export const LANGUAGE_NAME: Record<Locale, MessageKey> = {
  en: 'nativeNameEn',
  ja: 'nativeNameJa',
  zh: 'nativeNameZh',
};

/** How a user signs in, as the table says it: a password, an invitation not yet used, an external issuer. */
export type SignInState = 'password' | 'invited' | 'issuer';

const signInState = (user: ManagedUser): SignInState =>
  user.signIn === 'issuer' ? 'issuer' : user.passwordSet ? 'password' : 'invited';

export interface UserRow {
  id: string;
  userId: string;
  userName: string;
  /** The device group's name in the display language; its id when the caller does not see it. */
  groupName: string;
  languageKey: MessageKey;
  flagKeys: MessageKey[];
  signIn: SignInState;
  /** The external issuer (and subject) of an issuer user, else ''. */
  issuer: string;
  disabled: boolean;
  /** The caller's own row: it can be neither disabled nor removed. */
  self: boolean;
  record: ManagedUser;
}

export function userRows(
  users: readonly ManagedUser[],
  groups: readonly GroupChoice[],
  selfId: string,
): UserRow[] {
  const names = new Map(groups.map((g) => [g.id, g.name]));
  return users.map((user) => ({
    id: user.userId,
    userId: user.userId,
    userName: user.userName,
    groupName: names.get(user.deviceGroupId) ?? user.deviceGroupId,
    languageKey: LANGUAGE_NAME[user.language],
    flagKeys: [
      ...(user.userAdmin ? (['userAdminShort'] as const) : []),
      ...(user.map ? (['mapFlag'] as const) : []),
    ],
    signIn: signInState(user),
    issuer: user.signIn === 'issuer' ? `${user.issuer ?? ''} (${user.subject ?? ''})` : '',
    disabled: user.disabled,
    self: user.userId === selfId,
    record: user,
  }));
}

/** What the add and edit dialog holds. */
export interface UserValues {
  userId: string;
  userName: string;
  language: Locale;
  deviceGroupId: string;
  userAdmin: boolean;
  map: boolean;
  signIn: SignInKind;
  issuer: string;
  subject: string;
}

/** The dialog's values of a user, or of a new one in the caller's language and group. */
export function valuesOf(user: ManagedUser | undefined, locale: Locale, deviceGroupId: string): UserValues {
  return {
    userId: user?.userId ?? '',
    userName: user?.userName ?? '',
    language: user?.language ?? locale,
    deviceGroupId: user?.deviceGroupId ?? deviceGroupId,
    userAdmin: user?.userAdmin ?? false,
    map: user?.map ?? false,
    signIn: user?.signIn ?? 'password',
    issuer: user?.issuer ?? '',
    subject: user?.subject ?? '',
  };
}

export const putBody = (values: UserValues): PutUserBody => ({
  userName: values.userName,
  language: values.language,
  deviceGroupId: values.deviceGroupId,
  map: values.map,
  userAdmin: values.userAdmin,
});

/** A new user: an issuer user with its issuer and subject, a password user without them. */
export const addBody = (values: UserValues): AddUserBody => ({
  userId: values.userId,
  ...putBody(values),
  signIn: values.signIn,
  ...(values.signIn === 'issuer' ? { issuer: values.issuer, subject: values.subject } : {}),
});

/** The message of the server's refusals of user administration, by the answer's code. */
const ERROR_KEYS: Readonly<Record<string, MessageKey>> = {
  NOT_USER_ADMIN: 'userErrorNotUserAdmin',
  MAP_NOT_GRANTABLE: 'userErrorMapNotGrantable',
  SELF_CHANGE: 'userErrorSelfChange',
  USER_EXISTS: 'userErrorUserExists',
  NO_LOCAL_SIGN_IN: 'userErrorNoLocalSignIn',
};

export const userErrorKey = (code: string): MessageKey | undefined => ERROR_KEYS[code];
