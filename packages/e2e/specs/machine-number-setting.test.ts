/**
 * MachineNumberSetting (part 2 §2, §5, §7) as the plant user acme-kawasaki: the customer's machine number
 * changed (at most 40 characters, submit disabled beyond), a machine moved to another group and out of
 * all groups with the blank entry (both groups' lists change), and a change someone else saved meanwhile
 * answered 409 and said in the dialog, nothing overwritten. One language each.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { calls } from '@airsight/contracts/http/calls';
import { dictionary } from '../support/dictionary.ts';
import { getJson, MachineNumberSettingPage, type Locale, useBrowser } from '../support/pages/index.ts';

const PLANT = 'acme-kawasaki';

const groupsOf = (page: Page) => getJson(page, calls.groups, { deviceGroupId: PLANT });

/** The plant's machines, and those that no group lists. */
async function machinesOf(page: Page) {
  const fleet = (await getJson(page, calls.fleetDevices, { device_group_id: PLANT })).fleet_device_list;
  const grouped = new Set((await groupsOf(page)).flatMap((g) => g.devices.map((d) => d.serialNo)));
  return { fleet, ungrouped: fleet.filter((m) => !grouped.has(m.serial_no)) };
}

const numberOf = async (page: Page, modelId: string, serialNo: string) =>
  (await getJson(page, calls.devices, { model_id: modelId, serial_no: serialNo })).device_list[0]!
    .optional_info_2;

describe('MachineNumberSetting', () => {
  const spec = useBrowser();

  async function open(locale: Locale): Promise<MachineNumberSettingPage> {
    const screen = new MachineNumberSettingPage(await spec.signedInPage(PLANT, locale));
    await screen.open(locale);
    return screen;
  }

  it("changes the customer's machine number; over 40 characters disables submit (en)", async () => {
    const screen = await open('en');
    const machine = (await machinesOf(screen.page)).ungrouped[0]!;
    await screen.edit(machine.serial_no);
    const dialog = screen.dialog;
    await dialog.number.fill('x'.repeat(41));
    await expect.poll(() => dialog.numberHelper.textContent()).toBe('Please enter within 40 characters.');
    expect(await dialog.submit.isDisabled()).toBe(true);
    await dialog.number.fill('E2E No. 7');
    await expect.poll(() => dialog.numberHelper.textContent()).toBe('9 / 40');
    await dialog.submit.click();
    await dialog.root.waitFor({ state: 'detached' });
    await expect.poll(() => screen.table.cells(machine.id)).toContain('E2E No. 7');
    expect(await numberOf(screen.page, machine.model_id, machine.serial_no)).toBe('E2E No. 7');
  });

  it('moves a machine to another group, then out of every group with the blank entry (ja)', async () => {
    const screen = await open('ja');
    const [lineA, lineB] = await groupsOf(screen.page);
    const moved = lineA!.devices[0]!;
    const { fleet } = await machinesOf(screen.page);
    const id = fleet.find((m) => m.serial_no === moved.serialNo)!.id;

    await screen.edit(moved.serialNo);
    await screen.dialog.group.selectOption({ label: lineB!.groupName });
    await screen.dialog.submit.click();
    await screen.dialog.root.waitFor({ state: 'detached' });
    await expect.poll(() => screen.table.cells(id)).toContain(lineB!.groupName);
    let groups = await groupsOf(screen.page);
    expect(groups[0]!.devices.map((d) => d.serialNo)).not.toContain(moved.serialNo);
    expect(groups[1]!.devices.map((d) => d.serialNo)).toContain(moved.serialNo);

    await screen.edit(moved.serialNo);
    await screen.dialog.group.selectOption({ label: dictionary('ja').noGroup });
    await screen.dialog.submit.click();
    await screen.dialog.root.waitFor({ state: 'detached' });
    await expect.poll(() => screen.table.cells(id)).not.toContain(lineB!.groupName);
    groups = await groupsOf(screen.page);
    expect(groups.flatMap((g) => g.devices.map((d) => d.serialNo))).not.toContain(moved.serialNo);
  });

  it('says a change someone else saved meanwhile in the dialog and overwrites nothing (zh)', async () => {
    const texts = dictionary('zh');
    const mine = await open('zh');
    const machine = (await machinesOf(mine.page)).fleet.at(-1)!;
    await mine.edit(machine.serial_no);

    const theirs = await open('zh');
    await theirs.edit(machine.serial_no);
    await theirs.dialog.number.fill('他们的');
    await theirs.dialog.submit.click();
    await theirs.dialog.root.waitFor({ state: 'detached' });

    await mine.dialog.number.fill('我的');
    await mine.dialog.submit.click();
    await expect.poll(() => mine.dialog.error.textContent()).toContain(texts.changedBySomeoneElseReload);
    expect(await mine.dialog.number.inputValue()).toBe('我的');
    expect(await numberOf(mine.page, machine.model_id, machine.serial_no)).toBe('他们的');
  });
});
