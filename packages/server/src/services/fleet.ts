/**
 * The fleet calls (contracts http/fleet.ts): every machine of a group with the inputs of its status, and
 * the counts of part 1 §2 per child group, judged with the shared status rules at the server's clock.
 *
 * Speed (DESIGN §10, docs/performance.md): the devices answer for 10,000 machines is about 5 MB of JSON,
 * nine tenths of it names and numbers that change only with the master data. Each process keeps that
 * part of every machine it has answered as ready JSON bytes with the machine's place in the answer
 * order, checked against master_data_version (which every change of devices or device groups bumps in
 * its own transaction), and reads only the four changing columns per call, unsorted. The answer is
 * written straight into one buffer: no per-row objects, no sort, no schema serializer.
 */
import {
  countStatuses,
  deviceStatus,
  formatApiTime,
  isConnected,
  type DeviceStatus,
  type FleetDevicesQuery,
  type GroupSummariesQuery,
  type GroupSummariesResponse,
  type GroupSummary,
} from '@airsight/contracts';
import type { Db } from '../db/database.ts';
import {
  readDeviceLatest,
  readDeviceMaster,
  readMasterDataVersion,
  readStatusInputs,
  type DeviceMasterRow,
} from '../repositories/fleet.ts';
import { childOnPath, groupIdsUnder, groupsUnder, type Scope } from './access.ts';

// ---- devices ---------------------------------------------------------------------------------------

/** The unchanging part of one machine: UTF-8 JSON without its closing brace, and its place in the order. */
interface CachedDevice {
  head: Buffer;
  /** optional_info_2 (null last), serial_no, model_id: userDeviceAuthorities?sort=optional_info_2,serial_no. */
  sortKey: readonly [string | null, string, string];
  /** Position among every cached machine by sortKey; valid while the cache is `ranked`. */
  rank: number;
}

/** Per database (tests and benches open several in one process), valid for one master-data version. */
interface MasterCache {
  version: string;
  devices: Map<string, CachedDevice>;
  ranked: boolean;
}
const caches = new WeakMap<Db, MasterCache>();

function cachedDevice(row: DeviceMasterRow): CachedDevice {
  const json = JSON.stringify({
    id: row.id,
    model_id: row.model_id,
    serial_no: row.serial_no,
    device_group_id: row.device_group_id,
    device_group_name_locale1: row.device_group_name_locale1,
    device_group_name_locale2: row.device_group_name_locale2,
    device_group_name_locale3: row.device_group_name_locale3,
    device_name_locale1: row.device_name_locale1,
    device_name_locale2: row.device_name_locale2,
    device_name_locale3: row.device_name_locale3,
    optional_info_1: row.optional_info_1,
    optional_info_2: row.optional_info_2,
    time_zone: row.time_zone,
    consent_form_received: row.consent_form_received,
  });
  return {
    head: Buffer.from(json.slice(0, -1)),
    sortKey: [row.optional_info_2, row.serial_no, row.model_id],
    rank: -1,
  };
}

/** Text by UTF-16 code unit (SQL COLLATE "C" outside the astral planes), nulls last. */
function compareSortKeys(a: CachedDevice['sortKey'], b: CachedDevice['sortKey']): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    return x! < y! ? -1 : 1;
  }
  return 0;
}

/** Ranks every cached machine once per change of the cache: calls then place rows without sorting. */
function rank(cache: MasterCache): void {
  if (cache.ranked) return;
  const all = [...cache.devices.values()].sort((a, b) => compareSortKeys(a.sortKey, b.sortKey));
  all.forEach((device, i) => (device.rank = i));
  cache.ranked = true;
}

/**
 * The cached part of the machines `ids`, read from the database where missing. A call that read an
 * older version than the cache holds (another call saw a change first) uses and stores nothing there.
 */
async function cachedDevices(db: Db, ids: readonly string[]): Promise<MasterCache> {
  const version = await readMasterDataVersion(db);
  let cache = caches.get(db);
  if (!cache || BigInt(cache.version) < BigInt(version)) {
    cache = { version, devices: new Map(), ranked: true };
    caches.set(db, cache);
  }
  const usable = cache.version === version ? cache : { version, devices: new Map(), ranked: true };
  const missing = ids.filter((id) => !usable.devices.has(id));
  // Read after the version: the rows are at least as new as the version they are stored under.
  for (const row of await readDeviceMaster(db, missing)) {
    usable.devices.set(row.id, cachedDevice(row));
    usable.ranked = false;
  }
  rank(usable);
  return usable;
}

const COMMA = 0x2c;
/** The longest tail: the time (14 digits), a 16-bit word, a 64-bit counter, the keys, brace and comma. */
const TAIL_MAX = 128;

