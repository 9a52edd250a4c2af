/**
 * HomeAdmin (part 1 §2, §5, §6, §9): the company tab's counts against the machines under each child
 * group (status rules of domain/status.ts), the name search, rows that open HomeAdmin or HomeConsumer,
 * the buttons by role (map and dashboard with the map flag, the alarm-mail configuration files for the
 * fixed admin account), the CSV files; the machine tab's four searches, paging, links and CSV; the tab in
 * the URL; the three languages; another customer's group.
 *
 * SCREENSHOT_DIR=<folder> also saves the Japanese screens as <folder>/home-admin-companies.png and
 * home-admin-machines.png (docs/screenshots).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { countStatuses, deviceStatus } from '@airsight/contracts/domain/status';
import { apiTimeToMs } from '@airsight/contracts/format/api-time';
import type {
  FleetDevice,
  FleetDevicesResponse,
  GroupSummariesResponse,
} from '@airsight/contracts/http/fleet';
import { calls } from '@airsight/contracts/http/calls';
import { launchBrowser, newPage } from '../support/browser.ts';
import { getJson } from '../support/pages/api.ts';
import { baseUrl, signIn } from '../support/portal.ts';
import { parseCsv } from '../support/csv.ts';

const SUPPLIER = 'supplier';
const ACME = 'acme';

interface GroupAuthority {
  device_group_id: string;
  parent_device_group_id: string | null;
  device_group_name_locale1: string;
  has_children: boolean;
}

const fleetOf = (page: Page, groupId: string) =>
  getJson(page, calls.fleetDevices, { device_group_id: groupId });

async function groupsOf(page: Page): Promise<GroupAuthority[]> {
  const answer = await getJson(page, calls.userDeviceGroupAuthorities, {});
  return answer.user_device_group_authority_list;
}

/** The group and every group under it, from the authority tree. */
function subtree(groups: readonly GroupAuthority[], root: string): Set<string> {
  const ids = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const g of groups) {
      if (g.parent_device_group_id && ids.has(g.parent_device_group_id) && !ids.has(g.device_group_id)) {
        ids.add(g.device_group_id);
        grew = true;
      }
    }
  }
  return ids;
}

/** The eleven numbers of a company row, in the table's column order, computed from the machines. */
function expectedCounts(devices: readonly FleetDevice[], now: number): number[] {
  const c = countStatuses(
    devices.map((d) =>
      deviceStatus(
        { modelId: d.model_id, lastMeasureTime: d.last_measure_time, statusWord: d.status_word },
        now,
      ),
    ),
  );
  return [
    c.devices,
    c.emergency,
    c.caution,
    c.maintenance,
    c.running,
    c.stopped,
    c.disconnected,
    c.communicated,
    c.notCommunicated,
    devices.filter((d) => !d.consent_form_received).length,
  ];
}

/** Every company row as shown: group id, name and the counts. */
async function shownCompanyRows(page: Page): Promise<{ id: string; name: string; counts: number[] }[]> {
  return page.getByTestId('data-table-row').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '');
      return {
        id: (row as HTMLElement).dataset.rowKey ?? '',
        name: cells[0] ?? '',
        counts: cells.slice(1).map((text) => Number(text.replace(/,/g, ''))),
      };
    }),
  );
}

const rowCount = async (page: Page) =>
  Number(await page.getByTestId('data-table').getAttribute('data-row-count'));

/** Opens the company tab and returns the page's own group-summaries answer. */
async function openCompanies(page: Page, groupId: string, locale: string): Promise<GroupSummariesResponse> {
  // Leave the previous page first: an answer still in flight there must not be taken for this one.
  await page.goto('about:blank');
  const answer = page.waitForResponse((r) => r.url().includes('/v1/fleet/groupSummaries'));
  await page.goto(`${baseUrl()}/HomeAdmin/${groupId}?locale=${locale}`);
  const body = (await (await answer).json()) as GroupSummariesResponse;
  await page.getByTestId('data-table').waitFor();
  await expect.poll(() => rowCount(page)).toBe(body.group_summary_list.length);
  return body;
}

