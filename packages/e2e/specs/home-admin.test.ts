/**
 * HomeAdmin (part 1 §2, §5, §6, §9): the company tab's counts against the machines under each child
 * group (status rules of domain/status.ts), the name search, rows that open HomeAdmin or HomeConsumer,
 * the buttons by role (map and dashboard with the map flag, the alarm-mail configuration files for the
 * fixed admin account), the CSV files; the machine tab's four searches, paging, links and CSV; the tab in
 * the URL; the three languages; another customer's group.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { countStatuses, deviceStatus } from '@airsight/contracts/domain/status';
import { apiTimeToMs } from '@airsight/contracts/format/api-time';
import type { FleetDevice } from '@airsight/contracts/http/fleet';
import { calls } from '@airsight/contracts/http/calls';
import { readCsvRows } from '@airsight/contracts/format/csv';
import { localTime } from '../support/time.ts';
import {
  getJson,
  getResponse,
  HomeAdminPage,
  type MachineSearch,
  useBrowser,
} from '../support/pages/index.ts';

const SUPPLIER = 'supplier';
const ACME = 'acme';

/** The machines of a group and of every group under it, as the server answers them to the user. */
const fleetOf = (page: Page, groupId: string) =>
  getJson(page, calls.fleetDevices, { device_group_id: groupId });

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

