/**
 * Machine information (CompressorInfo, part 2 §2): the card, the lamps, the readings with units by
 * locale and the bit lists show what getLatestSensorData and the model catalogue say; a sample published
 * as the gateway shows up converted; the admin-only button; another customer's machine shows nothing;
 * a silent machine shows as disconnected (part 1 §4) with grey lamps; the last measurement is in the
 * machine's zone with that zone named, whatever the browser's zone; the drive-data CSV (part 2 §9) holds
 * the machine's last samples as getSensorData answers them.
 *
 * The samples are dated two hours ahead (the ingest accepts up to a day): the simulator keeps publishing
 * at the current time, so its samples stay older and the machine's latest data stays the test's own.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  deviceStatus,
  encodeLamps,
  lampColor,
  readStatusBits,
  LAMP_OFF_COLOR,
  STATUS_PALETTE,
} from '@airsight/contracts/domain/status';
import { registerBySensorId } from '@airsight/contracts/models/registers';
import { calls } from '@airsight/contracts/http/calls';
import { readCsvRows } from '@airsight/contracts/format/csv';
import {
  CompressorInfoPage,
  getJson,
  postJson,
  recordRequests,
  type Locale,
  useBrowser,
} from '../support/pages/index.ts';
import { alarmWords, publishSamples, type Registers } from '../support/telemetry.ts';
import { localTime } from '../support/time.ts';
import { apiTimeToMs } from '@airsight/contracts/format/api-time';
import type { UserDeviceAuthority } from '@airsight/contracts/http/master-info';

const MODEL = 'OIL_INJECTION4';
const PLANT = 'acme-kawasaki';

interface Latest {
  modelId: string;
  serialNo: string;
  lastMeasureTime: string | null;
  timeList: { sensorId: string; dataList: { measureTime: string; data: number }[] }[];
}

async function latestOf(page: Page, modelId: string, serialNo: string): Promise<Latest> {
  const answer = await postJson(page, calls.latestSensorData, {
    sensor_list: [{ model_id: modelId, serial_no: serialNo }],
  });
  return answer.sensor_data_list[0]!;
}

function valueOf(latest: Latest, sensorId: string): number | undefined {
  return latest.timeList.find((s) => s.sensorId === sensorId)?.dataList.at(-1)?.data;
}

/** The demo machines are in Tokyo; the screen names that zone beside the machine's times. */
const TOKYO_LABEL = '(UTC+9)';

/** Today as YYYYMMDD in the test machine's zone (the browser's, as no test sets another here). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}

/** Raw 16-bit word of a negative value (two's complement). */
const negative = (n: number) => 0x10000 - n;

/** The first sample: values whose conversions are known exactly. */
function firstSample(): Registers {
  return {
    '0001': negative(500), // -50.00 kPa, -500.000 mbar
    '0002': 700, // 0.70 MPa, 7.000 bar
    '0003': 680, // 0.68 MPa, 6.800 bar
    '0004': 52,
    '0005': 210,
    '0006': 853, // 85.3 °C
    '0007': negative(52), // -5.2 °C
    '0008': 612,
    '0009': 180,
    '0012': 123, // 123 A
    '0013': 3,
    '0014': 87, // 87 %
    '0020': 18, // running hours 18 × 65536 + 54919 = 1,234,567
    '0021': 54919,
    '0022': 0,
    '0023': 25549, // 25,549 starts
    ...alarmWords({
      error1: 0b101, // bits 0 and 2
      error2: 0,
      caution: 0b10, // bit 1
      status: encodeLamps(MODEL, { power: true, start: true, load: true, caution: true }),
      maintenance1: 1 << 3,
      maintenance2: 1,
    }),
    '0030': 655,
    '0031': 402,
    '0032': 251,
  };
}

