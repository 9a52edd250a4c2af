/**
 * Accessibility of every built screen, in English, Japanese and Chinese:
 *
 * - axe-core (WCAG 2.2 A/AA and best practices): no serious or critical violation;
 * - at a phone's 390 x 844 (all three languages) and a laptop's 1366 x 768 (Japanese): the skip link is the first Tab stop and moves focus
 *   to the main area; every control the Tab key reaches shows a focus indicator; no interactive element
 *   is smaller than 24 x 24 px (WCAG 2.5.8; inline links in a sentence are exempt); nothing makes the
 *   page wider than the window; every table (DataTable) fits its box, its detail columns having moved
 *   into each row's details, and one that still does not fit shows its sideways-scroll cue.
 *
 * Known faults of screen code are listed in KNOWN_FAULTS below, each with where it is and what the fix
 * is; a listed fault is left out of the check. Fixing one means deleting its entry: the list must end
 * empty. An entry that no longer matches anything fails the suite, so the list cannot go stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeViolations, seriousViolations, type Violation } from '../support/axe.ts';
import { calls } from '@airsight/contracts/http/calls';
import { launchBrowser, newPage } from '../support/browser.ts';
import {
  focusStartOfPage,
  horizontalOverflow,
  smallTargets,
  tableOverflows,
  tabStops,
  type ControlInfo,
} from '../support/keyboard-layout.ts';
import {
  AlarmHistoryPage,
  AlarmMailSettingPage,
  CompressorInfoPage,
  DashboardAdminPage,
  getJson,
  GroupingSettingPage,
  InfoSettingPage,
  HomeAdminPage,
  HomeConsumerPage,
  LOCALES,
  MachineNumberSettingPage,
  LoginPage,
  LogsPage,
  UserSettingPage,
  GatewaySettingPage,
  MaintenanceHistoryPage,
  MonthlyReportPage,
  openPath,
  ShellScreen,
  TrendGraphPage,
  VolumeGraphPage,
  type Locale,
} from '../support/pages/index.ts';

const PLANT = 'acme-kawasaki';
const SUPPLIER = 'supplier';
const INFO_ADMIN = 'info-admin';

type ScreenName =
  | 'Login'
  | 'SignInPage'
  | 'HomeConsumer'
  | 'HomeAdmin companies'
  | 'HomeAdmin machines'
  | 'AlarmHistory'
  | 'CompressorInfo'
  | 'DashboardAdmin overview'
  | 'DashboardAdmin'
  | 'TrendGraph'
  | 'VolumeGraph'
  | 'MonthlyReport'
  | 'MaintenanceHistory'
  | 'GroupingSetting'
  | 'MachineNumberSetting'
  | 'AlarmMailSetting'
  | 'InfoSetting'
  | 'Logs'
  | 'UserSetting'
  | 'GatewaySetting'
  | 'NotFound';

type Check = 'axe' | 'focus-indicator' | 'target-size' | 'table-fit';

interface KnownFault {
  check: Check;
  /** Screens where it shows; all when absent. */
  screens?: readonly ScreenName[];
  /** axe: the rule id. */
  rule?: string;
  /**
   * axe: a part of the target selector; layout checks: a data-testid of the element or an ancestor, or a
   * part of the element's name as a failure prints it.
   */
  where: string;
  /** The file and the fix, for whoever empties this list. */
  fix: string;
}

/**
 * Faults in screen code (packages/web/src/features/**, components/**), left out of the checks until
 * they are fixed there. Delete an entry together with its fix.
 */
const KNOWN_FAULTS: readonly KnownFault[] = [];
/** One finding of a check, as a line of the failure message. */
interface Finding {
  check: Check;
  screen: ScreenName;
  text: string;
  /** What an exclusion may match: axe rule and target, or the element's test ids. */
  rule?: string;
  matchOn: string[];
}

function isKnown(finding: Finding, fault: KnownFault): boolean {
  return (
    fault.check === finding.check &&
    (fault.screens === undefined || fault.screens.includes(finding.screen)) &&
    (fault.rule === undefined || fault.rule === finding.rule) &&
    finding.matchOn.some((m) => m.includes(fault.where))
  );
}

/** Every finding a check made, across the whole file, to tell used exclusions from stale ones. */
const usedFaults = new Set<KnownFault>();

function unexpected(findings: readonly Finding[]): string[] {
  return findings.flatMap((finding) => {
    const fault = KNOWN_FAULTS.find((f) => isKnown(finding, f));
    if (fault) {
      usedFaults.add(fault);
      return [];
    }
    return [finding.text];
  });
}

const axeFindings = (screen: ScreenName, violations: readonly Violation[]): Finding[] =>
  violations.map((v) => ({
    check: 'axe',
    screen,
    text: describeViolations([v]),
    rule: v.rule,
    matchOn: [v.target],
  }));

