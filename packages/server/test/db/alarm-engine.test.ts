import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PartitionCache, writeBatch } from '../../src/ingest/writer.ts';
import { useTestDatabase } from '../support/database.ts';
import { alarmWordsRow } from '../support/factories.ts';
import { alarmPicture, createDevice } from './ingest-fixtures.ts';

const T = Date.parse('2026-10-01T00:00:00Z');
const min = (n: number) => T + n * 60_000;
// Words are registers 0024..0029 in that order.
const w = (
  d024: number | null = 0,
  d025: number | null = 0,
  d026: number | null = 0,
  d027: number | null = 0,
  d028: number | null = 0,
  d029: number | null = 0,
) => [d024, d025, d026, d027, d028, d029];

describe('alarm engine on ingest', () => {
  const database = useTestDatabase();
  const partitions = new PartitionCache();
  const write = (deviceId: string, rows: [number, (number | null)[]][]) =>
    writeBatch(
      database.db,
      [{ deviceId, rows: rows.map(([t, words]) => alarmWordsRow(t, words)) }],
      partitions,
    );

  it('opens an incident (with its outbox row) for every bit set in the first snapshot; lamps only in history', async () => {
    const device = await createDevice(database.db);
    await write(device, [[min(0), w(0b101, 0, 0, 0b1, 0, 0)]]);
    const picture = await alarmPicture(database.db, device);
    expect(picture.incidents).toEqual([
      { event_id: 'sn_D024_0_set', event_level: 3, incident_class: 1, occurred: min(0), recovered: null },
      { event_id: 'sn_D024_2_set', event_level: 3, incident_class: 1, occurred: min(0), recovered: null },
    ]);
    expect(picture.outbox).toBe(2);
    expect(picture.events).toEqual([
      { event_id: 'sn_D024_0_set', event_level: 3, incident_class: 1, t: min(0) },
      { event_id: 'sn_D024_2_set', event_level: 3, incident_class: 1, t: min(0) },
      { event_id: 'sn_D027_0_set', event_level: 0, incident_class: 1, t: min(0) },
    ]);
    expect(picture.state).toEqual({ t: min(0), words: [0b101, 0, 0, 1, 0, 0] });
  });

  it('recovers an incident when its bit falls: history class 2, incident class 3 with its recovery time', async () => {
    const device = await createDevice(database.db);
    await write(device, [[min(0), w()]]);
    await write(device, [
      [min(1), w(0, 0, 0b10)],
      [min(2), w(0, 0, 0b10)],
    ]);
    await write(device, [[min(3), w(0, 0, 0)]]);
    const picture = await alarmPicture(database.db, device);
    expect(picture.incidents).toEqual([
      { event_id: 'sn_D026_1_set', event_level: 2, incident_class: 3, occurred: min(1), recovered: min(3) },
    ]);
    expect(picture.events).toEqual([
      { event_id: 'sn_D026_1_set', event_level: 2, incident_class: 1, t: min(1) },
      { event_id: 'sn_D026_1_set', event_level: 2, incident_class: 2, t: min(3) },
    ]);
    expect(picture.outbox).toBe(1);
  });

  it('ignores a register a snapshot did not carry: no false recovery', async () => {
    const device = await createDevice(database.db);
    await write(device, [
      [min(0), w(1)],
      [min(1), w(null, 0)],
      [min(2), w(1)],
    ]);
    const picture = await alarmPicture(database.db, device);
    expect(picture.incidents).toHaveLength(1);
    expect(picture.incidents[0]).toMatchObject({ incident_class: 1, occurred: min(0) });
  });

  it('changes nothing when samples are replayed', async () => {
    const device = await createDevice(database.db);
    const rows: [number, (number | null)[]][] = [
      [min(0), w(0)],
      [min(1), w(1)],
      [min(2), w(0)],
      [min(3), w(1)],
    ];
    await write(device, rows);
    const before = await alarmPicture(database.db, device);
    const again = await write(device, rows);
    expect(again.results).toEqual([{ written: 0, duplicates: 4 }]);
    await write(device, [rows[1]!, rows[3]!]);
    expect(await alarmPicture(database.db, device)).toEqual(before);
  });

  it('moves an incident earlier for a late sample, keeping its row and outbox row (no second mail)', async () => {
    const device = await createDevice(database.db);
    await write(device, [
      [min(0), w(0)],
      [min(10), w(1)],
      [min(20), w(1)],
    ]);
    const [incident] = await sql<{ id: string }>`SELECT id FROM incidents WHERE device_id = ${device}`
      .execute(database.db)
      .then((r) => r.rows);
    await sql`UPDATE alarm_outbox SET sent_at = now() WHERE incident_id = ${incident!.id}`.execute(
      database.db,
    );

    await write(device, [[min(5), w(1)]]);
    const picture = await alarmPicture(database.db, device);
    expect(picture.incidents).toEqual([
      { event_id: 'sn_D024_0_set', event_level: 3, incident_class: 1, occurred: min(5), recovered: null },
    ]);
    expect(picture.events).toEqual([
      { event_id: 'sn_D024_0_set', event_level: 3, incident_class: 1, t: min(5) },
    ]);
    const outbox = await sql<{ incident_id: string; sent: boolean }>`
      SELECT o.incident_id::text AS incident_id, o.sent_at IS NOT NULL AS sent
        FROM alarm_outbox o JOIN incidents i ON i.id = o.incident_id WHERE i.device_id = ${device}`.execute(
      database.db,
    );
    expect(outbox.rows).toEqual([{ incident_id: incident!.id, sent: true }]);
  });

  it('splits an incident when a late sample shows the bit was clear in between', async () => {
    const device = await createDevice(database.db);
    await write(device, [
      [min(0), w(0, 0, 0, 0, 0b1000)],
      [min(10), w(0, 0, 0, 0, 0b1000)],
      [min(20), w(0, 0, 0, 0, 0b1000)],
    ]);
    await write(device, [[min(15), w(0, 0, 0, 0, 0)]]);
    const picture = await alarmPicture(database.db, device);
    expect(picture.incidents).toEqual([
      { event_id: 'sn_D028_3_set', event_level: 1, incident_class: 3, occurred: min(0), recovered: min(15) },
      { event_id: 'sn_D028_3_set', event_level: 1, incident_class: 1, occurred: min(20), recovered: null },
    ]);
    expect(picture.outbox).toBe(2);
    expect(picture.state).toEqual({ t: min(20), words: [0, 0, 0, 0, 0b1000, 0] });
  });

  it('gives two writers of the same device at once the same result as one after the other', async () => {
    const device = await createDevice(database.db);
    const reference = await createDevice(database.db);
    const a: [number, (number | null)[]][] = [
      [min(0), w(0)],
      [min(2), w(1)],
      [min(4), w(0)],
    ];
    const b: [number, (number | null)[]][] = [
      [min(1), w(1)],
      [min(3), w(1)],
      [min(5), w(1)],
    ];
    await Promise.all([write(device, a), write(device, b)]);
    await write(
      reference,
      [...a, ...b].sort((x, y) => x[0] - y[0]),
    );
    const picture = await alarmPicture(database.db, device);
    const expected = await alarmPicture(database.db, reference);
    expect(picture).toEqual(expected);
  });

  it('keeps device_latest at the newest snapshot whatever the arrival order', async () => {
    const device = await createDevice(database.db);
    await write(device, [[min(30), w(7)]]);
    await write(device, [[min(10), w(3)]]);
    const latest = await database.db
      .selectFrom('device_latest')
      .selectAll()
      .where('device_id', '=', device)
      .executeTakeFirstOrThrow();
    expect(latest.measure_time.getTime()).toBe(min(30));
    expect(latest.d024).toBe(7);
  });
});
