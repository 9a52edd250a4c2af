import { describe, expect, it } from 'vitest';
import type { UserDeviceGroupAuthority } from '@airsight/contracts';
import type { ManagedUser } from '@airsight/contracts/http/users';
import { groupChoices } from '../../lib/groupChoices.ts';
import { addBody, putBody, userErrorKey, userRows, valuesOf } from './userRows.ts';

const group = (id: string, parent: string | null, en: string, ja = ''): UserDeviceGroupAuthority => ({
  device_group_id: id,
  parent_device_group_id: parent,
  root_group_id: 'top',
  device_group_type: 'x',
  device_group_name_locale1: en,
  device_group_name_locale2: ja,
  device_group_name_locale3: '',
  has_children: false,
});

const user = (over: Partial<ManagedUser>): ManagedUser => ({
  userId: 'u1',
  userName: 'User One',
  language: 'ja',
  deviceGroupId: 'plant-2',
  map: false,
  userAdmin: false,
  signIn: 'password',
  issuer: null,
  subject: null,
  passwordSet: true,
  disabled: false,
  created: '2026-11-01T00:00:00.000Z',
  ...over,
});

// Parents before children, as the server answers, siblings out of name order.
const GROUPS = [
  group('acme', 'supplier', 'ACME', 'アクメ'),
  group('plant-2', 'acme', 'Plant 2'),
  group('plant-10', 'acme', 'Plant 10'),
  group('line-a', 'plant-10', 'Line A'),
];

describe('Users screen rows', () => {
  it.each([
    [{}, 'password'],
    [{ passwordSet: false }, 'invited'],
    [{ signIn: 'issuer', issuer: 'https://id.example.com', subject: 's-1' }, 'issuer'],
  ] as const)('%j signs in by %s', (over, state) => {
    expect(userRows([user(over)], [], 'me')[0]?.signIn).toBe(state);
  });

  it('names the group in the display language, the flags, the language and the caller itself', () => {
    const groups = groupChoices(GROUPS, 'en');
    const [row, self] = userRows(
      [
        user({ userAdmin: true, map: true, language: 'zh' }),
        user({ userId: 'me', deviceGroupId: 'elsewhere' }),
      ],
      groups,
      'me',
    );
    expect(row).toMatchObject({
      groupName: 'Plant 2',
      flagKeys: ['userAdminShort', 'mapFlag'],
      languageKey: 'nativeNameZh',
      self: false,
      issuer: '',
    });
    expect(self).toMatchObject({ groupName: 'elsewhere', flagKeys: [], self: true });
  });

  it('shows an issuer user with its issuer and subject', () => {
    const [row] = userRows(
      [user({ signIn: 'issuer', issuer: 'https://id.example.com', subject: 's-1' })],
      [],
      'me',
    );
    expect(row?.issuer).toBe('https://id.example.com (s-1)');
  });

  it('sends a password user without issuer fields, an issuer user with them, a change without sign-in', () => {
    const values = { ...valuesOf(undefined, 'en', 'acme'), userId: 'new', userName: 'New' };
    expect(values).toMatchObject({ language: 'en', deviceGroupId: 'acme', signIn: 'password' });
    expect(addBody(values)).toEqual({
      userId: 'new',
      userName: 'New',
      language: 'en',
      deviceGroupId: 'acme',
      map: false,
      userAdmin: false,
      signIn: 'password',
    });
    expect(
      addBody({ ...values, signIn: 'issuer', issuer: 'https://id.example.com', subject: 's' }),
    ).toMatchObject({ signIn: 'issuer', issuer: 'https://id.example.com', subject: 's' });
    expect(putBody(valuesOf(user({ map: true }), 'en', 'acme'))).toEqual({
      userName: 'User One',
      language: 'ja',
      deviceGroupId: 'plant-2',
      map: true,
      userAdmin: false,
    });
  });

  it.each([
    ['NOT_USER_ADMIN', 'userErrorNotUserAdmin'],
    ['MAP_NOT_GRANTABLE', 'userErrorMapNotGrantable'],
    ['SELF_CHANGE', 'userErrorSelfChange'],
    ['USER_EXISTS', 'userErrorUserExists'],
    ['NO_LOCAL_SIGN_IN', 'userErrorNoLocalSignIn'],
    ['NOT_FOUND', undefined],
  ])('says %s as %s', (code, key) => {
    expect(userErrorKey(code)).toBe(key);
  });
});
