/**
 * Every call described in contracts (http/calls.ts), which the web client and the end-to-end tests make,
 * is a route the server registers with that method and path: renaming a route without its description
 * fails here.
 */
import { describe, expect, it } from 'vitest';
import { calls } from '@airsight/contracts/http/calls';
import { useTestApp } from '../support/app.ts';

describe('call descriptions', () => {
  const t = useTestApp();

  it.each(Object.entries(calls))('%s is a registered route', (_name, spec) => {
    expect(
      t.app.hasRoute({ method: spec.method ?? 'GET', url: spec.path }),
      `${spec.method ?? 'GET'} ${spec.path}`,
    ).toBe(true);
  });

  it('tells an unregistered method or path apart', () => {
    expect(t.app.hasRoute({ method: 'POST', url: calls.fleetDevices.path })).toBe(false);
    expect(t.app.hasRoute({ method: 'GET', url: '/v1/fleet/device' })).toBe(false);
  });
});
