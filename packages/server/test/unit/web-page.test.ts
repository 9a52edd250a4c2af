import { describe, expect, it } from 'vitest';
import { buildPath, ROUTE_PATHS, routeAt, type RouteName } from '@airsight/contracts/routes';

const routeNameAt = (path: string) => routeAt(path).name;
import {
  composePage,
  firstRoute,
  localeOfAcceptLanguage,
  pageLocale,
  preloadFiles,
  type PageRequest,
} from '../../src/routes/web-page.ts';
import type { FirstLoadManifest } from '@airsight/contracts/first-load';

const request = (over: Partial<PageRequest> = {}): PageRequest => ({
  pathname: '/HomeConsumer/acme',
  search: '',
  localeCookie: undefined,
  acceptLanguage: undefined,
  signedIn: true,
  ...over,
});

const manifest: FirstLoadManifest = {
  screens: {
    HomeConsumer: ['/assets/Home.js', '/assets/Home.css', '/assets/shared.js'],
    Login: ['/assets/Login.js'],
  },
  shell: ['/assets/Shell.js', '/assets/shared.js'],
  dictionaries: { en: ['/assets/en.js'], ja: ['/assets/ja.js'], zh: ['/assets/zh.js'] },
};

const TEMPLATE =
  '<!doctype html><html lang="ja" data-first-paint="portal"><head><title>AirSight</title></head><body></body></html>';

describe('the route of a path, as the client router opens it', () => {
  it('knows every route from a path built for it, with and without its optional parameters', () => {
    const params = {
      device_group_id: 'acme',
      model_id: 'M-1',
      serial_no: 'S 1',
      group_id: 'all',
      device_group_name_locale: 'x',
    };
    for (const name of Object.keys(ROUTE_PATHS) as RouteName[]) {
      if (name === 'NotFound') continue;
      expect(routeNameAt(buildPath(name, params)), name).toBe(name);
    }
    expect(routeNameAt(buildPath('VolumeGraph', { group_id: 'all' }))).toBe('VolumeGraph');
    expect(routeNameAt('/AlermHistory/d/m/s/g')).toBe('AlarmHistory');
    expect(routeNameAt('/HomeConsumer/acme/')).toBe('HomeConsumer');
  });

  it("reads the path's parameters, decoded, leaving out the optional ones not given", () => {
    expect(routeAt('/TrendGraph/M%201/S%2F2')).toEqual({
      name: 'TrendGraph',
      params: { model_id: 'M 1', serial_no: 'S/2' },
    });
    expect(routeAt('/VolumeGraph/d/acme/m/s/g/unset')).toEqual({
      name: 'VolumeGraph',
      params: { device_group_id: 'acme', group_id: 'unset' },
    });
    expect(routeAt('/HomeConsumer/%E0%A4%A')).toEqual({ name: 'NotFound', params: {} });
  });

  it('answers NotFound for paths the client has no route for', () => {
    for (const path of ['/HomeConsumer', '/HomeConsumer/a/b', '/nope', '/TrendGraph/m', '/Loginx']) {
      expect(routeNameAt(path), path).toBe('NotFound');
    }
  });
});

describe('the language of the first paint', () => {
  it('follows the locale query, then the switcher cookie, then the browser, then Japanese', () => {
    expect(pageLocale(request({ search: 'locale=1', localeCookie: 'zh', acceptLanguage: 'ja' }))).toBe('en');
    expect(pageLocale(request({ search: 'locale=xx', localeCookie: 'zh', acceptLanguage: 'en' }))).toBe('zh');
    expect(pageLocale(request({ localeCookie: 'fr', acceptLanguage: 'fr-FR,en;q=0.8' }))).toBe('en');
    expect(pageLocale(request({ acceptLanguage: 'de, fr' }))).toBe('ja');
    expect(pageLocale(request())).toBe('ja');
  });

  it('reads Accept-Language by preference, not by position', () => {
    expect(localeOfAcceptLanguage('en;q=0.5, zh-CN;q=0.9, ja;q=0.7')).toBe('zh');
    expect(localeOfAcceptLanguage('zh-Hans-CN, en')).toBe('zh');
    expect(localeOfAcceptLanguage('en;q=0, ja')).toBe('ja');
    expect(localeOfAcceptLanguage(' , ;q=1')).toBeUndefined();
  });
});

