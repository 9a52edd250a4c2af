/**
 * Which lane a submission takes. Samples no newer than what a machine already sent (a gateway's
 * store-and-forward backlog after an outage, a migration of history) are a backlog: they go through their
 * own batch writer, one batch at a time, so that however much of it arrives, live samples of every machine
 * keep their own writers and are never queued behind it. The late path of the alarm engine is bounded per
 * sample, but a backlog comes by the hundred thousand; the lanes keep it from holding up the live fleet.
 *
 * The newest time per machine is kept in memory: read once from device_latest when a machine is first
 * seen, then moved forward by every submission (before its commit, so that a live message followed at once
 * by an older one sends the older one to the backlog). A wrong guess only picks a lane, never a result:
 * both lanes run the same engine under the same device locks.
 */
import type { Db } from '../db/database.ts';
import { findNewestMeasureTime } from '../repositories/telemetry-write.ts';
import type { SnapshotRow } from './payload.ts';

export type Lane = 'live' | 'backlog';

export class LaneRouter {
  private readonly newest = new Map<string, number>();
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async laneOf(deviceId: string, rows: readonly SnapshotRow[]): Promise<Lane> {
    if (rows.length === 0) return 'live';
    let known = this.newest.get(deviceId);
    if (known === undefined) known = (await findNewestMeasureTime(this.db, deviceId)) ?? -Infinity;
    let oldest = Infinity;
    let newest = -Infinity;
    for (const row of rows) {
      oldest = Math.min(oldest, row.time);
      newest = Math.max(newest, row.time);
    }
    // Read again: another submission of the machine may have moved it while the lookup ran.
    this.newest.set(deviceId, Math.max(this.newest.get(deviceId) ?? -Infinity, known, newest));
    return oldest <= known ? 'backlog' : 'live';
  }
}
