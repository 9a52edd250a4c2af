/**
 * HomeConsumer (part 1 §2, §4, §9): the machine cards of a plant against the fleet call, the groups
 * against the user-defined groups, the header buttons, a card opening CompressorInfo in a new tab, an
 * alarm bit raised and cleared by the gateway, the three languages, and another customer's group; the
 * picture's opacity and the alarm letters' blinking by state; "data as of" with its time zone named.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cardBorderColor, deviceStatus, encodeLamps } from '@airsight/contracts/domain/status';
import { apiTimeToMs } from '@airsight/contracts/format/api-time';
import type { FleetDevice, FleetDevicesResponse } from '@airsight/contracts/http/fleet';
import { calls } from '@airsight/contracts/http/calls';
import {
  fakeAnswer,
  getJson,
  getResponse,
  HomeConsumerPage,
  LoginPage,
  type Locale,
  type ShownCard,
  useBrowser,
} from '../support/pages/index.ts';
import { dictionary, forecastWording } from '../support/dictionary.ts';
import { alarmWords, publishSamples } from '../support/telemetry.ts';
import { localTime } from '../support/time.ts';

const PLANT = 'acme-kawasaki';
/** The dictionary key of each maintenance status's text. */
const STATUS_TEXT = {
  notice: 'servicingTimeIsApproaching',
  warning: 'earlyServicingIsRequired',
  danger: 'immediateServicingIsRequired',
} as const;
const TOKAI = 'tokai';

/** '#00C853' -> 'rgb(0, 200, 83)', as the browser reports an inline colour. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const machineKey = (modelId: string, serialNo: string) => `${modelId}/${serialNo}`;

const fleetOf = (home: HomeConsumerPage, groupId: string) =>
  getJson(home.page, calls.fleetDevices, { device_group_id: groupId });

/** The status word the server answers for a machine of the plant now. */
const statusWordOf = async (home: HomeConsumerPage, serialNo: string) =>
  (await fleetOf(home, PLANT)).fleet_device_list.find((d) => d.serial_no === serialNo)?.status_word;

