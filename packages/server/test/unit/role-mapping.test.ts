import { describe, expect, it } from 'vitest';
import { grantOf, parseRoleMap } from '../../src/auth/role-mapping.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('roles from the issuer claims (OIDC_ROLE_MAP)', () => {
  it('reads rules in order, with their flags, values that hold slashes and dots', () => {
    expect(parseRoleMap(' AirSight.Supplier=supplier+admin+map , /acme/kawasaki=acme-kawasaki ')).toEqual([
      { value: 'AirSight.Supplier', deviceGroupId: 'supplier', admin: true, map: true },
      { value: '/acme/kawasaki', deviceGroupId: 'acme-kawasaki', admin: false, map: false },
    ]);
  });

  it.each([
    ['supplier', 'is not VALUE=DEVICE_GROUP_ID'],
    ['=supplier', 'is not VALUE=DEVICE_GROUP_ID'],
    ['Staff=', 'is not VALUE=DEVICE_GROUP_ID'],
    ['Staff=acme+owner', 'unknown flag "owner"'],
    [' , ', 'names no rule'],
  ])('refuses %j: %s', (text, message) => {
    expect(() => parseRoleMap(text)).toThrow(message);
  });

  it('grants the first rule whose value the claim holds, from a list or a single value', () => {
    const mapping = { claim: 'roles', rules: parseRoleMap('Top=supplier+map,Acme=acme+admin') };
    expect(grantOf(mapping, { roles: ['Acme', 'Top'] })?.deviceGroupId).toBe('supplier');
    expect(grantOf(mapping, { roles: 'Acme' })?.deviceGroupId).toBe('acme');
    expect(grantOf(mapping, { roles: ['Other', 7] })).toBeUndefined();
    expect(grantOf(mapping, {})).toBeUndefined();
  });

  it('stops the start on a setting without its partner, without an issuer, or with a bad map', () => {
    const issuer = { OIDC_ISSUER: 'https://login.example.com/t/v2.0', OIDC_CLIENT_SECRET: 's' };
    expect(() => loadConfig({ ...issuer, OIDC_ROLE_CLAIM: 'roles' })).toThrow(
      'OIDC_ROLE_CLAIM and OIDC_ROLE_MAP must be set together',
    );
    expect(() => loadConfig({ OIDC_ROLE_CLAIM: 'roles', OIDC_ROLE_MAP: 'A=acme' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...issuer, OIDC_ROLE_CLAIM: 'roles', OIDC_ROLE_MAP: 'A' })).toThrow(
      'OIDC_ROLE_MAP: "A" is not VALUE=DEVICE_GROUP_ID[+admin][+map]',
    );
    expect(
      loadConfig({ ...issuer, OIDC_ROLE_CLAIM: 'roles', OIDC_ROLE_MAP: 'A=acme' }).oidcRoleMapping,
    ).toEqual({
      claim: 'roles',
      rules: [{ value: 'A', deviceGroupId: 'acme', admin: false, map: false }],
    });
  });
});