describe('CompressorInfo', () => {
  const browser = useBrowser();

  /** A fresh browser context signed in as the user, on CompressorInfo's page object. */
  async function signedIn(userId: string, locale: string, timezoneId?: string) {
    const page = await browser.signedInPage(userId, locale, { timezoneId });
    return { page, info: new CompressorInfoPage(page) };
  }

  let machine: UserDeviceAuthority;
  const openMachine = (info: CompressorInfoPage, locale: Locale) =>
    info.goto(machine.model_id, machine.serial_no, locale);
  const sampleTime = new Date(Math.floor(Date.now() / 1000) * 1000 + 2 * 3600_000);

  beforeAll(async () => {
    const { page } = await signedIn('acme-kawasaki', 'ja-JP');
    const list = await getJson(page, calls.userDeviceAuthorities, { device_group_id: PLANT });
    machine = list.user_device_authority_list.find((m) => m.model_id === MODEL)!;
    expect(machine).toBeDefined();
    await publishSamples(machine.model_id, machine.serial_no, [
      { time: sampleTime, registers: firstSample() },
    ]);
    await page.context().close();
  });

  afterAll(async () => {
    // Leave the machine without raised bits, a minute after the test's last sample.
    if (machine) {
      await publishSamples(machine.model_id, machine.serial_no, [
        {
          time: new Date(sampleTime.getTime() + 120_000),
          registers: {
            ...firstSample(),
            ...alarmWords({
              error1: 0,
              caution: 0,
              maintenance1: 0,
              maintenance2: 0,
              status: encodeLamps(MODEL, { power: true }),
            }),
          },
        },
      ]);
    }
  });

  it('shows the card, lamps, readings and bit lists of the latest data in Japanese, and follows the refresh', async () => {
    const { page, info } = await signedIn('acme-kawasaki', 'ja-JP');
    const latest = await latestOf(page, machine.model_id, machine.serial_no);
    const device = await getJson(page, calls.devices, {
      model_id: machine.model_id,
      serial_no: machine.serial_no,
    });
    // A fake clock lets the test move time on to the 60 s refresh instead of waiting for it.
    await page.clock.install();
    await openMachine(info, 'ja');
    await expect.poll(() => info.titleText()).toBe('機械情報');
    await expect.poll(() => info.fieldText('machine-number')).toBe(machine.serial_no.split('_')[0]);
    expect(await info.fieldText('machine-model')).toBe(machine.optional_info_1 ?? '-');
    expect(await info.fieldText('customer-machine-number')).toBe(machine.optional_info_2 ?? '-');
    expect(latest.lastMeasureTime).not.toBeNull();
    await expect
      .poll(() => info.fieldText('last-measurement'))
      .toBe(`${localTime(latest.lastMeasureTime!, device.device_list[0]!.time_zone)} ${TOKYO_LABEL}`);
    // A connected machine: no disconnection notice.
    expect(await info.disconnectedNotice.count()).toBe(0);
    expect(await info.breadcrumb.textContent()).toContain(machine.serial_no.split('_')[0]);

    // The six lamps against the status word and the catalogue's colours.
    const flags = readStatusBits(machine.model_id, valueOf(latest, 'sn_D027'))!;
    for (const lamp of ['start', 'emergency', 'load', 'caution', 'local', 'maintenance'] as const) {
      const el = info.cardLamp(lamp);
      expect(await el.getAttribute('data-on'), lamp).toBe(String(flags[lamp]));
      expect(await el.getAttribute('data-color'), lamp).toBe(lampColor(lamp, flags[lamp]));
    }
    expect(await info.cardLamp('start').getAttribute('data-color')).toBe(STATUS_PALETTE.green);
    expect(await info.cardLamp('caution').getAttribute('data-color')).toBe(STATUS_PALETTE.orange);
    expect(await info.cardLamp('emergency').getAttribute('data-color')).toBe(LAMP_OFF_COLOR);

    // Readings: names from the catalogue, exact converted values, MPa with 2 decimals.
    const discharge = registerBySensorId(MODEL, 'sn_D002')!;
    expect(await info.reading('sn_D002').textContent()).toContain(discharge.name[1]);
    expect(await info.readingOf('sn_D002')).toEqual({ value: '0.70', unit: 'MPa' });
    expect(await info.readingOf('sn_D003')).toEqual({ value: '0.68', unit: 'MPa' });
    expect(await info.readingOf('sn_D001')).toEqual({ value: '-50.00', unit: 'kPa' });
    expect(await info.readingOf('sn_D006')).toEqual({ value: '85.3', unit: '°C' });
    expect(await info.readingOf('sn_D007')).toEqual({ value: '-5.2', unit: '°C' });
    expect(await info.readingOf('sn_D012')).toEqual({ value: '123', unit: 'A' });
    expect(await info.readingOf('sn_D014')).toEqual({ value: '87', unit: '%' });
    expect(await info.fieldText('counter-runningHours')).toBe('1,234,567 h');
    expect(await info.fieldText('counter-startCount')).toBe('25,549');
    // No value for a register the sample left out; no row for an unused register.
    expect((await info.readingOf('sn_D033')).value).toBe('-');
    expect(await info.reading('sn_D015').count()).toBe(0);

    // Bit lists: every named bit, lit in its list's colour when set.
    const error1 = registerBySensorId(MODEL, 'sn_D024')!;
    expect(await info.bitList('error1').count()).toBe(error1.bits!.filter((b) => b.name).length);
    const motorOverload = info.bitLamp('0024', 0);
    expect(await motorOverload.textContent()).toBe(error1.bits![0]!.name![1]);
    expect(await motorOverload.getAttribute('data-color')).toBe(STATUS_PALETTE.red);
    expect(await info.bitLamp('0024', 1).getAttribute('data-on')).toBe('false');
    expect(await info.bitLamp('0024', 2).getAttribute('data-on')).toBe('true');
    expect(await info.bitLamp('0026', 1).getAttribute('data-color')).toBe(STATUS_PALETTE.orange);
    expect(await info.bitLamp('0028', 3).getAttribute('data-color')).toBe(STATUS_PALETTE.yellow);
    expect(await info.bitLamp('0029', 0).getAttribute('data-color')).toBe(STATUS_PALETTE.yellow);
    const startBit = encodeLamps(MODEL, { start: true }).toString(2).length - 1;
    expect(await info.bitLamp('0027', startBit).getAttribute('data-color')).toBe(STATUS_PALETTE.green);

    // A newer sample appears with the next refresh (60 s), without reloading the page.
    await publishSamples(machine.model_id, machine.serial_no, [
      {
        time: new Date(sampleTime.getTime() + 60_000),
        registers: { ...firstSample(), '0002': 720, '0006': 861, ...alarmWords({ error1: 0 }) },
      },
    ]);
    expect((await info.readingOf('sn_D002')).value).toBe('0.70');
    await page.clock.fastForward(61_000);
    await expect.poll(async () => (await info.readingOf('sn_D002')).value).toBe('0.72');
    expect((await info.readingOf('sn_D006')).value).toBe('86.1');
    expect(await info.bitLamp('0024', 0).getAttribute('data-color')).toBe(LAMP_OFF_COLOR);
    expect(await info.fieldText('last-measurement')).toBe(
      `${localTime((await latestOf(page, machine.model_id, machine.serial_no)).lastMeasureTime!, 'Asia/Tokyo')} ${TOKYO_LABEL}`,
    );

    // A customer (no admin flag) has no alarm-mail button; the other buttons open their routes.
    expect(await info.openButton('AlarmMailSetting').count()).toBe(0);
    const serial = encodeURIComponent(machine.serial_no);
    expect(await info.openButton('TrendGraph').getAttribute('href')).toBe(`/TrendGraph/${MODEL}/${serial}`);
    expect(await info.openButton('VolumeGraph').getAttribute('href')).toBe(
      `/VolumeGraph/d/m/${MODEL}/s/${serial}/g`,
    );
    expect(await info.openButton('MaintenanceHistory').getAttribute('href')).toBe(
      `/MaintenanceHistory/${MODEL}/${serial}`,
    );
    expect(await info.openButton('MonthlyReport').getAttribute('href')).toBe(
      `/MonthlyReport/${machine.device_group_id}/unset`,
    );
    await info.openButton('AlarmHistory').click();
    await page.waitForURL(new RegExp(`/AlermHistory/d/m/${MODEL}/s/${serial}/g$`));
  });

  it('shows bar and mbar with 3 decimals in English', async () => {
    const { info } = await signedIn('acme-kawasaki', 'en-US');
    await openMachine(info, 'en');
    await expect.poll(() => info.titleText()).toBe('Machine information');
    await expect.poll(async () => (await info.readingOf('sn_D002')).value).toBe('7.200');
    expect((await info.readingOf('sn_D002')).unit).toBe('bar');
    expect(await info.readingOf('sn_D003')).toEqual({ value: '6.800', unit: 'bar' });
    expect(await info.readingOf('sn_D001')).toEqual({ value: '-500.000', unit: 'mbar' });
    expect(await info.readingOf('sn_D006')).toEqual({ value: '86.1', unit: '°C' });
    expect(await info.reading('sn_D002').textContent()).toContain('Discharge pressure');
    expect(await info.bitLamp('0024', 0).textContent()).toBe('E) Motor overload');
    expect(await info.cardLamp('start').textContent()).toBe('Running');
  });

  it('names readings and bits in Chinese, with MPa', async () => {
    const { info } = await signedIn('acme-kawasaki', 'zh-CN');
    await openMachine(info, 'zh');
    await expect.poll(async () => (await info.readingOf('sn_D002')).value).toBe('0.72');
    expect((await info.readingOf('sn_D002')).unit).toBe('MPa');
    expect(await info.reading('sn_D002').textContent()).toContain('排气压力');
    expect(await info.bitLamp('0024', 0).textContent()).toBe('E) 电机过载');
  });

  it('offers the alarm-mail settings to an admin', async () => {
    const { page, info } = await signedIn('acme', 'ja-JP');
    await openMachine(info, 'ja');
    const button = info.openButton('AlarmMailSetting');
    await expect.poll(() => button.count()).toBe(1);
    await button.click();
    await page.waitForURL(/\/AlermMailSetting\//);
    expect(new URL(page.url()).pathname).toBe(
      `/AlermMailSetting/d/${machine.device_group_id}/g/n/m/${MODEL}/s/${encodeURIComponent(machine.serial_no)}`,
    );
  });

  it('shows a silent machine as disconnected, with the time since its last sample and grey lamps', async () => {
    const { page, info } = await signedIn('acme-kawasaki', 'en-US');
    // The plant's one machine that the simulator keeps silent: once the others publish, the only one
    // disconnected (it may have no data at all yet, or the old sample of an earlier test).
    const silentOnes = async () => {
      const fleet = await getJson(page, calls.fleetDevices, { device_group_id: PLANT });
      const now = apiTimeToMs(fleet.server_time)!;
      return fleet.fleet_device_list.filter(
        (d) =>
          !deviceStatus(
            { modelId: d.model_id, lastMeasureTime: d.last_measure_time, statusWord: d.status_word },
            now,
          ).connection,
      );
    };
    await expect.poll(async () => (await silentOnes()).length, { timeout: 30_000 }).toBe(1);
    const silent = (await silentOnes())[0]!;
    // Its last word said running, loaded, with an emergency, 3 days 2 hours and a half ago.
    const lastTime = new Date(Math.floor(Date.now() / 1000) * 1000 - ((3 * 24 + 2) * 60 + 30) * 60_000);
    await publishSamples(silent.model_id, silent.serial_no, [
      {
        time: lastTime,
        registers: {
          '0002': 700,
          ...alarmWords({
            error1: 1,
            status: encodeLamps(silent.model_id, { power: true, start: true, load: true, emergency: true }),
          }),
        },
      },
    ]);

    await info.open(silent.model_id, silent.serial_no, 'en');
    const latest = await latestOf(page, silent.model_id, silent.serial_no);
    expect(apiTimeToMs(latest.lastMeasureTime!)).toBe(lastTime.getTime());
    const shownTime = localTime(latest.lastMeasureTime!, 'Asia/Tokyo');
    await expect.poll(() => info.fieldText('last-measurement')).toContain(shownTime);
    // No lamp claims a live state: all six grey, the bit lists too; the readings keep the last values.
    for (const lamp of ['start', 'emergency', 'load', 'caution', 'local', 'maintenance'] as const) {
      const el = info.cardLamp(lamp);
      expect({
        lamp,
        on: await el.getAttribute('data-on'),
        color: await el.getAttribute('data-color'),
      }).toEqual({ lamp, on: 'false', color: LAMP_OFF_COLOR });
    }
    expect(await info.bitLamp('0024', 0).getAttribute('data-on')).toBe('false');
    expect(await info.bitLamp('0024', 0).getAttribute('data-color')).toBe(LAMP_OFF_COLOR);
    // The notice says it plainly, with the time since the last sample.
    expect(await info.disconnectedNotice.count()).toBe(1);
    expect(await info.disconnectedNotice.textContent()).toMatch(/^Disconnected: no data for 3 d 2 h /);
    expect(await info.fieldText('last-measurement')).toBe(`${shownTime} ${TOKYO_LABEL}`);
    expect((await info.readingOf('sn_D002')).value).toBe('7.000');
  });

  it("keeps the last measurement in the machine's zone, named, when the browser is elsewhere", async () => {
    // India (UTC+5:30, no summer time) is neither the machine's zone nor the test machine's.
    const { page, info } = await signedIn('acme-kawasaki', 'en-US', 'Asia/Kolkata');
    // The browser is in India (Chromium may call the zone Asia/Calcutta): 330 minutes east of UTC.
    expect(await page.evaluate(() => new Date().getTimezoneOffset())).toBe(-330);
    await openMachine(info, 'en');
    const latest = await latestOf(page, machine.model_id, machine.serial_no);
    await expect
      .poll(() => info.fieldText('last-measurement'))
      .toBe(`${localTime(latest.lastMeasureTime!, 'Asia/Tokyo')} (UTC+9)`);
    expect(await info.fieldText('last-measurement')).not.toContain(
      localTime(latest.lastMeasureTime!, 'Asia/Kolkata'),
    );
  });

  it('downloads the last 120 samples as drive data: BOM, every value quoted, one decimal where the spec says', async () => {
    const { page, info } = await signedIn('acme-kawasaki', 'ja-JP');
    // The machine's newest sample is this one, with a current and a load no other sample of the test has.
    const newest = new Date(sampleTime.getTime() + 90_000);
    await publishSamples(machine.model_id, machine.serial_no, [
      { time: newest, registers: { ...firstSample(), '0012': 131, '0014': 64 } },
    ]);
    await openMachine(info, 'ja');
    await expect.poll(() => info.driveDataButton.isEnabled()).toBe(true);
    const download = await info.downloadDriveData();
    expect(download.suggestedFilename()).toBe(`${today()}.csv`);
    const text = fs.readFileSync(await download.path(), 'utf8');

    // A BOM, CRLF lines and every value in quotes, the header too.
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    for (const line of lines) expect(line).toMatch(/^"[^"]*"(,"[^"]*")*$/);
    const [header, ...rows] = readCsvRows(text.slice(1));
    expect(header!.slice(0, 2)).toEqual(['日時', 'UTCからの時差']);
    const column = (sensorId: string) => {
      const name = registerBySensorId(MODEL, sensorId)!.name[1];
      const index = header!.findIndex((h) => h === name || h.startsWith(`${name} (`));
      expect(index, sensorId).toBeGreaterThan(1);
      return index;
    };
    const cell = (row: string[], sensorId: string) => row[column(sensorId)]!;

    // What getSensorData holds for the machine: its newest raw samples of motor current.
    const answer = await postJson(page, calls.sensorData, {
      get_class: 4,
      max_number: 120,
      measure_time_from: new Date(newest.getTime() - 300 * 86_400_000).toISOString(),
      measure_time_to: new Date(newest.getTime() + 1000).toISOString(),
      sensor_list: [{ model_id: machine.model_id, serial_no: machine.serial_no, sensor_id: 'sn_D012' }],
    });
    const currents = answer.sensor_data_list[0]!.timeList[0]!.dataList;
    expect(rows.length).toBeLessThanOrEqual(120);
    if (answer.truncated) expect(rows.length).toBe(120);

    // The newest sample comes last, at Tokyo time with its offset, converted exactly.
    const last = rows.at(-1)!;
    expect(last.slice(0, 2)).toEqual([
      localTime(newest.toISOString().replace(/\D/g, '').slice(0, 14), 'Asia/Tokyo'),
      'UTC+9',
    ]);
    expect({
      current: cell(last, 'sn_D012'),
      load: cell(last, 'sn_D014'),
      runningHours: cell(last, 'sn_D020_021'),
      starts: cell(last, 'sn_D022_023'),
      discharge: cell(last, 'sn_D002'),
      suction: cell(last, 'sn_D001'),
      ambient: cell(last, 'sn_D007'),
    }).toEqual({
      current: '131.0',
      load: '64.0',
      runningHours: '1234567.0',
      starts: '25549.0',
      discharge: '0.70',
      suction: '-50.00',
      ambient: '-5.2',
    });

    // One decimal for current, load, auxiliary current and the two counters, in every row.
    for (const sensorId of ['sn_D012', 'sn_D013', 'sn_D014', 'sn_D020_021', 'sn_D022_023']) {
      for (const row of rows) {
        const value = cell(row, sensorId);
        if (value !== '') expect(value, `${sensorId} at ${row[0]}`).toMatch(/^\d+\.\d$/);
      }
    }

    // Rows oldest first, and each sample's current as the server holds it. A simulator sample published
    // between the download and the call may move the server's window by one.
    const times = rows.map((r) => r[0]!);
    expect([...times].sort()).toEqual(times);
    const serverCurrent = new Map(currents.map((p) => [localTime(p.measureTime, 'Asia/Tokyo'), p.data]));
    const matched = rows.filter((row) => serverCurrent.has(row[0]!));
    expect(matched.length).toBeGreaterThanOrEqual(Math.min(rows.length, currents.length) - 2);
    for (const row of matched) {
      expect(cell(row, 'sn_D012'), row[0]).toBe(serverCurrent.get(row[0]!)!.toFixed(1));
    }
  });

  it("shows another customer's machine as non-existent, with nothing of it", async () => {
    const { info } = await signedIn('tokai', 'ja-JP');
    const requests = recordRequests(info.page);
    await openMachine(info, 'ja');
    await expect.poll(() => info.fieldText('nonexistent-message')).toBe('存在しない装置です。');
    expect(await info.card.count()).toBe(0);
    expect(await info.breadcrumb.count()).toBe(0);
    const body = await info.mainText();
    for (const secret of [machine.optional_info_1 ?? 'x', 'アクメ', '川崎'])
      expect(body).not.toContain(secret);
    // Nothing of the machine was asked for beyond the authority check.
    expect(
      requests.filter((u) => u.includes(calls.latestSensorData.path) || u.includes(`${calls.devices.path}?`)),
    ).toEqual([]);

    // The gateway model and an unknown model have no sensor definitions: the same message.
    await info.goto('FE_LTE_00', 'GW-0001', 'ja');
    await expect.poll(() => info.field('nonexistent-message').count()).toBe(1);
    await info.goto('NO_SUCH_MODEL', 'X1_C1', 'ja');
    await expect.poll(() => info.field('nonexistent-message').count()).toBe(1);
  });
});
