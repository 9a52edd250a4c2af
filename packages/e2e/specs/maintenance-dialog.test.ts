/**
 * The maintenance-recommendation dialog (part 1 §2, §4, §9) against the maintenance advice call: it
 * lists acme's machines with a status that acme has not dismissed, with their texts in three languages;
 * a ticked machine is saved (one PUT) and gone, also after a reload, and back 30 days after its
 * dismissal; an unticked one saves nothing; without machines it says so. Each status text is on a chip
 * of its status colour with legible text, and each forecast reads as a date YYYY/MM/DD or, once past, as
 * overdue since then. The HomeConsumer cards' icon shows each machine's status and forecast. No serious
 * axe finding with the dialog open.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { calls } from '@airsight/contracts/http/calls';
import type { MaintenanceAdviceItem } from '@airsight/contracts/http/maintenance';
import { disabledDateFor, maintenanceRank } from '@airsight/contracts/domain/maintenance';
import { MAINTENANCE_STATUS_COLOURS } from '@airsight/contracts/presentation/service-codes';
import { formatDay } from '@airsight/contracts/format/date-time';
import { parseJstDateTime } from '@airsight/contracts/format/api-time';
import { contrastRatio, describeViolations, seriousViolations } from '../support/axe.ts';
import { dictionary, forecastWording } from '../support/dictionary.ts';
import { baseUrl } from '../support/portal.ts';
import {
  fakeAnswer,
  getJson,
  HomeConsumerPage,
  LoginPage,
  MaintenanceDialogPage,
  type Locale,
  useBrowser,
} from '../support/pages/index.ts';

const ROOT = 'acme';
const PLANT = 'acme-kawasaki';
const DAY = 24 * 3_600_000;

const STATUS_KEYS = {
  notice: 'servicingTimeIsApproaching',
  warning: 'earlyServicingIsRequired',
  danger: 'immediateServicingIsRequired',
} as const;

/** What the dialog should list: a status and not dismissed, danger first (the answer's order within). */
function expectedItems(items: readonly MaintenanceAdviceItem[]): MaintenanceAdviceItem[] {
  return items
    .filter((i) => i.status !== null && !i.dismissed)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => maintenanceRank(b.item.status) - maintenanceRank(a.item.status) || a.index - b.index)
    .map(({ item }) => item);
}

const answerOf = (page: Page, groupId = ROOT) =>
  getJson(page, calls.maintenanceAdvice, { device_group_id: groupId });
const adviceOf = async (page: Page, groupId = ROOT) => (await answerOf(page, groupId)).items;

