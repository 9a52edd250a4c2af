/**
 * InfoSetting and the announcement dialog (part 1 §2, part 2 §2, §5): the special administrator adds,
 * edits and deletes announcements (name counter and limit, from not after to, PDF only and under
 * 10,000,000 bytes, a stale edit refused); a customer's screens open the dialog when an announcement is
 * new to the infoDisplayed cookie, not again once seen, and the cookie goes when none is shown; the PDF
 * downloads byte for byte. English, Japanese and Chinese once each.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { calls } from '@airsight/contracts/http/calls';
import { baseUrl } from '../support/portal.ts';
import { dictionary } from '../support/dictionary.ts';
import {
  AnnouncementDialogPage,
  getJson,
  getResponse,
  HomeConsumerPage,
  InfoSettingPage,
  ShellScreen,
  type Locale,
  useBrowser,
} from '../support/pages/index.ts';

const INFO_ADMIN = 'info-admin';
const PLANT = 'acme-kawasaki';
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.from([0, 200, 201, 202]),
  Buffer.from('\n%%EOF\n'),
]);

/** A datetime-local value in UTC, `hours` from now. */
const utcInput = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16);

/** Deletes every announcement through the API as the special administrator (the screens' own state). */
async function deleteAll(page: Page): Promise<void> {
  const session = await getJson(page, calls.session);
  for (const info of await getJson(page, calls.informations)) {
    const res = await page.request.delete(
      `${baseUrl()}${calls.deleteInformation.path}?id=${info.id}&_ts=${info._ts}`,
      {
        headers: { 'x-csrf-token': session.csrfToken ?? '' },
      },
    );
    expect(res.status()).toBe(200);
  }
}