/**
 * GET /v1/fleet/devices: the answer as ready JSON bytes (FleetDevicesResponse). Every machine of the
 * group and its subtree (default: every visible group), in the order of userDeviceAuthorities with
 * sort=optional_info_2,serial_no.
 */
export async function fleetDevicesJson(
  db: Db,
  scope: Scope,
  query: FleetDevicesQuery,
  now: Date = new Date(),
): Promise<Buffer> {
  const groupIds = groupIdsUnder(scope, query.device_group_id);
  const rows = await readDeviceLatest(db, groupIds);
  const cache = await cachedDevices(
    db,
    rows.map((r) => r.id),
  );

  // Which row goes at each rank (-1: none): the answer order without a sort.
  const rowAt = new Int32Array(cache.devices.size).fill(-1);
  const heads: Buffer[] = new Array(rows.length);
  const opening = `{"server_time":"${formatApiTime(now)}","fleet_device_list":[`;
  let bound = opening.length + 2;
  rows.forEach((row, i) => {
    const device = cache.devices.get(row.id);
    if (!device) return; // deleted between the two reads
    rowAt[device.rank] = i;
    heads[i] = device.head;
    bound += device.head.length + TAIL_MAX;
  });

  const out = Buffer.allocUnsafe(bound);
  let at = out.write(opening, 0, 'latin1');
  let first = true;
  for (const i of rowAt) {
    if (i < 0) continue;
    const row = rows[i]!;
    const head = heads[i]!;
    if (!first) out[at++] = COMMA;
    first = false;
    out.set(head, at); // TypedArray.set: a plain memory copy, cheaper than Buffer.copy per call
    at += head.length;
    // Only digits, null and fixed keys: plain ASCII.
    const time = row.last_measure_time === null ? 'null' : `"${row.last_measure_time}"`;
    at += out.write(
      `,"last_measure_time":${time},"status_word":${row.status_word},"running_hours":${row.running_hours}}`,
      at,
      'latin1',
    );
  }
  at += out.write(']}', at, 'latin1');
  return out.subarray(0, at);
}

// ---- group summaries --------------------------------------------------------------------------------

/**
 * GET /v1/fleet/groupSummaries: one row per direct child group of the asked group, in tree order, with
 * the counts of part 1 §2 over the child's whole subtree.
 */
export async function groupSummaries(
  db: Db,
  scope: Scope,
  query: GroupSummariesQuery,
  now: Date = new Date(),
): Promise<GroupSummariesResponse> {
  const top = query.device_group_id;
  const subtree = groupsUnder(scope, top);
  const children = subtree.filter((g) => g.parent_device_group_id === top);

  // Which child each group below the asked one lies under.
  const childOf = new Map<string, string>();
  for (const g of subtree) {
    const child = childOnPath(g, top);
    if (child !== undefined) childOf.set(g.device_group_id, child);
  }

  const statuses = new Map<string, DeviceStatus[]>(children.map((c) => [c.device_group_id, []]));
  const noConsent = new Map<string, number>();
  // A status depends only on model, word and connection: thousands of machines share a few of them.
  const memo = new Map<string, DeviceStatus>();
  const nowMs = now.getTime();
  const rows = await readStatusInputs(db, [...childOf.keys()]);
  for (const row of rows) {
    const child = childOf.get(row.device_group_id)!;
    const connected = isConnected(row.measured_ms, nowMs);
    const key = `${row.model_id}|${row.status_word}|${connected}`;
    let status = memo.get(key);
    if (!status) {
      status = deviceStatus(
        { modelId: row.model_id, lastMeasureTime: row.measured_ms, statusWord: row.status_word },
        nowMs,
      );
      memo.set(key, status);
    }
    statuses.get(child)!.push(status);
    if (!row.consent_form_received) noConsent.set(child, (noConsent.get(child) ?? 0) + 1);
  }

  const list: GroupSummary[] = children.map((g) => {
    const c = countStatuses(statuses.get(g.device_group_id)!);
    return {
      device_group_id: g.device_group_id,
      parent_device_group_id: g.parent_device_group_id,
      device_group_name_locale1: g.name_locale1,
      device_group_name_locale2: g.name_locale2,
      device_group_name_locale3: g.name_locale3,
      has_children: g.has_children,
      devicesCount: c.devices,
      alermCount: { maintenance: c.maintenance, caution: c.caution, emergency: c.emergency },
      drivingCount: c.running,
      notDrivingCount: c.stopped,
      connectionOffCount: c.disconnected,
      communicatedCount: c.communicated,
      notCommunicatedCount: c.notCommunicated,
      notReceivedTheConsentForm: noConsent.get(g.device_group_id) ?? 0,
    };
  });
  return { server_time: formatApiTime(nowMs), group_summary_list: list };
}
