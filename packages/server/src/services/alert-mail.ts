/**
 * GET /scadaapi/v1/master-info/info_alertmail_destination_lists (part 1 §7, part 2 §7): who gets alarm
 * mails of a group (source_flag 0) or of a machine (1); POST adds destinations, PUT …/{id} changes one
 * (guarded by its version), DELETE …/{id} removes one. The HomeAdmin button of the fixed admin account
 * downloads both lists as CSV through the GET.
 *
 * Writes: a caller sets destinations of the groups and machines in their scope (services/access.ts): a
 * plant user's "ALL" (part 2 §2) is a destination of their own group, which also covers a machine added
 * to it later; the admin flag decides only where the screen takes the group or machine from (the route,
 * or the machine selector).
 */
import {
  parseMachineSource,
  SOURCE_FLAG,
  type AlertMailDestination,
  type AlertMailDestinationNew,
  type AlertMailDestinationsCreateBody,
  type AlertMailDestinationsQuery,
  type AlertMailDestinationsResponse,
  type AlertMailDestinationUpdateBody,
} from '@airsight/contracts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict } from '../errors.ts';
import {
  deleteAlertMailDestination as removeDestination,
  findAlertMailDestinationById,
  findAlertMailDestinations,
  insertAlertMailDestinations,
  updateAlertMailDestination as saveDestination,
  type AlertMailDestinationFields,
  type AlertMailDestinationRow,
} from '../repositories/alert-mail.ts';
import { NOT_FOUND, requireGroup, requireMachine, requireMachines, type Scope } from './access.ts';
import { recordOperation } from './operation-log.ts';

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
      const key = parseMachineSource(query.source_type);
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
  return { info_alertmail_destination_list: rows.map(toDestination) };
}

/**
 * POST …/info_alertmail_destination_lists: adds the destinations, all or none, each checked against the
 * caller's scope first; inserted and updated are the session's user.
 */
export async function createAlertMailDestinations(
  db: Db,
  scope: Scope,
  body: AlertMailDestinationsCreateBody,
): Promise<AlertMailDestinationsResponse> {
  const fields = body.map((item, i) => fieldsOf(item, `body.${i}`, false));
  await requireWritableSources(
    db,
    scope,
    fields.map((f, i) => ({ fields: f, field: `body.${i}.source_type` })),
  );
  const rows = await insertAlertMailDestinations(db, fields, scope.userId);
  if (!rows) {
    throw conflict(
      'body: an address is already set for that group or machine (or repeated in the list): nothing was added',
      'DUPLICATE_DESTINATION',
    );
  }
  for (const row of rows) await recordDestination(db, scope, 'alarmMailAdd', row);
  return { info_alertmail_destination_list: rows.map(toDestination) };
}

/** The log entry of a destination written: its group or machine, address and levels. */
function recordDestination(
  db: Db,
  scope: Scope,
  type: 'alarmMailAdd' | 'alarmMailChange' | 'alarmMailDelete',
  row: AlertMailDestinationRow,
): Promise<void> {
  const group = row.source_flag === SOURCE_FLAG.group;
  return recordOperation(db, {
    type,
    userId: scope.userId,
    deviceGroupId: group ? row.source_type : undefined,
    machine: group ? undefined : parseMachineSource(row.source_type),
    contents: { target: row.mail, value: row.severity },
  });
}

/** PUT …/{id}: changes a destination the caller may write, if the version sent is still the stored one. */
export async function updateAlertMailDestination(
  db: Db,
  scope: Scope,
  id: string,
  body: AlertMailDestinationUpdateBody,
): Promise<AlertMailDestination> {
  const stored = await requireWritableDestination(db, scope, id);
  if (body.version !== stored.version) throw staleVersion(stored.version, body.version);
  const fields = fieldsOf(body, 'body', stored.notify_recovery);
  await requireWritableSources(db, scope, [{ fields, field: 'body.source_type' }]);
  const updated = await saveDestination(db, {
    id,
    expectedVersion: body.version,
    fields,
    userId: scope.userId,
  });
  if (updated === 'stale') throw staleVersion(stored.version + 1, body.version);
  if (updated === 'duplicate') {
    throw conflict('body.mail: already set for that group or machine', 'DUPLICATE_DESTINATION');
  }
  await recordDestination(db, scope, 'alarmMailChange', updated);
  return toDestination(updated);
}

/** DELETE …/{id}: removes a destination the caller may write; answers the record as it was. */
export async function deleteAlertMailDestination(
  db: Db,
  scope: Scope,
  id: string,
): Promise<AlertMailDestination> {
  const stored = await requireWritableDestination(db, scope, id);
  if (!(await removeDestination(db, id))) throw NOT_FOUND.bare();
  await recordDestination(db, scope, 'alarmMailDelete', stored);
  return toDestination(stored);
}

function toDestination(row: AlertMailDestinationRow): AlertMailDestination {
  // The rows have the answer's fields; only the times become text.
  return { ...row, insert_time: row.insert_time.toISOString(), update_time: row.update_time.toISOString() };
}

/** The fields to store, after the rules the schema cannot say: each level at most once. */
function fieldsOf(
  item: AlertMailDestinationNew,
  at: string,
  notifyRecovery: boolean,
): AlertMailDestinationFields {
  const levels = item.severity.split(',');
  if (new Set(levels).size !== levels.length) {
    throw badRequest(`${at}.severity: names a level twice ('${item.severity}')`);
  }
  return {
    mail: item.mail,
    user_name: item.user_name,
    locale: item.locale,
    severity: item.severity,
    source_flag: item.source_flag,
    source_type: item.source_type,
    notify_recovery: item.notify_recovery ?? notifyRecovery,
  };
}

/**
 * The groups and machines the destinations are for are ones the caller may see (the machines in one
 * query). Another one answers 404, as if it did not exist, naming the request field.
 */
async function requireWritableSources(
  db: Db,
  scope: Scope,
  sources: readonly { fields: AlertMailDestinationFields; field: string }[],
): Promise<void> {
  const machines: { key: { modelId: string; serialNo: string }; field: string }[] = [];
  for (const { fields: f, field } of sources) {
    if (f.source_flag === SOURCE_FLAG.group) {
      requireGroup(scope, f.source_type);
      continue;
    }
    const key = parseMachineSource(f.source_type);
    if (!key) throw NOT_FOUND.machine(field);
    machines.push({ key, field });
  }
  if (machines.length > 0) await requireMachines(db, scope, machines);
}

/** A stored destination the caller may see, and so write; 404 when unseen (or unknown). */
async function requireWritableDestination(
  db: Db,
  scope: Scope,
  id: string,
): Promise<AlertMailDestinationRow> {
  const stored = await findAlertMailDestinationById(db, scope.groupIds, id);
  if (!stored) throw NOT_FOUND.bare();
  return stored;
}

function staleVersion(current: number, sent: number) {
  return conflict(
    `The destination was changed meanwhile (version ${sent} was sent, the stored one is ${current}): reload it and try again`,
    'VERSION_CONFLICT',
  );
}
