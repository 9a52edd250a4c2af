/**
 * User administration through its API (routes/users, services/user-admin.ts) on the demo accounts: who
 * sees and changes whom, invitations, and that disabling or removing a user ends its sessions at once.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signedInHeaders } from '../support/app.ts';
import { checkPassword } from '../../src/auth/provider/accounts.ts';
import { useDemoApp, type DemoUserId } from './master-info.setup.ts';

const USERS = '/v1/users';

describe('user administration', () => {
  const d = useDemoApp();

  const call = async (
    as: DemoUserId | Record<string, string>,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    d.app.inject({
      method,
      url,
      headers: typeof as === 'string' ? d.headers[as] : as,
      ...(payload ? { payload } : {}),
    });
  const ids = (res: LightMyRequestResponse) => (res.json() as { userId: string }[]).map((u) => u.userId);
  const newUser = (userId: string, deviceGroupId: string) => ({
    userId,
    userName: `Name of ${userId}`,
    language: 'en',
    deviceGroupId,
    map: false,
    userAdmin: false,
    signIn: 'password',
  });
  const logTypes = async (target: string) =>
    (
      await d.database.db
        .selectFrom('operation_log')
        .select(['type', 'user_id'])
        .where(sql<string>`contents->>'target'`, '=', target)
        .orderBy('id')
        .execute()
    ).map((r) => `${r.type} by ${r.user_id}`);

  it('lists the users of the caller subtree only, and refuses a caller without the admin flag', async () => {
    const supplier = await call('supplier', 'GET', USERS);
    expect(supplier.statusCode, supplier.body).toBe(200);
    expect(ids(supplier)).toEqual(['acme', 'acme-kawasaki', 'supplier', 'tokai']);
    expect(supplier.json()[2]).toMatchObject({
      userId: 'supplier',
      deviceGroupId: 'supplier',
      map: true,
      userAdmin: true,
      signIn: 'password',
      passwordSet: true,
      disabled: false,
    });
    expect(ids(await call('acme', 'GET', USERS))).toEqual(['acme', 'acme-kawasaki']);
    for (const who of ['acme-kawasaki', 'tokai', 'info-admin'] as const) {
      const res = await call(who, 'GET', USERS);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(who === 'info-admin' ? 'SPECIAL_ADMIN_ONLY' : 'NOT_USER_ADMIN');
    }
  });

  it('adds a password user with an invitation link that sets its password once', async () => {
    const res = await call('acme', 'POST', USERS, newUser('acme-new', 'acme-kawasaki'));
    expect(res.statusCode, res.body).toBe(200);
    const { user, invitationUrl } = res.json();
    expect(user).toMatchObject({ userId: 'acme-new', deviceGroupId: 'acme-kawasaki', passwordSet: false });
    const path = new URL(invitationUrl).pathname;
    expect(path).toMatch(/^\/auth\/invitation\/[\w-]{40,}$/);

    const page = await d.app.inject({ method: 'GET', url: `${path}?locale=ja` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('パスワードの設定');
    expect(page.body).toContain('value="acme-new"');

    const post = (fields: Record<string, string>) =>
      d.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const mismatch = await post({ newPassword: 'long enough 1', confirmPassword: 'long enough 2' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('The two passwords do not match.');
    expect(await checkPassword(d.database.db, 'acme-new', 'long enough 1')).toBeUndefined();

    const ok = await post({ newPassword: 'long enough 1', confirmPassword: 'long enough 1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('Your password is set.');
    expect(await checkPassword(d.database.db, 'acme-new', 'long enough 1')).toBe('acme-new');

    const again = await post({ newPassword: 'another one 1', confirmPassword: 'another one 1' });
    expect(again.statusCode).toBe(404);
    expect(await checkPassword(d.database.db, 'acme-new', 'long enough 1')).toBe('acme-new');
    expect(await logTypes('acme-new')).toEqual([
      'userAdd by acme',
      'userInvite by acme',
      'userPassword by acme-new',
    ]);
  });

  it('refuses what the caller may not give: a group outside its subtree, the map flag, a taken id', async () => {
    const foreign = await call('acme', 'POST', USERS, newUser('acme-x', 'tokai'));
    expect(foreign.statusCode).toBe(404);
    const map = await call('acme', 'POST', USERS, { ...newUser('acme-x', 'acme'), map: true });
    expect(map.statusCode).toBe(403);
    expect(map.json().code).toBe('MAP_NOT_GRANTABLE');
    const taken = await call('acme', 'POST', USERS, newUser('tokai', 'acme'));
    expect(taken.statusCode).toBe(409);
    const badId = await call('acme', 'POST', USERS, newUser('-dash first', 'acme'));
    expect(badId.statusCode).toBe(400);
    expect(ids(await call('supplier', 'GET', USERS))).not.toContain('acme-x');
  });

  it("cannot see or change another company's users by any call, and nothing changes", async () => {
    const before = (await call('supplier', 'GET', USERS)).body;
    const body = {
      userName: 'Taken over',
      language: 'en',
      deviceGroupId: 'acme',
      map: false,
      userAdmin: true,
    };
    for (const userId of ['supplier', 'tokai', 'info-admin', 'nobody']) {
      const answers = [
        await call('acme', 'PUT', `${USERS}/${userId}`, body),
        await call('acme', 'POST', `${USERS}/${userId}/disable`),
        await call('acme', 'POST', `${USERS}/${userId}/enable`),
        await call('acme', 'POST', `${USERS}/${userId}/invitation`),
        await call('acme', 'DELETE', `${USERS}/${userId}`),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404]);
      expect(answers.map((a) => a.json().message)).toEqual(Array(5).fill(`User "${userId}" was not found`));
    }
    expect((await call('supplier', 'GET', USERS)).body).toBe(before);
  });

  it('lets nobody disable, remove or demote themself', async () => {
    expect((await call('acme', 'POST', `${USERS}/acme/disable`)).json().code).toBe('SELF_CHANGE');
    expect((await call('acme', 'DELETE', `${USERS}/acme`)).json().code).toBe('SELF_CHANGE');
    const demote = await call('acme', 'PUT', `${USERS}/acme`, {
      userName: 'ACME',
      language: 'en',
      deviceGroupId: 'acme',
      map: false,
      userAdmin: false,
    });
    expect(demote.json().code).toBe('SELF_CHANGE');
    const rename = await call('acme', 'PUT', `${USERS}/acme`, {
      userName: 'ACME Facilities',
      language: 'ja',
      deviceGroupId: 'acme',
      map: false,
      userAdmin: true,
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(rename.json().userName).toBe('ACME Facilities');
  });

  it('ends a disabled user open session at its next call, and lets it sign in again once enabled', async () => {
    const kawasaki = await signedInHeaders(d.database.db, 'acme-kawasaki');
    expect((await call(kawasaki, 'GET', '/v1/fleet/devices')).statusCode).toBe(200);

    const disabled = await call('acme', 'POST', `${USERS}/acme-kawasaki/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().disabled).toBe(true);
    expect((await call(kawasaki, 'GET', '/v1/fleet/devices')).statusCode).toBe(401);
    expect(await checkPassword(d.database.db, 'acme-kawasaki', 'demo')).toBeUndefined();
    // A session made by a sign-in that raced the disabling is not accepted either.
    const raced = await signedInHeaders(d.database.db, 'acme-kawasaki');
    expect((await call(raced, 'GET', '/v1/fleet/devices')).statusCode).toBe(401);

    expect((await call('acme', 'POST', `${USERS}/acme-kawasaki/enable`)).statusCode).toBe(200);
    expect(await checkPassword(d.database.db, 'acme-kawasaki', 'demo')).toBe('acme-kawasaki');
    expect((await call(kawasaki, 'GET', '/v1/fleet/devices')).statusCode).toBe(401);
    expect(await logTypes('acme-kawasaki')).toEqual(['userDisable by acme', 'userEnable by acme']);
  });

  it('moves a user to another group of the subtree, which changes what it sees', async () => {
    const added = await call('supplier', 'POST', USERS, { ...newUser('mover', 'tokai'), map: true });
    expect(added.statusCode, added.body).toBe(200);
    const moved = await call('supplier', 'PUT', `${USERS}/mover`, {
      userName: 'Mover',
      language: 'zh',
      deviceGroupId: 'acme',
      map: false,
      userAdmin: true,
    });
    expect(moved.json()).toMatchObject({
      deviceGroupId: 'acme',
      map: false,
      userAdmin: true,
      language: 'zh',
    });
    expect(ids(await call('acme', 'GET', USERS))).toContain('mover');
    const session = await signedInHeaders(d.database.db, 'mover');
    const info = await call(session, 'GET', '/auth/session');
    expect(info.json().user).toMatchObject({ deviceGroupId: 'acme', isMap: false, isUserAdmin: true });
  });

  it('removes a user: its session ends and its id is free again', async () => {
    await call('supplier', 'POST', USERS, newUser('leaver', 'tokai'));
    const session = await signedInHeaders(d.database.db, 'leaver');
    expect((await call(session, 'GET', '/v1/fleet/devices')).statusCode).toBe(200);
    expect((await call('supplier', 'DELETE', `${USERS}/leaver`)).statusCode).toBe(200);
    expect((await call(session, 'GET', '/v1/fleet/devices')).statusCode).toBe(401);
    expect(ids(await call('supplier', 'GET', USERS))).not.toContain('leaver');
    expect((await call('supplier', 'POST', USERS, newUser('leaver', 'tokai'))).statusCode).toBe(200);
  });
});
