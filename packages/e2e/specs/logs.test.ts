/**
 * Logs (part 1 §2 'Logs', §5; the special administrator only): another account signs in, and the special
 * administrator finds that sign-in in the downloaded YYYYMMDD.csv, its time as YYYY/MM/DD hh:mm:ss:SSS in
 * the browser's zone (Tokyo here), and a CSV the supplier saved on HomeAdmin; a reversed period says so
 * under both fields and keeps Download off; once in Japanese.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dictionary } from '../support/dictionary.ts';
import { HomeAdminPage, LoginPage, LogsPage, type Locale, useBrowser } from '../support/pages/index.ts';

const SPECIAL_ADMIN = 'info-admin';
const PLANT = 'acme-kawasaki';
const ZONE = 'Asia/Tokyo';

/** The wall clock in Tokyo `minutes` from now, as a datetime-local input takes it ('YYYY-MM-DDTHH:mm'). */
function tokyoInput(minutes: number): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + minutes * 60_000));
  return parts.replace(' ', 'T');
}

describe('Logs', () => {
  const spec = useBrowser();

  async function open(locale: Locale): Promise<LogsPage> {
    const page: Page = await spec.newPage(locale === 'ja' ? 'ja-JP' : 'en-US', { timezoneId: ZONE });
    await new LoginPage(page).signIn(SPECIAL_ADMIN);
    const logs = new LogsPage(page);
    await logs.open(locale);
    return logs;
  }

  /** Another account signs in now, in a browser of its own. */
  async function signInElsewhere(userId: string): Promise<void> {
    const page = await spec.newPage('en-US');
    await new LoginPage(page).signIn(userId);
  }

  it('finds the sign-in of another account in the CSV named by today’s date (en)', async () => {
    await signInElsewhere(PLANT);
    const texts = dictionary('en');
    const logs = await open('en');
    await logs.search({ userId: 'kawasaki', from: tokyoInput(-5), to: tokyoInput(5) });
    const file = await logs.download();

    expect(file.name).toBe(`${tokyoInput(0).slice(0, 10).replaceAll('-', '')}.csv`);
    const [header, ...rows] = file.rows;
    expect(header).toEqual([
      texts.dateTime,
      texts.type,
      texts.userId,
      texts.deviceGroup,
      texts.month,
      texts.serialNumber,
      texts.groupName,
      texts.allDevicesGroupName,
      texts.model,
      texts.logFile,
      texts.logPeriodFrom,
      texts.logPeriodTo,
      texts.logTarget,
      texts.logValue,
    ]);
    const signIn = rows.find((row) => row[1] === 'signIn' && row[2] === PLANT);
    expect(signIn, rows.map((r) => r.join(',')).join('\n')).toBeDefined();
    expect(signIn![0]).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}:\d{3}$/);
    // Tokyo's wall clock, within the searched ten minutes.
    expect(signIn![0]!.slice(0, 10)).toBe(tokyoInput(0).slice(0, 10).replaceAll('-', '/'));
    expect(rows.every((row) => row[2]!.includes('kawasaki'))).toBe(true);
    await expect
      .poll(() => logs.result.textContent())
      .toBe(texts.logsSaved!.replace('{{count}}', String(rows.length)));
  });

  it('finds a CSV another account saved in the browser, with its device group (en)', async () => {
    const page = await spec.newPage('en-US');
    await new LoginPage(page).signIn('supplier');
    await page.waitForURL(/\/HomeAdmin\//);
    const home = new HomeAdminPage(page);
    const logged = page.waitForResponse((res) => res.url().endsWith('/api/addLogs') && res.status() === 200);
    await home.downloadCsv('companies');
    await logged;

    const logs = await open('en');
    await logs.search({ userId: 'supplier', from: tokyoInput(-5) });
    const [, ...rows] = (await logs.download()).rows;
    const saved = rows.find((row) => row[1] === 'csvDownload' && row[9] === 'companies');
    expect(saved, rows.map((r) => r.join(',')).join('\n')).toBeDefined();
    expect(saved![3]).not.toBe('');
    expect(Number(saved![13])).toBeGreaterThan(0);
  });

  it('says a reversed period under both fields and keeps Download off until it is right (en)', async () => {
    const texts = dictionary('en');
    const logs = await open('en');
    await logs.search({ from: '2026-11-02T10:00', to: '2026-11-01T10:00' });
    expect(await logs.messageOf('from')).toBe(texts.fromMustNotBeAfterTo);
    expect(await logs.messageOf('to')).toBe(texts.toMustNotBeBeforeFrom);
    expect(await logs.downloadButton.isDisabled()).toBe(true);

    await logs.search({ to: '2026-11-02T10:00' });
    expect(await logs.messageOf('from')).toBe('');
    expect(await logs.messageOf('to')).toBe('');
    expect(await logs.downloadButton.isEnabled()).toBe(true);
  });

  it('searches, downloads and says the period rule in Japanese (ja)', async () => {
    const texts = dictionary('ja');
    const logs = await open('ja');
    expect(await logs.titleText()).toBe(texts.logging);
    await logs.search({ from: tokyoInput(10), to: tokyoInput(0) });
    expect(await logs.messageOf('to')).toBe(texts.toMustNotBeBeforeFrom);

    await logs.search({ userId: SPECIAL_ADMIN, from: tokyoInput(-10) });
    const file = await logs.download();
    const [header, ...rows] = file.rows;
    expect(header!.slice(0, 4)).toEqual([texts.dateTime, texts.type, texts.userId, texts.deviceGroup]);
    // The special administrator's own sign-ins of this spec.
    expect(rows.filter((row) => row[1] === 'signIn' && row[2] === SPECIAL_ADMIN).length).toBeGreaterThan(0);
  });
});
