import type { UserInfo } from '@airsight/contracts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';

/**
 * User info of part 1 §3, derived as part 1 §6 says.
 * PLACEHOLDER signature: the master-data work replaces the body.
 */
export async function loadUserInfo(_db: Db, _userId: string, _config: Config): Promise<UserInfo> {
  throw notFound('user info is not available yet');
}
