/**
 * Alarm records (AlermHistory, part 1 §2): the rows are the answers of the alarm calls for the same
 * parameters; an alarm bit published as the gateway appears within the 60 s reload, in the user's
 * language and the machine's time zone, and moves to 'repaired' when it falls; the E/C/M filters, the
 * repaired toggle, pages of at most 100 rows under 'All' (part 1 §9), both CSV files (the past-year
 * event file with every level, panel lamps included, from a year ago up to now: part 1 §7), the route
 * parameters, and another customer's ids showing nothing.
 *
 * The test's samples are dated three hours ahead (the ingest accepts up to a day), so that the simulator,
 * which keeps publishing at the current time, does not lower the bit before the screen has shown it.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { encodeLamps, STATUS_PALETTE } from '@airsight/contracts/domain/status';
import type { HistoryEvent, IncidentEvent } from '@airsight/contracts/http/alarm-events';
import { calls } from '@airsight/contracts/http/calls';
import { readCsvRows } from '@airsight/contracts/format/csv';
import { AlarmHistoryPage, fakeAnswer, getJson, recordRequests, useBrowser } from '../support/pages/index.ts';
import { alarmWords, publishSamples, QUIET_ALARM_WORDS } from '../support/telemetry.ts';
import { localTime } from '../support/time.ts';

const MODEL = 'OIL_INJECTION3';
const PLANT = 'acme-kawasaki';
const ALARM_EVENT_ID = 'sn_D024_0_set'; // error1 bit 0: motor overload
const REFRESH_WAIT_MS = 75_000;

interface Authority {
  model_id: string;
  serial_no: string;
}

interface Incident {
  id: string;
  event_id: string;
  event_level: number;
  event_time: string;
  device_time_zone: string;
  name_locale1: string;
  name_locale2: string;
  name_locale3: string;
  serial_no: string;
  incident_class: number;
  recovery_time: string | null;
}
interface UserGroup {
  id: string;
  devices: { modelId: string; serialNo: string }[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const fourteen = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;

/** The start of the day one year and one month ago, in this machine's zone (the browser's too). */
function repairedFrom(now = new Date()): string {
  const day = new Date(now.getFullYear() - 1, now.getMonth() - 1, now.getDate());
  if (day.getDate() !== now.getDate()) day.setDate(0);
  return fourteen(day);
}

function lastYear(now = new Date()): string {
  const t = new Date(now.getTime());
  t.setFullYear(t.getFullYear() - 1);
  if (t.getDate() !== now.getDate()) t.setDate(0);
  return fourteen(t);
}

type Scope = { group: string } | { machines: Authority[] };

function scopeQuery(scope: Scope): Record<`device_list[${number}].${string}`, string> & {
  device_group_id?: string;
  parent_flg?: 1;
} {
  if ('group' in scope) return { device_group_id: scope.group, parent_flg: 1 };
  return Object.fromEntries(
    scope.machines.flatMap((m, i) => [
      [`device_list[${i}].model_id`, m.model_id],
      [`device_list[${i}].serial_no`, m.serial_no],
    ]),
  );
}

const ALARM_FILTERS = { get_class: 4, sort: '-event_time', max_number: 2000 } as const;

async function activeIncidents(page: Page, scope: Scope, levels = '3,2,1'): Promise<Incident[]> {
  const body = await getJson(page, calls.eventIncidentStatus, {
    ...ALARM_FILTERS,
    event_level: levels,
    incident_class: 1,
    ...scopeQuery(scope),
  });
  return body.event_incident_status_list;
}

async function repairedIncidents(page: Page, scope: Scope, levels = '3,2,1'): Promise<Incident[]> {
  const body = await getJson(page, calls.eventIncidentHistory, {
    ...ALARM_FILTERS,
    event_level: levels,
    incident_class: 3,
    event_time_from: repairedFrom(),
    ...scopeQuery(scope),
  });
  return body.event_incident_history_list;
}

