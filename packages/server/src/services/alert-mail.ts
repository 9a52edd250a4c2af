/**
 * GET /scadaapi/v1/master-info/info_alertmail_destination_lists (part 1 §7, part 2 §7): who gets alarm
 * mails of a group (source_flag 0) or of a machine (1). Read-only for now; adding, changing and deleting
 * come with the alarm-mail setting screen. The HomeAdmin button of the fixed admin account downloads
 * both lists as CSV through this call.
 */
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { findAlertMailDestinations, isVisibleMachine } from '../repositories/alert-mail.ts';
import {
  SOURCE_FLAG,
  type AlertMailDestinationsQuery,
  type AlertMailDestinationsResponse,
} from '../routes/alert-mail/schemas.ts';
import { loadAuthority } from './authority.ts';

export async function alertMailDestinations(
  db: Db,
  userId: string,
  query: AlertMailDestinationsQuery,
): Promise<AlertMailDestinationsResponse> {
  const sourceFlag = query.source_flag === SOURCE_FLAG.group ? 0 : 1;
  const authority = await loadAuthority(db, userId);
  // An explicit group or machine the caller cannot see is 404, as if it did not exist.
  if (query.source_type !== undefined) {
    const visible =
      sourceFlag === SOURCE_FLAG.group
        ? authority.canSeeGroup(query.source_type)
        : await isVisibleMachineKey(db, authority.groupIds, query.source_type);
    if (!visible) {
      throw notFound(
        `${sourceFlag === SOURCE_FLAG.group ? 'Device group' : 'Machine'} "${query.source_type}" was not found`,
      );
    }
  }
  const rows = await findAlertMailDestinations(db, {
    groupIds: authority.groupIds,
    sourceFlag,
    sourceType: query.source_type,
    updated: query.updated,
  });
  return {
    info_alertmail_destination_list: rows.map((row) => ({
      id: row.id,
      mail: row.mail,
      user_name: row.user_name,
      locale: row.locale,
      severity: row.severity,
      source_flag: row.source_flag,
      source_type: row.source_type,
      inserted: row.inserted,
      updated: row.updated,
      insert_time: row.insert_time.toISOString(),
      update_time: row.update_time.toISOString(),
      version: row.version,
    })),
  };
}

/** 'modelId$serialNo' of a visible machine; anything without the '$' names no machine. */
async function isVisibleMachineKey(db: Db, groupIds: readonly string[], key: string): Promise<boolean> {
  const at = key.indexOf('$');
  if (at <= 0 || at === key.length - 1) return false;
  return isVisibleMachine(db, groupIds, key.slice(0, at), key.slice(at + 1));
}
