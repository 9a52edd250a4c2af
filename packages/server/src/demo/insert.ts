import type { InsertObject } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/**
 * Inserts the rows that are not there yet (ON CONFLICT DO NOTHING): the demo seed runs at every start in
 * demo mode, keeps what is there, and adds only what is new.
 */
export async function insertMissing<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly InsertObject<Database, T>[],
): Promise<void> {
  await db
    .insertInto(table)
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