const controlFinding = (check: Check, screen: ScreenName, control: ControlInfo, why: string): Finding => ({
  check,
  screen,
  text: `  ${control.name} (${control.width} x ${control.height} px): ${why}`,
  matchOn: [...control.within, control.name],
});

interface ScreenCase {
  name: ScreenName;
  user: 'signed-out' | 'admin' | 'customer' | 'info-admin';
  /** Opens the screen in a language and waits until it is drawn. */
  open(page: Page, locale: Locale): Promise<void>;
}

let machine: { modelId: string; serialNo: string };
let adminGroup: string;

const SCREENS: readonly ScreenCase[] = [
  { name: 'Login', user: 'signed-out', open: (page, locale) => new LoginPage(page).open(locale) },
  {
    name: 'SignInPage',
    user: 'signed-out',
    open: async (page, locale) => {
      const login = new LoginPage(page);
      await login.open(locale);
      await login.openProviderForm();
    },
  },
  {
    name: 'HomeConsumer',
    user: 'customer',
    open: (page, locale) => new HomeConsumerPage(page).open(PLANT, locale),
  },
  {
    name: 'HomeAdmin companies',
    user: 'admin',
    open: (page, locale) => new HomeAdminPage(page).open(adminGroup, locale, 'companies'),
  },
  {
    name: 'HomeAdmin machines',
    user: 'admin',
    open: (page, locale) => new HomeAdminPage(page).open(adminGroup, locale, 'machines'),
  },
  {
    name: 'AlarmHistory',
    user: 'customer',
    open: (page, locale) => new AlarmHistoryPage(page).openPlant(PLANT, locale),
  },
  {
    name: 'DashboardAdmin overview',
    user: 'admin',
    open: (page, locale) => new DashboardAdminPage(page).open(adminGroup, locale, 'overview'),
  },
  {
    name: 'DashboardAdmin',
    user: 'admin',
    open: (page, locale) => new DashboardAdminPage(page).open(adminGroup, locale, 'alarms'),
  },
  {
    name: 'CompressorInfo',
    user: 'customer',
    open: (page, locale) => new CompressorInfoPage(page).open(machine.modelId, machine.serialNo, locale),
  },
  {
    name: 'TrendGraph',
    user: 'customer',
    open: (page, locale) => new TrendGraphPage(page).open(machine.modelId, machine.serialNo, locale),
  },
  {
    name: 'VolumeGraph',
    user: 'admin',
    open: async (page, locale) => {
      const volume = new VolumeGraphPage(page);
      await volume.openGroup(PLANT, undefined, locale);
      await volume.waitForCharts();
    },
  },
  {
    name: 'MonthlyReport',
    user: 'customer',
    open: async (page, locale) => {
      const report = new MonthlyReportPage(page);
      await report.open(PLANT, 'all', locale);
      await report.waitForCharts();
    },
  },
  {
    name: 'MaintenanceHistory',
    user: 'customer',
    open: (page, locale) => new MaintenanceHistoryPage(page).open(machine.modelId, machine.serialNo, locale),
  },
  {
    name: 'GroupingSetting',
    user: 'customer',
    open: (page, locale) => new GroupingSettingPage(page).open(locale),
  },
  {
    name: 'MachineNumberSetting',
    user: 'customer',
    open: (page, locale) => new MachineNumberSettingPage(page).open(locale),
  },
  {
    name: 'AlarmMailSetting',
    user: 'customer',
    open: (page, locale) => new AlarmMailSettingPage(page).open(locale, { device_group_id: PLANT }),
  },
  {
    name: 'InfoSetting',
    user: 'info-admin',
    open: (page, locale) => new InfoSettingPage(page).open(locale),
  },
  {
    name: 'Logs',
    user: 'info-admin',
    open: (page, locale) => new LogsPage(page).open(locale),
  },
  {
    name: 'UserSetting',
    user: 'admin',
    open: (page, locale) => new UserSettingPage(page).open(locale),
  },
  {
    name: 'GatewaySetting',
    user: 'admin',
    open: (page, locale) => new GatewaySettingPage(page).open(locale),
  },
  {
    name: 'NotFound',
    user: 'customer',
    open: async (page, locale) => {
      await openPath(page, '/no/such/screen', locale);
      await new ShellScreen(page).notFound.waitFor();
    },
  },
];

/**
 * SCREENSHOT_DIR=<folder> (docs/screenshots) also saves each screen as the layout check opens it, the
 * whole page: `<screen>-<locale>-<width>.png`, for looking at before a change is committed.
 */
async function saveScreenshot(page: Page, screen: ScreenName, locale: Locale, width: number) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const name = screen
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/\s+/g, '-')
    .toLowerCase();
  // Steady icons: the picture must not catch a blinking alarm icon in its dim phase.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // A window as tall as the page, so that what renders only in view (the machine cards) is drawn too.
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.screenshot({ path: path.join(dir, `${name}-${locale}-${width}.png`) });
  await page.setViewportSize(viewport);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
}

