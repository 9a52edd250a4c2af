import { describe, expect, it } from 'vitest';
import type { Period } from '../../lib/period.ts';
import type { MachineSums, VolumeMachine, VolumeTable } from './volumeData.ts';
import {
  monthOfOption,
  specificReadout,
  sumsEmpty,
  totalReadout,
  viewMonth,
  viewTable,
} from './volumeView.ts';

const A: VolumeMachine = { modelId: 'OIL_INJECTION4', serialNo: 'A1_x', label: 'A1', timeZone: 'Asia/Tokyo' };
const B: VolumeMachine = { modelId: 'FE_LTE_00', serialNo: 'G_x', label: 'G', timeZone: 'Asia/Tokyo' };

const sums = (air: Record<string, number>, energy: Record<string, number> = {}): MachineSums => ({
  air: new Map(Object.entries(air)),
  energy: new Map(Object.entries(energy)),
  running: new Map(),
});

/** A period whose last moment is 31 March 2026 20:00 UTC: 1 April in Tokyo, 31 March in UTC. */
const period: Period = {
  preset: 'week',
  fromMs: Date.parse('2026-03-25T15:00:00Z'),
  toMs: Date.parse('2026-03-31T20:00:00Z'),
  fromDate: '2026-03-26',
  toDate: '2026-04-01',
};

describe('viewMonth', () => {
  it('is the month the query names', () => {
    expect(viewMonth('2025-11', period, 'Asia/Tokyo')).toBe('2025-11');
  });

  it("is otherwise the month of the period's end in the first machine's zone", () => {
    expect(viewMonth(null, period, 'Asia/Tokyo')).toBe('2026-04');
    expect(viewMonth(null, period, 'UTC')).toBe('2026-03');
  });
});

describe('monthOfOption', () => {
  it.each([
    ['month', '2026-03'],
    ['halfYear', '2026-03'],
    ['year', '2026-03'],
    ['day', undefined],
    ['week', undefined],
    ['any', undefined],
  ] as const)('%s keeps %s', (option, kept) => {
    expect(monthOfOption(option, '2026-03')).toBe(kept);
  });
});

describe('viewTable', () => {
  const week = { bucket: 'day', range: { kind: 'days', from: '2026-03-01', to: '2026-03-03' } } as const;

  it('waits for the machines, a complete period and the sums', () => {
    expect(viewTable(undefined, week, [sums({})], 'Asia/Tokyo')).toBeUndefined();
    expect(viewTable([A], undefined, [sums({})], 'Asia/Tokyo')).toBeUndefined();
    expect(viewTable([A], week, undefined, 'Asia/Tokyo')).toBeUndefined();
  });

  it("has every bucket of the period, with each machine's sums in its bucket", () => {
    const table = viewTable([A], week, [sums({ '2026/03/02': 12.5 })], 'Asia/Tokyo');
    expect(table?.buckets).toEqual(['2026/03/01', '2026/03/02', '2026/03/03']);
    expect(table?.air).toEqual([[null, 12.5, null]]);
  });
});

describe('sumsEmpty', () => {
  it.each([
    ['sums still loading', undefined, false],
    ['no machine with air or energy', [sums({}), sums({})], true],
    ['a machine with air', [sums({}), sums({ '2026/03/01': 1 })], false],
    ['a machine with energy only', [sums({}, { '2026/03/01': 1 })], false],
  ] as const)('%s: %s', (_name, given, empty) => {
    expect(sumsEmpty(given)).toBe(empty);
  });
});

const texts = { total: 'Total', expected: 'expected', aboveExpected: 'Above expected' };

/** Two buckets; A has specific power in both (expected in the first, flagged), G (no rated data) in the second. */
const table = {
  buckets: ['2026/03/01', '2026/03/02'],
  machines: [A, B],
  specific: [
    [6.123, 7.5],
    [undefined, 5],
  ],
  expected: [
    [5.25, undefined],
    [undefined, undefined],
  ],
  aboveExpected: [
    [true, false],
    [false, false],
  ],
} as unknown as VolumeTable;

describe('totalReadout', () => {
  it('names the bucket and the total with one decimal and the unit, or a dash without one', () => {
    const readout = totalReadout(table, [1234.56, null], 'm³', texts);
    expect(readout(0)).toBe('2026/03/01 — Total: 1,234.6 m³');
    expect(readout(1)).toBe('2026/03/02 — Total: —');
  });
});

describe('specificReadout', () => {
  it('lists each machine with a figure, its expected figure and the flag where they exist', () => {
    const readout = specificReadout(table, texts);
    expect(readout(0)).toBe('2026/03/01 — A1 6.12 (expected 5.25, Above expected)');
    expect(readout(1)).toBe('2026/03/02 — A1 7.50, G 5.00');
  });

  it('says a dash for a bucket without figures', () => {
    const empty = { ...table, specific: [[undefined], [undefined]] } as unknown as VolumeTable;
    expect(specificReadout(empty, texts)(0)).toBe('2026/03/01 — —');
  });
});