function todayFileName(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}.csv`;
}

async function readDownload(download: Download): Promise<{ name: string; text: string; rows: string[][] }> {
  const file = await download.path();
  const text = fs.readFileSync(file, 'utf8');
  expect(text.startsWith('\uFEFF'), 'BOM').toBe(true);
  return { name: download.suggestedFilename(), text, rows: readCsvRows(text.slice(1)) };
}

describe('HomeAdmin', () => {
  const browser = useBrowser();

  async function signedIn(userId: string, locale: string, timezoneId?: string): Promise<HomeAdminPage> {
    return new HomeAdminPage(await browser.signedInPage(userId, locale, { timezoneId }));
  }

  describe('as supplier (map flag, alarm-mail admin), in English', () => {
    let home: HomeAdminPage;
    let page: Page;
    beforeAll(async () => {
      home = await signedIn(SUPPLIER, 'en-US');
      page = home.page;
      await page.waitForURL(/\/HomeAdmin\/supplier/);
    });

    it('shows each child company with the counts of the machines under it', async () => {
      const groups = (await getJson(page, calls.userDeviceGroupAuthorities, {}))
        .user_device_group_authority_list;
      const children = groups.filter((g) => g.parent_device_group_id === SUPPLIER);
      await home.openCompanies(SUPPLIER, 'en');
      expect((await home.companyRows()).map((r) => r.id).sort()).toEqual(
        children.map((g) => g.device_group_id).sort(),
      );
      expect(await home.table.columnNames()).toEqual([
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
      // The simulator keeps publishing: compare the shown counts with the machines read right after
      // (the server's fleet answer for each company covers the groups under it), and ask for the
      // operating status again when a machine changed in between.
      await expect
        .poll(
          async () => {
            const shown = await home.companyRows();
            const mismatches: string[] = [];
            for (const row of shown) {
              const fleet = await fleetOf(page, row.id);
              const expected = expectedCounts(fleet.fleet_device_list, apiTimeToMs(fleet.server_time)!);
              if (JSON.stringify(expected) !== JSON.stringify(row.counts)) mismatches.push(row.id);
            }
            if (mismatches.length > 0) await home.refreshStatus();
            return mismatches;
          },
          { timeout: 45_000, interval: 2_000 },
        )
        .toEqual([]);
      const names = (await home.companyRows()).map((r) => r.name);
      expect(names).toContain('ACME Industries');
      expect(await home.dataTime.textContent()).toMatch(/^Data as of \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('searches the company name as a substring, only when a word is given', async () => {
      const answer = await home.openCompanies(SUPPLIER, 'en');
      const all = answer.group_summary_list.length;
      await home.searchCompany('acme');
      await expect.poll(() => home.table.rowCount()).toBe(1);
      expect((await home.companyRows())[0]?.name).toBe('ACME Industries');
      await home.searchCompany('PLANT');
      await expect.poll(() => home.table.rowCount()).toBe(0);
      await home.searchCompany('s');
      const expected = answer.group_summary_list.filter((g) =>
        g.device_group_name_locale1.toLowerCase().includes('s'),
      ).length;
      await expect.poll(() => home.table.rowCount()).toBe(expected);
      expect(expected).toBeLessThan(all);
      await home.searchCompany('   ');
      await expect.poll(() => home.table.rowCount()).toBe(all);
    });

    it('opens HomeAdmin for a company with plants and HomeConsumer for a leaf', async () => {
      await home.openCompanies(SUPPLIER, 'en');
      await home.openRow('acme');
      await page.waitForURL(/\/HomeAdmin\/acme(\?|$)/);
      await expect.poll(() => home.table.rowCount()).toBe(3);
      await home.openRow('acme-kawasaki');
      await page.waitForURL(/\/HomeConsumer\/acme-kawasaki(\?|$)/);

      await home.openCompanies(SUPPLIER, 'en');
      await home.openRow('tokai');
      await page.waitForURL(/\/HomeConsumer\/tokai(\?|$)/);
    });

    it('shows the map, dashboard, alarm-mail, alarm-record and configuration buttons', async () => {
      await home.openCompanies(SUPPLIER, 'en');
      expect(await home.button('consumer-map').getAttribute('href')).toBe('/ConsumerMap');
      expect(await home.button('dashboard').getAttribute('href')).toBe('/DashboardAdmin/d/supplier');
      expect(await home.button('alarm-records').getAttribute('href')).toMatch(
        /^\/AlermHistory\/d\/supplier(\/|$)/,
      );
      expect(await home.button('alarm-mail-settings').getAttribute('href')).toMatch(
        /^\/AlermMailSetting\/d\/supplier(\/|$)/,
      );
      expect(await home.button('alarm-mail-csv').isVisible()).toBe(true);
      await home.button('dashboard').click();
      await page.waitForURL(/\/DashboardAdmin\/d\/supplier$/);
    });

    it('downloads the company table as shown, as YYYYMMDD.csv', async () => {
      const answer = await home.openCompanies(SUPPLIER, 'en');
      const whole = await readDownload(await home.downloadCsv('companies'));
      expect(whole.name).toBe(todayFileName());
      expect(whole.rows[0]).toEqual(await home.table.columnNames());
      expect(whole.rows).toHaveLength(answer.group_summary_list.length + 1);
      const shown = await home.companyRows();
      expect(whole.rows.slice(1).map((r) => r[0])).toEqual(shown.map((r) => r.name));
      expect(whole.rows.slice(1).map((r) => r.slice(1).map(Number))).toEqual(shown.map((r) => r.counts));

      await home.searchCompany('acme');
      await expect.poll(() => home.table.rowCount()).toBe(1);
      const filtered = await readDownload(await home.downloadCsv('companies'));
      expect(filtered.rows.slice(1).map((r) => r[0])).toEqual(['ACME Industries']);
    });

    it('downloads each alarm-mail list as YYYYMMDD.csv, groups and machines apart', async () => {
      await home.openCompanies(SUPPLIER, 'en');
      // Part 1 §9 names every CSV YYYYMMDD.csv: the button's menu saves one list at a time.
      for (const [list, flag] of [
        ['groups', '0'],
        ['machines', '1'],
      ] as const) {
        const file = await readDownload(await home.downloadAlarmMailFile(list));
        expect(file.name, list).toBe(todayFileName());
        expect(file.rows[0]?.slice(0, 7)).toEqual([
          'id',
          'mail',
          'user_name',
          'locale',
          'severity',
          'source_flag',
          'source_type',
        ]);
        const column = file.rows[0]!.indexOf('source_flag');
        expect(file.rows.length, list).toBeGreaterThan(1);
        for (const row of file.rows.slice(1)) expect(row[column], list).toBe(flag);
      }
    });

    it('keeps the last counts and shows no message when reading them again fails', async () => {
      await home.openCompanies(SUPPLIER, 'en');
      const before = await home.companyRows();
      // Part 1 §8: group loading errors are only logged, with no user message.
      await home.refreshStatusWhileServerFails(calls.groupSummaries);
      expect(await home.snackbar.isVisible()).toBe(false);
      expect((await home.companyRows()).map((r) => r.name)).toEqual(before.map((r) => r.name));
    });

    it('keeps the last machines and shows no message when reading them again fails', async () => {
      const answer = await home.openMachines(SUPPLIER, 'en');
      // Part 1 §8: device loading errors are only logged, with no user message.
      await home.refreshStatusWhileServerFails(calls.fleetDevices);
      expect(await home.snackbar.isVisible()).toBe(false);
      expect(await home.table.rowCount()).toBe(answer.fleet_device_list.length);
    });

    it("names each machine's customer by its group, a link to that group's home", async () => {
      const answer = await home.openMachines(SUPPLIER, 'en');
      const machine = answer.fleet_device_list.find((d) => d.device_group_id === 'acme-kawasaki')!;
      const customer = home.customerLink(machine.id);
      // Part 1 §2: the customer column of the admin tables is the device group, linked to HomeConsumer.
      expect((await customer.textContent())?.trim()).toBe('Kawasaki Plant');
      expect(await customer.getAttribute('href')).toBe('/HomeConsumer/acme-kawasaki');
      expect(await customer.getAttribute('target')).toBe('_blank');
      expect(await home.table.columnNames()).not.toContain('Machine group');
    });

    it('keeps the tab in the URL across reload and back', async () => {
      await home.openCompanies(SUPPLIER, 'en');
      await home.switchTab('machines');
      await expect.poll(() => home.searchBox('serial').count()).toBe(1);
      await page.reload();
      await expect.poll(() => home.searchBox('serial').count()).toBe(1);
      await page.goBack();
      await expect.poll(() => home.companySearch.count()).toBe(1);
      expect(page.url()).not.toContain('tab=machines');
    });

    it('narrows the machines with each of the four searches', async () => {
      const answer = await home.openMachines(SUPPLIER, 'en');
      const devices = answer.fleet_device_list;
      const has = (value: string | null, word: string) =>
        (value ?? '').toLowerCase().includes(word.toLowerCase());
      const cases: { box: MachineSearch; word: string; match: (d: FleetDevice, w: string) => boolean }[] = [
        { box: 'serial', word: 'c1004', match: (d, w) => has(d.serial_no, w) },
        { box: 'number', word: 'NO.7', match: (d, w) => has(d.optional_info_2, w) },
        { box: 'model', word: 'ofs', match: (d, w) => has(d.optional_info_1, w) },
        {
          box: 'customer',
          word: 'kawasaki',
          match: (d, w) => has(d.device_name_locale1, w) || has(d.device_group_name_locale1, w),
        },
      ];
      for (const c of cases) {
        const expected = devices.filter((d) => c.match(d, c.word));
        expect(expected.length, c.box).toBeGreaterThan(0);
        expect(expected.length, c.box).toBeLessThan(devices.length);
        await home.search(c.box, c.word);
        await expect.poll(() => home.table.rowCount(), { message: c.box }).toBe(expected.length);
        const keys = await home.table.rowKeys();
        const allowed = new Set(expected.map((d) => d.id));
        expect(
          keys.every((k) => allowed.has(k)),
          c.box,
        ).toBe(true);
        await home.search(c.box, '');
        await expect.poll(() => home.table.rowCount()).toBe(devices.length);
      }
      // Boxes combine: ACME's serial suffix and the Yokohama plant.
      await home.search('serial', 'C1004');
      await home.search('customer', 'Yokohama');
      await expect
        .poll(() => home.table.rowCount())
        .toBe(
          devices.filter((d) => has(d.serial_no, 'c1004') && has(d.device_name_locale1, 'yokohama')).length,
        );

      const csv = await readDownload(await home.downloadCsv('machines'));
      expect(csv.name).toBe(todayFileName());
      expect(csv.rows[0]).toEqual(await home.table.columnNames());
      expect(csv.rows).toHaveLength((await home.table.rowCount()) + 1);
      for (const row of csv.rows.slice(1)) expect(row[0]).toMatch(/_C10043$/);
    });

    it('pages by 10, 20 and All (default All) and links each machine to its information', async () => {
      const answer = await home.openMachines(SUPPLIER, 'en');
      const total = answer.fleet_device_list.length;
      expect(total).toBeGreaterThan(20);
      const table = home.table;
      expect(await table.shownPageSize()).toBe('all');
      expect(await table.pagerButton('next').count()).toBe(0);
      expect(await table.pageRange.textContent()).toBe(`1–${total} of ${total}`);

      await table.choosePageSize('10');
      await expect.poll(() => table.rows.count()).toBe(10);
      const firstPage = await table.rows.first().getAttribute('data-row-key');
      await table.pagerButton('next').click();
      await expect.poll(() => table.currentPage()).toBe('2');
      expect(await table.pageRange.textContent()).toBe(`11–20 of ${total}`);
      expect(await table.rows.first().getAttribute('data-row-key')).not.toBe(firstPage);
      await table.pagerButton('last').click();
      await expect.poll(() => table.currentPage()).toBe(String(Math.ceil(total / 10)));
      expect(await table.pagerButton('next').isDisabled()).toBe(true);
      await table.pagerButton('first').click();
      await expect.poll(() => table.currentPage()).toBe('1');

      await table.choosePageSize('20');
      await expect.poll(() => table.rows.count()).toBe(20);
      await table.choosePageSize('all');
      await expect.poll(() => table.pagerButton('next').count()).toBe(0);

      const link = home.compressorInfoLinks.first();
      const firstKey = await table.rows.first().getAttribute('data-row-key');
      const device = answer.fleet_device_list.find((d) => d.id === firstKey)!;
      expect(await link.getAttribute('href')).toBe(
        `/CompressorInfo/${device.model_id}/${encodeURIComponent(device.serial_no)}?locale=en`,
      );
      expect(await link.getAttribute('target')).toBe('_blank');
      const popup = await home.openInNewTab(link, /\/CompressorInfo\//);
      await popup.close();
    });

    it('shows the shown status of each machine by the status rules', async () => {
      const answer = await home.openMachines(SUPPLIER, 'en');
      const now = apiTimeToMs(answer.server_time)!;
      const byId = new Map(answer.fleet_device_list.map((d) => [d.id, d]));
      const shown = await home.machineStatuses();
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
    let home: HomeAdminPage;
    beforeAll(async () => {
      home = await signedIn(ACME, 'ja-JP');
      await home.page.waitForURL(/\/HomeAdmin\/acme/);
    });

    it('shows the plants in Japanese without the map, dashboard or configuration buttons', async () => {
      await home.openCompanies(ACME, 'ja');
      expect((await home.companyRows()).map((r) => r.name).sort()).toEqual(
        ['川崎工場', '横浜工場', '相模原工場'].sort(),
      );
      expect((await home.table.columnNames())[0]).toBe('会社名');
      expect(await home.tabButton('companies').textContent()).toBe('会社別');
      expect(await home.button('alarm-records').isVisible()).toBe(true);
      expect(await home.button('consumer-map').count()).toBe(0);
      expect(await home.button('dashboard').count()).toBe(0);
      expect(await home.button('alarm-mail-csv').count()).toBe(0);
      await home.searchCompany('横浜');
      await expect.poll(() => home.table.rowCount()).toBe(1);
    });

    it('lists only ACME machines on the machine tab, with Japanese names', async () => {
      const answer = await home.openMachines(ACME, 'ja');
      expect(answer.fleet_device_list.every((d) => /_C1004[234]$/.test(d.serial_no))).toBe(true);
      await home.search('customer', '川崎');
      await expect
        .poll(() => home.table.rowCount())
        .toBe(answer.fleet_device_list.filter((d) => d.device_group_id === 'acme-kawasaki').length);
      expect(await home.compressorInfoLinks.first().getAttribute('href')).toMatch(/\?locale=ja$/);
    });
  });

  describe('as supplier, in Chinese', () => {
    it('names the tabs, the columns and the companies in Chinese', async () => {
      const home = await signedIn(SUPPLIER, 'zh-CN');
      await home.openCompanies(SUPPLIER, 'zh');
      expect((await home.companyRows()).map((r) => r.name)).toContain('艾克美工业');
      expect((await home.table.columnNames())[0]).toBe('公司名称');
      expect(await home.tabButton('machines').textContent()).toBe('按设备');
      await home.searchCompany('艾克美');
      await expect.poll(() => home.table.rowCount()).toBe(1);
    });
  });

  describe('in a browser away from the machines', () => {
    // "Data as of" is the server's time of the answer in the browser's zone (part 1 §2); the zone is
    // shown beside it, as on HomeConsumer, so that it can be compared with a machine's own time.
    it("names the browser's time zone beside 'data as of' on both tabs", async () => {
      const home = await signedIn(SUPPLIER, 'en-US', 'Asia/Kolkata');
      const summaries = await home.openCompanies(SUPPLIER, 'en');
      await expect.poll(() => home.dataTimeZone.textContent()).toBe('(UTC+5:30)');
      expect(await home.dataTime.textContent()).toBe(
        `Data as of ${localTime(summaries.server_time, 'Asia/Kolkata')}`,
      );
      await home.openMachines(SUPPLIER, 'en');
      await expect.poll(() => home.dataTimeZone.textContent()).toBe('(UTC+5:30)');
    });
  });

  describe('as tokai (another customer)', () => {
    it("sees nothing of acme's group on either tab", async () => {
      const home = await signedIn('tokai', 'en-US');
      const page = home.page;
      await page.waitForURL(/\/HomeConsumer\/tokai/);
      for (const tab of ['companies', 'machines'] as const) {
        await home.goto(ACME, undefined, tab);
        await home.groupNotFound.waitFor();
        expect(await home.table.rows.count()).toBe(0);
        expect(await home.mainText()).not.toMatch(/Kawasaki|Yokohama|Sagamihara|ACME|C1004/);
      }
      const summaries = await getResponse(page, calls.groupSummaries, { device_group_id: ACME });
      expect(summaries.status).toBe(404);
      const devices = await getResponse(page, calls.fleetDevices, { device_group_id: ACME });
      expect(devices.status).toBe(404);
    });
  });
});
