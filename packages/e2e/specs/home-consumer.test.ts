/**
 * HomeConsumer (part 1 §2, §4, §9): the machine cards of a plant against the fleet call, the groups
 * against the user-defined groups, the header buttons, a card opening CompressorInfo in a new tab, an
 * alarm bit raised and cleared by the gateway, the three languages, and another customer's group.
 *
 * SCREENSHOT_DIR=<folder> also saves the Japanese screen as <folder>/home-consumer.png (docs/screenshots).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { cardBorderColor, deviceStatus, encodeLamps } from '@airsight/contracts/domain/status';
import { apiTimeToMs } from '@airsight/contracts/format/api-time';
import type { FleetDevice, FleetDevicesResponse } from '@airsight/contracts/http/fleet';
import { calls } from '@airsight/contracts/http/calls';
import { launchBrowser, newPage } from '../support/browser.ts';
import { getJson } from '../support/pages/api.ts';
import { baseUrl, pageTitle, signIn } from '../support/portal.ts';
import { publishSamples } from '../support/telemetry.ts';

const PLANT = 'acme-kawasaki';
const TOKAI = 'tokai';

/** '#00C853' -> 'rgb(0, 200, 83)', as the browser reports an inline colour. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const machineKey = (modelId: string, serialNo: string) => `${modelId}/${serialNo}`;

const fleetOf = (page: Page, groupId: string) =>
  getJson(page, calls.fleetDevices, { device_group_id: groupId });

const userGroupsOf = (page: Page, groupId: string) => getJson(page, calls.groups, { deviceGroupId: groupId });

/**
 * Opens HomeConsumer of a group and answers the fleet call the page itself made, so that the cards can
 * be judged against exactly the data they were drawn from.
 */
async function openHome(page: Page, groupId: string, locale: string): Promise<FleetDevicesResponse> {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/v1/fleet/devices') && r.request().method() === 'GET',
  );
  await page.goto(`${baseUrl()}/HomeConsumer/${groupId}?locale=${locale}`);
  const body = (await (await answer).json()) as FleetDevicesResponse;
  await page.getByTestId('card-group').first().waitFor();
  return body;
}

const section = (page: Page, key: string): Locator =>
  page.locator(`[data-testid="card-group"][data-group-key="${key}"]`);

interface ShownCard {
  serial: string;
  model: string;
  state: string;
  border: string;
  borderWidth: string;
}

async function shownCards(scope: Locator): Promise<ShownCard[]> {
  return scope.getByTestId('machine-card').evaluateAll((cards) =>
    cards.map((c) => {
      const el = c as HTMLElement;
      return {
        serial: el.dataset.serial ?? '',
        model: el.dataset.model ?? '',
        state: el.dataset.state ?? '',
        border: el.style.borderColor,
        borderWidth: el.style.borderWidth,
      };
    }),
  );
}

/** Every card against the status rules, judged at the answer's server time. */
function expectCardsMatch(cards: ShownCard[], answer: FleetDevicesResponse): void {
  const now = apiTimeToMs(answer.server_time)!;
  const bySerial = new Map(answer.fleet_device_list.map((d) => [machineKey(d.model_id, d.serial_no), d]));
  expect(cards).toHaveLength(answer.fleet_device_list.length);
  for (const card of cards) {
    const device = bySerial.get(machineKey(card.model, card.serial));
    expect(device, card.serial).toBeDefined();
    const status = deviceStatus(
      {
        modelId: device!.model_id,
        lastMeasureTime: device!.last_measure_time,
        statusWord: device!.status_word,
      },
      now,
    );
    expect({ serial: card.serial, state: card.state, border: card.border, width: card.borderWidth }).toEqual({
      serial: device!.serial_no,
      state: status.state,
      border: rgb(cardBorderColor(status.state)),
      width: '10px',
    });
  }
}

