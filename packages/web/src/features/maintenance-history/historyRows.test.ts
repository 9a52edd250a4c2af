import { describe, expect, it } from 'vitest';
import type { ServiceReport } from './api/getSmartpassReports.ts';
import { reportFileName, toHistoryRows } from './historyRows.ts';

let nextId = 1;
function report(fields: Partial<ServiceReport>): ServiceReport {
  return {
    id: String(nextId++),
    equipmentNo: 'AS1001',
    fservicecd: 3,
    taskType: 203,
    finishDate: '2026-01-10',
    fkadotm: 3000,
    registeredBy: 'service',
    attachmentFile: null,
    ...fields,
  };
}

describe('toHistoryRows', () => {
  it('lists only service codes 1, 3, 4 and 9', () => {
    const codes = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const rows = toHistoryRows(
      codes.map((c) => report({ fservicecd: c })),
      'en',
    );
    expect(rows.map((r) => r.category)).toEqual([
      'Commissioning',
      '3000/6000/12000h maintenance',
      'Overhaul',
      'Patrol service cleanup',
    ]);
  });

  it('puts the newest finish date first, keeping the answer’s order on equal dates', () => {
    const a = report({ finishDate: '2025-03-01' });
    const b = report({ finishDate: '2026-07-01' });
    const c = report({ finishDate: '2025-03-01' });
    expect(toHistoryRows([a, b, c], 'en').map((r) => r.id)).toEqual([b.id, a.id, c.id]);
  });

  it('names code and task type in the display language and shows the day with slashes', () => {
    const [row] = toHistoryRows([report({ fservicecd: 3, taskType: 206, finishDate: '2026-05-14' })], 'ja');
    expect(row).toMatchObject({
      category: '3000/6000/12000h メンテナンス',
      workContents: '6000h メンテナンス',
      completionDate: '2026/05/14',
    });
    expect(toHistoryRows([report({ fservicecd: 4, taskType: 700 })], 'zh')[0]?.workContents).toBe('大修');
  });

  it('shows an unknown task type as its code rather than nothing', () => {
    expect(toHistoryRows([report({ taskType: 998 })], 'en')[0]?.workContents).toBe('998');
  });

  it('formats running hours with grouping and keeps the number for sorting', () => {
    const [row] = toHistoryRows([report({ fkadotm: 12034 })], 'en');
    expect(row).toMatchObject({ runningHours: 12034, runningHoursText: '12,034' });
  });

  it('names the saved PDF by machine unit and finish day', () => {
    expect(reportFileName('AS1001', { finishDate: '2026-05-14' })).toBe('AS1001_2026-05-14.pdf');
  });
});
