/**
 * Gateways (ours, beyond the specification): supplier staff with the admin flag (`supplier`) sees the
 * demo's gateways, adds one for a machine of acme-kawasaki and reads its password once; that password
 * sends samples over HTTP ingest for its machine and no other; a new password made on the screen ends the
 * old one at once; the gateway is then deleted. `acme`, a user administrator but not supplier staff, has
 * no Gateways item and gets NotFound. The screen in Japanese and Chinese is saved to /tmp for a look.
 * The gateway the file adds is removed, and the machine it took goes back to the gateway it came from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { calls } from '@airsight/contracts/http/calls';
import type { Gateway } from '@airsight/contracts/http/gateways';
import { dictionary } from '../support/dictionary.ts';
import { baseUrl } from '../support/portal.ts';
import {
  GatewaySettingPage,
  getJson,
  openPath,
  requestStatus,
  ShellScreen,
  useBrowser,
} from '../support/pages/index.ts';

const STAFF = 'supplier';
const CUSTOMER_ADMIN = 'acme';
const PLANT = 'acme-kawasaki';
const NEW_GATEWAY = 'gw-e2e';
const NEW_SERIAL = 'GW-E2E';

interface Machine {
  model_id: string;
  serial_no: string;
}

/** POST /ingest/v1/registers as a gateway does, with HTTP basic auth; answers the status. */
async function ingest(username: string, password: string, machine: Machine): Promise<number> {
  const response = await fetch(`${baseUrl()}/ingest/v1/registers`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      model_id: machine.model_id,
      serial_no: machine.serial_no,
      samples: [{ time: new Date(Date.now() - 60_000).toISOString(), registers: { '0001': 700 } }],
    }),
  });
  await response.body?.cancel();
  return response.status;
}

