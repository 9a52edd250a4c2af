import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQuery, withPathParams, withQuery } from '@airsight/contracts/http/url';
import { errorMessageFromBody, normalizeEmptyLists } from '../../src/lib/http.ts';
import { localeFromParam } from '@airsight/contracts/locales';
import { detectLocale } from '../../src/i18n/detect.ts';
import { formatNumber } from '@airsight/contracts/format/number';
import { isSafeReturnPath, signInUrl } from '../../src/lib/returnTo.ts';
import { buildGroupTrail } from '../../src/components/Breadcrumb/trail.ts';
import { localizedName, machineLabel, machineUnit } from '../../src/lib/names.ts';
import { homePath, navItemsFor } from '../../src/app/navigation.ts';
import { effectiveRoute, isGatewayAdmin } from '../../src/lib/routes.ts';
import { currentSnackbar, hideSnackbar, showSnackbar } from '../../src/lib/snackbar.ts';
import { beginLoading, isLoading } from '../../src/lib/loading.ts';
import type { CallSpec } from '@airsight/contracts/http/calls/spec';
import { api, ApiError, configureApi } from '../../src/lib/api.ts';
import { queryClient } from '../../src/app/queryClient.ts';
import { i18n } from '../../src/i18n/index.ts';
import en from '../../src/i18n/en.json';

describe('API client helpers', () => {
  it('turns empty top-level *_list fields and empty array answers into null (part 1 §7)', () => {
    expect(normalizeEmptyLists({ device_group_list: [], other: [], n: 1 })).toEqual({
      device_group_list: null,
      other: [],
      n: 1,
    });
    const full = { user_device_authority_list: [{ model_id: 'A' }] };
    expect(normalizeEmptyLists(full)).toBe(full);
    expect(normalizeEmptyLists([])).toBeNull();
    expect(normalizeEmptyLists([1])).toEqual([1]);
    expect(normalizeEmptyLists({ nested: { event_list: [] } })).toEqual({ nested: { event_list: [] } });
    expect(normalizeEmptyLists(null)).toBeNull();
    expect(normalizeEmptyLists('text')).toBe('text');
  });

  it('builds query strings without empty values', () => {
    expect(buildQuery({ model_id: 'OIL_FREE', serial_no: 'A1_C9', none: undefined, nil: null })).toBe(
      '?model_id=OIL_FREE&serial_no=A1_C9',
    );
    expect(buildQuery({ event_level: [1, 2, 3] })).toBe('?event_level=1&event_level=2&event_level=3');
    expect(buildQuery({})).toBe('');
    expect(buildQuery(undefined)).toBe('');
    expect(withQuery('/v1/x?a=1', { b: 2 })).toBe('/v1/x?a=1&b=2');
    expect(withQuery('/v1/x', { b: 'a b&c' })).toBe('/v1/x?b=a+b%26c');
  });

  it("fills a call's :name path segments, each value one encoded segment", () => {
    expect(withPathParams('/v1/master-info/devices/:id', { id: 'A/1 x' })).toBe(
      '/v1/master-info/devices/A%2F1%20x',
    );
    expect(withPathParams('/a/:id/b/:kind', { id: '7', kind: 'open' })).toBe('/a/7/b/open');
    expect(withPathParams('/a/:id', {})).toBe('/a/:id');
    expect(withPathParams('/a/:id', undefined)).toBe('/a/:id');
  });

  it("shows the server's message of an error answer", () => {
    expect(
      errorMessageFromBody(
        JSON.stringify({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'No such group' }),
      ),
    ).toBe('No such group');
    expect(errorMessageFromBody('{"statusCode":500,"error":"Internal Server Error"}')).toBe(
      'Internal Server Error',
    );
    expect(errorMessageFromBody('plain failure')).toBe('plain failure');
    expect(errorMessageFromBody('<html><body>Bad gateway</body></html>')).toBeUndefined();
    expect(errorMessageFromBody('')).toBeUndefined();
  });
});

