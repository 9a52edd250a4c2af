/**
 * Gateway administration through its API (routes/gateways, services/gateway-admin.ts) on the demo fleet:
 * only supplier staff with the admin flag manage gateways; a new gateway's password works for the HTTP
 * ingest of its own machines only; a rotated password ends the old one at once; a removed gateway's
 * machines keep their data.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FLEET, useDemoApp, type DemoUserId } from './master-info.setup.ts';
import { minutesAgo, sample } from './ingest-fixtures.ts';

const GATEWAYS = '/v1/gateways';

describe('gateway administration', () => {
  const d = useDemoApp();
  const [first, second] = FLEET.machinesUnder('acme-kawasaki');
  const tokaiMachine = FLEET.machinesUnder('tokai')[0]!;
  const key = (m: { model_id: string; serial_no: string }) => ({
    modelId: m.model_id,
    serialNo: m.serial_no,
  });

  const call = (as: DemoUserId, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    d.app.inject({ method, url, headers: d.headers[as], ...(payload ? { payload } : {}) });
  const ingest = (credentials: { username: string; password: string }, machine = first!) =>
    d.app.inject({
      method: 'POST',
      url: '/ingest/v1/registers',
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`,
      },
      payload: { model_id: machine.model_id, serial_no: machine.serial_no, samples: [sample(minutesAgo(1))] },
    });
  const listed = async () =>
    (await call('supplier', 'GET', GATEWAYS)).json() as { username: string; machines: object[] }[];
  const newGateway = {
    username: 'gw-new',
    serialNo: 'GW-NEW-1',
    deviceGroupId: 'acme-kawasaki',
    note: 'Kawasaki compressor room',
    machines: [key(first!)],
    groups: [],
  };

  it('is for supplier staff with the admin flag only', async () => {
    const all = await listed();
    expect(all.map((g) => g.username)).toContain('demo-gateway');
    expect(all.length).toBe(FLEET.machines.length + 1);
    for (const who of ['acme', 'acme-kawasaki', 'tokai'] as const) {
      const res = await call(who, 'GET', GATEWAYS);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NOT_GATEWAY_ADMIN');
      expect((await call(who, 'POST', GATEWAYS, newGateway)).statusCode).toBe(403);
    }
    expect((await call('info-admin', 'GET', GATEWAYS)).statusCode).toBe(403);
  });

  it('refuses a machine outside the gateway device group, and a taken username', async () => {
    const foreign = await call('supplier', 'POST', GATEWAYS, {
      ...newGateway,
      machines: [key(tokaiMachine)],
    });
    expect(foreign.statusCode).toBe(404);
    const taken = await call('supplier', 'POST', GATEWAYS, { ...newGateway, username: 'demo-gateway' });
    expect(taken.statusCode).toBe(409);
    const slash = await call('supplier', 'POST', GATEWAYS, { ...newGateway, username: 'gw/evil' });
    expect(slash.statusCode).toBe(400);
    expect((await listed()).map((g) => g.username)).not.toContain('gw-new');
  });

  let credentials: { username: string; password: string };

  it('adds a gateway whose password, shown once, writes for its own machine and no other', async () => {
    const res = await call('supplier', 'POST', GATEWAYS, newGateway);
    expect(res.statusCode, res.body).toBe(200);
    const { gateway, password } = res.json();
    expect(gateway).toMatchObject({ username: 'gw-new', machines: [key(first!)], brokerPassword: true });
    expect(password).toMatch(/^[\w-]{24}$/);
    credentials = { username: 'gw-new', password };
    expect((await ingest(credentials)).statusCode).toBe(200);
    expect((await ingest(credentials, second)).statusCode).toBe(404);
    // The machine's own demo gateway no longer has it.
    const before = (await listed()).find((g) =>
      g.machines.some((m) => JSON.stringify(m) === JSON.stringify(key(first!))),
    );
    expect(before?.username).toBe('gw-new');
  });

  it('gives a gateway other machines and groups', async () => {
    const { username: _username, serialNo: _serialNo, ...assignment } = newGateway;
    const res = await call('supplier', 'PUT', `${GATEWAYS}/gw-new`, {
      ...assignment,
      machines: [key(second!)],
      groups: ['tokai'],
      note: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ machines: [key(second!)], groups: ['tokai'], note: '' });
    expect((await ingest(credentials, second)).statusCode).toBe(200);
    expect((await ingest(credentials, tokaiMachine)).statusCode).toBe(200);
    expect((await ingest(credentials, first)).statusCode).toBe(404);
  });

  it('rotates the password: the old one stops at once, the new one works', async () => {
    const res = await call('supplier', 'POST', `${GATEWAYS}/gw-new/password`);
    expect(res.statusCode).toBe(200);
    const fresh = { username: 'gw-new', password: res.json().password as string };
    expect((await ingest(credentials, second)).statusCode).toBe(401);
    expect((await ingest(fresh, second)).statusCode).toBe(200);
  });

  it('removes a gateway: its machines keep their data, and it is gone', async () => {
    const before = await d.get('supplier', `/v1/fleet/devices?device_group_id=acme-kawasaki`);
    expect((await call('supplier', 'DELETE', `${GATEWAYS}/gw-new`)).statusCode).toBe(200);
    expect((await call('supplier', 'DELETE', `${GATEWAYS}/gw-new`)).statusCode).toBe(404);
    const after = await d.get('supplier', `/v1/fleet/devices?device_group_id=acme-kawasaki`);
    const count = (r: LightMyRequestResponse) =>
      (r.json() as { fleet_device_list: unknown[] }).fleet_device_list.length;
    expect(count(after)).toBe(count(before));
    expect((await listed()).map((g) => g.username)).not.toContain('gw-new');
    const log = await d.database.db
      .selectFrom('operation_log')
      .select(['type', 'user_id'])
      .where('type', 'like', 'gateway%')
      .orderBy('id')
      .execute();
    expect(log.map((e) => `${e.type} by ${e.user_id}`)).toEqual([
      'gatewayAdd by supplier',
      'gatewayChange by supplier',
      'gatewayPassword by supplier',
      'gatewayRemove by supplier',
    ]);
  });
});
