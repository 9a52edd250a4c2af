/**
 * Maintenance records (MaintenanceHistory, part 2 §2, §3, §6): the machine's name, customer machine
 * number and model; the service reports of codes 1, 3, 4 and 9 only, newest first, exactly as
 * getSmartpassReports holds them, with the names of the code and task type in each language, the date as
 * YYYY/MM/DD and the running hours right-aligned; all rows at first (the spec's default All), paging
 * 10/20/All; a PDF button that saves a real PDF;
 * the empty table; and another customer's machine refused without asking for its records.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@airsight/contracts/http/calls';
import type { SmartpassReport } from '@airsight/contracts/http/service-records';
import { formatNumber } from '@airsight/contracts/format/number';
import {
  HISTORY_SERVICE_CODES,
  serviceCodeName,
  taskTypeName,
} from '@airsight/contracts/presentation/service-codes';
import { equipmentNoOf } from '@airsight/contracts/service-records';
import { dictionary } from '../support/dictionary.ts';
import {
  fakeAnswer,
  getJson,
  getResponse,
  MaintenanceHistoryPage,
  recordRequests,
  type Locale,
  useBrowser,
} from '../support/pages/index.ts';

const PLANT = 'acme-kawasaki';

interface Machine {
  model_id: string;
  serial_no: string;
  optional_info_1: string | null;
  optional_info_2: string | null;
}

/** What the table should list of an answer: codes 1, 3, 4, 9, newest finish date first. */
function listed(reports: readonly SmartpassReport[]): SmartpassReport[] {
  return reports
    .filter((r) => HISTORY_SERVICE_CODES.includes(r.fservicecd))
    .sort((a, b) => b.finishDate.localeCompare(a.finishDate));
}

/** A row as a user reads it: category, work contents, completion date, running hours, the PDF cell. */
function expectedCells(r: SmartpassReport, locale: Locale): string[] {
  return [
    serviceCodeName(r.fservicecd, locale)!,
    taskTypeName(r.taskType, locale)!,
    r.finishDate.replaceAll('-', '/'),
    formatNumber(r.fkadotm),
    '',
  ];
}

