import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@airsight/contracts/http/operation-log';
import { formatLogTime, formatMonth, logsBody, logsCsv, periodProblems } from './logRows.ts';

describe('periodProblems (part 1 §5)', () => {
  it.each([
    ['2026-11-02T10:00', '2026-11-01T10:00', true],
    ['2026-11-01T10:00:01', '2026-11-01T10:00', true],
    ['2026-11-01T10:00', '2026-11-01T10:00', false],
    ['2026-11-01T10:00', '2026-11-02T10:00', false],
    ['2026-11-02T10:00', '', false],
    ['', '2026-11-01T10:00', false],
  ])('from %s, to %s: reversed %s', (from, to, reversed) => {
    expect(periodProblems({ from, to })).toEqual(
      reversed ? { from: 'fromMustNotBeAfterTo', to: 'toMustNotBeBeforeFrom' } : {},
    );
  });
});

describe('logsBody', () => {
  it('leaves blank fields out and trims the words', () => {
    expect(logsBody({ userId: '  ', deviceGroupName: ' Acme ', from: '', to: '' }, 2)).toEqual({
      localeId: 2,
      search: { deviceGroupName: 'Acme' },
    });
  });

  it('sends the local times as UTC, a "to" to the end of its minute or second', () => {
    const { search } = logsBody(
      { userId: 'a', deviceGroupName: '', from: '2026-11-01T10:00', to: '2026-11-01T10:05' },
      1,
    );
    expect(search.datetimeFrom).toBe(new Date(2026, 10, 1, 10, 0, 0, 0).toISOString());
    expect(search.datetimeTo).toBe(new Date(2026, 10, 1, 10, 5, 59, 999).toISOString());
    const seconds = logsBody({ userId: '', deviceGroupName: '', from: '', to: '2026-11-01T10:05:30' }, 1);
    expect(seconds.search.datetimeTo).toBe(new Date(2026, 10, 1, 10, 5, 30, 999).toISOString());
  });
});

describe('the CSV', () => {
  it('writes YYYY/MM/DD hh:mm:ss:SSS in the browser zone', () => {
    expect(formatLogTime(new Date(2026, 0, 2, 3, 4, 5, 6).getTime())).toBe('2026/01/02 03:04:05:006');
  });

  it.each([
    ['2026/3', '2026/03'],
    ['2026-11', '2026/11'],
    ['2026-11-30', '2026/11'],
    ['', ''],
    [undefined, ''],
    ['soon', 'soon'],
  ])('writes the month %s as %s', (text, month) => {
    expect(formatMonth(text)).toBe(month);
  });

  it('has date-time, type, user id, device group and ten function columns', () => {
    const entries: LogEntry[] = [
      {
        datetime: new Date(2026, 10, 28, 9, 30, 15, 120).toISOString(),
        type: 'monthlyReport',
        userId: 'acme',
        deviceGroup: { deviceGroupId: 'acme', deviceGroupName: 'アクメ工業' },
        contents: {
          monthlyReport: {
            date: '2026-10',
            device: { serialNo: 'K1_C1' },
            group: { groupName: 'Line A' },
            allDevices: 'All machines',
          },
        },
      },
      {
        datetime: new Date(2026, 10, 28, 9, 0, 0, 0).toISOString(),
        type: 'csvDownload',
        userId: 'supplier',
        deviceGroup: null,
        contents: {
          file: 'alarmHistory',
          value: '12',
          modelId: 'OIL_FREE',
          serialNo: 'K2_C1',
          from: 'a',
          to: 'b',
          target: 't',
        },
      },
    ];
    const csv = logsCsv(entries, (key) => `[${key}]`);
    expect(csv.header).toEqual([
      '[dateTime]',
      '[type]',
      '[userId]',
      '[deviceGroup]',
      '[month]',
      '[serialNumber]',
      '[groupName]',
      '[allDevicesGroupName]',
      '[model]',
      '[logFile]',
      '[logPeriodFrom]',
      '[logPeriodTo]',
      '[logTarget]',
      '[logValue]',
    ]);
    expect(csv.rows).toEqual([
      [
        '2026/11/28 09:30:15:120',
        'monthlyReport',
        'acme',
        'アクメ工業',
        '2026/10',
        'K1_C1',
        'Line A',
        'All machines',
        '',
        '',
        '',
        '',
        '',
        '',
      ],
      [
        '2026/11/28 09:00:00:000',
        'csvDownload',
        'supplier',
        '',
        '',
        'K2_C1',
        '',
        '',
        'OIL_FREE',
        'alarmHistory',
        'a',
        'b',
        't',
        '12',
      ],
    ]);
  });
});