/** Row keys (incident ids) in the order shown; the table renders every row up to 60. */
async function tableKeys(alarms: AlarmHistoryPage): Promise<string[]> {
  expect(await alarms.table.rowCount()).toBeLessThanOrEqual(60);
  return alarms.table.rowKeys();
}

/** A downloaded file's suggested name and text. */
async function readDownload(download: Download) {
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8') };
}

/** The fields every alarm call's answer shares, for an emergency event of `machine` at `at` (fake answers). */
function fakeEvent(machine: Authority, id: string, at: Date) {
  return {
    id,
    event_id: ALARM_EVENT_ID,
    event_level: 3,
    event_time: fourteen(at),
    device_time_zone: 'Asia/Tokyo',
    name_locale1: 'E) Motor overload',
    name_locale2: 'E) モータ過負荷',
    name_locale3: 'E) 电机过载',
    model_id: machine.model_id,
    serial_no: machine.serial_no,
    device_name_locale1: 'ACME',
    device_name_locale2: 'アクメ',
    device_name_locale3: '艾克美',
    device_optional_info_1: null,
    device_optional_info_2: null,
    device_group_id: PLANT,
    device_group_name_locale1: 'Kawasaki Plant',
    device_group_name_locale2: '川崎工場',
    device_group_name_locale3: '川崎工厂',
  };
}

/** The lines of a CSV file, without the byte-order mark and the empty end. */
const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((l) => l !== '');

const ids = (list: Incident[]) => list.map((i) => i.id);
/** The same rows in the same order. */
const sameKeys = (shown: string[], answered: string[]) => JSON.stringify(shown) === JSON.stringify(answered);

