/**
 * SQL of the installation's generated secrets (table app_secrets): JSON values by name, written once.
 */
import type { Db } from '../db/database.ts';

export async function findAppSecret(db: Db, name: string): Promise<unknown> {
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

/** Stores the value unless the name already has one (ON CONFLICT DO NOTHING: the first writer wins). */
export async function insertAppSecretIfMissing(db: Db, name: string, value: unknown): Promise<void> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
