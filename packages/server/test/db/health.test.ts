import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.ts';

describe('health and the shared error format', () => {
  const t = useTestApp();

  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('puts security headers on every answer', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers an unknown API path with the JSON error format', async () => {
    const res = await t.app.inject('/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI description', async () => {
    const res = await t.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/readyz');
  });
});
