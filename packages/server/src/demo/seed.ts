import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';

export interface DemoAccount {
  userId: string;
  description: string;
}

/** The demo accounts of DESIGN §8; all have the password "demo". */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { userId: 'supplier', description: 'supplier staff, sees every customer (HomeAdmin, map, dashboard)' },
  { userId: 'acme', description: 'customer company with several plants (HomeAdmin)' },
  { userId: 'acme-kawasaki', description: 'one plant of that company (HomeConsumer)' },
  { userId: 'tokai', description: 'another customer (HomeConsumer)' },
  { userId: 'info-admin', description: 'announcements and operation logs only' },
];

/** Seeds the demo data idempotently. */
export async function seedDemo(_db: Db, _config: Config): Promise<void> {}
