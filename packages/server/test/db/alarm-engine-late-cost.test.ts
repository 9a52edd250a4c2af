/**
 * A late sample costs the alarm engine its neighbours in time, not the machine's history: the snapshots
 * the re-evaluation reads (AlarmOutcome.rowsReread) are counted, without any timing, on machines with
 * short and long histories.
 */
import { describe, expect, it } from 'vitest';
import { PartitionCache, writeBatch } from '../../src/ingest/writer.ts';
import { useTestDatabase } from '../support/database.ts';
import { alarmWordsRow } from '../support/factories.ts';
import { alarmPicture, createDevice } from './ingest-fixtures.ts';

const START = Date.parse('2026-06-01T00:00:00Z');
const minute = (n: number) => START + n * 60_000;
/** Words of minute n: an emergency bit set for ten minutes of every hour, lamps always on. */
const wordsAt = (n: number) => [n % 60 < 10 ? 1 : 0, 0, 0, 0x180, 0, 0];

describe('alarm engine: cost of late samples', () => {
  const database = useTestDatabase();
  const partitions = new PartitionCache();

  /** A machine with `minutes` of one-minute history, written in order, except the minutes in `gap`. */
  async function machineWithHistory(minutes: number, gap: (n: number) => boolean = () => false) {
    const device = await createDevice(database.db);
    const rows = Array.from({ length: minutes }, (_, n) => n)
      .filter((n) => !gap(n))
      .map((n) => alarmWordsRow(minute(n), wordsAt(n)));
    for (let i = 0; i < rows.length; i += 5_000) {
      await writeBatch(database.db, [{ deviceId: device, rows: rows.slice(i, i + 5_000) }], partitions);
    }
    return device;
  }

  it('reads the same few snapshots for one late sample whatever the length of the history', async () => {
    const reread: number[] = [];
    for (const minutes of [1_000, 20_000]) {
      // The late minute 30 is missing from a history that goes on for days after it.
      const device = await machineWithHistory(minutes, (n) => n === 30);
      const { alarms } = await writeBatch(
        database.db,
        [{ deviceId: device, rows: [alarmWordsRow(minute(30), [1, 0, 0, 0x180, 0, 0])] }],
        partitions,
      );
      expect(alarms.reevaluated).toBe(1);
      reread.push(alarms.rowsReread);
      // Minute 30 sets the emergency bit in the middle of an otherwise quiet half hour: a split incident.
      const incidents = (await alarmPicture(database.db, device)).incidents.filter(
        (i) => i.occurred >= minute(0) && i.occurred <= minute(60),
      );
      expect(incidents.map((i) => [i.occurred, i.recovered])).toEqual([
        [minute(0), minute(10)],
        [minute(30), minute(31)],
        [minute(60), minute(70)],
      ]);
    }
    // Its predecessor, itself, and the successor where the evaluations agree again.
    expect(reread[0]).toBeLessThanOrEqual(4);
    expect(reread[1]).toBe(reread[0]);
  });

  it('reads a backlog batch and its two neighbours, not the history after it', async () => {
    // A day of history with a two-hour outage; the gateway sends the outage newest first, an hour a batch.
    const gap = (n: number) => n >= 600 && n < 720;
    const device = await machineWithHistory(1_440, gap);
    const reference = await machineWithHistory(1_440);
    for (const first of [660, 600]) {
      const rows = Array.from({ length: 60 }, (_, i) => first + 59 - i).map((n) =>
        alarmWordsRow(minute(n), wordsAt(n)),
      );
      const { alarms } = await writeBatch(database.db, [{ deviceId: device, rows }], partitions);
      expect(alarms.rowsReread).toBeLessThanOrEqual(60 + 2);
    }
    expect(await alarmPicture(database.db, device)).toEqual(await alarmPicture(database.db, reference));
  });
});