/** '#FFA500' as a browser computes it: 'rgb(255, 165, 0)'. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The 'YYYY-MM-DD' `days` days after a judgedAt's day. */
const dayAfter = (judgedAt: string, days: number) =>
  new Date(Date.parse(`${judgedAt.slice(0, 10)}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** PUT requests of the notification call the page makes from now on. */
function recordPuts(page: Page): Request[] {
  const puts: Request[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'PUT' &&
      new URL(request.url()).pathname === calls.putMaintenanceNotification.path
    )
      puts.push(request);
  });
  return puts;
}

describe('maintenance-recommendation dialog', () => {
  const browser = useBrowser();
  let page: Page;
  let dialog: MaintenanceDialogPage;

  /** A new browser; `opensByItself`: its tabs do not start with the dialog marked as shown. */
  async function newBrowser(opensByItself: boolean, viewport = { width: 1366, height: 768 }): Promise<Page> {
    return browser.newPage('en-US', {
      viewport,
      bypassCSP: true,
      maintenanceDialogOpensByItself: opensByItself,
    });
  }

  /** Signs the tab in as the customer; the screen it lands on is the sign-in's first. */
  async function signIn(p: Page): Promise<MaintenanceDialogPage> {
    const login = new LoginPage(p);
    await login.open('en');
    await login.signIn(ROOT);
    return new MaintenanceDialogPage(p);
  }

  async function signedIn(viewport = { width: 1366, height: 768 }): Promise<Page> {
    const p = await newBrowser(false, viewport);
    await signIn(p);
    return p;
  }

  /** Opens HomeConsumer of the plant in a language, with the badge counted from a fresh advice. */
  async function openHome(locale: Locale, p: Page = page): Promise<MaintenanceDialogPage> {
    await new HomeConsumerPage(p).open(PLANT, locale);
    const d = new MaintenanceDialogPage(p);
    await d.waitForAdvice();
    return d;
  }

  beforeAll(async () => {
    page = await signedIn();
    dialog = new MaintenanceDialogPage(page);
  });

  it('opened before the advice has arrived, shows a loading bar and then the machines, never "none" (en)', async () => {
    const p = await signedIn();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await p.route(
      (url) => url.pathname === calls.maintenanceAdvice.path,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await new HomeConsumerPage(p).open(PLANT, 'en');
    const d = new MaintenanceDialogPage(p);
    expect(await d.button.getAttribute('data-count')).toBeNull();
    await d.button.click();
    await d.loading.waitFor();
    expect(await d.loadingBar(dictionary('en').loading).count()).toBe(1);
    expect(await d.emptyMessage.count()).toBe(0);
    expect(await d.confirmButton.count()).toBe(0);
    release();
    await d.ready.waitFor();
    const expected = expectedItems(await adviceOf(p));
    expect((await d.shownItems()).map((s) => s.serial)).toEqual(expected.map((i) => i.serial_no));
    expect(await d.count()).toBe(expected.length);
  });

  it('lists every machine with a status that is not dismissed, with its status text (en)', async () => {
    await openHome('en');
    const answer = await answerOf(page);
    const expected = expectedItems(answer.items);
    expect(expected.some((i) => i.status === 'warning' || i.status === 'danger')).toBe(true);
    await expect.poll(() => dialog.count()).toBe(expected.length);
    await dialog.open();
    const en = dictionary('en');
    const shown = await dialog.shownItems();
    expect(shown.map((s) => [s.serial, s.status, s.statusText])).toEqual(
      expected.map((i) => [i.serial_no, i.status, en[STATUS_KEYS[i.status!]]]),
    );
    for (const [k, item] of expected.entries()) {
      const name = item.customerManagementNo
        ? `${item.equipmentNo} (${item.customerManagementNo})`
        : item.equipmentNo;
      expect(shown[k]!.text).toContain(name);
      expect(shown[k]!.forecast).toBe(
        item.forecastDate ? forecastWording('en', item.forecastDate, answer.judgedAt) : '',
      );
    }
    // The machines that put off their maintenance: their due date has passed.
    expect(shown.some((s) => s.forecast.startsWith('Overdue since '))).toBe(true);
    await dialog.closeButton.click();
    await dialog.closed();
  });

  it('shows each machine’s status on its HomeConsumer card', async () => {
    await openHome('en');
    const answer = await answerOf(page, PLANT);
    const advice = answer.items;
    const withStatus = advice.filter((i) => i.status !== null);
    expect(withStatus.length).toBeGreaterThan(0);
    // Each machine's card in the group of all machines (the others draw the same cards again).
    const all = new HomeConsumerPage(page).group('all');
    await expect.poll(() => all.maintenanceIcons.count()).toBe(withStatus.length);
    for (const item of advice) {
      const card = all.card(item.serial_no);
      const icon = card.maintenanceIcon;
      if (item.status === null) expect(await icon.count(), item.serial_no).toBe(0);
      else {
        expect(await icon.getAttribute('data-status'), item.serial_no).toBe(item.status);
        // Its name says the status and, where there is one, the forecast of the next service.
        const name = await card.maintenanceIconName();
        expect(name).toContain(dictionary('en')[STATUS_KEYS[item.status]]);
        if (item.forecastDate)
          expect(name).toContain(forecastWording('en', item.forecastDate, answer.judgedAt));
      }
    }
  });

  it.each([
    {
      locale: 'ja' as const,
      overdue: (date: string) => `${date}から期限超過`,
      forecast: (date: string) => `次回整備予測日: ${date}`,
    },
    {
      locale: 'en' as const,
      overdue: (date: string) => `Overdue since ${date}`,
      forecast: (date: string) => `Forecast of next service: ${date}`,
    },
  ])(
    'shows each status on a chip of its colour with legible text, and a forecast as its date or overdue since a past day ($locale)',
    async ({ locale, overdue, forecast }) => {
      const p = await signedIn();
      const real = await answerOf(p);
      const { judgedAt } = real;
      // Three machines in each state, their forecasts a day past, today and a day ahead.
      const states = [
        { status: 'danger', forecastDate: dayAfter(judgedAt, -20) },
        { status: 'warning', forecastDate: dayAfter(judgedAt, 0) },
        { status: 'notice', forecastDate: dayAfter(judgedAt, 30) },
      ] as const;
      const items = states.map((state, i) => ({ ...real.items[i]!, ...state, dismissed: false }));
      await fakeAnswer(p, calls.maintenanceAdvice, { judgedAt, items });
      const d = await openHome(locale, p);
      await d.open();
      const shown = await d.shownItems();
      expect(shown.map((s) => s.serial)).toEqual(items.map((i) => i.serial_no));
      for (const [k, item] of items.entries()) {
        const row = shown[k]!;
        expect(row.statusText).toBe(dictionary(locale)[STATUS_KEYS[item.status]]);
        // The status colour of part 1 §2 (danger red, warning orange, notice green) behind black text.
        expect(row.statusBackground, item.status).toBe(rgb(MAINTENANCE_STATUS_COLOURS[item.status]));
        expect(row.statusColour, item.status).toBe('rgb(0, 0, 0)');
        expect(contrastRatio(row.statusColour, row.statusBackground), item.status).toBeGreaterThanOrEqual(
          4.5,
        );
      }
      const [past, today, ahead] = items.map((i) => formatDay(i.forecastDate));
      expect(shown.map((s) => s.forecast)).toEqual([overdue(past!), forecast(today!), forecast(ahead!)]);
      await d.closeButton.click();
      await d.closed();
    },
  );

  it('saves only the ticked machine, which is then gone, also after a reload (ja)', async () => {
    await openHome('ja');
    const before = expectedItems(await adviceOf(page));
    const target = before[0]!;
    await dialog.open();
    const ja = dictionary('ja');
    expect((await dialog.shownItems())[0]!.statusText).toBe(ja[STATUS_KEYS[target.status!]]);
    const puts = recordPuts(page);
    await dialog.checkbox(target.serial_no).check();
    const savedAt = Date.now();
    await dialog.confirmButton.click();
    await dialog.closed();
    await expect.poll(() => puts.length).toBe(1);
    const body = puts[0]!.postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({ equipmentNo: target.equipmentNo, status: target.status });
    const disabledAt = parseJstDateTime(body.disabledDate!)!.getTime();
    expect(Math.abs(disabledAt - savedAt)).toBeLessThan(60_000);

    const after = await adviceOf(page);
    expect(after.find((i) => i.id === target.id)?.dismissed).toBe(true);
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(before.length - 1);
    await dialog.open();
    expect(await dialog.item(target.serial_no).count()).toBe(0);
    await dialog.closeButton.click();
    await dialog.closed();

    await openHome('ja');
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(before.length - 1);
    await dialog.open();
    expect(await dialog.item(target.serial_no).count()).toBe(0);
    expect(await dialog.items.count()).toBe(before.length - 1);
    await dialog.closeButton.click();
    await dialog.closed();
  });

  it('closes on Escape and on the backdrop with the focus back on its button; a failed save says why inside it', async () => {
    const p = await signedIn();
    const d = await openHome('en', p);
    await d.open();
    // The page behind the modal dialog is out of reach: Shift+Tab from the first checkbox does not reach
    // the header's buttons before it (the page is inert), and the backdrop covers the page for a pointer.
    await d.checkboxes.first().focus();
    await p.keyboard.press('Shift+Tab');
    const focused = await p.evaluate(() => {
      const active = document.activeElement;
      return active === document.body || active?.closest('dialog') !== null;
    });
    expect(focused).toBe(true);
    const covered = await d.button.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.tagName;
    });
    expect(covered).toBe('DIALOG');
    await p.keyboard.press('Escape');
    await d.closed();
    await expect
      .poll(() => p.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('maintenance-button');
    await d.open();
    await p.mouse.click(5, 5);
    await d.closed();

    const listed = expectedItems(await adviceOf(p));
    const target = listed[0]!;
    await p.route(
      (url) => url.pathname === calls.putMaintenanceNotification.path,
      (route) => route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'The server is down' } }),
    );
    await d.open();
    await d.checkbox(target.serial_no).check();
    await d.confirmButton.click();
    const error = d.saveError;
    await error.waitFor();
    expect(await error.getAttribute('role')).toBe('alert');
    expect((await error.textContent())?.length).toBeGreaterThan(0);
    // Nothing is lost: the dialog stays with the tick, and the machine is not dismissed.
    expect(await d.checkbox(target.serial_no).isChecked()).toBe(true);
    expect((await adviceOf(p)).find((i) => i.id === target.id)?.dismissed).toBe(false);
    await d.closeButton.click();
    await d.closed();
  });

  it('lists a dismissed machine again 30 days after its dismissal', async () => {
    const dismissed = (await adviceOf(page)).find((i) => i.dismissed)!;
    expect(dismissed).toBeDefined();
    const session = await getJson(page, calls.session);
    const res = await page.request.put(`${baseUrl()}${calls.putMaintenanceNotification.path}`, {
      headers: { 'x-csrf-token': session.csrfToken ?? '' },
      data: {
        id: dismissed.notificationId,
        equipmentNo: dismissed.equipmentNo,
        customerManagementNo: dismissed.customerManagementNo ?? '',
        status: dismissed.status,
        disabledDate: disabledDateFor(Date.now() - 31 * DAY),
      },
    });
    expect(res.status()).toBe(200);
    await openHome('en');
    await dialog.open();
    await dialog.item(dismissed.serial_no).waitFor();
    await dialog.closeButton.click();
    await dialog.closed();
  });

  it('saves nothing for a box ticked and unticked again (zh)', async () => {
    await openHome('zh');
    const listed = expectedItems(await adviceOf(page));
    const target = listed[listed.length - 1]!;
    await dialog.open();
    const zh = dictionary('zh');
    const shown = await dialog.shownItems();
    expect(shown.map((s) => s.statusText)).toEqual(listed.map((i) => zh[STATUS_KEYS[i.status!]]));
    expect(await dialog.dialog.textContent()).toContain(zh.notDisplayedFor30Days);
    const puts = recordPuts(page);
    await dialog.checkbox(target.serial_no).check();
    await dialog.checkbox(target.serial_no).uncheck();
    await dialog.confirmButton.click();
    await dialog.closed();
    // Give a request that should not exist the time to show.
    await page.waitForTimeout(500);
    expect(puts).toHaveLength(0);
    await dialog.open();
    await dialog.item(target.serial_no).waitFor();
    await dialog.closeButton.click();
    await dialog.closed();
  });

  it('opens by itself once per sign-in, in one tab only, when a machine needs early or immediate servicing', async () => {
    const p = await newBrowser(true);
    const d = await signIn(p);
    await d.dialog.waitFor();
    const listed = expectedItems(await adviceOf(p));
    expect(listed.some((i) => i.status === 'warning' || i.status === 'danger')).toBe(true);
    await expect.poll(() => d.items.count()).toBe(listed.length);
    await d.closeButton.click();
    await d.closed();
    // Another screen and a reload in the same tab session: the badge stays, the dialog does not return.
    await openHome('en', p);
    await p.reload();
    await d.waitForAdvice();
    expect(await d.count()).toBe(listed.length);
    await p.waitForTimeout(500);
    expect(await d.dialog.count()).toBe(0);
    // Nor in another tab of the same sign-in (a machine card opens CompressorInfo in a new tab).
    const other = await p.context().newPage();
    await openHome('en', other);
    const inOther = new MaintenanceDialogPage(other);
    expect(await inOther.count()).toBe(listed.length);
    await other.waitForTimeout(500);
    expect(await inOther.dialog.count()).toBe(0);
    await other.close();
  });

  it('opens by itself again after signing out and in again', async () => {
    const p = await newBrowser(true);
    const d = await signIn(p);
    await d.dialog.waitFor();
    await d.closeButton.click();
    await d.closed();
    // A new sign-in in a new tab (the old session's cookie dropped): its first screen opens it again.
    await p.context().clearCookies();
    await (await signIn(await p.context().newPage())).dialog.waitFor();
  });

  it('does not open by itself when only notices are listed', async () => {
    const p = await newBrowser(true);
    const notices = expectedItems(await adviceOf(page))
      .slice(0, 1)
      .map((item) => ({ ...item, status: 'notice' as const }));
    await fakeAnswer(p, calls.maintenanceAdvice, { judgedAt: '2026-01-01 09:00:00', items: notices });
    const d = await signIn(p);
    await d.waitForAdvice();
    expect(await d.count()).toBe(1);
    await p.waitForTimeout(500);
    expect(await d.dialog.count()).toBe(0);
  });

  it('says so when no machine is recommended, and offers a close button', async () => {
    const p = await signedIn();
    await fakeAnswer(p, calls.maintenanceAdvice, { judgedAt: '2026-01-01 09:00:00', items: [] });
    const d = await openHome('en', p);
    expect(await d.count()).toBe(0);
    await d.open();
    expect(await d.emptyMessage.textContent()).toBe(
      dictionary('en').noMachinesRecommendedForImmediateInspectionAndMaintenance,
    );
    expect(await d.confirmButton.count()).toBe(0);
    await d.closeButton.click();
    await d.closed();
  });

  it.each([
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ])('has no serious or critical axe finding with the dialog open (ja, $width px)', async (viewport) => {
    const p = viewport.width === 1366 ? page : await signedIn(viewport);
    const d = await openHome('ja', p);
    await d.open();
    await d.items.first().waitFor();
    const violations = await seriousViolations(p);
    expect(violations, describeViolations(violations)).toEqual([]);
    const dir = process.env.SCREENSHOT_DIR;
    if (dir) {
      fs.mkdirSync(dir, { recursive: true });
      await p.emulateMedia({ reducedMotion: 'reduce' });
      await p.screenshot({ path: path.join(dir, `maintenance-dialog-ja-${viewport.width}.png`) });
      await p.emulateMedia({ reducedMotion: 'no-preference' });
    }
    await d.closeButton.click();
    await d.closed();
  });
});