describe('language detection (part 1 §1)', () => {
  it('takes the locale query parameter first, then the saved choice, then the browser, else Japanese', () => {
    expect(detectLocale({ search: '?locale=en', stored: 'zh', browser: ['ja'] })).toBe('en');
    expect(detectLocale({ search: '?locale=3', stored: 'en', browser: ['ja'] })).toBe('zh');
    expect(detectLocale({ search: '?locale=1', stored: null, browser: [] })).toBe('en');
    expect(detectLocale({ search: '', stored: 'zh', browser: ['en-US'] })).toBe('zh');
    expect(detectLocale({ search: '?locale=fr', stored: null, browser: ['fr-FR', 'zh-CN'] })).toBe('zh');
    expect(detectLocale({ search: '', stored: 'xx', browser: ['de-DE'] })).toBe('ja');
  });

  it('reads locale ids and tags', () => {
    expect(localeFromParam('2')).toBe('ja');
    expect(localeFromParam('4')).toBeUndefined();
    expect(localeFromParam('ja-JP')).toBe('ja');
    expect(localeFromParam('')).toBeUndefined();
  });
});

describe('formatNumber', () => {
  it('uses Japanese grouping', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234.5678, { fractionDigits: 2 })).toBe('1,234.57');
    expect(formatNumber(0.05, { fractionDigits: 3 })).toBe('0.050');
    expect(formatNumber('9999999')).toBe('9,999,999');
    expect(formatNumber(-1000.5, { maximumFractionDigits: 1 })).toBe('-1,000.5');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('sign-in return route', () => {
  it('keeps only paths of this site, never Login itself', () => {
    expect(isSafeReturnPath('/MachineNumberSetting')).toBe(true);
    expect(isSafeReturnPath('/CompressorInfo/OIL_FREE/A1_C9?locale=en')).toBe(true);
    expect(isSafeReturnPath('//evil.example/x')).toBe(false);
    expect(isSafeReturnPath('/\\evil.example')).toBe(false);
    expect(isSafeReturnPath('https://evil.example/')).toBe(false);
    expect(isSafeReturnPath('/Login')).toBe(false);
    expect(isSafeReturnPath('/Login?x=1')).toBe(false);
    expect(isSafeReturnPath(null)).toBe(false);
  });

  it('builds the sign-in address with returnTo and locale', () => {
    expect(signInUrl('/MachineNumberSetting', 'en')).toBe(
      '/auth/login?returnTo=%2FMachineNumberSetting&locale=en',
    );
    expect(signInUrl(null, 'ja')).toBe('/auth/login?returnTo=%2F&locale=ja');
    expect(signInUrl('//evil.example', 'zh')).toBe('/auth/login?returnTo=%2F&locale=zh');
  });
});

describe('breadcrumb trail', () => {
  const groups = [
    { device_group_id: 'root', parent_device_group_id: null, name: 'Supplier' },
    { device_group_id: 'acme', parent_device_group_id: 'root', name: 'ACME' },
    { device_group_id: 'acme-k', parent_device_group_id: 'acme', name: 'Kawasaki' },
    { device_group_id: 'loop-a', parent_device_group_id: 'loop-b', name: 'A' },
    { device_group_id: 'loop-b', parent_device_group_id: 'loop-a', name: 'B' },
  ];

  it('walks up from the group to the top of the user tree', () => {
    expect(buildGroupTrail(groups, 'acme-k').map((g) => g.device_group_id)).toEqual([
      'root',
      'acme',
      'acme-k',
    ]);
    expect(buildGroupTrail(groups, 'root').map((g) => g.device_group_id)).toEqual(['root']);
  });

  it('is empty for a group outside the authorities, and survives a cycle', () => {
    expect(buildGroupTrail(groups, 'foreign')).toEqual([]);
    expect(buildGroupTrail(null, 'acme')).toEqual([]);
    expect(buildGroupTrail(groups, 'loop-a').map((g) => g.device_group_id)).toEqual(['loop-b', 'loop-a']);
  });

  it('names groups and machines in the display language', () => {
    const g = {
      device_group_name_locale1: 'ACME',
      device_group_name_locale2: 'アクメ',
      device_group_name_locale3: '',
    };
    expect(localizedName(g, 'device_group_name_locale', 'en')).toBe('ACME');
    expect(localizedName(g, 'device_group_name_locale', 'ja')).toBe('アクメ');
    expect(localizedName(g, 'device_group_name_locale', 'zh')).toBe('アクメ');
    expect(machineUnit('E1234_C001')).toBe('E1234');
    expect(machineUnit('E1234')).toBe('E1234');
    expect(machineLabel('E1234_C001', 'No.3')).toBe('E1234 (No.3)');
    expect(machineLabel('E1234_C001', null)).toBe('E1234');
  });
});

describe('menu by role (part 1 §6)', () => {
  const base = { deviceGroupId: 'g1', admin: false, isInfoAdmin: false, isUserAdmin: false };
  const labels = (user: typeof base) => navItemsFor(user).map((i) => i.labelKey);

  it('gives customers Home and the three settings', () => {
    expect(labels(base)).toEqual([
      'home',
      'customersMachineNumber',
      'machineGroupSettings',
      'alarmMailSettings',
    ]);
    const mail = navItemsFor(base).find((i) => i.id === 'alarmMailSetting');
    expect(mail?.to).toBe('/AlermMailSetting/d/g1/g/n/m/s');
    expect(navItemsFor(base)[0]?.to).toBe('/HomeConsumer/g1');
  });

  it('gives administrators Home only', () => {
    expect(labels({ ...base, admin: true })).toEqual(['home']);
    expect(navItemsFor({ ...base, admin: true })[0]?.to).toBe('/HomeAdmin/g1');
  });

  it('adds Users last for a user administrator, administrator or customer (ours)', () => {
    expect(labels({ ...base, admin: true, isUserAdmin: true })).toEqual(['home', 'userManagement']);
    expect(labels({ ...base, isUserAdmin: true })).toEqual([
      'home',
      'customersMachineNumber',
      'machineGroupSettings',
      'alarmMailSettings',
      'userManagement',
    ]);
    expect(navItemsFor({ ...base, isUserAdmin: true }).at(-1)?.to).toBe('/UserSetting');
  });

  it('adds Gateways after Users for a gateway administrator only (ours)', () => {
    const admin = { ...base, admin: true, isUserAdmin: true };
    expect(labels(admin)).toEqual(['home', 'userManagement']);
    expect(navItemsFor(admin, true).map((i) => i.labelKey)).toEqual([
      'home',
      'userManagement',
      'gatewayManagement',
    ]);
    expect(navItemsFor(admin, true).at(-1)?.to).toBe('/GatewaySetting');
    expect(navItemsFor({ ...base, admin: true }, true).map((i) => i.labelKey)).toEqual(['home']);
  });

  it('gives the special administrator notifications and logging only', () => {
    expect(labels({ ...base, isInfoAdmin: true, admin: true })).toEqual(['manageNotifications', 'logging']);
  });

  it('lands users on their home (part 1 §4)', () => {
    expect(homePath(base)).toBe('/HomeConsumer/g1');
    expect(homePath({ ...base, admin: true })).toBe('/HomeAdmin/g1');
    expect(homePath({ ...base, isInfoAdmin: true })).toBe('/InfoSetting');
    expect(homePath({ ...base, deviceGroupId: '' })).toBeNull();
  });

  it('shows NotFound for InfoSetting and Logs to anyone but the special administrator', () => {
    expect(effectiveRoute('InfoSetting', base)).toBe('NotFound');
    expect(effectiveRoute('Logs', { isInfoAdmin: true })).toBe('Logs');
    expect(effectiveRoute('HomeAdmin', base)).toBe('HomeAdmin');
  });

  it('shows NotFound for UserSetting to anyone but a user administrator (ours)', () => {
    expect(effectiveRoute('UserSetting', base)).toBe('NotFound');
    expect(effectiveRoute('UserSetting', { ...base, isUserAdmin: true })).toBe('UserSetting');
    expect(effectiveRoute('UserSetting', { isInfoAdmin: true })).toBe('NotFound');
  });

  it('tells a gateway administrator by a root group without a parent, and gates GatewaySetting by it (ours)', () => {
    const top = [{ device_group_id: 'supplier', parent_device_group_id: null }];
    const under = [{ device_group_id: 'acme', parent_device_group_id: 'supplier' }];
    const supplier = { isInfoAdmin: false, isUserAdmin: true, deviceGroupId: 'supplier' };
    const acme = { ...supplier, deviceGroupId: 'acme' };
    expect(isGatewayAdmin(supplier, top)).toBe(true);
    expect(isGatewayAdmin(acme, under)).toBe(false);
    expect(isGatewayAdmin({ ...supplier, isUserAdmin: false }, top)).toBe(false);
    expect(isGatewayAdmin(supplier, undefined)).toBeUndefined();
    expect(isGatewayAdmin(supplier, null)).toBe(false);
    expect(effectiveRoute('GatewaySetting', { ...supplier, isGatewayAdmin: true })).toBe('GatewaySetting');
    // Not known yet: the screen opens and the server decides.
    expect(effectiveRoute('GatewaySetting', supplier)).toBe('GatewaySetting');
    expect(effectiveRoute('GatewaySetting', { ...acme, isGatewayAdmin: false })).toBe('NotFound');
    expect(effectiveRoute('GatewaySetting', base)).toBe('NotFound');
    expect(effectiveRoute('GatewaySetting', { isInfoAdmin: true })).toBe('NotFound');
  });

  it('shows the special administrator NotFound on every machine screen (part 1 §6)', () => {
    const infoAdmin = { isInfoAdmin: true };
    for (const route of [
      'HomeAdmin',
      'HomeConsumer',
      'CompressorInfo',
      'AlarmHistory',
      'TrendGraph',
    ] as const) {
      expect(effectiveRoute(route, infoAdmin)).toBe('NotFound');
    }
    expect(effectiveRoute('InfoSetting', infoAdmin)).toBe('InfoSetting');
    expect(effectiveRoute('Root', infoAdmin)).toBe('Root');
  });
});

/** Closes every message, shown or waiting. */
function clearSnackbars(): void {
  for (let shown = currentSnackbar(); shown; shown = currentSnackbar()) hideSnackbar(shown.id);
}

describe('snackbar and loading services', () => {
  it('shows one message at a time, replaces by id and puts priority messages first', () => {
    clearSnackbars();
    const first = showSnackbar('first', { severity: 'error' });
    expect(currentSnackbar()).toMatchObject({ message: 'first', severity: 'error', autoHideMs: 5000 });
    showSnackbar('first', { severity: 'error' });
    showSnackbar('offline', { id: 'offline', severity: 'error', priority: true });
    expect(currentSnackbar()?.id).toBe('offline');
    hideSnackbar('offline');
    expect(currentSnackbar()?.id).toBe(first);
    hideSnackbar(first);
    expect(currentSnackbar()).toBeNull();
    expect(showSnackbar('a\nb').length).toBeGreaterThan(0);
    expect(currentSnackbar()?.multiline).toBe(true);
    clearSnackbars();
  });

  it('counts loading calls', () => {
    const endA = beginLoading();
    const endB = beginLoading();
    endA();
    endA();
    expect(isLoading()).toBe(true);
    endB();
    expect(isLoading()).toBe(false);
  });
});

/** The parts of node:http these tests use (the web package is typed for the browser, without Node's types). */
interface TestServer {
  listen(port: number, host: string, done: () => void): void;
  address(): { port: number };
  close(done: () => void): void;
}
type Handler = (
  request: {
    url?: string;
    method?: string;
    on(event: 'data', listener: (chunk: Uint8Array) => void): void;
    on(event: 'end', listener: () => void): void;
  },
  response: { writeHead(status: number, headers: Record<string, string>): void; end(body?: string): void },
) => void;

/** A real HTTP server on a free port, answering each path as the routes below say. */
async function startServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const nodeHttp = 'node:http';
  const http = (await import(/* @vite-ignore */ nodeHttp)) as { createServer(handler: Handler): TestServer };
  const server = http.createServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/ok') return json(200, { device_list: [], n: 1 });
    if (request.url?.startsWith('/echo')) {
      const chunks: Uint8Array[] = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const body = new TextDecoder().decode(Buffer.concat(chunks));
        json(200, { method: request.method, url: request.url, body, echo_list: [] });
      });
      return;
    }
    if (request.url === '/missing') {
      return json(404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'No such group' });
    }
    if (request.url === '/gone') return json(401, { statusCode: 401, message: 'no session' });
    response.writeHead(502, { 'content-type': 'text/html' });
    response.end('<html><body>Bad gateway</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A GET of a test server's path, described like the calls of contracts http/calls. */
const at = (path: string): CallSpec<never, never, unknown> => ({ path });

describe('API client (part 1 §7, §8)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let unauthorized = 0;

  beforeAll(async () => {
    await i18n.init({ lng: 'en', resources: { en: { translation: en } } });
    configureApi({ onUnauthorized: () => void unauthorized++ });
    server = await startServer();
  });
  afterAll(() => server.close());

  it('answers with empty lists as null', async () => {
    expect(await api(at(`${server.url}/ok`))).toEqual({ device_list: null, n: 1 });
  });

  it("makes a described call with the description's method and path, its query and body", async () => {
    type Echo = { method: string; url: string; body: string; echo_list: string[] };
    const echo: CallSpec<{ a: number }, { b: string }, Echo> = { method: 'POST', path: `${server.url}/echo` };
    const answer = await api(echo, { query: { a: 1 }, body: { b: 'c' } });
    expect(answer).toEqual({ method: 'POST', url: '/echo?a=1', body: '{"b":"c"}', echo_list: null });
  });

  it("rejects a failed answer with the server's status, code and message", async () => {
    const error = await api(at(`${server.url}/missing`)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 404, code: 'NOT_FOUND', message: 'No such group' });
    expect((error as ApiError).shouldShow).toBe(true);
  });

  it('rejects an answer without a readable message with a text of its own', async () => {
    const error = await api(at(`${server.url}/broken`)).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'http',
      status: 502,
      code: 'http',
      message: 'The request failed (502).',
    });
  });

  it('tells the app about 401 and rejects with an error that is not shown', async () => {
    const before = unauthorized;
    const error = await api(at(`${server.url}/gone`)).catch((e: unknown) => e);
    expect(unauthorized).toBe(before + 1);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect((error as ApiError).shouldShow).toBe(false);
  });

  it('rejects when the server cannot be reached', async () => {
    const closed = await startServer();
    await closed.close();
    const error = await api(at(`${closed.url}/ok`)).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: 0, message: 'Could not reach the server.' });
  });

  it('shows failed queries in the snackbar, except silent ones', async () => {
    clearSnackbars();
    const fail = () => api(at(`${server.url}/missing`));
    await queryClient
      .fetchQuery({ queryKey: ['test', 'silent'], queryFn: fail, meta: { silent: true } })
      .catch(() => undefined);
    expect(currentSnackbar()).toBeNull();
    await queryClient.fetchQuery({ queryKey: ['test', 'shown'], queryFn: fail }).catch(() => undefined);
    expect(currentSnackbar()).toMatchObject({
      message: 'No such group',
      severity: 'error',
      autoHideMs: 5000,
    });
    clearSnackbars();
    await queryClient
      .fetchQuery({ queryKey: ['test', 'gone'], queryFn: () => api(at(`${server.url}/gone`)) })
      .catch(() => undefined);
    expect(currentSnackbar()).toBeNull();
  });
});
