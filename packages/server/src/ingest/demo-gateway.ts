/**
 * The demo gateway account of DESIGN §7: `demo-gateway` / `demo` may publish for every demo machine
 * (the simulator uses it). It is a gateway row with a demo-only grant on the supplier's root group, so
 * it counts only while DEMO=on. Called by the demo seed, in its transaction; idempotent.
 */
import type { Transaction } from 'kysely';
import { GATEWAY_MODEL_ID } from '@airsight/contracts/models/catalogue';
import type { Database } from '../db/schema.ts';
import { SUPPLIER } from '../demo/fleet.ts';

export const DEMO_GATEWAY = { username: 'demo-gateway', password: 'demo', serialNo: 'DEMO-GATEWAY' } as const;

/** `passwordHash` is the argon2 hash of "demo" the seed already made (hashing is slow on purpose). */
export async function seedDemoGateway(trx: Transaction<Database>, passwordHash: string): Promise<void> {
  await trx
    .insertInto('gateways')
    .values({
      model_id: GATEWAY_MODEL_ID,
      serial_no: DEMO_GATEWAY.serialNo,
      device_group_id: SUPPLIER.id,
      mqtt_username: DEMO_GATEWAY.username,
      password_hash: passwordHash,
      note: 'demo gateway: may publish for every demo machine while DEMO=on',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx
    .insertInto('gateway_group_grants')
    .values({
      gateway_model_id: GATEWAY_MODEL_ID,
      gateway_serial_no: DEMO_GATEWAY.serialNo,
      device_group_id: SUPPLIER.id,
      demo_only: true,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