const userGroupsOf = (home: HomeConsumerPage, groupId: string) =>
  getJson(home.page, calls.groups, { deviceGroupId: groupId });

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
  const browser = useBrowser();

  async function signedIn(userId: string, locale = 'ja-JP', timezoneId?: string): Promise<HomeConsumerPage> {
    return new HomeConsumerPage(await browser.signedInPage(userId, locale, { timezoneId }));
  }

  describe('as acme-kawasaki (one plant)', () => {
    let home: HomeConsumerPage;
    beforeAll(async () => {
      home = await signedIn('acme-kawasaki');
      await home.page.waitForURL(/\/HomeConsumer\//);
    });

    it('shows one card per machine of the plant, each bordered by its status', async () => {
      const answer = await home.openWithFleet(PLANT, 'ja');
      expect(answer.fleet_device_list.length).toBeGreaterThan(0);
      expect((await fleetOf(home, PLANT)).fleet_device_list).toHaveLength(answer.fleet_device_list.length);
      expectCardsMatch(await home.group('all').shownCards(), answer);

      // Every card element: picture by type (dimmed without communication), numbers, model, icons.
      const first = answer.fleet_device_list[0]!;
      const card = home.group('all').card(first.serial_no);
      await expect.poll(() => card.unit.textContent()).toBe(first.serial_no.split('_')[0]);
      expect(await card.model.textContent()).toBe(first.optional_info_1 ?? '');
      expect(await card.number.textContent()).toBe(first.optional_info_2 ?? '');
      expect(await card.picture.getAttribute('data-type')).toMatch(/^oil-(injection|free)$/);
      expect(await card.signalIcon.count()).toBe(1);
      expect(await card.cogIcon.count()).toBe(1);
      // The card is a link whose name starts with its visible text (alarm letters, number, unit, model),
      // then its state.
      const name = await card.name();
      const letters = await card.alarmLetters();
      const visible = [
        ...letters,
        first.optional_info_2,
        first.serial_no.split('_')[0],
        first.optional_info_1,
      ]
        .filter(Boolean)
        .join(' ');
      expect(name.startsWith(`${visible}, `)).toBe(true);
      expect(await home.dataTime.textContent()).toMatch(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
    });

    it("groups the cards into 'all', the user-defined groups and 'unset'", async () => {
      const answer = await home.openWithFleet(PLANT, 'ja');
      const userGroups = await userGroupsOf(home, PLANT);
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
      expect(await home.groupNames.allTextContents()).toEqual(expected.map((g) => g.name));
      for (const group of expected) {
        const shown = await home.group(group.key).shownCount();
        expect({ group: group.key, count: shown }).toEqual({
          group: group.key,
          count: group.machines.length,
        });
        const serials = (await home.group(group.key).shownCards()).map((c) => machineKey(c.model, c.serial));
        expect(serials.sort()).toEqual([...group.machines].sort());
      }
    });

    it('folds a group away and back', async () => {
      const answer = await home.openWithFleet(PLANT, 'ja');
      const all = home.group('all');
      expect(await all.isExpanded()).toBe(true);
      await all.toggle.click();
      expect(await all.isExpanded()).toBe(false);
      expect(await all.cards.count()).toBe(0);
      // The count stays in the header.
      expect(await all.shownCount()).toBe(answer.fleet_device_list.length);
      await all.toggle.click();
      expect(await all.cards.count()).toBe(answer.fleet_device_list.length);
    });

    it('has no alarm-mail button for a user without the admin flag', async () => {
      await home.openWithFleet(PLANT, 'ja');
      expect(await home.buttons('volume-graph').count()).toBeGreaterThan(2);
      expect(await home.buttons('alarm-mail-setting').count()).toBe(0);
    });

    it("opens the group screens with the group's parameters and machines", async () => {
      const page = home.page;
      const answer = await home.openWithFleet(PLANT, 'ja');
      const userGroups = await userGroupsOf(home, PLANT);

      await home.group('all').button('volume-graph').click();
      await page.waitForURL((u) => u.pathname === `/VolumeGraph/d/${PLANT}/m/s/g`);
      expect(await home.handedOverMachines()).toHaveLength(answer.fleet_device_list.length);

      await page.goBack();
      const group = userGroups[0]!;
      await home.group(`group-${group.id}`).button('alarm-history').click();
      await page.waitForURL((u) => u.pathname === `/AlermHistory/d/${PLANT}/m/s/g/${group.id}`);
      const sorted = (list: unknown) =>
        (list as { modelId: string; serialNo: string }[])
          .map((d) => machineKey(d.modelId, d.serialNo))
          .sort();
      expect(sorted(await home.handedOverMachines())).toEqual(sorted(group.devices));

      await page.goBack();
      await home.group('unset').button('monthly-report').click();
      await page.waitForURL((u) => u.pathname === `/MonthlyReport/${PLANT}/unset`);

      await page.goBack();
      await home.group('all').button('monthly-report').click();
      await page.waitForURL((u) => u.pathname === `/MonthlyReport/${PLANT}/all`);
    });

    it('opens CompressorInfo of a card in a new tab, in the same language', async () => {
      const answer = await home.openWithFleet(PLANT, 'en');
      const device = answer.fleet_device_list[0]!;
      const card = home.group('all').card(device.serial_no);
      expect(await card.root.getAttribute('target')).toBe('_blank');
      const tab = await home.openInNewTab(card.root, /\/CompressorInfo\//);
      const url = new URL(tab.url());
      expect(decodeURIComponent(url.pathname)).toBe(`/CompressorInfo/${device.model_id}/${device.serial_no}`);
      expect(url.searchParams.get('locale')).toBe('en');
      expect(home.page.url()).toContain(`/HomeConsumer/${PLANT}`);
      await tab.close();
    });

    it('blinks red within the refresh period when the emergency bit rises, and falls back when it falls', async () => {
      const live = await browser.newPage('ja-JP');
      // Fake timers that keep running: fastForward then fires the 60-second refresh at once.
      await live.clock.install();
      await new LoginPage(live).signIn('acme-kawasaki');
      const liveHome = new HomeConsumerPage(live);
      const answer = await liveHome.openWithFleet(PLANT, 'ja');
      // A machine that publishes (a silent one would stay disconnected, whatever its word says).
      const now = apiTimeToMs(answer.server_time)!;
      const device: FleetDevice = answer.fleet_device_list.find(
        (d) =>
          deviceStatus(
            { modelId: d.model_id, lastMeasureTime: d.last_measure_time, statusWord: d.status_word },
            now,
          ).connection,
      )!;
      const card = liveHome.group('all').card(device.serial_no);

      // Later than the simulator's next samples, so that they do not overwrite the test's word, and
      // later than the machine's newest sample (another spec may have dated one ahead: the newest wins).
      const at = Math.max(
        Date.now() + 5 * 60_000,
        (apiTimeToMs(device.last_measure_time ?? '') ?? 0) + 60_000,
      );
      const emergencyWord = encodeLamps(device.model_id, { start: true, emergency: true });
      await publishSamples(device.model_id, device.serial_no, [
        { time: new Date(at), registers: alarmWords({ status: emergencyWord, error1: 1 }) },
      ]);
      // The broker's acknowledgement is not the database's: wait until the server answers the new word,
      // so that the refresh below is the one that must show it (on a busy machine ingest can lag).
      await expect
        .poll(() => statusWordOf(liveHome, device.serial_no), { timeout: 20_000 })
        .toBe(emergencyWord);
      await live.clock.fastForward(61_000);
      await expect.poll(() => card.state(), { timeout: 20_000 }).toBe('emergency');
      expect(await card.borderColor()).toBe(rgb(cardBorderColor('emergency')));
      expect(await card.iconAnimation('emergency')).toBe('mc-blink');
      // A user who asks for reduced motion gets a steady icon.
      await live.emulateMedia({ reducedMotion: 'reduce' });
      expect(await card.iconAnimation('emergency')).toBe('none');
      await live.emulateMedia({ reducedMotion: 'no-preference' });

      const runningWord = encodeLamps(device.model_id, { start: true });
      await publishSamples(device.model_id, device.serial_no, [
        { time: new Date(at + 1000), registers: alarmWords({ status: runningWord, error1: 0 }) },
      ]);
      await expect
        .poll(() => statusWordOf(liveHome, device.serial_no), { timeout: 20_000 })
        .toBe(runningWord);
      await live.clock.fastForward(61_000);
      await expect.poll(() => card.state(), { timeout: 20_000 }).toBe('running');
      expect(await card.alarmIcon('emergency').count()).toBe(0);
      expect(await card.borderColor()).toBe(rgb(cardBorderColor('running')));
    });

    it('dims the picture only without communication, and blinks the alarm letters in every state', async () => {
      const states = await signedIn('acme-kawasaki');
      const real = await fleetOf(states, PLANT);
      const model = real.fleet_device_list[0]!;
      const serverMs = apiTimeToMs(real.server_time)!;
      const emergencyWord = encodeLamps(model.model_id, { power: true, start: true, emergency: true });
      const utc14 = (ms: number) => new Date(ms).toISOString().replace(/\D/g, '').slice(0, 14);
      // The demo plant has no machine in each state at a known time: the answer is made in the browser.
      const machine = (serial: string, last: string | null, word: number | null): FleetDevice => ({
        ...model,
        id: `9${serial.slice(1, 5)}`,
        serial_no: `${serial}_C10042`,
        last_measure_time: last,
        status_word: word,
      });
      await fakeAnswer(states.page, calls.fleetDevices, {
        server_time: real.server_time,
        fleet_device_list: [
          machine('Z0001-LIVE', real.server_time, emergencyWord),
          // Silent for three days, its last word an emergency: disconnected, but it did communicate.
          machine('Z0002-SILENT', utc14(serverMs - 3 * 24 * 3600_000), emergencyWord),
          machine('Z0003-NEVER', null, null),
        ],
      });
      await fakeAnswer(states.page, calls.groups, []);
      await states.open(PLANT, 'ja');
      const live = states.group('all').card('Z0001-LIVE_C10042');
      const silent = states.group('all').card('Z0002-SILENT_C10042');
      const never = states.group('all').card('Z0003-NEVER_C10042');
      await expect.poll(() => never.state()).toBe('disconnected');
      expect([await live.state(), await silent.state()]).toEqual(['emergency', 'disconnected']);

      // Part 1 §2: half opacity "when there is no communication" (no status data, part 1 §4).
      expect(await live.pictureOpacity()).toBe('1');
      expect(await silent.pictureOpacity()).toBe('1');
      expect(await never.pictureOpacity()).toBe('0.5');
      // The alarm letters blink whether the machine is connected or not; none without status data.
      expect(await live.iconAnimation('emergency')).toBe('mc-blink');
      expect(await silent.iconAnimation('emergency')).toBe('mc-blink');
      expect(await never.alarmLetters()).toEqual([]);
    });

    it('names the time zone of "data as of" when the browser is not in the machines\' zone', async () => {
      // India (UTC+5:30, no summer time): neither the machines' zone (Tokyo) nor the test machine's.
      const away = await signedIn('acme-kawasaki', 'en-US', 'Asia/Kolkata');
      const answer = await away.openWithFleet(PLANT, 'en');
      await expect.poll(() => away.dataTime.count()).toBe(1);
      expect(await away.dataTimeZone.count()).toBe(1);
      expect(await away.dataTimeZone.textContent()).toBe('(UTC+5:30)');
      expect(await away.dataTime.textContent()).toBe(
        `Data as of ${localTime(answer.server_time, 'Asia/Kolkata')}`,
      );

      const atHome = await signedIn('acme-kawasaki', 'ja-JP', 'Asia/Tokyo');
      const tokyo = await atHome.openWithFleet(PLANT, 'ja');
      await expect.poll(() => atHome.dataTimeZone.count()).toBe(1);
      expect(await atHome.dataTimeZone.textContent()).toBe('(UTC+9)');
      expect(await atHome.dataTime.textContent()).toBe(
        `${localTime(tokyo.server_time, 'Asia/Tokyo')} 時点のデータ`,
      );
    });

    it('keeps a plant of 1,000 machines scrollable to its last card', async () => {
      const big = await signedIn('acme-kawasaki');
      const real = await fleetOf(big, PLANT);
      const model = real.fleet_device_list[0]!;
      // The demo has no such plant: the fleet answer is made larger in the browser (same shape).
      const list = Array.from({ length: 1000 }, (_, i) => ({
        ...model,
        id: String(900_000 + i),
        serial_no: `Z${String(i).padStart(4, '0')}-BIG_C10042`,
        optional_info_2: `No.${i + 1}`,
      }));
      await fakeAnswer(big.page, calls.fleetDevices, {
        server_time: real.server_time,
        fleet_device_list: list,
      });
      await fakeAnswer(big.page, calls.groups, []);
      await big.goto(PLANT, 'ja');
      await big.cards.first().waitFor();
      // Only the cards in view are in the page.
      expect(await big.cards.count()).toBeLessThan(200);
      expect(await big.group('all').shownCount()).toBe(1000);

      // At the bottom of the page: the last card of the last group ('unset').
      const last = big.card('Z0999-BIG_C10042').root;
      await expect
        .poll(async () => {
          await big.scrollToBottom();
          return last.count();
        })
        .toBeGreaterThan(0);
      expect(await last.last().isVisible()).toBe(true);
      expect(await big.cards.count()).toBeLessThan(200);
    });

    it('shows the headers and labels in English, Japanese and Chinese', async () => {
      // A machine with a maintenance status and a forecast: its notice icon names both.
      const advice = await getJson(home.page, calls.maintenanceAdvice, { device_group_id: PLANT });
      const noticed = advice.items.find((i) => i.status !== null && i.forecastDate !== null)!;
      expect(noticed).toBeDefined();
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
        await home.openWithFleet(PLANT, locale as Locale);
        await expect.poll(() => home.titleText()).toBe(expected.title);
        const unset = home.group('unset');
        expect(await unset.name.textContent()).toBe(expected.unset);
        expect(await unset.count.textContent()).toMatch(expected.count);
        expect((await unset.button('volume-graph').textContent())?.trim()).toBe(expected.graph);
        const texts = dictionary(locale as Locale);
        const card = home.group('all').card(noticed.serial_no);
        await expect
          .poll(() => card.maintenanceIconName())
          .toBe(
            [
              texts.maintenanceNotice,
              texts[STATUS_TEXT[noticed.status!]],
              forecastWording(locale as Locale, noticed.forecastDate!, advice.judgedAt),
            ].join(' · '),
          );
      }
    });
  });

  describe('as acme (admin flag)', () => {
    it("offers alarm-mail settings on 'all' only", async () => {
      const home = await signedIn('acme');
      await home.page.waitForURL(/\/HomeAdmin\//);
      await home.openWithFleet(PLANT, 'ja');
      expect(await home.buttons('alarm-mail-setting').count()).toBe(1);
      await home.group('all').button('alarm-mail-setting').click();
      await home.page.waitForURL((u) => u.pathname.startsWith(`/AlermMailSetting/d/${PLANT}/g/n/`));
    });
  });

  describe('as tokai (another customer)', () => {
    let home: HomeConsumerPage;
    beforeAll(async () => {
      home = await signedIn('tokai');
      await home.page.waitForURL(/\/HomeConsumer\//);
    });

    it('shows its own machines with their status', async () => {
      const answer = await home.openWithFleet(TOKAI, 'ja');
      expect((await fleetOf(home, TOKAI)).fleet_device_list).toHaveLength(answer.fleet_device_list.length);
      expectCardsMatch(await home.group('all').shownCards(), answer);
    });

    it("sees nothing of acme's plant", async () => {
      const fleet = await getResponse(home.page, calls.fleetDevices, { device_group_id: PLANT });
      expect(fleet.status).toBe(404);
      await home.goto(PLANT, 'ja');
      await home.empty.waitFor();
      expect(await home.cards.count()).toBe(0);
      expect(await home.groups.count()).toBe(0);
      expect(await home.breadcrumb.count()).toBe(0);
      expect(await home.mainText()).not.toMatch(/川崎|ACME|アクメ|C10042/);
      expect(await home.snackbar.count()).toBe(0);
    });
  });
});
