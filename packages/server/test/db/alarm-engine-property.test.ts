/**
 * The alarm engine's promise (DESIGN §6): whatever order the samples of a device arrive in, however they
 * are split into batches, repeated, or written by two writers at once, the incidents, the event history,
 * the outbox and the engine state end up exactly as if the same samples had arrived once, in order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PartitionCache, writeBatch } from '../../src/ingest/writer.ts';
import { useTestDatabase } from '../support/database.ts';
import { alarmWordsRow } from '../support/factories.ts';
import { alarmPicture, createDevice } from './ingest-fixtures.ts';

const BASE = Date.parse('2026-09-30T23:50:00Z'); // the minutes cross a month (and partition) boundary

/** A word of few bits (so that edges collide often), or null: the snapshot did not carry the register. */
const word = fc.oneof(
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 7 }) },
);
const sampleArb = fc.record({
  minute: fc.integer({ min: 0, max: 30 }),
  words: fc.array(word, { minLength: 6, maxLength: 6 }),
});

const scenario = fc
  .uniqueArray(sampleArb, { minLength: 1, maxLength: 9, selector: (s) => s.minute })
  .chain((samples) => {
    const n = samples.length;
    return fc.record({
      samples: fc.constant(samples),
      // Every sample once plus some repeats, each with a rank that fixes the delivery order.
      repeats: fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 4 }),
      ranks: fc.array(fc.nat(1_000), { minLength: n + 4, maxLength: n + 4 }),
      // Where a new batch starts, and whether batches go two at a time (two ingest writers at once).
      cuts: fc.array(fc.boolean(), { minLength: n + 4, maxLength: n + 4 }),
      concurrent: fc.boolean(),
    });
  });

/**
 * A machine with history receives a backlog of older samples (a gateway's store-and-forward buffer after
 * an outage, or a migration), newest first, in batches of any size. The history may lack some minutes of
 * the backlog's span too, so backlog samples land both in a gap and between stored ones.
 */
const backlogScenario = fc
  .uniqueArray(sampleArb, { minLength: 2, maxLength: 24, selector: (s) => s.minute })
  .chain((samples) =>
    fc.record({
      samples: fc.constant(samples),
      // Which samples the machine already holds (the rest is its backlog), and where its batches start.
      stored: fc.array(fc.boolean(), { minLength: samples.length, maxLength: samples.length }),
      historyCuts: fc.array(fc.boolean(), { minLength: samples.length, maxLength: samples.length }),
      backlogCuts: fc.array(fc.boolean(), { minLength: samples.length, maxLength: samples.length }),
    }),
  );

/** Splits items into batches, a new one wherever `cuts` says (and at the first item). */
const cutInto = <T>(items: readonly T[], cuts: readonly boolean[]): T[][] =>
  items.reduce<T[][]>((batches, item, i) => {
    if (i === 0 || cuts[i]) batches.push([]);
    batches.at(-1)!.push(item);
    return batches;
  }, []);

describe('alarm engine property', () => {
  const database = useTestDatabase();
  const partitions = new PartitionCache();

  it(
    'gives the result of in-order delivery for any order, batching and repetition',
    { timeout: 240_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(scenario, async ({ samples, repeats, ranks, cuts, concurrent }) => {
          const rows = samples.map((s) => alarmWordsRow(BASE + s.minute * 60_000, s.words));

          const reference = await createDevice(database.db);
          for (const row of [...rows].sort((a, b) => a.time - b.time)) {
            await writeBatch(database.db, [{ deviceId: reference, rows: [row] }], partitions);
          }

          const device = await createDevice(database.db);
          const deliveries = [...rows.keys(), ...repeats]
            .map((index, i) => ({ index, rank: ranks[i]! }))
            .sort((a, b) => a.rank - b.rank);
          const batches: number[][] = [];
          deliveries.forEach(({ index }, i) => {
            if (i === 0 || cuts[i]) batches.push([]);
            batches.at(-1)!.push(index);
          });
          const send = (batch: number[]) =>
            writeBatch(
              database.db,
              batch.map((index) => ({ deviceId: device, rows: [rows[index]!] })),
              partitions,
            );
          for (let i = 0; i < batches.length; i += concurrent ? 2 : 1) {
            await Promise.all(batches.slice(i, i + (concurrent ? 2 : 1)).map(send));
          }

          expect(await alarmPicture(database.db, device)).toEqual(await alarmPicture(database.db, reference));
        }),
        { numRuns: 60 },
      );
    },
  );

  it(
    'gives the result of in-order delivery for a backlog sent newest first after the history',
    { timeout: 240_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(backlogScenario, async ({ samples, stored, historyCuts, backlogCuts }) => {
          const rows = samples
            .map((s) => alarmWordsRow(BASE + s.minute * 60_000, s.words))
            .sort((a, b) => a.time - b.time);
          const write = (deviceId: string, batch: typeof rows) =>
            writeBatch(database.db, [{ deviceId, rows: batch }], partitions);

          const reference = await createDevice(database.db);
          for (const row of rows) await write(reference, [row]);

          const device = await createDevice(database.db);
          const history = rows.filter((_, i) => stored[i]);
          const backlog = rows.filter((_, i) => !stored[i]).reverse();
          for (const batch of cutInto(history, historyCuts)) await write(device, batch);
          for (const batch of cutInto(backlog, backlogCuts)) await write(device, batch);

          expect(await alarmPicture(database.db, device)).toEqual(await alarmPicture(database.db, reference));
        }),
        { numRuns: 60 },
      );
    },
  );
});