describe('HomeConsumer', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function signedIn(userId: string, locale = 'ja-JP'): Promise<Page> {
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

  describe('as acme-kawasaki (one plant)', () => {
    let page: Page;
    beforeAll(async () => {
      page = await signedIn('acme-kawasaki');
      await page.waitForURL(/\/HomeConsumer\//);
    });

    it('shows one card per machine of the plant, each bordered by its status', async () => {
      const answer = await openHome(page, PLANT, 'ja');
      expect(answer.fleet_device_list.length).toBeGreaterThan(0);
      expect((await fleetOf(page, PLANT)).fleet_device_list).toHaveLength(answer.fleet_device_list.length);
      expectCardsMatch(await shownCards(section(page, 'all')), answer);

      // Every card element: picture by type (dimmed without communication), numbers, model, icons.
      const first = answer.fleet_device_list[0]!;
      const card = section(page, 'all').locator(
        `[data-testid="machine-card"][data-serial="${first.serial_no}"]`,
      );
      await expect
        .poll(() => card.getByTestId('machine-card-unit').textContent())
        .toBe(first.serial_no.split('_')[0]);
      expect(await card.getByTestId('machine-card-model').textContent()).toBe(first.optional_info_1 ?? '');
      expect(await card.getByTestId('machine-card-number').textContent()).toBe(first.optional_info_2 ?? '');
      expect(await card.getByTestId('machine-picture').getAttribute('data-type')).toMatch(
        /^oil-(injection|free)$/,
      );
      expect(await card.getByTestId('signal-icon').count()).toBe(1);
      expect(await card.getByTestId('cog-icon').count()).toBe(1);
      // The card is a link whose name starts with its visible text (alarm letters, number, unit, model),
      // then its state.
      const name = (await card.getAttribute('aria-label')) ?? '';
      const letters = await card.locator('.mc-alarm').allTextContents();
      const visible = [
        ...letters,
        first.optional_info_2,
        first.serial_no.split('_')[0],
        first.optional_info_1,
      ]
        .filter(Boolean)
        .join(' ');
      expect(name.startsWith(`${visible}, `)).toBe(true);
      expect(await page.getByTestId('data-time').textContent()).toMatch(
        /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/,
      );
    });

    it("groups the cards into 'all', the user-defined groups and 'unset'", async () => {
      const answer = await openHome(page, PLANT, 'ja');
      const userGroups = await userGroupsOf(page, PLANT);
      expect(userGroups.length).toBeGreaterThan(0);
      const all = answer.fleet_device_list.map((d) => machineKey(d.model_id, d.serial_no));
      const grouped = new Set(
        userGroups.flatMap((g) => g.devices.map((d) => machineKey(d.modelId, d.serialNo))),
      );
      const expected = [
        { key: 'all', name: 'ALL', machines: all },
        ...userGroups.map((g) => ({
          key: `group-${g.id}`,
          name: g.groupName,
          machines: g.devices.map((d) => machineKey(d.modelId, d.serialNo)).filter((k) => all.includes(k)),
        })),
        { key: 'unset', name: '未設定', machines: all.filter((k) => !grouped.has(k)) },
      ];
      expect(await page.getByTestId('card-group-name').allTextContents()).toEqual(
        expected.map((g) => g.name),
      );
      for (const group of expected) {
        const shown = await section(page, group.key)
          .getByTestId('card-group-count')
          .getAttribute('data-count');
        expect({ group: group.key, count: Number(shown) }).toEqual({
          group: group.key,
          count: group.machines.length,
        });
        const serials = (await shownCards(section(page, group.key))).map((c) =>
          machineKey(c.model, c.serial),
        );
        expect(serials.sort()).toEqual([...group.machines].sort());
      }
    });

    it('folds a group away and back', async () => {
      const answer = await openHome(page, PLANT, 'ja');
      const all = section(page, 'all');
      const toggle = all.getByTestId('card-group-toggle');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await all.getByTestId('machine-card').count()).toBe(0);
      // The count stays in the header.
      expect(await all.getByTestId('card-group-count').getAttribute('data-count')).toBe(
        String(answer.fleet_device_list.length),
      );
      await toggle.click();
      expect(await all.getByTestId('machine-card').count()).toBe(answer.fleet_device_list.length);
    });

    it('has no alarm-mail button for a user without the admin flag', async () => {
      await openHome(page, PLANT, 'ja');
      expect(await page.getByTestId('group-volume-graph').count()).toBeGreaterThan(2);
      expect(await page.getByTestId('group-alarm-mail-setting').count()).toBe(0);
    });

    it("opens the group screens with the group's parameters and machines", async () => {
      const answer = await openHome(page, PLANT, 'ja');
      const userGroups = await userGroupsOf(page, PLANT);
      const historyState = () =>
        page.evaluate(
          () => (history.state as { usr?: { compressors?: unknown[] } } | null)?.usr?.compressors,
        );

      await section(page, 'all').getByTestId('group-volume-graph').click();
      await page.waitForURL((u) => u.pathname === `/VolumeGraph/d/${PLANT}/m/s/g`);
      expect(await historyState()).toHaveLength(answer.fleet_device_list.length);

      await page.goBack();
      const group = userGroups[0]!;
      await section(page, `group-${group.id}`).getByTestId('group-alarm-history').click();
      await page.waitForURL((u) => u.pathname === `/AlermHistory/d/${PLANT}/m/s/g/${group.id}`);
      const sorted = (list: unknown) =>
        (list as { modelId: string; serialNo: string }[])
          .map((d) => machineKey(d.modelId, d.serialNo))
          .sort();
      expect(sorted(await historyState())).toEqual(sorted(group.devices));

      await page.goBack();
      await section(page, 'unset').getByTestId('group-monthly-report').click();
      await page.waitForURL((u) => u.pathname === `/MonthlyReport/${PLANT}/unset`);

      await page.goBack();
      await section(page, 'all').getByTestId('group-monthly-report').click();
      await page.waitForURL((u) => u.pathname === `/MonthlyReport/${PLANT}/all`);
    });

    it('opens CompressorInfo of a card in a new tab, in the same language', async () => {
      const answer = await openHome(page, PLANT, 'en');
      const device = answer.fleet_device_list[0]!;
      const card = section(page, 'all').locator(
        `[data-testid="machine-card"][data-serial="${device.serial_no}"]`,
      );
      expect(await card.getAttribute('target')).toBe('_blank');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), card.click()]);
      await tab.waitForURL(/\/CompressorInfo\//);
      const url = new URL(tab.url());
      expect(decodeURIComponent(url.pathname)).toBe(`/CompressorInfo/${device.model_id}/${device.serial_no}`);
      expect(url.searchParams.get('locale')).toBe('en');
      expect(page.url()).toContain(`/HomeConsumer/${PLANT}`);
      await tab.close();
    });

    it('blinks red within the refresh period when the emergency bit rises, and falls back when it falls', async () => {
      const { context, page: live } = await newPage(browser, 'ja-JP');
      contexts.push(context);
      // Fake timers that keep running: fastForward then fires the 60-second refresh at once.
      await live.clock.install();
      await live.goto(`${baseUrl()}/Login`);
      await signIn(live, 'acme-kawasaki');
      const answer = await openHome(live, PLANT, 'ja');
      const device: FleetDevice = answer.fleet_device_list.find((d) => d.last_measure_time !== null)!;
      const card = section(live, 'all').locator(
        `[data-testid="machine-card"][data-serial="${device.serial_no}"]`,
      );

      // Later than the simulator's next samples, so that they do not overwrite the test's word.
      const at = Date.now() + 5 * 60_000;
      await publishSamples(device.model_id, device.serial_no, [
        {
          time: new Date(at),
          registers: { '0027': encodeLamps(device.model_id, { start: true, emergency: true }), '0024': 1 },
        },
      ]);
      await live.clock.fastForward(61_000);
      await expect.poll(() => card.getAttribute('data-state'), { timeout: 20_000 }).toBe('emergency');
      expect(await card.evaluate((el) => (el as HTMLElement).style.borderColor)).toBe(
        rgb(cardBorderColor('emergency')),
      );
      const blinking = () =>
        card.getByTestId('alarm-icon-emergency').evaluate((el) => getComputedStyle(el).animationName);
      expect(await blinking()).toBe('mc-blink');
      // A user who asks for reduced motion gets a steady icon.
      await live.emulateMedia({ reducedMotion: 'reduce' });
      expect(await blinking()).toBe('none');
      await live.emulateMedia({ reducedMotion: 'no-preference' });

      await publishSamples(device.model_id, device.serial_no, [
        {
          time: new Date(at + 1000),
          registers: { '0027': encodeLamps(device.model_id, { start: true }), '0024': 0 },
        },
      ]);
      await live.clock.fastForward(61_000);
      await expect.poll(() => card.getAttribute('data-state'), { timeout: 20_000 }).toBe('running');
      expect(await card.getByTestId('alarm-icon-emergency').count()).toBe(0);
      expect(await card.evaluate((el) => (el as HTMLElement).style.borderColor)).toBe(
        rgb(cardBorderColor('running')),
      );
    });

    it('keeps a plant of 1,000 machines scrollable to its last card', async () => {
      const { context, page: big } = await newPage(browser, 'ja-JP');
      contexts.push(context);
      await big.goto(`${baseUrl()}/Login`);
      await signIn(big, 'acme-kawasaki');
      const real = await fleetOf(big, PLANT);
      const model = real.fleet_device_list[0]!;
      // The demo has no such plant: the fleet answer is made larger in the browser (same shape).
      const list = Array.from({ length: 1000 }, (_, i) => ({
        ...model,
        id: String(900_000 + i),
        serial_no: `Z${String(i).padStart(4, '0')}-BIG_C10042`,
        optional_info_2: `No.${i + 1}`,
      }));
      await big.route('**/v1/fleet/devices*', (route) =>
        route.fulfill({ json: { server_time: real.server_time, fleet_device_list: list } }),
      );
      await big.route('**/api/getGroups*', (route) => route.fulfill({ json: [] }));
      await big.goto(`${baseUrl()}/HomeConsumer/${PLANT}?locale=ja`);
      await big.getByTestId('machine-card').first().waitFor();
      // Only the cards in view are in the page.
      expect(await big.getByTestId('machine-card').count()).toBeLessThan(200);
      expect(await section(big, 'all').getByTestId('card-group-count').getAttribute('data-count')).toBe(
        '1000',
      );

      // At the bottom of the page: the last card of the last group ('unset').
      const last = big.locator('[data-testid="machine-card"][data-serial="Z0999-BIG_C10042"]');
      await expect
        .poll(async () => {
          await big.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return last.count();
        })
        .toBeGreaterThan(0);
      expect(await last.last().isVisible()).toBe(true);
      expect(await big.getByTestId('machine-card').count()).toBeLessThan(200);
    });

    it('shows the headers and labels in English, Japanese and Chinese', async () => {
      const texts = {
        en: {
          title: 'Home',
          unset: 'Unset',
          graph: 'Discharge air volume and power graph',
          count: /^\d+ machines$/,
        },
        ja: { title: 'ホーム', unset: '未設定', graph: '吐出空気量・電力量グラフ', count: /^\d+台$/ },
        zh: { title: '首页', unset: '未设置', graph: '排气量及电量图', count: /^\d+台$/ },
      } as const;
      for (const [locale, expected] of Object.entries(texts)) {
        await openHome(page, PLANT, locale);
        await expect.poll(() => pageTitle(page)).toBe(expected.title);
        const unset = section(page, 'unset');
        expect(await unset.getByTestId('card-group-name').textContent()).toBe(expected.unset);
        expect(await unset.getByTestId('card-group-count').textContent()).toMatch(expected.count);
        expect((await unset.getByTestId('group-volume-graph').textContent())?.trim()).toBe(expected.graph);
        if (locale === 'ja' && process.env.SCREENSHOT_DIR) {
          fs.mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
          // Steady icons: the picture does not catch a blinking icon in its dim phase.
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.waitForTimeout(500);
          await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'home-consumer.png') });
          await page.emulateMedia({ reducedMotion: 'no-preference' });
        }
      }
    });
  });

  describe('as acme (admin flag)', () => {
    it("offers alarm-mail settings on 'all' only", async () => {
      const page = await signedIn('acme');
      await page.waitForURL(/\/HomeAdmin\//);
      await openHome(page, PLANT, 'ja');
      expect(await page.getByTestId('group-alarm-mail-setting').count()).toBe(1);
      await section(page, 'all').getByTestId('group-alarm-mail-setting').click();
      await page.waitForURL((u) => u.pathname.startsWith(`/AlermMailSetting/d/${PLANT}/g/n/`));
    });
  });

  describe('as tokai (another customer)', () => {
    let page: Page;
    beforeAll(async () => {
      page = await signedIn('tokai');
      await page.waitForURL(/\/HomeConsumer\//);
    });

    it('shows its own machines with their status', async () => {
      const answer = await openHome(page, TOKAI, 'ja');
      expect((await fleetOf(page, TOKAI)).fleet_device_list).toHaveLength(answer.fleet_device_list.length);
      expectCardsMatch(await shownCards(section(page, 'all')), answer);
    });

    it("sees nothing of acme's plant", async () => {
      const fleet = await page.request.get(`${baseUrl()}/v1/fleet/devices?device_group_id=${PLANT}`);
      expect(fleet.status()).toBe(404);
      await page.goto(`${baseUrl()}/HomeConsumer/${PLANT}?locale=ja`);
      await page.getByTestId('home-consumer-empty').waitFor();
      expect(await page.getByTestId('machine-card').count()).toBe(0);
      expect(await page.getByTestId('card-group').count()).toBe(0);
      expect(await page.getByTestId('breadcrumb').count()).toBe(0);
      const main = (await page.locator('main').textContent()) ?? '';
      expect(main).not.toMatch(/川崎|ACME|アクメ|C10042/);
      expect(await page.getByTestId('snackbar').count()).toBe(0);
    });
  });
});