/** Opens the machine tab and returns the page's own fleet answer. */
async function openMachines(page: Page, groupId: string, locale: string): Promise<FleetDevicesResponse> {
  // Leave the previous page first: an answer still in flight there must not be taken for this one.
  await page.goto('about:blank');
  const answer = page.waitForResponse((r) => r.url().includes('/v1/fleet/devices'));
  await page.goto(`${baseUrl()}/HomeAdmin/${groupId}?tab=machines&locale=${locale}`);
  const body = (await (await answer).json()) as FleetDevicesResponse;
  await page.getByTestId('data-table').waitFor();
  await expect.poll(() => rowCount(page)).toBe(body.fleet_device_list.length);
  return body;
}

function todayFileName(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}.csv`;
}

async function readDownload(download: Download): Promise<{ name: string; text: string; rows: string[][] }> {
  const file = await download.path();
  const text = fs.readFileSync(file, 'utf8');
  expect(text.startsWith('\uFEFF'), 'BOM').toBe(true);
  return { name: download.suggestedFilename(), text, rows: parseCsv(text.slice(1)) };
}

async function download(page: Page, testId: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return readDownload(file);
}

/** Column names as a user reads them: a short header (E, C, M) is named by its title. */
async function headerTexts(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="data-table"] thead th')
    .evaluateAll((cells) =>
      cells.map((th) =>
        (th.querySelector('abbr[title]')?.getAttribute('title') ?? th.textContent ?? '').trim(),
      ),
    );
}

describe('HomeAdmin', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function signedIn(userId: string, locale: string): Promise<Page> {
    const { context, page } = await newPage(browser, locale);
    contexts.push(context);
    await page.goto(`${baseUrl()}/Login`);
    await signIn(page, userId);
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser.close();
  });

  describe('as supplier (map flag, alarm-mail admin), in English', () => {
    let page: Page;
    beforeAll(async () => {
      page = await signedIn(SUPPLIER, 'en-US');
      await page.waitForURL(/\/HomeAdmin\/supplier/);
    });

    it('shows each child company with the counts of the machines under it', async () => {
      const groups = await groupsOf(page);
      const children = groups.filter((g) => g.parent_device_group_id === SUPPLIER);
      await openCompanies(page, SUPPLIER, 'en');
      expect((await shownCompanyRows(page)).map((r) => r.id).sort()).toEqual(
        children.map((g) => g.device_group_id).sort(),
      );
      expect(await headerTexts(page)).toEqual([
        'Company name',
        'Machines',
        'Emergency',
        'Caution',
        'Maintenance',
        'Running',
        'Stopped',
        'Disconnected',
        'Communicated',
        'Not communicated',
        'Consent form not received',
      ]);
      // The simulator keeps publishing: compare the shown counts with the machines read right after,
      // and ask for the operating status again when a machine changed in between.
      await expect
        .poll(
          async () => {
            const fleet = await fleetOf(page, SUPPLIER);
            const now = apiTimeToMs(fleet.server_time)!;
            const shown = await shownCompanyRows(page);
            const mismatches = shown.filter((row) => {
              const ids = subtree(groups, row.id);
              const expected = expectedCounts(
                fleet.fleet_device_list.filter((d) => ids.has(d.device_group_id)),
                now,
              );
              return JSON.stringify(expected) !== JSON.stringify(row.counts);
            });
            if (mismatches.length > 0) await page.getByTestId('get-operating-status').click();
            return mismatches.map((m) => m.id);
          },
          { timeout: 45_000, interval: 2_000 },
        )
        .toEqual([]);
      const names = (await shownCompanyRows(page)).map((r) => r.name);
      expect(names).toContain('ACME Industries');
      expect(await page.getByTestId('data-time').textContent()).toMatch(
        /^Data as of \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/,
      );
    });

    it('searches the company name as a substring, only when a word is given', async () => {
      const answer = await openCompanies(page, SUPPLIER, 'en');
      const all = answer.group_summary_list.length;
      const search = page.getByTestId('company-search');
      await search.fill('acme');
      await expect.poll(() => rowCount(page)).toBe(1);
      expect((await shownCompanyRows(page))[0]?.name).toBe('ACME Industries');
      await search.fill('PLANT');
      await expect.poll(() => rowCount(page)).toBe(0);
      await search.fill('s');
      const expected = answer.group_summary_list.filter((g) =>
        g.device_group_name_locale1.toLowerCase().includes('s'),
      ).length;
      await expect.poll(() => rowCount(page)).toBe(expected);
      expect(expected).toBeLessThan(all);
      await search.fill('   ');
      await expect.poll(() => rowCount(page)).toBe(all);
    });

    it('opens HomeAdmin for a company with plants and HomeConsumer for a leaf', async () => {
      await openCompanies(page, SUPPLIER, 'en');
      await page.locator('[data-testid="data-table-row"][data-row-key="acme"]').click();
      await page.waitForURL(/\/HomeAdmin\/acme(\?|$)/);
      await expect.poll(() => rowCount(page)).toBe(3);
      await page.locator('[data-testid="data-table-row"][data-row-key="acme-kawasaki"]').click();
      await page.waitForURL(/\/HomeConsumer\/acme-kawasaki(\?|$)/);

      await openCompanies(page, SUPPLIER, 'en');
      await page.locator('[data-testid="data-table-row"][data-row-key="tokai"]').click();
      await page.waitForURL(/\/HomeConsumer\/tokai(\?|$)/);
    });

    it('shows the map, dashboard, alarm-mail, alarm-record and configuration buttons', async () => {
      await openCompanies(page, SUPPLIER, 'en');
      expect(await page.getByTestId('consumer-map-button').getAttribute('href')).toBe('/ConsumerMap');
      expect(await page.getByTestId('dashboard-button').getAttribute('href')).toBe(
        '/DashboardAdmin/d/supplier',
      );
      expect(await page.getByTestId('alarm-records-button').getAttribute('href')).toMatch(
        /^\/AlermHistory\/d\/supplier(\/|$)/,
      );
      expect(await page.getByTestId('alarm-mail-settings-button').getAttribute('href')).toMatch(
        /^\/AlermMailSetting\/d\/supplier(\/|$)/,
      );
      expect(await page.getByTestId('alarm-mail-csv-button').isVisible()).toBe(true);
      await page.getByTestId('dashboard-button').click();
      await page.waitForURL(/\/DashboardAdmin\/d\/supplier$/);
    });

    it('downloads the company table as shown, as YYYYMMDD.csv', async () => {
      const answer = await openCompanies(page, SUPPLIER, 'en');
      const whole = await download(page, 'company-csv-button');
      expect(whole.name).toBe(todayFileName());
      expect(whole.rows[0]).toEqual(await headerTexts(page));
      expect(whole.rows).toHaveLength(answer.group_summary_list.length + 1);
      const shown = await shownCompanyRows(page);
      expect(whole.rows.slice(1).map((r) => r[0])).toEqual(shown.map((r) => r.name));
      expect(whole.rows.slice(1).map((r) => r.slice(1).map(Number))).toEqual(shown.map((r) => r.counts));

      await page.getByTestId('company-search').fill('acme');
      await expect.poll(() => rowCount(page)).toBe(1);
      const filtered = await download(page, 'company-csv-button');
      expect(filtered.rows.slice(1).map((r) => r[0])).toEqual(['ACME Industries']);
    });

    it('downloads the alarm-mail configuration as two files, groups and machines', async () => {
      await openCompanies(page, SUPPLIER, 'en');
      const files: Download[] = [];
      const both = new Promise<void>((resolve) => {
        page.on('download', function onDownload(file) {
          files.push(file);
          if (files.length === 2) {
            page.off('download', onDownload);
            resolve();
          }
        });
      });
      await page.getByTestId('alarm-mail-csv-button').click();
      await both;
      const read = await Promise.all(files.map(readDownload));
      const stem = todayFileName().replace('.csv', '');
      expect(read.map((f) => f.name).sort()).toEqual([`${stem}_groups.csv`, `${stem}_machines.csv`]);
      for (const file of read) {
        expect(file.rows[0]?.slice(0, 7)).toEqual([
          'id',
          'mail',
          'user_name',
          'locale',
          'severity',
          'source_flag',
          'source_type',
        ]);
        const flag = file.name.endsWith('_groups.csv') ? '0' : '1';
        const column = file.rows[0]!.indexOf('source_flag');
        for (const row of file.rows.slice(1)) expect(row[column]).toBe(flag);
      }
    });

    it('keeps the tab in the URL across reload and back', async () => {
      await openCompanies(page, SUPPLIER, 'en');
      await page.getByTestId('tab-machines').click();
      await page.waitForURL(/[?&]tab=machines/);
      await expect.poll(() => page.getByTestId('search-serial').count()).toBe(1);
      await page.reload();
      await expect.poll(() => page.getByTestId('search-serial').count()).toBe(1);
      await page.goBack();
      await expect.poll(() => page.getByTestId('company-search').count()).toBe(1);
      expect(page.url()).not.toContain('tab=machines');
    });

    it('narrows the machines with each of the four searches', async () => {
      const answer = await openMachines(page, SUPPLIER, 'en');
      const devices = answer.fleet_device_list;
      const has = (value: string | null, word: string) =>
        (value ?? '').toLowerCase().includes(word.toLowerCase());
      const cases = [
        { box: 'search-serial', word: 'c1004', match: (d: FleetDevice, w: string) => has(d.serial_no, w) },
        {
          box: 'search-number',
          word: 'NO.7',
          match: (d: FleetDevice, w: string) => has(d.optional_info_2, w),
        },
        { box: 'search-model', word: 'ofs', match: (d: FleetDevice, w: string) => has(d.optional_info_1, w) },
        {
          box: 'search-customer',
          word: 'kawasaki',
          match: (d: FleetDevice, w: string) =>
            has(d.device_name_locale1, w) || has(d.device_group_name_locale1, w),
        },
      ];
      for (const c of cases) {
        const expected = devices.filter((d) => c.match(d, c.word));
        expect(expected.length, c.box).toBeGreaterThan(0);
        expect(expected.length, c.box).toBeLessThan(devices.length);
        await page.getByTestId(c.box).fill(c.word);
        await expect.poll(() => rowCount(page), { message: c.box }).toBe(expected.length);
        const keys = await page
          .getByTestId('data-table-row')
          .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.rowKey ?? ''));
        const allowed = new Set(expected.map((d) => d.id));
        expect(
          keys.every((k) => allowed.has(k)),
          c.box,
        ).toBe(true);
        await page.getByTestId(c.box).fill('');
        await expect.poll(() => rowCount(page)).toBe(devices.length);
      }
      // Boxes combine: ACME's serial suffix and the Yokohama plant.
      await page.getByTestId('search-serial').fill('C1004');
      await page.getByTestId('search-customer').fill('Yokohama');
      await expect
        .poll(() => rowCount(page))
        .toBe(
          devices.filter((d) => has(d.serial_no, 'c1004') && has(d.device_name_locale1, 'yokohama')).length,
        );

      const csv = await download(page, 'machine-csv-button');
      expect(csv.name).toBe(todayFileName());
      expect(csv.rows[0]).toEqual(await headerTexts(page));
      expect(csv.rows).toHaveLength((await rowCount(page)) + 1);
      for (const row of csv.rows.slice(1)) expect(row[0]).toMatch(/_C10043$/);
    });

    it('pages by 10, 20 and All (default All) and links each machine to its information', async () => {
      const answer = await openMachines(page, SUPPLIER, 'en');
      const total = answer.fleet_device_list.length;
      expect(total).toBeGreaterThan(20);
      const table = page.getByTestId('data-table');
      expect(await table.getAttribute('data-page-size')).toBe('all');
      expect(await page.getByTestId('page-next').count()).toBe(0);
      expect(await page.getByTestId('page-range').textContent()).toBe(`1–${total} of ${total}`);

      await page.getByTestId('page-size').selectOption('10');
      await expect.poll(() => page.getByTestId('data-table-row').count()).toBe(10);
      const firstPage = await page.getByTestId('data-table-row').first().getAttribute('data-row-key');
      await page.getByTestId('page-next').click();
      await expect.poll(() => table.getAttribute('data-page')).toBe('2');
      expect(await page.getByTestId('page-range').textContent()).toBe(`11–20 of ${total}`);
      expect(await page.getByTestId('data-table-row').first().getAttribute('data-row-key')).not.toBe(
        firstPage,
      );
      await page.getByTestId('page-last').click();
      await expect.poll(() => table.getAttribute('data-page')).toBe(String(Math.ceil(total / 10)));
      expect(await page.getByTestId('page-next').isDisabled()).toBe(true);
      await page.getByTestId('page-first').click();
      await expect.poll(() => table.getAttribute('data-page')).toBe('1');

      await page.getByTestId('page-size').selectOption('20');
      await expect.poll(() => page.getByTestId('data-table-row').count()).toBe(20);
      await page.getByTestId('page-size').selectOption('all');
      await expect.poll(() => page.getByTestId('page-next').count()).toBe(0);

      const link = page.getByTestId('compressor-info-link').first();
      const firstKey = await page.getByTestId('data-table-row').first().getAttribute('data-row-key');
      const device = answer.fleet_device_list.find((d) => d.id === firstKey)!;
      expect(await link.getAttribute('href')).toBe(
        `/CompressorInfo/${device.model_id}/${encodeURIComponent(device.serial_no)}?locale=en`,
      );
      expect(await link.getAttribute('target')).toBe('_blank');
      const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await popup.waitForURL(/\/CompressorInfo\//);
      await popup.close();
    });

    it('shows the shown status of each machine by the status rules', async () => {
      const answer = await openMachines(page, SUPPLIER, 'en');
      const now = apiTimeToMs(answer.server_time)!;
      const byId = new Map(answer.fleet_device_list.map((d) => [d.id, d]));
      const shown = await page.getByTestId('data-table-row').evaluateAll((rows) =>
        rows.map((r) => ({
          id: (r as HTMLElement).dataset.rowKey ?? '',
          status: r.querySelector('[data-status]')?.getAttribute('data-status') ?? '',
        })),
      );
      expect(shown.length).toBeGreaterThan(0);
      for (const row of shown) {
        const d = byId.get(row.id)!;
        const expected = deviceStatus(
          { modelId: d.model_id, lastMeasureTime: d.last_measure_time, statusWord: d.status_word },
          now,
        ).shown;
        expect({ id: row.id, status: row.status }).toEqual({ id: row.id, status: expected });
      }
    });
  });

  describe('as acme (admin of one company), in Japanese', () => {
    let page: Page;
    beforeAll(async () => {
      page = await signedIn(ACME, 'ja-JP');
      await page.waitForURL(/\/HomeAdmin\/acme/);
    });

    it('shows the plants in Japanese without the map, dashboard or configuration buttons', async () => {
      await openCompanies(page, ACME, 'ja');
      expect((await shownCompanyRows(page)).map((r) => r.name).sort()).toEqual(
        ['川崎工場', '横浜工場', '相模原工場'].sort(),
      );
      expect((await headerTexts(page))[0]).toBe('会社名');
      expect(await page.getByTestId('tab-companies').textContent()).toBe('会社別');
      expect(await page.getByTestId('alarm-records-button').isVisible()).toBe(true);
      expect(await page.getByTestId('consumer-map-button').count()).toBe(0);
      expect(await page.getByTestId('dashboard-button').count()).toBe(0);
      expect(await page.getByTestId('alarm-mail-csv-button').count()).toBe(0);
      await page.getByTestId('company-search').fill('横浜');
      await expect.poll(() => rowCount(page)).toBe(1);
    });

    it('lists only ACME machines on the machine tab, with Japanese names', async () => {
      const answer = await openMachines(page, ACME, 'ja');
      expect(answer.fleet_device_list.every((d) => /_C1004[234]$/.test(d.serial_no))).toBe(true);
      await page.getByTestId('search-customer').fill('川崎');
      await expect
        .poll(() => rowCount(page))
        .toBe(answer.fleet_device_list.filter((d) => d.device_group_id === 'acme-kawasaki').length);
      expect(await page.getByTestId('compressor-info-link').first().getAttribute('href')).toMatch(
        /\?locale=ja$/,
      );
    });
  });

  describe('as supplier, in Chinese', () => {
    it('names the tabs, the columns and the companies in Chinese', async () => {
      const page = await signedIn(SUPPLIER, 'zh-CN');
      await openCompanies(page, SUPPLIER, 'zh');
      expect((await shownCompanyRows(page)).map((r) => r.name)).toContain('艾克美工业');
      expect((await headerTexts(page))[0]).toBe('公司名称');
      expect(await page.getByTestId('tab-machines').textContent()).toBe('按设备');
      await page.getByTestId('company-search').fill('艾克美');
      await expect.poll(() => rowCount(page)).toBe(1);
    });
  });

  describe('screenshots in Japanese', () => {
    // Both tabs open in Japanese in every run; with SCREENSHOT_DIR set they are also saved (docs/screenshots).
    it('opens the company and machine tabs in Japanese', async () => {
      const dir = process.env.SCREENSHOT_DIR;
      if (dir) fs.mkdirSync(dir, { recursive: true });
      const page = await signedIn(SUPPLIER, 'ja-JP');
      await openCompanies(page, SUPPLIER, 'ja');
      expect(await page.getByTestId('data-table-row').count()).toBeGreaterThan(0);
      if (dir) await page.screenshot({ path: path.join(dir, 'home-admin-companies.png') });
      await openMachines(page, SUPPLIER, 'ja');
      expect(await page.getByTestId('data-table-row').count()).toBeGreaterThan(0);
      if (dir) await page.screenshot({ path: path.join(dir, 'home-admin-machines.png') });
    });
  });

  describe('as tokai (another customer)', () => {
    it("sees nothing of acme's group on either tab", async () => {
      const page = await signedIn('tokai', 'en-US');
      await page.waitForURL(/\/HomeConsumer\/tokai/);
      for (const query of ['', '?tab=machines']) {
        await page.goto(`${baseUrl()}/HomeAdmin/${ACME}${query}`);
        await page.getByTestId('group-not-found').waitFor();
        expect(await page.getByTestId('data-table-row').count()).toBe(0);
        const text = (await page.locator('main').textContent()) ?? '';
        expect(text).not.toMatch(/Kawasaki|Yokohama|Sagamihara|ACME|C1004/);
      }
      const summaries = await page.request.get(
        `${baseUrl()}/v1/fleet/groupSummaries?device_group_id=${ACME}`,
      );
      expect(summaries.status()).toBe(404);
      const devices = await page.request.get(`${baseUrl()}/v1/fleet/devices?device_group_id=${ACME}`);
      expect(devices.status()).toBe(404);
    });
  });
});
