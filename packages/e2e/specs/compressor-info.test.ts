/**
 * Machine information (CompressorInfo, part 2 §2): the card, the lamps, the readings with units by
 * locale and the bit lists show what getLatestSensorData and the model catalogue say; a sample published
 * as the gateway shows up converted; the admin-only button; another customer's machine shows nothing.
 *
 * SCREENSHOT_DIR=<folder> also saves the Japanese screen as <folder>/compressor-info.png (docs/screenshots).
 *
 * The samples are dated two hours ahead (the ingest accepts up to a day): the simulator keeps publishing
 * at the current time, so its samples stay older and the machine's latest data stays the test's own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  encodeLamps,
  lampColor,
  readStatusBits,
  LAMP_OFF_COLOR,
  STATUS_PALETTE,
} from '@airsight/contracts/domain/status';
import { registerBySensorId } from '@airsight/contracts/models/registers';
import { calls, type AnswerOf } from '@airsight/contracts/http/calls';
import type { LatestSensorDataBody } from '@airsight/contracts/http/sensor-data';
import { launchBrowser, newPage } from '../support/browser.ts';
import { baseUrl, pageTitle, signIn } from '../support/portal.ts';
import { getJson } from '../support/pages/api.ts';
import { publishSamples, type Registers } from '../support/telemetry.ts';
import { localTime } from '../support/time.ts';

const MODEL = 'OIL_INJECTION4';
const PLANT = 'acme-kawasaki';

interface Authority {
  model_id: string;
  serial_no: string;
  device_group_id: string;
  optional_info_1: string | null;
  optional_info_2: string | null;
}
interface Latest {
  modelId: string;
  serialNo: string;
  lastMeasureTime: string | null;
  timeList: { sensorId: string; dataList: { measureTime: string; data: number }[] }[];
}

async function latestOf(page: Page, modelId: string, serialNo: string): Promise<Latest> {
  const session = await getJson(page, calls.session);
  const body: LatestSensorDataBody = { sensor_list: [{ model_id: modelId, serial_no: serialNo }] };
  const res = await page.request.post(`${baseUrl()}${calls.latestSensorData.path}`, {
    headers: { 'x-csrf-token': session.csrfToken ?? '' },
    data: body,
  });
  expect(res.status()).toBe(200);
  const answer = (await res.json()) as AnswerOf<typeof calls.latestSensorData>;
  return answer.sensor_data_list[0]!;
}

function valueOf(latest: Latest, sensorId: string): number | undefined {
  return latest.timeList.find((s) => s.sensorId === sensorId)?.dataList.at(-1)?.data;
}

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').trim();

async function reading(page: Page, sensorId: string): Promise<{ value: string; unit: string }> {
  const row = page.getByTestId(`reading-${sensorId}`);
  return {
    value: ((await row.getByTestId('reading-value').textContent()) ?? '').trim(),
    unit: ((await row.getByTestId('reading-unit').textContent()) ?? '').trim(),
  };
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
    '0024': 0b101, // error1 bits 0 and 2
    '0025': 0,
    '0026': 0b10, // caution bit 1
    '0027': encodeLamps(MODEL, { power: true, start: true, load: true, caution: true }),
    '0028': 1 << 3,
    '0029': 1,
    '0030': 655,
    '0031': 402,
    '0032': 251,
  };
}

describe('CompressorInfo', () => {
  let browser: Browser;
  let machine: Authority;
  let machinePath: string;
  const sampleTime = new Date(Math.floor(Date.now() / 1000) * 1000 + 2 * 3600_000);

  beforeAll(async () => {
    browser = await launchBrowser();
    const { context, page } = await newPage(browser, 'ja-JP');
    await signIn(page, 'acme-kawasaki');
    const list = await getJson(page, calls.userDeviceAuthorities, { device_group_id: PLANT });
    machine = list.user_device_authority_list.find((m) => m.model_id === MODEL)!;
    expect(machine).toBeDefined();
    machinePath = `/CompressorInfo/${machine.model_id}/${encodeURIComponent(machine.serial_no)}`;
    await publishSamples(machine.model_id, machine.serial_no, [
      { time: sampleTime, registers: firstSample() },
    ]);
    await context.close();
  });

  afterAll(async () => {
    // Leave the machine without raised bits, a minute after the test's last sample.
    if (machine) {
      await publishSamples(machine.model_id, machine.serial_no, [
        {
          time: new Date(sampleTime.getTime() + 120_000),
          registers: {
            ...firstSample(),
            '0024': 0,
            '0026': 0,
            '0028': 0,
            '0029': 0,
            '0027': encodeLamps(MODEL, { power: true }),
          },
        },
      ]);
    }
    await browser?.close();
  });

  it('shows the card, lamps, readings and bit lists of the latest data in Japanese, and follows the refresh', async () => {
    const { context, page } = await newPage(browser, 'ja-JP');
    try {
      await signIn(page, 'acme-kawasaki');
      const latest = await latestOf(page, machine.model_id, machine.serial_no);
      const device = await getJson(page, calls.devices, {
        model_id: machine.model_id,
        serial_no: machine.serial_no,
      });
      // A fake clock lets the test move time on to the 60 s refresh instead of waiting for it.
      await page.clock.install();
      await page.goto(`${baseUrl()}${machinePath}?locale=ja`);
      await expect.poll(() => pageTitle(page)).toBe('機械情報');
      await expect.poll(() => text(page, 'machine-number')).toBe(machine.serial_no.split('_')[0]);
      expect(await text(page, 'machine-model')).toBe(machine.optional_info_1 ?? '-');
      expect(await text(page, 'customer-machine-number')).toBe(machine.optional_info_2 ?? '-');
      expect(latest.lastMeasureTime).not.toBeNull();
      await expect
        .poll(() => text(page, 'last-measurement'))
        .toBe(localTime(latest.lastMeasureTime!, device.device_list[0]!.time_zone));
      expect(await page.getByTestId('breadcrumb').textContent()).toContain(machine.serial_no.split('_')[0]);

      // The six lamps against the status word and the catalogue's colours.
      const flags = readStatusBits(machine.model_id, valueOf(latest, 'sn_D027'))!;
      for (const lamp of ['start', 'emergency', 'load', 'caution', 'local', 'maintenance'] as const) {
        const el = page.getByTestId(`card-lamp-${lamp}`);
        expect(await el.getAttribute('data-on'), lamp).toBe(String(flags[lamp]));
        expect(await el.getAttribute('data-color'), lamp).toBe(lampColor(lamp, flags[lamp]));
      }
      expect(await page.getByTestId('card-lamp-start').getAttribute('data-color')).toBe(STATUS_PALETTE.green);
      expect(await page.getByTestId('card-lamp-caution').getAttribute('data-color')).toBe(
        STATUS_PALETTE.orange,
      );
      expect(await page.getByTestId('card-lamp-emergency').getAttribute('data-color')).toBe(LAMP_OFF_COLOR);

      // Readings: names from the catalogue, exact converted values, MPa with 2 decimals.
      const discharge = registerBySensorId(MODEL, 'sn_D002')!;
      expect(await page.getByTestId('reading-sn_D002').textContent()).toContain(discharge.name[1]);
      expect(await reading(page, 'sn_D002')).toEqual({ value: '0.70', unit: 'MPa' });
      expect(await reading(page, 'sn_D003')).toEqual({ value: '0.68', unit: 'MPa' });
      expect(await reading(page, 'sn_D001')).toEqual({ value: '-50.00', unit: 'kPa' });
      expect(await reading(page, 'sn_D006')).toEqual({ value: '85.3', unit: '°C' });
      expect(await reading(page, 'sn_D007')).toEqual({ value: '-5.2', unit: '°C' });
      expect(await reading(page, 'sn_D012')).toEqual({ value: '123', unit: 'A' });
      expect(await reading(page, 'sn_D014')).toEqual({ value: '87', unit: '%' });
      expect(await text(page, 'counter-runningHours')).toBe('1,234,567 h');
      expect(await text(page, 'counter-startCount')).toBe('25,549');
      // No value for a register the sample left out; no row for an unused register.
      expect((await reading(page, 'sn_D033')).value).toBe('-');
      expect(await page.getByTestId('reading-sn_D015').count()).toBe(0);

      // Bit lists: every named bit, lit in its list's colour when set.
      const error1 = registerBySensorId(MODEL, 'sn_D024')!;
      expect(await page.getByTestId('bit-list-error1').locator('li').count()).toBe(
        error1.bits!.filter((b) => b.name).length,
      );
      const motorOverload = page.getByTestId('bit-lamp-0024-0');
      expect(await motorOverload.textContent()).toBe(error1.bits![0]!.name![1]);
      expect(await motorOverload.getAttribute('data-color')).toBe(STATUS_PALETTE.red);
      expect(await page.getByTestId('bit-lamp-0024-1').getAttribute('data-on')).toBe('false');
      expect(await page.getByTestId('bit-lamp-0024-2').getAttribute('data-on')).toBe('true');
      expect(await page.getByTestId('bit-lamp-0026-1').getAttribute('data-color')).toBe(
        STATUS_PALETTE.orange,
      );
      expect(await page.getByTestId('bit-lamp-0028-3').getAttribute('data-color')).toBe(
        STATUS_PALETTE.yellow,
      );
      expect(await page.getByTestId('bit-lamp-0029-0').getAttribute('data-color')).toBe(
        STATUS_PALETTE.yellow,
      );
      const startBit = encodeLamps(MODEL, { start: true }).toString(2).length - 1;
      expect(await page.getByTestId(`bit-lamp-0027-${startBit}`).getAttribute('data-color')).toBe(
        STATUS_PALETTE.green,
      );

      if (process.env.SCREENSHOT_DIR) {
        fs.mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
        await page.screenshot({
          path: path.join(process.env.SCREENSHOT_DIR, 'compressor-info.png'),
          fullPage: true,
        });
      }

      // A newer sample appears with the next refresh (60 s), without reloading the page.
      await publishSamples(machine.model_id, machine.serial_no, [
        {
          time: new Date(sampleTime.getTime() + 60_000),
          registers: { ...firstSample(), '0002': 720, '0006': 861, '0024': 0 },
        },
      ]);
      expect((await reading(page, 'sn_D002')).value).toBe('0.70');
      await page.clock.fastForward(61_000);
      await expect.poll(async () => (await reading(page, 'sn_D002')).value).toBe('0.72');
      expect((await reading(page, 'sn_D006')).value).toBe('86.1');
      expect(await page.getByTestId('bit-lamp-0024-0').getAttribute('data-color')).toBe(LAMP_OFF_COLOR);
      expect(await text(page, 'last-measurement')).toBe(
        localTime((await latestOf(page, machine.model_id, machine.serial_no)).lastMeasureTime!, 'Asia/Tokyo'),
      );

      // A customer (no admin flag) has no alarm-mail button; the other buttons open their routes.
      expect(await page.getByTestId('open-AlarmMailSetting').count()).toBe(0);
      const serial = encodeURIComponent(machine.serial_no);
      expect(await page.getByTestId('open-TrendGraph').getAttribute('href')).toBe(
        `/TrendGraph/${MODEL}/${serial}`,
      );
      expect(await page.getByTestId('open-VolumeGraph').getAttribute('href')).toBe(
        `/VolumeGraph/d/m/${MODEL}/s/${serial}/g`,
      );
      expect(await page.getByTestId('open-MaintenanceHistory').getAttribute('href')).toBe(
        `/MaintenanceHistory/${MODEL}/${serial}`,
      );
      expect(await page.getByTestId('open-MonthlyReport').getAttribute('href')).toBe(
        `/MonthlyReport/${machine.device_group_id}/unset`,
      );
      await page.getByTestId('open-AlarmHistory').click();
      await page.waitForURL(new RegExp(`/AlermHistory/d/m/${MODEL}/s/${serial}/g$`));
    } finally {
      await context.close();
    }
  });

  it('shows bar and mbar with 3 decimals in English', async () => {
    const { context, page } = await newPage(browser, 'en-US');
    try {
      await signIn(page, 'acme-kawasaki');
      await page.goto(`${baseUrl()}${machinePath}?locale=en`);
      await expect.poll(() => pageTitle(page)).toBe('Machine information');
      await expect.poll(async () => (await reading(page, 'sn_D002')).value).toBe('7.200');
      expect((await reading(page, 'sn_D002')).unit).toBe('bar');
      expect(await reading(page, 'sn_D003')).toEqual({ value: '6.800', unit: 'bar' });
      expect(await reading(page, 'sn_D001')).toEqual({ value: '-500.000', unit: 'mbar' });
      expect(await reading(page, 'sn_D006')).toEqual({ value: '86.1', unit: '°C' });
      expect(await page.getByTestId('reading-sn_D002').textContent()).toContain('Discharge pressure');
      expect(await page.getByTestId('bit-lamp-0024-0').textContent()).toBe('E) Motor overload');
      expect(await page.getByTestId('card-lamp-start').textContent()).toBe('Running');
    } finally {
      await context.close();
    }
  });

  it('names readings and bits in Chinese, with MPa', async () => {
    const { context, page } = await newPage(browser, 'zh-CN');
    try {
      await signIn(page, 'acme-kawasaki');
      await page.goto(`${baseUrl()}${machinePath}?locale=zh`);
      await expect.poll(async () => (await reading(page, 'sn_D002')).value).toBe('0.72');
      expect((await reading(page, 'sn_D002')).unit).toBe('MPa');
      expect(await page.getByTestId('reading-sn_D002').textContent()).toContain('排气压力');
      expect(await page.getByTestId('bit-lamp-0024-0').textContent()).toBe('E) 电机过载');
    } finally {
      await context.close();
    }
  });

  it('offers the alarm-mail settings to an admin', async () => {
    const { context, page } = await newPage(browser, 'ja-JP');
    try {
      await signIn(page, 'acme');
      await page.goto(`${baseUrl()}${machinePath}?locale=ja`);
      const button = page.getByTestId('open-AlarmMailSetting');
      await expect.poll(() => button.count()).toBe(1);
      await button.click();
      await page.waitForURL(/\/AlermMailSetting\//);
      expect(new URL(page.url()).pathname).toBe(
        `/AlermMailSetting/d/${machine.device_group_id}/g/n/m/${MODEL}/s/${encodeURIComponent(machine.serial_no)}`,
      );
    } finally {
      await context.close();
    }
  });

  it("shows another customer's machine as non-existent, with nothing of it", async () => {
    const { context, page } = await newPage(browser, 'ja-JP');
    const calls: string[] = [];
    page.on('request', (request) => calls.push(request.url()));
    try {
      await signIn(page, 'tokai');
      await page.goto(`${baseUrl()}${machinePath}?locale=ja`);
      await expect.poll(() => text(page, 'nonexistent-message')).toBe('存在しない装置です。');
      expect(await page.getByTestId('machine-card').count()).toBe(0);
      expect(await page.getByTestId('breadcrumb').count()).toBe(0);
      const body = (await page.locator('main').textContent()) ?? '';
      for (const secret of [machine.optional_info_1 ?? 'x', 'アクメ', '川崎'])
        expect(body).not.toContain(secret);
      // Nothing of the machine was asked for beyond the authority check.
      expect(
        calls.filter((u) => u.includes('getLatestSensorData') || u.includes('/master-info/devices?')),
      ).toEqual([]);

      // The gateway model and an unknown model have no sensor definitions: the same message.
      await page.goto(`${baseUrl()}/CompressorInfo/FE_LTE_00/GW-0001?locale=ja`);
      await expect.poll(() => page.getByTestId('nonexistent-message').count()).toBe(1);
      await page.goto(`${baseUrl()}/CompressorInfo/NO_SUCH_MODEL/X1_C1?locale=ja`);
      await expect.poll(() => page.getByTestId('nonexistent-message').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
