/**
 * GroupingSetting (part 2 §2, §5, §7, §8) as the plant user acme-kawasaki: add a group with machines,
 * edit its name and machines, delete one and several; the name's messages (required, at most 20
 * characters) with the submit button disabled; a failed save keeps what was typed and says the
 * specification's error in the dialog; a multi-delete stops at the first failure. One language each.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { calls } from '@airsight/contracts/http/calls';
import { dictionary } from '../support/dictionary.ts';
import {
  getJson,
  GroupingSettingPage,
  HomeConsumerPage,
  type Locale,
  useBrowser,
} from '../support/pages/index.ts';

const PLANT = 'acme-kawasaki';

/** Makes the nth next request of a call (1-based) fail with a 500 in the server's error format. */
async function failNth(page: Page, path: string, nth: number): Promise<void> {
  let seen = 0;
  await page.route(`**${path}*`, (route) =>
    ++seen === nth
      ? route.fulfill({
          status: 500,
          json: {
            statusCode: 500,
            error: 'Internal Server Error',
            code: 'INTERNAL',
            message: 'refused by the test',
          },
        })
      : route.continue(),
  );
}

describe('GroupingSetting', () => {
  const spec = useBrowser();

  async function open(locale: Locale): Promise<GroupingSettingPage> {
    const page = await spec.signedInPage(PLANT, locale);
    const screen = new GroupingSettingPage(page);
    await screen.open(locale);
    return screen;
  }

  /** The machines of the plant as the dialog labels them, first two. */
  async function twoMachines(screen: GroupingSettingPage): Promise<string[]> {
    const fleet = await getJson(screen.page, calls.fleetDevices, { device_group_id: PLANT });
    return fleet.fleet_device_list
      .map((m) => (m.optional_info_2 ? `${m.optional_info_2} (${m.serial_no})` : m.serial_no))
      .sort((a, b) => a.localeCompare(b, 'ja', { numeric: true }))
      .slice(0, 2);
  }

  it('adds a group with machines; the name says required and 20 characters with submit disabled (en)', async () => {
    const texts = dictionary('en');
    const screen = await open('en');
    expect(await screen.title.textContent()).toBe(texts.machineGroupSettings);
    expect(await screen.table.columnNames()).toEqual(
      expect.arrayContaining([texts.groupName, texts.createdBy, texts.creationDate, texts.edit]),
    );
    await expect.poll(() => screen.deleteButton.isDisabled()).toBe(true);

    await screen.addButton.click();
    const dialog = screen.groupDialog;
    await expect.poll(() => dialog.submit.isDisabled()).toBe(true);
    await dialog.name.fill('x'.repeat(21));
    await expect.poll(() => dialog.nameHelper.textContent()).toBe('Please enter within 20 characters.');
    expect(await dialog.name.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.submit.isDisabled()).toBe(true);
    await dialog.name.fill('');
    await expect.poll(() => dialog.nameHelper.textContent()).toBe(texts.requiredField);
    expect(await dialog.submit.isDisabled()).toBe(true);
    await dialog.name.fill('x'.repeat(20));
    await expect.poll(() => dialog.nameHelper.textContent()).toBe('20 / 20');
    expect(await dialog.submit.isDisabled()).toBe(false);
    await dialog.cancel.click();

    const machines = await twoMachines(screen);
    await screen.addGroup('E2E Line en', machines);
    const row = await screen.table.rowWith('E2E Line en').textContent();
    expect(row).toContain(PLANT);
    const groups = await getJson(screen.page, calls.groups, { deviceGroupId: PLANT });
    const added = groups.find((g) => g.groupName === 'E2E Line en')!;
    expect(added.devices).toHaveLength(2);
    expect(added.creatorId).toBe(PLANT);

    // HomeConsumer shows the new group among its sections.
    const home = new HomeConsumerPage(screen.page);
    await home.open(PLANT, 'en');
    expect(await home.groupNames.allTextContents()).toEqual(expect.arrayContaining(['E2E Line en']));
  });

  it('says in the table that the groups could not be loaded, rather than showing none (ja)', async () => {
    const page = await spec.signedInPage(PLANT, 'ja');
    await failNth(page, calls.groups.path, 1);
    const screen = new GroupingSettingPage(page);
    await screen.open('ja');
    expect(await screen.table.empty.textContent()).toBe('refused by the test');
    expect(await screen.table.rows.count()).toBe(0);
  });

  it('keeps what was typed and says the error in the dialog when the save fails (en)', async () => {
    const screen = await open('en');
    await failNth(screen.page, calls.addGroups.path, 1);
    await screen.addButton.click();
    await screen.groupDialog.name.fill('Refused group');
    await screen.groupDialog.submit.click();
    await expect
      .poll(() => screen.groupDialog.error.textContent())
      .toContain(dictionary('en').anErrorOccurredDuringTheGroupAdditionProcess);
    expect(await screen.groupDialog.name.inputValue()).toBe('Refused group');
    expect(await screen.table.rowWith('Refused group').count()).toBe(0);
  });

  it('edits a group: its name, its machines, and says the required name (ja)', async () => {
    const texts = dictionary('ja');
    const screen = await open('ja');
    const machines = await twoMachines(screen);
    await screen.addGroup('E2E 編集前', machines);

    await screen.edit('E2E 編集前');
    const dialog = screen.groupDialog;
    expect(await dialog.name.inputValue()).toBe('E2E 編集前');
    expect(await dialog.machine(machines[0]!).isChecked()).toBe(true);
    await dialog.name.fill('');
    await expect.poll(() => dialog.nameHelper.textContent()).toBe(texts.requiredField);
    expect(await dialog.submit.isDisabled()).toBe(true);
    await dialog.name.fill('組立'.repeat(10) + '棟');
    await expect
      .poll(() => dialog.nameHelper.textContent())
      .toBe(texts.pleaseEnterWithinCharacters!.replace('{{num}}', '20'));
    await dialog.name.fill('E2E 編集後');
    await dialog.machine(machines[0]!).uncheck();
    await dialog.submit.click();
    await dialog.root.waitFor({ state: 'detached' });
    await screen.table.rowWith('E2E 編集後').waitFor();
    expect(await screen.table.rowWith('E2E 編集前').count()).toBe(0);

    const groups = await getJson(screen.page, calls.groups, { deviceGroupId: PLANT });
    const edited = groups.find((g) => g.groupName === 'E2E 編集後')!;
    expect(edited.devices.map((d) => d.serialNo)).toHaveLength(1);
    expect(edited.updaterId).toBe(PLANT);
  });

  it('deletes one group, then several; a failure stops the rest and is said in the dialog (zh)', async () => {
    const texts = dictionary('zh');
    const screen = await open('zh');
    for (const name of ['E2E 删除 1', 'E2E 删除 2', 'E2E 删除 3', 'E2E 删除 4']) await screen.addGroup(name);

    await screen.table.tick('E2E 删除 1');
    await screen.deleteButton.click();
    expect(await screen.deleteDialog.root.textContent()).toContain(texts.deleteTheFollowingGroups);
    expect(await screen.deleteDialog.items.allTextContents()).toEqual(['E2E 删除 1']);
    await screen.deleteDialog.submit.click();
    await screen.deleteDialog.root.waitFor({ state: 'detached' });
    await screen.table.rowWith('E2E 删除 1').waitFor({ state: 'detached' });
    await expect.poll(() => screen.deleteButton.isDisabled()).toBe(true);

    // Three chosen; the second delete fails: the first is gone, the other two stay chosen and listed.
    for (const name of ['E2E 删除 2', 'E2E 删除 3', 'E2E 删除 4']) await screen.table.tick(name);
    await failNth(screen.page, calls.deleteGroups.path, 2);
    await screen.deleteButton.click();
    expect(await screen.deleteDialog.items.allTextContents()).toEqual([
      'E2E 删除 2',
      'E2E 删除 3',
      'E2E 删除 4',
    ]);
    await screen.deleteDialog.submit.click();
    await expect
      .poll(() => screen.deleteDialog.error.textContent())
      .toContain(texts.anErrorOccurredDuringTheGroupDeletionProcess);
    await expect
      .poll(() => screen.deleteDialog.items.allTextContents())
      .toEqual(['E2E 删除 3', 'E2E 删除 4']);
    expect(await screen.table.rowWith('E2E 删除 3').count()).toBe(1);

    await screen.page.unroute(`**${calls.deleteGroups.path}*`);
    await screen.deleteDialog.submit.click();
    await screen.deleteDialog.root.waitFor({ state: 'detached' });
    await expect.poll(() => screen.table.rowWith('E2E 删除 4').count()).toBe(0);
    const groups = await getJson(screen.page, calls.groups, { deviceGroupId: PLANT });
    expect(groups.filter((g) => g.groupName.startsWith('E2E 删除'))).toEqual([]);
  });
});