describe('InfoSetting and the announcement dialog', () => {
  const spec = useBrowser();
  /** The special administrator's page, kept through the tests (the customer's tests change its data). */
  let admin: Page;
  beforeAll(async () => {
    admin = await spec.signedInPage(INFO_ADMIN, 'en');
    await deleteAll(admin);
  });

  async function openAdmin(locale: Locale): Promise<InfoSettingPage> {
    const page = await spec.signedInPage(INFO_ADMIN, locale);
    const screen = new InfoSettingPage(page);
    await screen.open(locale);
    return screen;
  }

  /** A customer's HomeConsumer once the shell has asked for the announcements shown now. */
  async function openCustomer(page: Page, locale: Locale): Promise<AnnouncementDialogPage> {
    const asked = page.waitForResponse((r) => r.url().includes(calls.informationsDisplay.path));
    await new HomeConsumerPage(page).open(PLANT, locale);
    await asked;
    // Two frames: React has drawn what the answer decides (the dialog, or nothing).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    return new AnnouncementDialogPage(page.getByTestId('announcement-dialog'));
  }

  afterAll(async () => {
    await deleteAll(admin);
  });

  it('says each rule of the dialog with submit disabled, and adds an announcement with a PDF (en)', async () => {
    const texts = dictionary('en');
    const screen = new InfoSettingPage(admin);
    await screen.open('en');
    expect(await screen.title.textContent()).toBe(texts.manageNotifications);
    expect(await screen.table.columnNames()).toEqual(
      expect.arrayContaining([texts.notification, texts.fromUtc, texts.toUtc, texts.edit]),
    );
    await screen.addButton.click();
    const dialog = screen.dialog;
    await expect.poll(() => dialog.submit.isDisabled()).toBe(true);
    await dialog.name.fill('x'.repeat(101));
    await expect.poll(() => dialog.nameHelper.textContent()).toBe('Exceeds 100 characters.');
    await dialog.name.fill('x'.repeat(100));
    await expect.poll(() => dialog.nameHelper.textContent()).toBe('100 / 100');
    await dialog.start.fill(utcInput(2));
    await dialog.end.fill(utcInput(1));
    await expect.poll(() => dialog.endHelper.textContent()).toBe(texts.inappropriateDate);
    expect(await dialog.startHelper.textContent()).toBe(texts.inappropriateDate);
    expect(await dialog.submit.isDisabled()).toBe(true);
    await dialog.start.fill(utcInput(-1));
    await expect.poll(() => dialog.submit.isDisabled()).toBe(false);

    await dialog.file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect.poll(() => dialog.fileError.textContent()).toBe(texts.onlyAcceptPdfFiles);
    expect(await dialog.submit.isDisabled()).toBe(true);
    await dialog.file.setInputFiles({
      name: 'renamed.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('hello'),
    });
    await expect.poll(() => dialog.fileError.textContent()).toBe(texts.onlyAcceptPdfFiles);
    const big = Buffer.concat([PDF, Buffer.alloc(10_000_000 - PDF.length)]);
    await dialog.file.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: big });
    await expect.poll(() => dialog.fileError.textContent()).toBe(texts.fileSizeIsOver);
    expect(await dialog.submit.isDisabled()).toBe(true);
    await dialog.cancel.click();

    const start = utcInput(-1);
    const end = utcInput(24);
    await screen.add('Compressor portal maintenance on Sunday', start, end, {
      name: 'notice.pdf',
      buffer: PDF,
    });
    const row = screen.table.rowWith('Compressor portal maintenance on Sunday');
    expect(await row.textContent()).toContain(start.replace('T', ' ').replaceAll('-', '/'));
    expect(await row.textContent()).toContain('notice.pdf');
  });

  it('opens for a customer while an announcement is new, downloads its PDF, and not again once seen (ja)', async () => {
    const ja = dictionary('ja');
    const page = await spec.signedInPage(PLANT, 'ja');
    const announcement = await openCustomer(page, 'ja');
    await announcement.root.waitFor();
    expect(await announcement.rows.allTextContents()).toEqual([
      expect.stringContaining('Compressor portal maintenance'),
    ]);
    const [download] = await Promise.all([page.waitForEvent('download'), announcement.files.first().click()]);
    expect(download.suggestedFilename()).toBe('notice.pdf');
    expect(fs.readFileSync((await download.path())!).equals(PDF)).toBe(true);
    await announcement.close.click();
    await announcement.root.waitFor({ state: 'detached' });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'infoDisplayed');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 365 * 86_400);

    // Seen: not again on the next screen.
    await openCustomer(page, 'ja');
    expect(await announcement.root.count()).toBe(0);
    // The customer cannot reach the admin screen or its calls.
    await page.goto(`${baseUrl()}/InfoSetting`);
    await new ShellScreen(page).notFound.waitFor();
    expect((await getResponse(page, calls.informations)).status).toBe(403);

    // A second one is new: the dialog opens again, listing both.
    const adminScreen = new InfoSettingPage(admin);
    await adminScreen.open('ja');
    await adminScreen.add('空気圧縮機の点検のお知らせ', utcInput(-1), utcInput(48));
    await openCustomer(page, 'ja');
    await announcement.root.waitFor();
    expect(await announcement.rows.count()).toBe(2);
    expect(await announcement.root.getByRole('heading').textContent()).toBe(ja.information);
    await announcement.close.click();

    // The administrator deletes both: the cookie goes with the last one shown.
    await adminScreen.table.tick('空気圧縮機の点検のお知らせ');
    await adminScreen.table.tick('Compressor portal maintenance on Sunday');
    await adminScreen.deleteButton.click();
    expect(await adminScreen.deleteDialog.items.count()).toBe(2);
    await adminScreen.deleteDialog.submit.click();
    await adminScreen.deleteDialog.root.waitFor({ state: 'detached' });
    await expect.poll(() => adminScreen.table.rowWith('空気圧縮機').count()).toBe(0);
    await openCustomer(page, 'ja');
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'infoDisplayed'))
      .toBe(false);
  });

  it('refuses an edit of an announcement changed meanwhile, and keeps what was typed (zh)', async () => {
    const zh = dictionary('zh');
    const first = await openAdmin('zh');
    await first.add('压缩机门户维护', utcInput(-1), utcInput(24));
    const second = await openAdmin('zh');
    for (const screen of [first, second]) {
      await screen.table.rowWith('压缩机门户维护').getByTestId('info-edit').click();
      await screen.dialog.root.waitFor();
    }
    await first.dialog.name.fill('压缩机门户维护（已更新）');
    await first.dialog.submit.click();
    await first.dialog.root.waitFor({ state: 'detached' });
    await second.dialog.name.fill('另一个标题');
    await second.dialog.submit.click();
    await expect
      .poll(() => second.dialog.error.textContent())
      .toContain(zh.notificationChangedBySomeoneElseReload);
    expect(await second.dialog.name.inputValue()).toBe('另一个标题');
  });
});
