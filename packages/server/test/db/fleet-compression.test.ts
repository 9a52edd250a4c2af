/**
 * Response compression (app-wide, @fastify/compress): large JSON goes out gzip or brotli when the client
 * asks for it, small answers and clients that do not ask get it plain, and the security headers stay.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app.ts';
import { useDemoApp } from './master-info.setup.ts';

const DEVICES = '/v1/fleet/devices';
const d = useDemoApp();

function get(url: string, acceptEncoding?: string, as: 'supplier' | null = 'supplier') {
  return d.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(as ? d.headers[as] : {}),
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });
}

describe('response compression', () => {
  it('sends the fleet gzip-compressed when asked, with the same JSON inside', async () => {
    const plain = await get(DEVICES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const gzip = await get(DEVICES, 'gzip');
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/^application\/json/);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    const inflated = zlib.gunzipSync(gzip.rawPayload);
    expect(gzip.rawPayload.length).toBeLessThan(inflated.length / 4);
    expect(JSON.parse(inflated.toString('utf8')).fleet_device_list).toEqual(plain.json().fleet_device_list);
    // Security headers are still on the compressed answer.
    expect(gzip.headers['x-content-type-options']).toBe('nosniff');
    expect(gzip.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('prefers brotli when the browser offers it', async () => {
    const res = await get(DEVICES, 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    const text = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(JSON.parse(text).fleet_device_list.length).toBeGreaterThan(0);
  });

  it('leaves small answers and errors plain', async () => {
    const small = await get('/healthz', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
    const unauthenticated = await get(DEVICES, 'gzip', null);
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers['content-encoding']).toBeUndefined();
    expect(unauthenticated.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('still serves the API description', async () => {
    const res = await get('/docs/json', 'gzip');
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(
      (res.headers['content-encoding'] === 'gzip'
        ? zlib.gunzipSync(res.rawPayload)
        : res.rawPayload
      ).toString(),
    );
    expect(doc.paths).toHaveProperty('/v1/fleet/devices');
    expect(doc.paths).toHaveProperty('/api/getGroups');
    expect(doc.paths).toHaveProperty('/scadaapi/v1/master-info/info_alertmail_destination_lists');
    // The documentation page and its script, compressed or not, are whole.
    const page = await get('/docs/', 'gzip');
    expect(page.statusCode).toBe(200);
    const html =
      page.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(page.rawPayload) : page.rawPayload;
    expect(html.toString()).toContain('swagger');
    const bundle = await get('/docs/static/swagger-ui-bundle.js', 'gzip');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(bundle.rawPayload).length).toBeGreaterThan(100_000);
  });
});

describe('static files with compression', () => {
  it('serves a built client: assets compressed on request, client routes answered with index.html', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-dist-'));
    const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), script);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>AirSight</title>');
    const app = await buildTestApp(d.database.db, { WEB_DIST: dist });
    try {
      const asset = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe('gzip');
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(zlib.gunzipSync(asset.rawPayload).toString()).toBe(script);

      const plain = await app.inject({ url: '/assets/app-1234.js' });
      expect(plain.body).toBe(script);

      const route = await app.inject({ url: '/HomeConsumer', headers: { 'accept-encoding': 'gzip' } });
      expect(route.statusCode).toBe(200);
      expect(route.headers['content-type']).toMatch(/text\/html/);
      expect(route.body).toContain('<title>AirSight</title>');
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it("sends the build's own .br and .gz copies of assets as they are, and the page compressed", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-dist-'));
    const script = `console.log(${JSON.stringify('y'.repeat(5000))});`;
    const html = `<!doctype html><title>AirSight</title>${'<!-- -->'.repeat(300)}`;
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-5678.js'), script);
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    // Highest quality, as the build writes them: byte for byte different from the server's quality 2.
    const brotli = (text: string) =>
      zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    const scriptBr = brotli(script);
    fs.writeFileSync(path.join(dist, 'assets', 'app-5678.js.br'), scriptBr);
    fs.writeFileSync(path.join(dist, 'assets', 'app-5678.js.gz'), zlib.gzipSync(script, { level: 9 }));
    fs.writeFileSync(path.join(dist, 'index.html.br'), brotli(html));
    const app = await buildTestApp(d.database.db, { WEB_DIST: dist });
    try {
      const asset = await app.inject({
        url: '/assets/app-5678.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(asset.rawPayload.equals(scriptBr)).toBe(true);

      const gzip = await app.inject({ url: '/assets/app-5678.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

      // The page is index.html with the first paint chosen for the request (routes/web-page.ts).
      const route = await app.inject({ url: '/HomeAdmin/x', headers: { 'accept-encoding': 'br' } });
      expect(route.statusCode).toBe(200);
      expect(route.headers['cache-control']).toBe('no-cache');
      expect(route.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(route.rawPayload).toString()).toContain(
        html.slice('<!doctype html>'.length),
      );
      const gzipPage = await app.inject({
        url: '/HomeAdmin/x',
        headers: { 'accept-encoding': 'gzip, br;q=0' },
      });
      expect(gzipPage.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzipPage.rawPayload).toString()).toContain('<title>AirSight</title>');
      const plainPage = await app.inject({ url: '/HomeAdmin/x' });
      expect(plainPage.headers['content-encoding']).toBeUndefined();
      expect(plainPage.body).toContain('<title>AirSight</title>');
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