/** Long words break layouts on a phone, so the phone is checked in every language; the laptop in Japanese. */
const VIEWPORTS = [
  { label: 'phone 390 x 844', width: 390, height: 844, locales: LOCALES },
  { label: 'laptop 1366 x 768', width: 1366, height: 768, locales: ['ja'] as const },
] as const;

describe('accessibility of the built screens', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  /** A page of a fresh context at a size, signed in as the screen's user (the sign-in is per context). */
  async function pageFor(
    user: ScreenCase['user'],
    viewport: { width: number; height: number },
  ): Promise<Page> {
    const { context, page } = await newPage(browser, 'en-US', { viewport, bypassCSP: true });
    contexts.push(context);
    if (user !== 'signed-out') {
      const login = new LoginPage(page);
      await login.open('en');
      await login.signIn(user === 'admin' ? SUPPLIER : user === 'info-admin' ? INFO_ADMIN : PLANT);
    }
    return page;
  }

  const pages = new Map<string, Page>();
  async function cachedPage(user: ScreenCase['user'], viewport: { width: number; height: number }) {
    const key = `${user} ${viewport.width}`;
    let page = pages.get(key);
    if (!page) {
      page = await pageFor(user, viewport);
      pages.set(key, page);
    }
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = await cachedPage('admin', VIEWPORTS[1]);
    await admin.waitForURL(/\/HomeAdmin\//);
    adminGroup = decodeURIComponent(new URL(admin.url()).pathname.split('/')[2]!);
    const customer = await cachedPage('customer', VIEWPORTS[1]);
    const list = await getJson(customer, calls.userDeviceAuthorities, { device_group_id: PLANT });
    const first = list.user_device_authority_list[0]!;
    machine = { modelId: first.model_id, serialNo: first.serial_no };
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  describe.each(SCREENS)('$name', (screen) => {
    it.each(LOCALES)('has no serious or critical axe violation in %s', async (locale) => {
      const page = await cachedPage(screen.user, VIEWPORTS[1]);
      await screen.open(page, locale);
      const left = unexpected(axeFindings(screen.name, await seriousViolations(page)));
      expect(left, `axe on ${screen.name} (${locale}):\n${left.join('\n')}`).toEqual([]);
    });

    describe.each(VIEWPORTS)('at $label', (viewport) => {
      it.each(viewport.locales)(
        'reaches every control by Tab with a visible focus, 24 px targets, tables that fit and no sideways scroll in %s',
        async (locale) => {
          const page = await cachedPage(screen.user, viewport);
          await screen.open(page, locale);
          await saveScreenshot(page, screen.name, locale, viewport.width);
          const findings: Finding[] = [];
          const stops = await tabStops(page);
          for (const stop of stops.filter((s) => !s.focusVisible)) {
            findings.push(controlFinding('focus-indicator', screen.name, stop, 'no visible focus indicator'));
          }
          for (const small of await smallTargets(page)) {
            findings.push(controlFinding('target-size', screen.name, small, 'smaller than 24 x 24 px'));
          }
          for (const table of await tableOverflows(page)) {
            // Without the cue nobody sees that the table scrolls sideways: never allowed. With it, the
            // table still hides columns off the edge, which the column priorities should have avoided.
            findings.push({
              check: 'table-fit',
              screen: screen.name,
              text: `  table ${table.name}: ${table.overflow} px wider than its box, ${
                table.cue ? 'with' : 'WITHOUT'
              } the sideways-scroll cue`,
              matchOn: table.cue ? [...table.within, table.name] : [],
            });
          }
          const left = unexpected(findings);
          expect(left, `${screen.name} (${locale}, ${viewport.label}):\n${left.join('\n')}`).toEqual([]);
          expect(await horizontalOverflow(page), 'page wider than the window (px)').toBeLessThanOrEqual(0);

          if (screen.user !== 'signed-out') {
            // The skip link: the first Tab stop, and it moves focus to the main area.
            expect(stops[0]?.within[0], 'the first Tab stop').toBe('skip-link');
            const shell = new ShellScreen(page);
            await focusStartOfPage(page);
            await page.keyboard.press('Tab');
            expect(await shell.skipLink.evaluate((el) => el === document.activeElement)).toBe(true);
            expect(await shell.skipLink.isVisible()).toBe(true);
            await page.keyboard.press('Enter');
            expect(await shell.main.evaluate((el) => el === document.activeElement)).toBe(true);
          }
        },
      );
    });
  });

  it('lists no known fault that no longer occurs', () => {
    const stale = KNOWN_FAULTS.filter((f) => !usedFaults.has(f));
    expect(stale.map((f) => `${f.check} ${f.where}: ${f.fix}`)).toEqual([]);
  });
});
