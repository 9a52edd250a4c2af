/**
 * The demo gateway account of DESIGN §7: `demo-gateway` / `demo` may publish for every demo machine
 * (the simulator uses it). It is a gateway row with a demo-only grant on the supplier's root group, so
 * it counts only while DEMO=on. Called by the demo seed, in its transaction; idempotent.
 */
import type { Transaction } from 'kysely';
import { GATEWAY_MODEL_ID } from '@airsight/contracts/models/catalogue';
import type { Database } from '../db/schema.ts';
import { SUPPLIER } from '../demo/fleet.ts';
import { insertGatewayIfMissing, insertGroupGrantIfMissing } from '../repositories/gateways.ts';

export const DEMO_GATEWAY = { username: 'demo-gateway', password: 'demo', serialNo: 'DEMO-GATEWAY' } as const;

/** `passwordHash` is the argon2 hash of "demo" the seed already made (hashing is slow on purpose). */
export async function seedDemoGateway(trx: Transaction<Database>, passwordHash: string): Promise<void> {
  await insertGatewayIfMissing(trx, {
    modelId: GATEWAY_MODEL_ID,
    serialNo: DEMO_GATEWAY.serialNo,
    deviceGroupId: SUPPLIER.id,
    mqttUsername: DEMO_GATEWAY.username,
    passwordHash,
    note: 'demo gateway: may publish for every demo machine while DEMO=on',
  });
  await insertGroupGrantIfMissing(trx, {
    gatewayModelId: GATEWAY_MODEL_ID,
    gatewaySerialNo: DEMO_GATEWAY.serialNo,
    deviceGroupId: SUPPLIER.id,
    demoOnly: true,
  });
}