describe('MaintenanceHistory', () => {
  const browser = useBrowser();

  async function signedIn(userId: string, locale: string) {
    const page = await browser.signedInPage(userId, locale);
    return { page, history: new MaintenanceHistoryPage(page) };
  }

  /** The plant's machine with the most listed reports, one of them with a PDF. */
  let machine: Machine;
  let reports: SmartpassReport[];

  beforeAll(async () => {
    const { page } = await signedIn(PLANT, 'en-US');
    const list = await getJson(page, calls.userDeviceAuthorities, { device_group_id: PLANT });
    let best = -1;
    for (const m of list.user_device_authority_list ?? []) {
      const answer = await getJson(page, calls.smartpassReports, {
        equipmentNos: [equipmentNoOf(m.serial_no)],
      });
      const shown = listed(answer ?? []);
      if (shown.length > best && shown.some((r) => r.attachmentFile)) {
        best = shown.length;
        machine = m;
        reports = answer ?? [];
      }
    }
    // Paging needs more than one page of 10; the demo history gives the plant's machines years of visits.
    expect(best, 'listed reports of the best machine').toBeGreaterThan(10);
    await page.context().close();
  });

  it('lists codes 1, 3, 4 and 9 newest first, as the call holds them, in Japanese', async () => {
    const { history } = await signedIn(PLANT, 'ja-JP');
    await history.open(machine.model_id, machine.serial_no, 'ja');
    const ja = dictionary('ja');
    expect(await history.titleText()).toBe(ja.maintenanceRecords);
    expect(await history.machineName.textContent()).toBe(equipmentNoOf(machine.serial_no));
    expect(await history.customerMachineNumber.textContent()).toBe(machine.optional_info_2 || '–');
    expect(await history.model.textContent()).toBe(machine.optional_info_1 || '–');
    expect(await history.table.columnNames()).toEqual([
      ja.category,
      ja.workContents,
      ja.completionDate,
      ja.runningHour,
      ja.pdf,
    ]);
    // The answer has other codes too (patrols, claims): the table leaves them out.
    expect(reports.some((r) => !HISTORY_SERVICE_CODES.includes(r.fservicecd))).toBe(true);

    // Every row at first: All is the default page size.
    expect(await history.table.shownPageSize()).toBe('all');
    const expected = listed(reports);
    expect(await history.table.rowKeys()).toEqual(expected.map((r) => r.id));
    expect(await history.table.pagerButton('next').count()).toBe(0);
    for (const r of expected) expect(await history.table.cells(r.id)).toEqual(expectedCells(r, 'ja'));

    const align = await history.runningHourCells.first().evaluate((td) => getComputedStyle(td).textAlign);
    expect(align).toBe('right');
    // The PDF button is there exactly where the report has an attachment.
    for (const r of expected) {
      expect(await history.pdfButton(r.id).count(), r.id).toBe(r.attachmentFile ? 1 : 0);
    }
  });

  it('opens with all rows on one page, and pages by 10 and 20, in English', async () => {
    const { history } = await signedIn(PLANT, 'en-US');
    await history.open(machine.model_id, machine.serial_no, 'en');
    const expected = listed(reports).map((r) => r.id);
    const { table } = history;
    expect(await table.shownPageSize()).toBe('all');
    expect(await table.rowKeys()).toEqual(expected);
    expect(await table.pagerButton('next').count()).toBe(0);

    await table.choosePageSize('10');
    expect(await table.rowKeys()).toEqual(expected.slice(0, 10));
    expect(await table.rowCount()).toBe(expected.length);

    await table.pagerButton('next').click();
    expect(await table.currentPage()).toBe('2');
    expect(await table.rowKeys()).toEqual(expected.slice(10, 20));
    await table.pagerButton('first').click();
    expect(await table.rowKeys()).toEqual(expected.slice(0, 10));

    await table.choosePageSize('20');
    expect(await table.rowKeys()).toEqual(expected.slice(0, 20));
    await table.choosePageSize('all');
    expect(await table.rowKeys()).toEqual(expected);
    expect(await table.pagerButton('next').count()).toBe(0);
    const first = listed(reports)[0]!;
    expect(await table.cells(first.id)).toEqual(expectedCells(first, 'en'));
  });

  it('saves a report’s PDF, a real PDF, in Chinese', async () => {
    const { page, history } = await signedIn(PLANT, 'zh-CN');
    await history.open(machine.model_id, machine.serial_no, 'zh');
    const report = listed(reports).find((r) => r.attachmentFile)!;
    const zh = dictionary('zh');
    expect(await history.pdfButton(report.id).getAttribute('aria-label')).toBe(
      `${zh.downloadPdf} ${report.finishDate.replaceAll('-', '/')}`,
    );

    const download = await history.downloadPdf(report.id);
    expect(download.suggestedFilename()).toBe(`${equipmentNoOf(machine.serial_no)}_${report.finishDate}.pdf`);
    const saved = fs.readFileSync((await download.path())!);
    expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(saved.subarray(-8).toString('latin1')).toContain('%%EOF');
    // The same bytes as the call answers with the session.
    const direct = await page.request.get(
      `${new URL(page.url()).origin}${calls.smartpassReportFile.path}?id=${report.attachmentFile}`,
    );
    expect(Buffer.compare(await direct.body(), saved)).toBe(0);
  });

  it('says when a machine has no records, and when a PDF cannot be had', async () => {
    const { page, history } = await signedIn(PLANT, 'en-US');
    const en = dictionary('en');
    await fakeAnswer(page, calls.smartpassReports, []);
    await history.open(machine.model_id, machine.serial_no, 'en');
    await expect.poll(() => history.table.empty.textContent()).toBe(en.noMaintenanceRecords);

    // Only codes the table does not list: the same empty table.
    await page.unrouteAll();
    const others = reports.filter((r) => !HISTORY_SERVICE_CODES.includes(r.fservicecd));
    await fakeAnswer(page, calls.smartpassReports, others);
    await history.open(machine.model_id, machine.serial_no, 'en');
    await expect.poll(() => history.table.empty.textContent()).toBe(en.noMaintenanceRecords);

    // A report whose file is gone: the snackbar says so and nothing is saved.
    await page.unrouteAll();
    const withPdf = listed(reports).find((r) => r.attachmentFile)!;
    await fakeAnswer(page, calls.smartpassReports, [{ ...withPdf, attachmentFile: '999999999999' }]);
    await history.open(machine.model_id, machine.serial_no, 'en');
    let saved = false;
    page.on('download', () => (saved = true));
    await history.pdfButton(withPdf.id).click();
    await history.snackbar.waitFor();
    expect(saved).toBe(false);
  });

  it("refuses another customer's machine to tokai without asking for its records", async () => {
    const { page, history } = await signedIn('tokai', 'ja-JP');
    const requests = recordRequests(page);
    await history.goto(machine.model_id, machine.serial_no, 'ja');
    await history.refusal.waitFor();
    expect(await history.refusal.getAttribute('data-reason')).toBe('nonExistentDevice');
    expect(await history.mainText()).not.toContain(equipmentNoOf(machine.serial_no));
    expect(requests.filter((url) => url.includes(calls.smartpassReports.path))).toEqual([]);
    // Nor does the call itself give them.
    const direct = await getResponse(page, calls.smartpassReports, {
      equipmentNos: [equipmentNoOf(machine.serial_no)],
    });
    expect(direct.body ?? []).toEqual([]);
  });
});
