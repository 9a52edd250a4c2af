/**
 * GET /scadaapi/v1/master-info/info_alertmail_destination_lists (part 1 §7, part 2 §7): who gets alarm
 * mails of a group (source_flag 0) or of a machine (1). Read-only for now; adding, changing and deleting
 * come with the alarm-mail setting screen. The HomeAdmin button of the fixed admin account downloads
 * both lists as CSV through this call.
 */
import {
  SOURCE_FLAG,
  type AlertMailDestinationsQuery,
  type AlertMailDestinationsResponse,
} from '@airsight/contracts';
import type { Db } from '../db/database.ts';
import { findAlertMailDestinations } from '../repositories/alert-mail.ts';
import { NOT_FOUND, requireGroup, requireMachine, type Scope } from './access.ts';

export async function alertMailDestinations(
  db: Db,
  scope: Scope,
  query: AlertMailDestinationsQuery,
): Promise<AlertMailDestinationsResponse> {
  const sourceFlag = query.source_flag === SOURCE_FLAG.group ? 0 : 1;
  // An explicit group or machine the caller cannot see is 404, as if it did not exist.
  if (query.source_type !== undefined) {
    if (sourceFlag === SOURCE_FLAG.group) requireGroup(scope, query.source_type);
    else {
      const key = machineKeyOf(query.source_type);
      const unknown = () => NOT_FOUND.machine('querystring.source_type');
      if (!key) throw unknown();
      await requireMachine(db, scope, key, unknown);
    }
  }
  const rows = await findAlertMailDestinations(db, {
    groupIds: scope.groupIds,
    sourceFlag,
    sourceType: query.source_type,
    updated: query.updated,
  });
  return {
    // The rows have the answer's fields; only the times become text.
    info_alertmail_destination_list: rows.map((row) => ({
      ...row,
      insert_time: row.insert_time.toISOString(),
      update_time: row.update_time.toISOString(),
    })),
  };
}

/** The machine named 'modelId$serialNo'; text without a '$' between two non-empty parts names none. */
function machineKeyOf(text: string): { modelId: string; serialNo: string } | undefined {
  const at = text.indexOf('$');
  if (at <= 0 || at === text.length - 1) return undefined;
  return { modelId: text.slice(0, at), serialNo: text.slice(at + 1) };
}
