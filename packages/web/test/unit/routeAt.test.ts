import { describe, expect, it } from 'vitest';
import { routeAt } from '../../src/app/router.tsx';

describe('routeAt: the route a page load opens, for preloading its chunks and data', () => {
  it('names the screen and its parameters', () => {
    expect(routeAt('/HomeConsumer/acme-kawasaki')).toEqual({
      route: 'HomeConsumer',
      params: { device_group_id: 'acme-kawasaki' },
    });
    expect(routeAt('/HomeAdmin/supplier')?.route).toBe('HomeAdmin');
    expect(routeAt('/AlermHistory/d/acme/m/s/g/all')?.route).toBe('AlarmHistory');
  });

  it('knows Login, the root and unknown paths', () => {
    expect(routeAt('/Login')?.route).toBe('Login');
    expect(routeAt('/')?.route).toBe('Root');
    expect(routeAt('/no/such/screen')?.route).toBe('NotFound');
  });
});