describe('the page of a path', () => {
  it('paints the sign-in page for Login, and for any route but NotFound when no session cookie came', () => {
    const first = (over: Partial<PageRequest>) => firstRoute(request(over)).name;
    expect(first({ pathname: '/Login' })).toBe('Login');
    expect(first({ signedIn: false })).toBe('Login');
    expect(first({ pathname: '/', signedIn: false })).toBe('Login');
    expect(first({ pathname: '/nope', signedIn: false })).toBe('NotFound');
    expect(firstRoute(request())).toEqual({ name: 'HomeConsumer', params: { device_group_id: 'acme' } });
  });

  it("preloads the dictionary, the shell (not on Login) and the screen's files, each once", () => {
    expect(preloadFiles(manifest, 'HomeConsumer', 'en')).toEqual([
      '/assets/en.js',
      '/assets/Shell.js',
      '/assets/shared.js',
      '/assets/Home.js',
      '/assets/Home.css',
    ]);
    expect(preloadFiles(manifest, 'Login', 'zh')).toEqual(['/assets/zh.js', '/assets/Login.js']);
    expect(preloadFiles(manifest, 'Root', 'ja')).toEqual([
      '/assets/ja.js',
      '/assets/Shell.js',
      '/assets/shared.js',
    ]);
  });

  it('sets the language and the frame, and adds the preloads to the head', () => {
    const page = composePage(TEMPLATE, manifest, request({ pathname: '/Login', search: 'locale=zh' }));
    expect(page).toContain('<html lang="zh" data-first-paint="login">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/Login.js" />');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/zh.js" />');
    expect(page).not.toContain('Shell.js');
    expect(page.indexOf('/assets/Login.js')).toBeLessThan(page.indexOf('</head>'));

    expect(page).not.toContain('as="fetch"');

    const home = composePage(TEMPLATE, manifest, request({ acceptLanguage: 'en-US' }));
    expect(home).toContain('<html lang="en" data-first-paint="portal">');
    expect(home).toContain('<link rel="preload" as="style" crossorigin href="/assets/Home.css" />');
  });

  it("preloads a signed-in home screen's first calls with the client's URLs, and none signed out", () => {
    const fetches = (over: Partial<PageRequest>) =>
      [
        ...composePage(TEMPLATE, manifest, request(over)).matchAll(
          /<link rel="preload" href="([^"]+)" as="fetch"/g,
        ),
      ].map((m) => m[1]);
    // Every signed-in screen's first call, then the screen's own (a table: request → calls after it).
    const authorities = '/v1/master-info/userDeviceGroupAuthorities';
    const cases: [Partial<PageRequest>, string[]][] = [
      [
        { pathname: '/HomeConsumer/a%20b' },
        [
          '/v1/fleet/devices?device_group_id=a+b',
          '/api/getGroups?deviceGroupId=a+b',
          '/v1/maintenance/advice?device_group_id=a+b',
        ],
      ],
      [{ pathname: '/HomeAdmin/supplier' }, ['/v1/fleet/groupSummaries?device_group_id=supplier']],
      [
        { pathname: '/HomeAdmin/supplier', search: 'tab=machines&locale=en' },
        ['/v1/fleet/devices?device_group_id=supplier'],
      ],
      [{ pathname: '/VolumeGraph/d/acme/m/s/g/all' }, ['/v1/fleet/devices?device_group_id=acme']],
      [
        { pathname: '/VolumeGraph/d/acme/m/s/g/g1' },
        ['/v1/fleet/devices?device_group_id=acme', '/api/getGroups?deviceGroupId=acme'],
      ],
      [
        { pathname: '/VolumeGraph/d/acme/m/s/g/unset' },
        [
          '/v1/fleet/devices?device_group_id=acme',
          '/api/getGroups?deviceGroupId=acme',
          '/v1/master-info/userDeviceAuthorities?device_group_id=acme',
        ],
      ],
      // One machine: its calls start from its authority, which the page cannot know.
      [{ pathname: '/VolumeGraph/d/m/OIL/s/A1/g' }, []],
      [{ pathname: '/VolumeGraph/d/acme/m/OIL/s/A1/g' }, []],
      [{ pathname: '/Logs' }, []],
    ];
    for (const [over, calls] of cases) {
      expect(fetches(over), over.pathname).toEqual([authorities, ...calls]);
    }
    expect(fetches({ pathname: '/HomeConsumer/acme', signedIn: false })).toEqual([]);
    expect(fetches({ pathname: '/nope' })).toEqual([]);
  });
});
