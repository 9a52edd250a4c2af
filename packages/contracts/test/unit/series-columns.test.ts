import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatApiTime } from '../../src/format/api-time.ts';
import { decodeSeriesColumns, encodeSeriesColumns, seriesPoints } from '../../src/format/series-columns.ts';

/** Points as the server has them: whole milliseconds from 2000 to 2100, in any order, values of any sign. */
const points = fc.array(
  fc.record({
    timeMs: fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 }),
    value: fc.oneof(
      fc.integer({ min: -0x8000, max: 0xffffffff }),
      fc.double({ noNaN: true, min: -1e9, max: 1e9 }),
    ),
  }),
  { maxLength: 300 },
);

describe('getSensorData column form', () => {
  it('gives back every point, time and value, in the order written (ascending, descending or mixed)', () => {
    fc.assert(
      fc.property(points, (list) => {
        const { timesMs, values } = decodeSeriesColumns(encodeSeriesColumns(list));
        expect(timesMs).toEqual(list.map((p) => p.timeMs));
        expect(values).toEqual(list.map((p) => p.value));
      }),
    );
  });

  it('survives JSON unchanged, as the answer carries it', () => {
    fc.assert(
      fc.property(points, (list) => {
        const columns = JSON.parse(JSON.stringify(encodeSeriesColumns(list))) as ReturnType<
          typeof encodeSeriesColumns
        >;
        expect(decodeSeriesColumns(columns).timesMs).toEqual(list.map((p) => p.timeMs));
      }),
    );
  });

  it('writes a steady 1-minute series as its first time and then 60000s', () => {
    const start = Date.UTC(2026, 10, 26, 0, 0);
    const columns = encodeSeriesColumns(
      [0, 1, 2].map((i) => ({ timeMs: start + i * 60_000, value: 700 + i })),
    );
    expect(columns).toEqual({ t: [start, 60_000, 60_000], v: [700, 701, 702] });
  });

  it('keeps the common part of arrays of different lengths', () => {
    expect(decodeSeriesColumns({ t: [1000, 5, 5], v: [7, 8] })).toEqual({
      timesMs: [1000, 1005],
      values: [7, 8],
    });
  });

  it('reads either form of an answered series to the same points', () => {
    fc.assert(
      fc.property(points, (list) => {
        const whole = list.map((p) => ({ timeMs: Math.floor(p.timeMs / 1000) * 1000, value: p.value }));
        const dataList = whole.map((p) => ({ measureTime: formatApiTime(p.timeMs), data: p.value }));
        expect(seriesPoints({ dataList })).toEqual(
          seriesPoints({ dataList: [], columns: encodeSeriesColumns(whole) }),
        );
      }),
    );
  });

  it('leaves out a dataList point whose time cannot be read', () => {
    const dataList = [
      { measureTime: '20261126000000', data: 1 },
      { measureTime: '20261331000000', data: 2 },
      { measureTime: '20261126000100', data: 3 },
    ];
    expect(seriesPoints({ dataList })).toEqual({
      timesMs: [Date.UTC(2026, 10, 26, 0, 0), Date.UTC(2026, 10, 26, 0, 1)],
      values: [1, 3],
    });
  });
});
