/**
 * DashboardAdmin (part 1 §2, §4, §5, §6, §9): the counts and pie charts against the machines the server
 * answers; the alarm list with every column, each row's maintenance status and days since the last
 * service as the advice call says, the past-day search at its strict edges with blanks ignored, reset,
 * sorting on the maintenance icon (danger, warning, notice, none; direction toggle) and on past days,
 * paging 10/20/All with the page buttons only for more than one page; the alarm history panel against
 * the alarm calls (100 rows, E/C/M and repaired toggles, narrowing to one machine); the three languages;
 * users without the map flag, and a group the user may not see.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { countStatuses, deviceStatus } from '@airsight/contracts/domain/status';
import { apiTimeToMs } from '@airsight/contracts/format/api-time';
import { calls } from '@airsight/contracts/http/calls';
import type { MaintenanceAdviceItem } from '@airsight/contracts/http/maintenance';
import { DashboardAdminPage, getJson, type Locale, useBrowser } from '../support/pages/index.ts';
import { forecastWording } from '../support/dictionary.ts';
import { alarmWords, publishSamples } from '../support/telemetry.ts';
import { localTime } from '../support/time.ts';

const SUPPLIER = 'supplier';
const RANK: Record<string, number> = { danger: 0, warning: 1, notice: 2, '': 3 };

describe('DashboardAdmin', () => {
  const browser = useBrowser();

  async function signedIn(userId: string, locale: string): Promise<DashboardAdminPage> {
    return new DashboardAdminPage(await browser.signedInPage(userId, locale));
  }

  describe('as the supplier (map flag)', () => {
    let dash: DashboardAdminPage;
    let page: Page;
    let advice: MaintenanceAdviceItem[];
    let judgedAt: string;

    beforeAll(async () => {
      dash = await signedIn(SUPPLIER, 'en-US');
      page = dash.page;
      await page.waitForURL(/\/HomeAdmin\/supplier/);
      ({ items: advice, judgedAt } = await getJson(page, calls.maintenanceAdvice, {
        device_group_id: SUPPLIER,
      }));
    });

    it('counts machines, communicated and disconnected as the status rules say, with pie charts (ja)', async () => {
      await dash.open(SUPPLIER, 'ja');
      expect(await dash.title.textContent()).toBe('ダッシュボード');
      // The simulator keeps publishing: compare with the machines read right after.
      await expect
        .poll(
          async () => {
            // A fresh page asks afresh (the screen's own reload comes every 60 s).
            await dash.open(SUPPLIER, 'ja');
            const fleet = await getJson(page, calls.fleetDevices, { device_group_id: SUPPLIER });
            const now = apiTimeToMs(fleet.server_time)!;
            const c = countStatuses(
              fleet.fleet_device_list.map((d) =>
                deviceStatus(
                  { modelId: d.model_id, lastMeasureTime: d.last_measure_time, statusWord: d.status_word },
                  now,
                ),
              ),
            );
            const shown = [
              await dash.count('machines'),
              await dash.count('communicated'),
              await dash.count('disconnected'),
              await dash.pieValue('communication', 'disconnected'),
              (await dash.pieValue('status', 'running')) + (await dash.pieValue('status', 'stopped')),
            ];
            const expected = [
              c.devices,
              c.communicated,
              c.disconnected,
              c.disconnected,
              c.running + c.stopped,
            ];
            return `shown ${shown.join(' ')}, expected ${expected.join(' ')}`;
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toMatch(/^shown (.*), expected \1$/);
      expect(await dash.count('machines')).toBeGreaterThan(20);
      const maintenance = { danger: 0, warning: 0, notice: 0, none: 0 };
      for (const item of advice) maintenance[item.status ?? 'none']++;
      for (const [slice, value] of Object.entries(maintenance)) {
        expect(await dash.pieValue('maintenance', slice), slice).toBe(value);
      }
      // Each pie is an image whose name says its figures.
      const name = await dash.pieImage('maintenance').getAttribute('aria-label');
      expect(name).toContain(`危険 ${maintenance.danger}`);
    });

    it('lists every machine with the columns of part 1 §2 and the advice of each (en)', async () => {
      await dash.open(SUPPLIER, 'en', 'alarms');
      expect(await dash.table.columnNames()).toEqual([
        'Serial number',
        'Model',
        'Customer',
        'Maintenance status',
        'Alarm date',
        'Days elapsed',
        'Running hours since last service',
        'Forecast of next service',
      ]);
      expect(await dash.table.rowCount()).toBe(advice.length);
      const byId = new Map(advice.map((a) => [a.id, a]));
      const keys = await dash.table.rowKeys();
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys.slice(0, 30)) {
        const item = byId.get(key)!;
        const cells = await dash.table.cells(key);
        expect(cells[0], key).toBe(item.serial_no);
        expect(cells[5], key).toBe(item.daysElapsed === null ? '' : item.daysElapsed.toLocaleString('ja-JP'));
        expect(cells[4], key).toMatch(/^(\d{4}\/\d{2}\/\d{2})?$/);
        // YYYY/MM/DD under its header, or overdue since a day already past.
        expect(cells[7], key).toBe(
          item.forecastDate ? forecastWording('en', item.forecastDate, judgedAt, { labelled: false }) : '',
        );
      }
      const statuses = await dash.statuses();
      expect(statuses.slice(0, 30)).toEqual(keys.slice(0, 30).map((key) => byId.get(key)!.status ?? ''));
      const info = dash.compressorInfoLink(keys[0]!);
      expect(await info.getAttribute('target')).toBe('_blank');
      expect(await info.getAttribute('href')).toMatch(/^\/CompressorInfo\/[^/]+\/[^/]+\?locale=en$/);
      const customer = dash.customerLink(keys[0]!);
      expect(await customer.getAttribute('target')).toBe('_blank');
      expect(await customer.getAttribute('href')).toMatch(/^\/HomeConsumer\//);
      // A machine in danger first: its due date has passed.
      await dash.sortBy('Maintenance status');
      const first = (await dash.table.rowKeys())[0]!;
      expect(byId.get(first)!.status).toBe('danger');
      expect((await dash.table.cells(first))[7]).toMatch(/^Overdue since \d{4}\/\d{2}\/\d{2}$/);
    });

    it('shows the annual-inspection alarm date of a machine whose inspection bit is on (en)', async () => {
      const fleet = await getJson(page, calls.fleetDevices, { device_group_id: SUPPLIER });
      // A machine in the rows drawn at first (the list of 'All' draws only what is near the screen), of
      // another customer than the plants the other specs watch, of a model whose annual-inspection bit
      // is register 0028 bit 7 (part 1 §7's per-model table).
      await dash.open(SUPPLIER, 'en', 'alarms');
      const drawn = new Set(await dash.table.rowKeys());
      const machine = fleet.fleet_device_list.find(
        (d) =>
          drawn.has(d.id) &&
          d.model_id === 'OIL_INJECTION' &&
          !d.device_group_id.startsWith('acme') &&
          d.status_word !== null,
      )!;
      expect(machine).toBeDefined();
      // An hour ahead, so that the simulator's samples (now) do not lower the bit while the test looks.
      const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 3_600_000);
      await publishSamples(machine.model_id, machine.serial_no, [
        {
          time: at,
          registers: alarmWords({
            error1: 0,
            error2: 0,
            caution: 0,
            status: machine.status_word!,
            maintenance1: 1 << 7,
          }),
        },
      ]);
      const expected = localTime(at.toISOString().replace(/\D/g, '').slice(0, 14), machine.time_zone).slice(
        0,
        10,
      );
      await expect
        .poll(
          async () => {
            await dash.open(SUPPLIER, 'en', 'alarms');
            return (await dash.table.cells(machine.id))[4];
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(expected);
    });

    it('searches past days with strict bounds, ignores blanks and resets', async () => {
      await dash.open(SUPPLIER, 'en', 'alarms');
      const days = advice.map((a) => a.daysElapsed).filter((d): d is number => d !== null);
      // A value some machine has, so that the edges matter.
      const d = days.sort((a, b) => a - b)[Math.floor(days.length / 2)]!;
      const between = (from: number | undefined, to: number | undefined) =>
        days.filter((x) => (from === undefined || from < x) && (to === undefined || x < to)).length;
      const withD = days.filter((x) => x === d).length;
      expect(withD).toBeGreaterThan(0);

      await dash.searchPastDays(String(d), '');
      expect(await dash.table.rowCount()).toBe(between(d, undefined));
      await dash.searchPastDays('', String(d));
      expect(await dash.table.rowCount()).toBe(between(undefined, d));
      await dash.searchPastDays(String(d - 1), String(d + 1));
      expect(await dash.table.rowCount()).toBe(withD);
      await dash.searchPastDays(String(d), String(d));
      expect(await dash.table.rowCount()).toBe(0);
      await dash.searchPastDays(String(d), String(d + 1));
      expect(await dash.table.rowCount()).toBe(0);
      // Both blank: every machine, those without a service too.
      await dash.searchPastDays('', '');
      expect(await dash.table.rowCount()).toBe(advice.length);
      await dash.searchPastDays(String(d - 1), String(d + 1));
      await dash.resetPastDays();
      expect(await dash.table.rowCount()).toBe(advice.length);
      expect(await dash.pastDays('from').inputValue()).toBe('');
      // The panel collapses and opens again.
      await dash.searchToggle.click();
      await expect.poll(() => dash.pastDays('from').isVisible()).toBe(false);
      await dash.searchToggle.click();
      await expect.poll(() => dash.pastDays('from').isVisible()).toBe(true);
    });

    it('sorts on the maintenance icon both ways and on past days, and pages by 10, 20 and All (zh)', async () => {
      await dash.open(SUPPLIER, 'zh', 'alarms');
      await dash.sortBy('保养状态');
      const asc = await dash.statuses();
      expect(asc.map((s) => RANK[s])).toEqual([...asc.map((s) => RANK[s]!)].sort((a, b) => a - b));
      expect(asc[0]).toBe(advice.some((a) => a.status === 'danger') ? 'danger' : asc[0]);
      await dash.sortBy('保养状态');
      const desc = await dash.statuses();
      expect(desc.map((s) => RANK[s])).toEqual([...desc.map((s) => RANK[s]!)].sort((a, b) => b - a));

      await dash.sortBy('经过天数');
      const column = (await dash.table.column(6)).map((t) => t.replaceAll(',', ''));
      const numbers = column.filter((t) => t !== '').map(Number);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      // Machines without a service go last.
      expect(column.slice(numbers.length).every((t) => t === '')).toBe(true);

      expect(await dash.table.pagerButton('next').count()).toBe(0);
      await dash.table.choosePageSize('10');
      await expect.poll(() => dash.table.rows.count()).toBe(10);
      await dash.table.pagerButton('next').click();
      expect(await dash.table.currentPage()).toBe('2');
      await dash.table.pagerButton('last').click();
      expect(await dash.table.currentPage()).toBe(String(Math.ceil(advice.length / 10)));
      await dash.table.pagerButton('first').click();
      expect(await dash.table.currentPage()).toBe('1');
      await dash.table.choosePageSize('20');
      await expect.poll(() => dash.table.rows.count()).toBe(20);
      // One page only: no page buttons.
      await dash.searchPastDays(String(-1), String(2));
      expect(await dash.table.rowCount()).toBeLessThanOrEqual(20);
      expect(await dash.table.pagerButton('next').count()).toBe(0);
      await dash.resetPastDays();
      await dash.table.choosePageSize('all');
      expect(await dash.table.pagerButton('next').count()).toBe(0);
    });

    it('shows the alarm history of the group and of a chosen machine, with the toggles (ja)', async () => {
      await dash.open(SUPPLIER, 'ja', 'alarms');
      const query = {
        get_class: 4,
        sort: '-event_time',
        device_group_id: SUPPLIER,
        parent_flg: 1 as const,
        incident_class: 1,
        event_level: '3,2,1',
        max_number: 100,
      };
      await expect
        .poll(
          async () => {
            const active =
              (await getJson(page, calls.eventIncidentStatus, query)).event_incident_status_list ?? [];
            return (
              JSON.stringify((await dash.historyTable.rowKeys()).slice(0, 20)) ===
              JSON.stringify(active.map((e) => e.id).slice(0, 20))
            );
          },
          { timeout: 30_000, interval: 2_000 },
        )
        .toBe(true);
      const rows = await dash.historyTable.rowCount();
      expect(rows, 'the demo fleet has active alarms').toBeGreaterThan(0);
      expect(rows).toBeLessThanOrEqual(100);
      if (rows < 100) expect(await dash.loadMore.isDisabled()).toBe(true);
      else {
        await dash.loadMore.click();
        await expect.poll(() => dash.historyTable.rowCount()).toBeGreaterThan(100);
      }

      // E off: the caution and maintenance alarms only, as the call answers them.
      await dash.levelFilter('E').click();
      await expect
        .poll(async () => {
          const cm = await getJson(page, calls.eventIncidentStatus, { ...query, event_level: '2,1' });
          const expected = (cm.event_incident_status_list ?? []).map((e) => e.id).slice(0, 20);
          return (
            JSON.stringify((await dash.historyTable.rowKeys()).slice(0, 20)) === JSON.stringify(expected)
          );
        })
        .toBe(true);
      expect(await dash.historyBadges(3).count()).toBe(0);
      await dash.levelFilter('E').click();

      // Repaired: the recovered incidents of the last year and a month.
      await dash.repairedToggle.check();
      const repaired =
        (
          await getJson(page, calls.eventIncidentHistory, {
            ...query,
            incident_class: 3,
            event_time_from: '20000101000000',
          })
        ).event_incident_history_list ?? [];
      await expect
        .poll(() => dash.historyTable.rowCount(), { timeout: 15_000 })
        .toBe(Math.min(100, repaired.length));
      await dash.repairedToggle.uncheck();

      // Choosing a machine in the list narrows the panel to it, with its name and customer's number.
      const key = (await dash.table.rowKeys())[0]!;
      const serial = (await dash.table.cells(key))[0]!;
      await dash.chooseMachine(key);
      await expect.poll(() => dash.historyPanel.getAttribute('data-machine')).toBe(serial);
      // The rows of all machines leave with the choice (none show under the machine's name meanwhile).
      await expect.poll(() => dash.historyPanel.getAttribute('aria-busy')).toBe('false');
      expect(await dash.historyMachineName.isVisible()).toBe(true);
      expect(await dash.historyMachineNumber.textContent()).toContain('お客様号機番号');
      for (const link of await dash.historyDeviceLinks.all()) {
        expect(await link.getAttribute('href')).toContain(`/${serial}?`);
      }
      await dash.historyAllButton.click();
      await expect.poll(() => dash.historyPanel.getAttribute('data-machine')).toBe('');
    });

    it('says so for a group the user may not see', async () => {
      await dash.goto('no-such-group', 'en');
      await dash.groupNotFound.waitFor();
    });
  });

  it.each<[string, Locale, string]>([
    ['tokai', 'en', 'acme'],
    ['acme', 'ja', 'acme'],
  ])(
    'refuses %s, a user without the map flag (%s), and shows nothing of group %s',
    async (user, locale, group) => {
      const dash = await signedIn(user, `${locale}-${locale === 'en' ? 'US' : 'JP'}`);
      await dash.page.waitForURL(/\/Home/);
      await dash.goto(group, locale, 'alarms');
      await dash.refused.waitFor();
      expect(await dash.table.root.count()).toBe(0);
      expect(await dash.mainText()).not.toContain('ACME');
    },
  );
});
