/**
 * Turns what a gateway sent into snapshot rows, or says in one reason why the whole message is refused.
 * A message is all or nothing (DESIGN §7): one bad sample rejects every sample of it.
 */
import { Compile } from 'typebox/compile';
import { RegisterBatch, RegisterPayload, REGISTER_ADDRESSES } from '@airsight/contracts';
import { combineDoubleWord } from '@airsight/contracts/domain/values';

/** Why a message was refused; also the `reason` label of ingest_rejected_total. */
export type RejectReason =
  | 'bad_topic'
  | 'bad_json'
  | 'schema'
  | 'bad_time'
  | 'future'
  | 'too_old'
  | 'unknown_machine'
  | 'forbidden'
  | 'unauthenticated'
  | 'storage';

export class Rejection extends Error {
  readonly reason: RejectReason;
  constructor(reason: RejectReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

/** The snapshot columns in table order: registers 0001-0019, the two double words, 0024-0033. */
export const SNAPSHOT_COLUMNS = [
  ...Array.from({ length: 19 }, (_, i) => `d${String(i + 1).padStart(3, '0')}`),
  'd020_021',
  'd022_023',
  ...Array.from({ length: 10 }, (_, i) => `d0${24 + i}`),
] as const;

/** Index of d024 in SNAPSHOT_COLUMNS: the six event words follow it. */
export const FIRST_EVENT_COLUMN = SNAPSHOT_COLUMNS.indexOf('d024');

export interface SnapshotRow {
  /** Measure time, epoch milliseconds (the stored precision). */
  time: number;
  /** One value per SNAPSHOT_COLUMNS entry; null when the sample did not carry that register. */
  values: (number | null)[];
}

/** A sample more than this far ahead of the server clock is refused: the gateway's clock is wrong. */
export const MAX_FUTURE_MS = 24 * 60 * 60 * 1000;

const checkPayload = Compile(RegisterPayload);
const checkBatch = Compile(RegisterBatch);
const KNOWN_ADDRESSES = new Set(REGISTER_ADDRESSES);
// The format check of the schema accepts a time without offset; we do not: it would mean server-local time.
const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Column index of a single-word register address ('0001' -> 0); undefined for the double-word halves. */
function columnOf(address: string): number | undefined {
  const n = Number(address);
  if (n >= 1 && n <= 19) return n - 1;
  if (n >= 24 && n <= 33) return n - 24 + FIRST_EVENT_COLUMN;
  return undefined;
}

export interface TimeBounds {
  /** Server clock, epoch ms. */
  now: number;
  /** Samples before this (the retention cut-off) are refused; undefined keeps everything. */
  oldest?: number;
}

interface RawSample {
  time: string;
  registers: Record<string, number>;
}

function toRow(sample: RawSample, index: number, bounds: TimeBounds): SnapshotRow {
  const where = `sample ${index}`;
  for (const address of Object.keys(sample.registers)) {
    if (!KNOWN_ADDRESSES.has(address))
      throw new Rejection('schema', `${where}: unknown register "${address}"`);
  }
  if (!HAS_OFFSET.test(sample.time)) {
    throw new Rejection('bad_time', `${where}: time "${sample.time}" has no UTC offset (add Z or +09:00)`);
  }
  const time = Date.parse(sample.time);
  if (!Number.isFinite(time))
    throw new Rejection('bad_time', `${where}: time "${sample.time}" is not a date`);
  if (time > bounds.now + MAX_FUTURE_MS) {
    throw new Rejection(
      'future',
      `${where}: time ${sample.time} is more than a day ahead of the server clock`,
    );
  }
  if (bounds.oldest !== undefined && time < bounds.oldest) {
    throw new Rejection('too_old', `${where}: time ${sample.time} is older than the telemetry retention`);
  }
  const values: (number | null)[] = new Array<number | null>(SNAPSHOT_COLUMNS.length).fill(null);
  const r = sample.registers;
  for (const [address, value] of Object.entries(r)) {
    const column = columnOf(address);
    if (column !== undefined) values[column] = value;
  }
  values[19] = doubleWord(r['0020'], r['0021'], '0020/0021', where);
  values[20] = doubleWord(r['0022'], r['0023'], '0022/0023', where);
  return { time, values };
}

function doubleWord(
  high: number | undefined,
  low: number | undefined,
  pair: string,
  where: string,
): number | null {
  if (high === undefined && low === undefined) return null;
  if (high === undefined || low === undefined) {
    throw new Rejection(
      'schema',
      `${where}: registers ${pair} are the high and low words of one value; send both`,
    );
  }
  return combineDoubleWord(high, low);
}

/** The first schema error as a Rejection; a time that is not an ISO 8601 date-time is a bad_time. */
function schemaRejection(check: typeof checkPayload | typeof checkBatch, value: unknown): Rejection {
  const errors = [...check.Errors(value)];
  const time = errors.find((e) => e.keyword === 'format' && e.instancePath.endsWith('/time'));
  if (time) return new Rejection('bad_time', `${time.instancePath}: not an ISO 8601 date-time with offset`);
  const first = errors[0];
  return new Rejection(
    'schema',
    first ? `${first.instancePath || '/'}: ${first.message}` : 'does not match the payload schema',
  );
}

function rowsOf(samples: readonly RawSample[], bounds: TimeBounds): SnapshotRow[] {
  return samples.map((s, i) => toRow(s, i, bounds));
}

/** An MQTT payload: JSON of one sample or of `{"samples": [...]}`. Throws a Rejection. */
export function parseMessage(payload: Buffer | string, bounds: TimeBounds): SnapshotRow[] {
  let value: unknown;
  try {
    value = JSON.parse(typeof payload === 'string' ? payload : payload.toString('utf8'));
  } catch (error) {
    throw new Rejection('bad_json', `payload is not JSON: ${(error as Error).message}`);
  }
  if (!checkPayload.Check(value)) throw schemaRejection(checkPayload, value);
  const samples = 'samples' in value ? value.samples : [value];
  return rowsOf(samples, bounds);
}

/** The samples of an HTTP ingest request (already JSON). Throws a Rejection. */
export function parseSamples(samples: unknown, bounds: TimeBounds): SnapshotRow[] {
  const batch = { samples };
  if (!checkBatch.Check(batch)) throw schemaRejection(checkBatch, batch);
  return rowsOf(batch.samples, bounds);
}
