import { describe, expect, it } from 'vitest';
import {
  deriveUserInfo,
  groupTypeOf,
  loginRootGroupId,
  type UserInfoFacts,
} from '../../src/services/user-info.ts';

const base: UserInfoFacts = {
  userId: 'acme',
  userName: 'ACME',
  roles: [],
  rootGroup: undefined,
  infoAdminUserId: 'info-admin',
  alarmMailAdminUserId: 'supplier',
  managesUsers: false,
};

describe('user info derivation (part 1 §6)', () => {
  it('takes the first Login role in order and strips one trailing $', () => {
    const roles = [
      { roleId: 'SUPPLIER_gwC2dSendUpd', rootGroupIds: ['SUPPLIER$'] },
      { roleId: 'ACME_Login', rootGroupIds: ['ACME$'] },
      { roleId: 'TOKAI_Login', rootGroupIds: ['TOKAI$'] },
    ];
    expect(loginRootGroupId(roles)).toBe('ACME$');
    expect(groupTypeOf('ACME$')).toBe('ACME');
    expect(groupTypeOf('ACME')).toBe('ACME');
    expect(groupTypeOf('A$$')).toBe('A$');
  });

  it('makes an admin of a user whose root group has children, and a map user from the gwC2dSendUpd marker', () => {
    const info = deriveUserInfo({
      ...base,
      userId: 'supplier',
      userName: 'Supplier',
      roles: [
        { roleId: 'SUPPLIER_Login', rootGroupIds: ['SUPPLIER$'] },
        { roleId: 'SUPPLIER_gwC2dSendUpd', rootGroupIds: ['SUPPLIER$'] },
      ],
      rootGroup: { deviceGroupId: 'supplier', hasChildren: true },
    });
    expect(info).toEqual({
      userId: 'supplier',
      userName: 'Supplier',
      deviceGroupType: 'SUPPLIER',
      deviceGroupId: 'supplier',
      admin: true,
      isMap: true,
      isInfoAdmin: false,
      isAlarmMailAdmin: true,
      isUserAdmin: false,
    });
  });

  it('gives a leaf-group user a consumer view without the map', () => {
    const info = deriveUserInfo({
      ...base,
      userId: 'tokai',
      roles: [{ roleId: 'TOKAI_Login', rootGroupIds: ['TOKAI$'] }],
      rootGroup: { deviceGroupId: 'tokai', hasChildren: false },
    });
    expect(info).toMatchObject({
      deviceGroupType: 'TOKAI',
      deviceGroupId: 'tokai',
      admin: false,
      isMap: false,
    });
  });

  it('flags the fixed info admin account from the settings', () => {
    expect(deriveUserInfo({ ...base, userId: 'info-admin' }).isInfoAdmin).toBe(true);
    expect(deriveUserInfo({ ...base, userId: 'boss', infoAdminUserId: 'boss' }).isInfoAdmin).toBe(true);
    expect(deriveUserInfo({ ...base }).isInfoAdmin).toBe(false);
  });

  it("gives a user without a Login role deviceGroupId '' and admin false", () => {
    const info = deriveUserInfo({ ...base, roles: [{ roleId: 'X_gwC2dSendUpd', rootGroupIds: ['X$'] }] });
    expect(info).toMatchObject({ deviceGroupType: '', deviceGroupId: '', admin: false, isMap: true });
  });

  it('keeps the group type but no group id when the Login role names no existing group', () => {
    const info = deriveUserInfo({ ...base, roles: [{ roleId: 'GONE_Login', rootGroupIds: ['GONE$'] }] });
    expect(info).toMatchObject({ deviceGroupType: 'GONE', deviceGroupId: '', admin: false });
  });

  it('makes a user administrator only of a user that manages users and has a root group to manage them under', () => {
    const root = { deviceGroupId: 'acme', hasChildren: false };
    expect(deriveUserInfo({ ...base, managesUsers: true, rootGroup: root }).isUserAdmin).toBe(true);
    expect(deriveUserInfo({ ...base, managesUsers: true, rootGroup: undefined }).isUserAdmin).toBe(false);
    expect(deriveUserInfo({ ...base, managesUsers: false, rootGroup: root }).isUserAdmin).toBe(false);
  });
});
