/**
 * AlarmMailSetting (part 2 §2, §5, §7): the plant user acme-kawasaki adds a destination to ALL (their own
 * group) with the address's messages (required, format) and at least one alarm level, submit disabled
 * meanwhile; edits a machine's destination (language, levels, recovery mail) and is told a repeated
 * address; the admin acme works on the route's group without a machine selector, deletes after the final
 * confirmation, and an edit someone else saved meanwhile answers 409, said in the dialog, nothing
 * overwritten. One language each.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { calls } from '@airsight/contracts/http/calls';
import { dictionary } from '../support/dictionary.ts';
import { AlarmMailSettingPage, getJson, type Locale, useBrowser } from '../support/pages/index.ts';

const PLANT = 'acme-kawasaki';
const ADMIN = 'acme';

/** The destinations of a group (0) or machine (1) with that address, as the server has them. */
const destinationsOf = async (page: Page, sourceFlag: 0 | 1, sourceType: string, mail: string) =>
  (
    (await getJson(page, calls.alertMailDestinations, { source_flag: sourceFlag, source_type: sourceType }))
      .info_alertmail_destination_list ?? []
  ).filter((d) => d.mail === mail);

describe('AlarmMailSetting', () => {
  const spec = useBrowser();

  async function open(user: string, locale: Locale): Promise<AlarmMailSettingPage> {
    const screen = new AlarmMailSettingPage(await spec.signedInPage(user, locale));
    await screen.open(locale, { device_group_id: PLANT });
    return screen;
  }

  it('adds a destination to ALL; the address and the levels keep submit disabled until valid (en)', async () => {
    const texts = dictionary('en');
    const screen = await open(PLANT, 'en');
    expect(await screen.title.textContent()).toBe(texts.alarmMailSettings);
    expect(await screen.table.columnNames()).toEqual(
      expect.arrayContaining([
        texts.serialNumber,
        texts.mailAddress,
        texts.name,
        texts.language,
        texts.alarmLevel,
        texts.edit,
      ]),
    );
    expect(await screen.machine.inputValue()).toBe('ALL');
    await expect.poll(() => screen.deleteButton.isDisabled()).toBe(true);

    await screen.addButton.click();
    const dialog = screen.dialog;
    for (const level of [3, 2, 1] as const) expect(await dialog.level(level).isChecked()).toBe(true);
    expect(await dialog.recovery.isChecked()).toBe(false);
    await expect.poll(() => dialog.submit.isDisabled()).toBe(true);
    await dialog.mail.fill('ops@example');
    await expect.poll(() => dialog.mailHelper.textContent()).toBe(texts.invalidFormat);
    expect(await dialog.submit.isDisabled()).toBe(true);
    await dialog.mail.fill('');
    await expect.poll(() => dialog.mailHelper.textContent()).toBe(texts.requiredField);
    await dialog.mail.fill('ops-en@example.com');
    await expect.poll(() => dialog.submit.isDisabled()).toBe(false);
    for (const level of [3, 2, 1] as const) await dialog.level(level).uncheck();
    await expect.poll(() => dialog.levelsError.textContent()).toBe(texts.selectAtLeastOneAlarmLevel);
    expect(await dialog.submit.isDisabled()).toBe(true);
    await dialog.level(3).check();
    await dialog.level(1).check();
    await dialog.name.fill('Operations');
    await dialog.submit.click();
    await dialog.root.waitFor({ state: 'detached' });

    const row = screen.table.rowWith('ops-en@example.com');
    await row.waitFor();
    expect(await row.textContent()).toContain('ALL');
    expect(await row.textContent()).toContain('E, M');
    const [saved] = await destinationsOf(screen.page, 0, PLANT, 'ops-en@example.com');
    expect(saved).toMatchObject({
      user_name: 'Operations',
      locale: 1,
      severity: '3,1',
      notify_recovery: false,
    });
    expect(saved?.inserted).toBe(PLANT);
  });

  it('edits a machine’s destination and says a repeated address (ja)', async () => {
    const texts = dictionary('ja');
    const screen = await open(PLANT, 'ja');
    const fleet = (await getJson(screen.page, calls.fleetDevices, { device_group_id: PLANT }))
      .fleet_device_list;
    const machine = fleet[0]!;
    const source = `${machine.model_id}$${machine.serial_no}`;
    await screen.machine.selectOption(source);
    await screen.loaded();
    await screen.add('kikai-ja@example.com', '保全担当');
    expect(await screen.table.rowWith('kikai-ja@example.com').textContent()).toContain(machine.serial_no);

    await screen.edit('kikai-ja@example.com');
    const dialog = screen.dialog;
    expect(await dialog.name.inputValue()).toBe('保全担当');
    await dialog.language.selectOption('3');
    await dialog.level(2).uncheck();
    await dialog.recovery.check();
    await dialog.submit.click();
    await dialog.root.waitFor({ state: 'detached' });
    await expect
      .poll(() => screen.table.rowWith('kikai-ja@example.com').textContent())
      .toContain(texts.chinese);
    const [saved] = await destinationsOf(screen.page, 1, source, 'kikai-ja@example.com');
    expect(saved).toMatchObject({ locale: 3, severity: '3,1', notify_recovery: true, version: 1 });

    await screen.addButton.click();
    await dialog.mail.fill('kikai-ja@example.com');
    await dialog.submit.click();
    await expect.poll(() => dialog.error.textContent()).toContain(texts.mailAddressAlreadySet);
    expect(await dialog.mail.inputValue()).toBe('kikai-ja@example.com');
    expect(await destinationsOf(screen.page, 1, source, 'kikai-ja@example.com')).toHaveLength(1);
    await dialog.cancel.click();

    // The e-mail setting status: 'not set' lists only the machines no destination mails (of their own or
    // of the plant), 'set' the others; ALL stays.
    const every = async (flag: 0 | 1) =>
      (await getJson(screen.page, calls.alertMailDestinations, { source_flag: flag }))
        .info_alertmail_destination_list ?? [];
    const plantSet = (await every(0)).some((d) => d.source_type === PLANT);
    const ownSet = new Set((await every(1)).map((d) => d.source_type));
    const sources = fleet.map((m) => `${m.model_id}$${m.serial_no}`);
    const machineChoices = async () =>
      (
        await screen.machine
          .locator('option')
          .evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value))
      ).slice(1);
    await screen.status.selectOption('notSet');
    await expect
      .poll(machineChoices)
      .toEqual(expect.arrayContaining(sources.filter((s) => !plantSet && !ownSet.has(s))));
    expect((await machineChoices()).length).toBe(sources.filter((s) => !plantSet && !ownSet.has(s)).length);
    expect(await machineChoices()).not.toContain(source);
    expect(await screen.machine.inputValue()).toBe('ALL');
    await screen.status.selectOption('set');
    await expect.poll(machineChoices).toContain(source);
    expect(await screen.status.locator('option').allTextContents()).toEqual([
      texts.mailStatusAll,
      texts.mailStatusSet,
      texts.mailStatusNotSet,
    ]);
  });

  it('the admin works on the route’s group; delete after the final confirmation; a stale edit is refused (zh)', async () => {
    const texts = dictionary('zh');
    const mine = await open(ADMIN, 'zh');
    expect(await mine.machine.count()).toBe(0);
    expect(await mine.table.columnNames()).not.toContain(texts.serialNumber);
    await mine.add('guanli-zh@example.com', '管理员');
    await mine.add('shanchu-zh@example.com');

    await mine.table.tick('shanchu-zh@example.com');
    await mine.deleteButton.click();
    expect(await mine.deleteDialog.root.textContent()).toContain(texts.finalConfirmation);
    expect(await mine.deleteDialog.root.textContent()).toContain(texts.doYouWantToDeleteItCompletely);
    expect(await mine.deleteDialog.items.allTextContents()).toEqual(['shanchu-zh@example.com']);
    await mine.deleteDialog.submit.click();
    await mine.deleteDialog.root.waitFor({ state: 'detached' });
    await expect.poll(() => mine.table.rowWith('shanchu-zh@example.com').count()).toBe(0);

    await mine.edit('guanli-zh@example.com');
    const theirs = await open(ADMIN, 'zh');
    await theirs.edit('guanli-zh@example.com');
    await theirs.dialog.name.fill('他们的');
    await theirs.dialog.submit.click();
    await theirs.dialog.root.waitFor({ state: 'detached' });

    await mine.dialog.name.fill('我的');
    await mine.dialog.submit.click();
    await expect
      .poll(() => mine.dialog.error.textContent())
      .toContain(texts.destinationChangedBySomeoneElseReload);
    expect(await mine.dialog.name.inputValue()).toBe('我的');
    const [stored] = await destinationsOf(mine.page, 0, PLANT, 'guanli-zh@example.com');
    expect(stored?.user_name).toBe('他们的');
  });
});
