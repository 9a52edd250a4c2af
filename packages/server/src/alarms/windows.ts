/**
 * Which stretch of a device's history late snapshots change (pure, no I/O; engine.ts feeds it rows).
 *
 * A late snapshot L between stored snapshots P (before it) and S1, S2, ... (after it) changes the edges at
 * L itself and at the successors whose carried-over words differ from before. Words only carry over where
 * a snapshot lacks a register, so the old and the new evaluation meet again at the first stored successor
 * whose words are the same in both (with every register present: S1). From there on nothing changes: not
 * the edges, not the incidents, not the engine state. So the work for a late snapshot is its predecessor,
 * itself and its successors up to that point, whatever the length of the device's history.
 *
 * The sweep walks the stored snapshots (the new ones included: they are already inserted) in time order,
 * tracking the words of the old evaluation (without the new snapshots) beside the new one. A window opens
 * at a new snapshot and closes at the first old snapshot after which both agree. Several windows per
 * device come out when the new snapshots fall into separate gaps of the stored history.
 */
import { carryForward, type Words, type WordSample } from './edges.ts';

export interface ReevaluationWindow {
  /** Time of the first new snapshot of the window. */
  from: number;
  /** Time of the old snapshot where the evaluations agree again; null: the window runs to the newest. */
  to: number | null;
  /** The words before `from` (the same in the old and the new evaluation). */
  start: Words;
  /** Every stored snapshot from `from` to `to` inclusive, in time order. */
  rows: WordSample[];
  /** The words after the window's last row in the new evaluation. */
  end: Words;
}

const sameWords = (a: Words, b: Words) => a.every((word, i) => word === b[i]);

export class WindowSweep {
  readonly windows: ReevaluationWindow[] = [];
  /** Times of new snapshots not reached yet, ascending. */
  private readonly pending: number[];
  private oldWords: Words = [];
  private newWords: Words = [];
  private open: Omit<ReevaluationWindow, 'to' | 'end'> | undefined;
  /** Time of the last row fed, if any. */
  lastTime: number | undefined;

  constructor(newTimes: readonly number[]) {
    this.pending = [...newTimes].sort((a, b) => a - b);
  }

  /** Nothing left: every new snapshot is inside a window and every window is closed. */
  get done(): boolean {
    return this.pending.length === 0 && !this.open;
  }

  /** A window is open: the next rows to read follow the last one fed. */
  get inWindow(): boolean {
    return this.open !== undefined;
  }

  /** The first new snapshot not reached yet (where to read from when no window is open). */
  get nextNew(): number | undefined {
    return this.pending[0];
  }

  get pendingCount(): number {
    return this.pending.length;
  }

  /** Starts over before the next new snapshot, from the words of the stored snapshots before it. */
  restart(wordsBefore: Words): void {
    if (this.open) throw new Error('cannot restart a sweep inside a window');
    this.oldWords = wordsBefore;
    this.newWords = wordsBefore;
  }

  /** Stored snapshots in time order, following the last one fed (or the restart). */
  feed(rows: readonly WordSample[]): void {
    for (const row of rows) {
      this.lastTime = row.time;
      const isNew = this.pending[0] === row.time;
      if (isNew) this.pending.shift();
      const before = this.newWords;
      this.newWords = carryForward(this.newWords, row.words);
      if (!isNew) this.oldWords = carryForward(this.oldWords, row.words);
      if (isNew && !this.open) this.open = { from: row.time, start: before, rows: [] };
      if (!this.open) continue;
      this.open.rows.push(row);
      if (!isNew && sameWords(this.oldWords, this.newWords)) this.close(row.time);
      if (this.done) return;
    }
  }

  /** The device has no stored snapshot after the last one fed: an open window runs to the newest. */
  finish(): void {
    if (this.open) this.close(null);
    // New snapshots not reached cannot exist (they were inserted); dropping them keeps the sweep finite.
    this.pending.length = 0;
  }

  /** The words after the newest snapshot, valid when the last window runs to the newest. */
  get newestWords(): Words {
    return this.newWords;
  }

  private close(to: number | null): void {
    this.windows.push({ ...this.open!, to, end: this.newWords });
    this.open = undefined;
  }
}