describe('Gateways', () => {
  const spec = useBrowser();
  let staff: Page;
  let screen: GatewaySettingPage;
  /** The machine of acme-kawasaki the new gateway takes, and one it does not. */
  let mine: Machine;
  let other: Machine;
  /** The gateway that had `mine` before, to give it back at the end. */
  let previous: Gateway | undefined;

  beforeAll(async () => {
    staff = await spec.signedInPage(STAFF, 'en');
    screen = new GatewaySettingPage(staff);
    const plant = await getJson(staff, calls.fleetDevices, { device_group_id: PLANT });
    const all = await getJson(staff, calls.fleetDevices, { device_group_id: STAFF });
    const inPlant = new Set(plant.fleet_device_list.map((d) => d.id));
    const first = plant.fleet_device_list[0];
    const outside = all.fleet_device_list.find((d) => !inPlant.has(d.id));
    if (!first || !outside) throw new Error('the demo has no machine in acme-kawasaki or none outside it');
    mine = first;
    other = outside;
    const gateways = await getJson(staff, calls.gateways);
    previous = gateways.find((g) =>
      g.machines.some((m) => m.modelId === mine.model_id && m.serialNo === mine.serial_no),
    );
  });

  afterAll(async () => {
    // Whatever a test left: the gateway this file adds goes (404 when a test removed it already) ...
    expect([200, 404]).toContain(await requestStatus(staff, 'DELETE', `/v1/gateways/${NEW_GATEWAY}`));
    // ... and the machine it took goes back to the gateway that had it.
    if (previous) {
      const { deviceGroupId, note, machines, groups } = previous;
      expect(
        await requestStatus(staff, 'PUT', `/v1/gateways/${previous.username}`, {
          deviceGroupId,
          note,
          machines,
          groups,
        }),
      ).toBe(200);
    }
  });

  it('supplier sees the gateways, adds one whose password sends for its machine only, makes a new one, deletes it (en)', async () => {
    const texts = dictionary('en');
    await openPath(staff, '/', 'en');
    await staff.getByTestId('nav-gatewaySetting').click();
    await staff.locator('[data-testid="gateways-table"]:not([aria-busy])').waitFor();
    expect(await screen.title.textContent()).toBe(texts.gatewayManagement);

    await screen.search.fill('demo-gateway');
    await expect.poll(() => screen.table.rowKeys()).toEqual(['demo-gateway']);
    // The demo's gateway predates gateway administration: its password is not yet in Mosquitto's file.
    expect(await screen.table.row('demo-gateway').textContent()).toContain(texts.gatewayPasswordNotForBroker);
    await screen.search.fill('gw-');
    await expect.poll(async () => (await screen.table.rowKeys()).length).toBeGreaterThan(5);
    expect((await screen.table.rowKeys()).every((key) => key.startsWith('gw-'))).toBe(true);
    await screen.search.fill('');

    // Add gw-e2e in acme-kawasaki with one of its machines.
    await screen.addButton.click();
    await screen.dialog.username.fill(NEW_GATEWAY);
    await screen.dialog.serialNo.fill(NEW_SERIAL);
    await screen.dialog.group.selectOption(PLANT);
    await screen.dialog.machine(mine.serial_no).check();
    await screen.dialog.note.fill('end-to-end');
    await screen.dialog.submit.click();
    await screen.passwordDialog.root.waitFor();
    expect(await screen.passwordDialog.username.textContent()).toContain(NEW_GATEWAY);
    expect(await screen.passwordDialog.text.textContent()).toContain('will not be shown again');
    const password = await screen.readPassword();
    expect(password.length).toBeGreaterThanOrEqual(20);

    await screen.search.fill(NEW_GATEWAY);
    await expect.poll(() => screen.table.rowKeys()).toEqual([NEW_GATEWAY]);
    const row = screen.table.row(NEW_GATEWAY);
    expect(await screen.table.cells(NEW_GATEWAY)).toEqual(
      expect.arrayContaining([NEW_GATEWAY, NEW_SERIAL, 'Kawasaki Plant']),
    );
    // The machines: their count, and their names once opened.
    expect(await row.getByTestId('gateway-machine-count').textContent()).toBe('1');
    await row.getByTestId('gateway-machine-count').click();
    expect(await row.getByTestId('gateway-machine-list').textContent()).toContain(mine.serial_no);

    // Its password sends for its machine, and for no other.
    expect(await ingest(NEW_GATEWAY, password, mine)).toBe(200);
    expect(await ingest(NEW_GATEWAY, password, other)).toBe(404);

    // A new password, after a confirmation that says the old one stops at once.
    await screen.rowButton(NEW_GATEWAY, 'rotate').click();
    expect(await screen.rotateText.textContent()).toContain(NEW_GATEWAY);
    expect(await screen.rotateText.textContent()).toContain('stops working at once');
    await screen.rotateSubmit.click();
    const rotated = await screen.readPassword();
    expect(rotated).not.toBe(password);
    expect(await ingest(NEW_GATEWAY, password, mine)).toBe(401);
    expect(await ingest(NEW_GATEWAY, rotated, mine)).toBe(200);

    // Deleted after a confirmation: its password no longer signs in.
    await screen.rowButton(NEW_GATEWAY, 'remove').click();
    await screen.removeSubmit.click();
    await screen.table.row(NEW_GATEWAY).waitFor({ state: 'detached' });
    expect(await ingest(NEW_GATEWAY, rotated, mine)).toBe(401);
  });

  it('acme, a user administrator but not supplier staff, has no Gateways item and gets NotFound (en)', async () => {
    const page = await spec.signedInPage(CUSTOMER_ADMIN, 'en');
    const shell = new ShellScreen(page);
    await page.getByTestId('nav-userSetting').waitFor();
    expect(await page.getByTestId('nav-gatewaySetting').count()).toBe(0);
    await openPath(page, '/GatewaySetting', 'en');
    await shell.notFound.waitFor();
    expect(await shell.notFound.textContent()).toBe(dictionary('en').pageDoesNotExist);
    expect(await page.getByTestId('gateways-table').count()).toBe(0);
    expect(await requestStatus(page, 'GET', '/v1/gateways')).toBe(403);
  });

  it('shows the screen and its dialogs in Japanese and Chinese (saved to /tmp for a look)', async () => {
    for (const locale of ['ja', 'zh'] as const) {
      const texts = dictionary(locale);
      const page = await spec.signedInPage(STAFF, locale);
      const gateways = new GatewaySettingPage(page);
      await gateways.open(locale);
      expect(await gateways.title.textContent()).toBe(texts.gatewayManagement);
      expect(await page.getByTestId('nav-gatewaySetting').textContent()).toBe(texts.gatewayManagement);
      expect(await gateways.table.columnNames()).toEqual(
        expect.arrayContaining([texts.gatewayUsername, texts.serialNumber, texts.deviceGroup]),
      );
      await page.screenshot({ path: `/tmp/gateways-${locale}.png`, fullPage: true });
      await gateways.rowButton('demo-gateway', 'edit').click();
      await gateways.dialog.note.waitFor();
      // The dialog fades in.
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/gateways-dialog-${locale}.png` });
      await gateways.dialog.cancel.click();
      await gateways.rowButton('demo-gateway', 'rotate').click();
      await gateways.rotateDialog.waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/gateways-rotate-${locale}.png` });
      await page.getByTestId('rotate-password-dialog-cancel').click();
      // A phone's width: the detail columns leave the table, long texts wrap.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/gateways-narrow-${locale}.png` });
    }
  });
});