describe('AlermHistory', () => {
  const browser = useBrowser();

  /** A fresh browser context signed in as the user, on AlarmHistory's page object. */
  async function signedIn(userId: string, locale = 'ja-JP', timezoneId?: string) {
    const page = await browser.signedInPage(userId, locale, { timezoneId });
    return { page, alarms: new AlarmHistoryPage(page) };
  }

  let machine: Authority;
  let groups: UserGroup[];
  let plantMachines: Authority[];
  const raiseTime = new Date(Math.floor(Date.now() / 1000) * 1000 + 3 * 3600_000);
  const fallTime = new Date(raiseTime.getTime() + 60_000);
  let raisedId = '';

  beforeAll(async () => {
    const { page } = await signedIn('acme-kawasaki');
    plantMachines = (await getJson(page, calls.userDeviceAuthorities, { device_group_id: PLANT }))
      .user_device_authority_list;
    machine = plantMachines.find((m) => m.model_id === MODEL)!;
    expect(machine).toBeDefined();
    groups = await getJson(page, calls.groups, { deviceGroupId: PLANT });
    await page.context().close();
  });

  it('shows the active incidents of the plant as the alarm call answers them', async () => {
    const { page, alarms } = await signedIn('acme-kawasaki');
    await alarms.open({ plant: PLANT }, 'ja');
    await expect.poll(() => alarms.titleText()).toBe('アラーム記録');
    expect(await alarms.breadcrumb.textContent()).toContain('川崎工場');
    await expect
      .poll(async () => sameKeys(await tableKeys(alarms), ids(await activeIncidents(page, { group: PLANT }))))
      .toBe(true);
    expect(await alarms.table.pageSize.inputValue()).toBe('all');
    for (const letter of ['E', 'C', 'M'] as const) {
      expect(await alarms.levelFilter(letter).getAttribute('aria-pressed')).toBe('true');
    }
    expect(await alarms.repairedToggle.isChecked()).toBe(false);
  });

  it(
    'shows a raised alarm bit within the reload, and under repaired once it falls',
    { timeout: 180_000 },
    async () => {
      const { page, alarms } = await signedIn('acme-kawasaki');
      await alarms.open({ plant: PLANT }, 'ja');

      // The emergency bit of error1 and the emergency lamp of the status word rise.
      await publishSamples(machine.model_id, machine.serial_no, [
        {
          time: raiseTime,
          registers: alarmWords({
            ...QUIET_ALARM_WORDS,
            error1: 1,
            status: encodeLamps(MODEL, { power: true, start: true, emergency: true }),
          }),
        },
      ]);
      const raised = (await activeIncidents(page, { machines: [machine] })).find(
        (i) => i.event_id === ALARM_EVENT_ID && i.event_time === fourteen(raiseTime),
      );
      expect(raised).toBeDefined();
      raisedId = raised!.id;

      // No reload: the screen's own 60 s reload brings it.
      await expect
        .poll(() => alarms.table.row(raisedId).count(), {
          timeout: REFRESH_WAIT_MS,
          interval: 2000,
        })
        .toBe(1);
      const cells = await alarms.table.cells(raisedId);
      expect(cells[0]).toBe(localTime(fourteen(raiseTime), raised!.device_time_zone));
      expect(cells[1]).toBe('E');
      expect(cells[2]).toBe('E) モータ過負荷');
      expect(cells[2]).toBe(raised!.name_locale2);
      expect(cells[3]).toBe(machine.serial_no);
      expect(await alarms.levelBadge(raisedId).getAttribute('data-color')).toBe(STATUS_PALETTE.red);

      // The bit falls: the incident leaves the active list and shows under 'repaired'.
      await publishSamples(machine.model_id, machine.serial_no, [
        {
          time: fallTime,
          registers: alarmWords({
            ...QUIET_ALARM_WORDS,
            status: encodeLamps(MODEL, { power: true, start: true }),
          }),
        },
      ]);
      await page.reload();
      await expect.poll(() => alarms.table.root.getAttribute('data-row-count')).not.toBeNull();
      await expect.poll(() => alarms.table.row(raisedId).count()).toBe(0);
      await alarms.showRepaired();
      const repaired = (await repairedIncidents(page, { group: PLANT })).find(
        (i) => i.event_id === ALARM_EVENT_ID && i.event_time === fourteen(raiseTime),
      );
      expect(repaired?.recovery_time).toBe(fourteen(fallTime));
      await expect.poll(() => alarms.table.row(repaired!.id).count()).toBe(1);
      const repairedCells = await alarms.table.cells(repaired!.id);
      expect(repairedCells.slice(0, 4)).toEqual([
        localTime(fourteen(raiseTime), repaired!.device_time_zone),
        localTime(fourteen(fallTime), repaired!.device_time_zone),
        'E',
        'E) モータ過負荷',
      ]);
    },
  );

  it('filters by E, C and M and switches to the repaired incidents, each as the calls answer', async () => {
    const { page, alarms } = await signedIn('acme-kawasaki');
    const scope = { group: PLANT };
    const same = async (expected: () => Promise<Incident[]>) =>
      expect.poll(async () => sameKeys(await tableKeys(alarms), ids(await expected()))).toBe(true);
    await alarms.open({ plant: PLANT }, 'ja');
    await same(() => activeIncidents(page, scope));

    await alarms.setLevelFilter('E', false);
    await same(() => activeIncidents(page, scope, '2,1'));
    await alarms.setLevelFilter('C', false);
    await alarms.setLevelFilter('M', false);
    await expect.poll(() => alarms.table.empty.count()).toBe(1);

    await alarms.setLevelFilter('E', true);
    await same(() => activeIncidents(page, scope, '3'));
    await alarms.showRepaired();
    await same(() => repairedIncidents(page, scope, '3'));
    const rows = await tableKeys(alarms);
    expect(rows.length).toBeGreaterThan(0);
    const letters = await alarms.levelBadges.allTextContents();
    expect(new Set(letters)).toEqual(new Set(['E']));

    await alarms.setLevelFilter('C', true);
    await alarms.setLevelFilter('M', true);
    await same(() => repairedIncidents(page, scope));

    // Page sizes 10, 20 and All.
    await alarms.table.choosePageSize('10');
    const total = await alarms.table.rowCount();
    expect(await alarms.table.rows.count()).toBe(Math.min(10, total));
  });

  it('downloads the table as shown as CSV', async () => {
    const { page, alarms } = await signedIn('acme-kawasaki');
    await alarms.open({ plant: PLANT }, 'ja');
    await alarms.showRepaired();
    await expect
      .poll(async () =>
        sameKeys(await tableKeys(alarms), ids(await repairedIncidents(page, { group: PLANT }))),
      )
      .toBe(true);
    const shown = await tableKeys(alarms);

    const now = new Date();
    const today = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}.csv`;
    const table = await readDownload(await alarms.downloadCsv());
    expect(table.name).toBe(today);
    expect(table.text.startsWith('\uFEFF')).toBe(true);
    const tableLines = lines(table.text);
    expect(tableLines[0]).toBe(
      '"発生日時","復旧日時","レベル","アラーム名","製造番号","お客様号機番号","機種","顧客"',
    );
    expect(tableLines.length - 1).toBe(shown.length);
    const firstCells = await alarms.table.cells(shown[0]!);
    expect(tableLines[1]).toBe(firstCells.map((c) => `"${c}"`).join(','));
  });

  it(
    'downloads the events of the past year up to now, run, stop and load lamps included',
    { timeout: 120_000 },
    async () => {
      const { alarms } = await signedIn('acme-kawasaki');
      const zone = 'Asia/Tokyo';
      const shownAt = (time: Date) => localTime(fourteen(time), zone);
      const lamps = (lit: Parameters<typeof encodeLamps>[1]) => encodeLamps(MODEL, lit);
      const words = (error1: number, lamp: number) =>
        alarmWords({ ...QUIET_ALARM_WORDS, error1, status: lamp });
      const minute = Math.floor(Date.now() / 60_000) * 60_000;
      // Ten minutes ago, between two of the simulator's one-minute samples: the motor-overload bit rises
      // with the machine running loaded, and 10 s later the bit falls and the machine stops.
      const inRange = new Date(minute - 10 * 60_000 + 30_000);
      const inRangeLater = new Date(inRange.getTime() + 10_000);
      // 369 days ago (more than a year, leap day or not), and ahead of the clock (after the samples of
      // the test above).
      const tooOld = new Date(minute - 369 * 86_400_000 + 30_000);
      const ahead = new Date(fallTime.getTime() + 5 * 60_000);
      const aheadLater = new Date(ahead.getTime() + 10_000);
      const running = lamps({ power: true, start: true, load: true });
      const stopped = lamps({ power: true, stop: true });
      await publishSamples(machine.model_id, machine.serial_no, [
        { time: tooOld, registers: words(0, running) },
        {
          time: inRange,
          registers: words(1, lamps({ power: true, start: true, load: true, emergency: true })),
        },
        { time: inRangeLater, registers: words(0, stopped) },
        { time: ahead, registers: words(0, running) },
        { time: aheadLater, registers: words(0, stopped) },
      ]);
      await alarms.open({ modelId: MODEL, serialNo: machine.serial_no }, 'ja');

      const before = new Date();
      const history = await readDownload(await alarms.downloadEventHistoryCsv());
      const after = new Date();
      const [header, ...rows] = readCsvRows(history.text.replace(/^\uFEFF/, ''));
      expect(header).toEqual([
        '発生日時',
        'イベント',
        'レベル',
        'アラーム名',
        '製造番号',
        'お客様号機番号',
        '機種',
        '顧客',
      ]);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(2000);
      const line = (r: string[]) => r.slice(0, 5).join(' | ');
      const lineSet = new Set(rows.map(line));

      // The alarm edges and the panel-lamp edges (level 0: no level letter) of ten minutes ago.
      for (const expected of [
        [shownAt(inRange), '発生', 'E', 'E) モータ過負荷'],
        [shownAt(inRange), '発生', '', '重故障'],
        [shownAt(inRangeLater), '復旧', 'E', 'E) モータ過負荷'],
        [shownAt(inRangeLater), '復旧', '', '運転'],
        [shownAt(inRangeLater), '復旧', '', '負荷'],
        [shownAt(inRangeLater), '発生', '', '停止'],
      ]) {
        expect(lineSet, expected.join(' | ')).toContain(line([...expected, machine.serial_no]));
      }

      // Every row lies in the year up to the download (14-digit times, so the texts sort as times).
      const from = localTime(lastYear(before), zone);
      const to = shownAt(after);
      const outside = rows.filter((r) => r[0]! < from || r[0]! > to).map(line);
      expect(outside).toEqual([]);
      expect(rows.some((r) => r[0] === shownAt(tooOld))).toBe(false);
      expect(rows.some((r) => r[0] === shownAt(aheadLater))).toBe(false);
    },
  );

  it('says where the past-year file begins when it holds the most one file may hold', async () => {
    const { page, alarms } = await signedIn('acme-kawasaki', 'en-US', 'Asia/Tokyo');
    const newest = Date.UTC(2026, 5, 30, 12, 0, 0);
    const events = (count: number): HistoryEvent[] =>
      Array.from({ length: count }, (_, i) => ({
        ...fakeEvent(machine, `history-${i}`, new Date(newest - i * 60_000)),
        incident_class: 1 + (i % 2),
      }));
    await alarms.open({ plant: PLANT }, 'en');
    await fakeAnswer(page, calls.eventHistory, { event_history_list: events(2000) });
    const full = await readDownload(await alarms.downloadEventHistoryCsv());
    expect(lines(full.text).length).toBe(2001);
    // The newest is 12:00 UTC, 21:00 in Tokyo; the oldest of the 2,000 is 1,999 minutes (33 h 19 min)
    // before it: 2026/06/29 11:41 in Tokyo.
    await expect
      .poll(() => alarms.eventHistoryCut.textContent())
      .toBe(
        'The file holds only the newest 2,000 events, the most one file may hold: from 2026/06/29 11:41:00 (UTC+9) on. For a longer period, open the alarm records of one machine or a smaller group.',
      );

    await page.unrouteAll();
    await fakeAnswer(page, calls.eventHistory, { event_history_list: events(3) });
    await readDownload(await alarms.downloadEventHistoryCsv());
    await expect.poll(() => alarms.eventHistoryCut.count()).toBe(0);
  });

  it('shows more than 100 alarms in pages of 100 under All, the rest a page further', async () => {
    const { page, alarms } = await signedIn('acme-kawasaki', 'en-US');
    const base = Date.UTC(2026, 0, 10, 12, 0, 0);
    const many: IncidentEvent[] = Array.from({ length: 250 }, (_, i) => ({
      ...fakeEvent(machine, `fake-${String(i + 1).padStart(3, '0')}`, new Date(base - i * 60_000)),
      incident_class: 1,
      recovery_time: null,
    }));
    await fakeAnswer(page, calls.eventIncidentStatus, { event_incident_status_list: many });
    await alarms.open({ plant: PLANT }, 'en');
    await expect.poll(() => alarms.table.rowCount()).toBe(250);
    expect(await alarms.table.pageSize.inputValue()).toBe('all');
    expect(await alarms.table.pageRange.textContent()).toBe('1–100 of 250');
    expect((await alarms.table.rowKeys())[0]).toBe('fake-001');

    await alarms.table.pagerButton('next').click();
    await expect.poll(() => alarms.table.pageRange.textContent()).toBe('101–200 of 250');
    expect((await alarms.table.rowKeys())[0]).toBe('fake-101');

    await alarms.table.pagerButton('last').click();
    await expect.poll(() => alarms.table.pageRange.textContent()).toBe('201–250 of 250');
    expect(await alarms.table.rowKeys()).toEqual(many.slice(200).map((i) => i.id));
    expect(await alarms.table.pagerButton('next').isDisabled()).toBe(true);

    // 10 and 20 stay pages of 10 and 20.
    await alarms.table.choosePageSize('20');
    expect(await alarms.table.pageRange.textContent()).toBe('1–20 of 250');
  });

  it('follows the route parameters: one machine, a user-defined group and the unset group', async () => {
    const { page, alarms } = await signedIn('acme-kawasaki');
    const repairedOf = async (machines: Authority[]) => ids(await repairedIncidents(page, { machines }));
    await alarms.open({ modelId: MODEL, serialNo: machine.serial_no }, 'ja');
    await expect.poll(() => alarms.breadcrumb.textContent()).toContain(machine.serial_no.split('_')[0]);
    await expect
      .poll(async () =>
        sameKeys(await tableKeys(alarms), ids(await activeIncidents(page, { machines: [machine] }))),
      )
      .toBe(true);
    await alarms.showRepaired();
    await expect.poll(async () => sameKeys(await tableKeys(alarms), await repairedOf([machine]))).toBe(true);
    const serials = await alarms.serials();
    expect(new Set(serials)).toEqual(new Set([machine.serial_no]));

    const group = groups.find((g) => g.devices.some((d) => d.serialNo === machine.serial_no));
    expect(group).toBeDefined();
    const members = group!.devices.map((d) => ({ model_id: d.modelId, serial_no: d.serialNo }));
    await alarms.open({ plant: PLANT, group: group!.id }, 'ja');
    await alarms.showRepaired();
    await expect.poll(async () => sameKeys(await tableKeys(alarms), await repairedOf(members))).toBe(true);
    expect((await tableKeys(alarms)).length).toBeGreaterThan(0);

    const grouped = new Set(groups.flatMap((g) => g.devices.map((d) => d.serialNo)));
    const unset = plantMachines.filter((m) => !grouped.has(m.serial_no));
    await alarms.open({ plant: PLANT, group: 'unset' }, 'ja');
    await alarms.showRepaired();
    await expect.poll(async () => sameKeys(await tableKeys(alarms), await repairedOf(unset))).toBe(true);
    const unsetSerials = await alarms.serials();
    expect(unsetSerials).not.toContain(machine.serial_no);
  });

  it("shows nothing of another customer's group or machine", async () => {
    const { page, alarms } = await signedIn('tokai');
    const requests = recordRequests(page);
    const alarmCalls = () => requests.filter((u) => u.includes('/alarm-event-mgt/'));
    await alarms.open({ plant: PLANT }, 'ja');
    await expect.poll(() => alarms.scopeMissing.textContent()).toBe('グループが存在しません。');
    expect(await alarms.table.root.getAttribute('data-row-count')).toBe('0');
    await alarms.open({ modelId: MODEL, serialNo: machine.serial_no }, 'ja');
    await expect.poll(() => alarms.scopeMissing.getAttribute('data-reason')).toBe('nonExistentDevice');
    expect(await alarms.table.root.getAttribute('data-row-count')).toBe('0');
    const body = await alarms.mainText();
    for (const secret of ['アクメ', '川崎', 'C10042']) expect(body).not.toContain(secret);
    expect(alarmCalls().filter((u) => u.includes(PLANT) || u.includes('C10042'))).toEqual([]);

    // Without parameters: tokai's own machines only.
    await alarms.open({ everything: true }, 'ja');
    await alarms.showRepaired();
    await expect.poll(() => alarms.table.root.getAttribute('data-row-count')).not.toBeNull();
    const serials = await alarms.serials();
    expect(serials.filter((s) => !s.endsWith('_C20117'))).toEqual([]);
  });

  it('names alarms in English and Chinese', async () => {
    for (const [locale, browserLocale, title, name] of [
      ['en', 'en-US', 'Alarm records', 'E) Motor overload'],
      ['zh', 'zh-CN', '报警记录', 'E) 电机过载'],
    ] as const) {
      const { page, alarms } = await signedIn('acme-kawasaki', browserLocale);
      await alarms.open({ modelId: MODEL, serialNo: machine.serial_no }, locale);
      await expect.poll(() => alarms.titleText()).toBe(title);
      await alarms.showRepaired();
      const repaired = (await repairedIncidents(page, { machines: [machine] })).find(
        (i) => i.event_id === ALARM_EVENT_ID && i.event_time === fourteen(raiseTime),
      )!;
      await expect.poll(() => alarms.table.row(repaired.id).count()).toBe(1);
      const cells = await alarms.table.cells(repaired.id);
      expect(cells[3]).toBe(name);
      expect(cells[3]).toBe(locale === 'en' ? repaired.name_locale1 : repaired.name_locale3);
    }
  });
});
