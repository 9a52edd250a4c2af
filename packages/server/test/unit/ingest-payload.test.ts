import { describe, expect, it } from 'vitest';
import {
  MAX_FUTURE_MS,
  parseMessage,
  parseSamples,
  Rejection,
  SNAPSHOT_COLUMNS,
} from '../../src/ingest/payload.ts';
import { retentionCutoff } from '../../src/ingest/retention.ts';
import { monthOf } from '../../src/ingest/writer.ts';

const now = Date.parse('2026-11-21T00:30:00Z');
const bounds = { now };

function reasonOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof Rejection) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('ingest payload', () => {
  it('reads one sample: registers to columns, double words combined, missing ones null', () => {
    const [row] = parseMessage(
      JSON.stringify({
        time: '2026-11-21T09:30:00+09:00',
        registers: { '0001': 700, '0020': 1, '0021': 5, '0024': 4, '0033': 65_535 },
      }),
      bounds,
    );
    expect(row!.time).toBe(Date.parse('2026-11-21T00:30:00Z'));
    const value = (column: string) =>
      row!.values[SNAPSHOT_COLUMNS.indexOf(column as (typeof SNAPSHOT_COLUMNS)[number])];
    expect(value('d001')).toBe(700);
    expect(value('d020_021')).toBe(65_541);
    expect(value('d022_023')).toBeNull();
    expect(value('d024')).toBe(4);
    expect(value('d033')).toBe(65_535);
    expect(value('d002')).toBeNull();
  });

  it('reads a batch', () => {
    const rows = parseMessage(
      Buffer.from(
        JSON.stringify({
          samples: [
            { time: '2026-11-21T00:00:00Z', registers: { '0001': 1 } },
            { time: '2026-11-21T00:01:00Z', registers: { '0001': 2 } },
          ],
        }),
      ),
      bounds,
    );
    expect(rows.map((r) => r.values[0])).toEqual([1, 2]);
  });

  it('refuses a whole message for one bad sample, naming the reason', () => {
    const ok = { time: '2026-11-21T00:00:00Z', registers: { '0001': 1 } };
    const batch = (bad: object) => JSON.stringify({ samples: [ok, bad] });
    expect(reasonOf(() => parseMessage('{"time": ', bounds))).toBe('bad_json');
    expect(
      reasonOf(() => parseMessage(batch({ time: ok.time, registers: { '0001': 70_000 } }), bounds)),
    ).toBe('schema');
    expect(reasonOf(() => parseMessage(batch({ time: ok.time, registers: { '0034': 1 } }), bounds))).toBe(
      'schema',
    );
    expect(reasonOf(() => parseMessage(batch({ time: ok.time, registers: { '0020': 1 } }), bounds))).toBe(
      'schema',
    );
    expect(reasonOf(() => parseMessage(batch({ ...ok, extra: 1 }), bounds))).toBe('schema');
    expect(reasonOf(() => parseMessage(batch({ time: 'yesterday', registers: { '0001': 1 } }), bounds))).toBe(
      'bad_time',
    );
    expect(
      reasonOf(() => parseMessage(batch({ time: '2026-11-21T00:00:00', registers: { '0001': 1 } }), bounds)),
    ).toBe('bad_time');
    expect(
      reasonOf(() => parseMessage(batch({ time: '2026-13-40T00:00:00Z', registers: { '0001': 1 } }), bounds)),
    ).toBe('bad_time');
    const tooFar = new Date(now + MAX_FUTURE_MS + 60_000).toISOString();
    expect(reasonOf(() => parseMessage(batch({ time: tooFar, registers: { '0001': 1 } }), bounds))).toBe(
      'future',
    );
    const almostADay = new Date(now + MAX_FUTURE_MS - 60_000).toISOString();
    expect(reasonOf(() => parseMessage(batch({ time: almostADay, registers: { '0001': 1 } }), bounds))).toBe(
      'accepted',
    );
  });

  it('refuses samples older than the retention', () => {
    const oldest = retentionCutoff(now, 2)!;
    expect(new Date(oldest).toISOString()).toBe('2026-09-01T00:00:00.000Z');
    const sample = (time: string) => [{ time, registers: { '0001': 1 } }];
    expect(reasonOf(() => parseSamples(sample('2026-08-31T23:59:59Z'), { now, oldest }))).toBe('too_old');
    expect(reasonOf(() => parseSamples(sample('2026-09-01T00:00:00Z'), { now, oldest }))).toBe('accepted');
    expect(retentionCutoff(now, 0)).toBeUndefined();
  });

  it('refuses an empty or oversized HTTP sample list', () => {
    expect(reasonOf(() => parseSamples([], bounds))).toBe('schema');
    expect(reasonOf(() => parseSamples('nope', bounds))).toBe('schema');
  });

  it('puts a sample in the partition of its UTC month', () => {
    expect(monthOf(Date.parse('2026-12-01T08:00:00+09:00'))).toBe('2026-11-01');
    expect(monthOf(Date.parse('2026-12-01T09:00:00+09:00'))).toBe('2026-12-01');
  });
});
