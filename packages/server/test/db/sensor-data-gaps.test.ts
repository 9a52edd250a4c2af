/**
 * POST getSensorData with downsample: the answer's `gaps` say where a bucket's samples lie more than 5
 * minutes apart (part 2 §9's break), which its four M4 points cannot show; compared with a brute-force
 * reading of the same samples, on both readers (raw buckets under an hour, hour-aligned buckets from the
 * stored hours), after a late sample, and on hours not sealed yet.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SampleGaps } from '@airsight/contracts/http/sensor-data';
import { deviceIdOf } from '../support/database.ts';
import { insertSnapshots } from '../support/factories.ts';
import { FLEET, useDemoApp } from './master-info.setup.ts';

const URL = '/v1/sensor-data-file-mgt/getSensorData';
const d = useDemoApp();
const [tokai1, tokai2] = FLEET.machinesUnder('tokai');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BREAK = 5 * MINUTE;

// ---- tokai1: six days from 1 March 2026 of 1-minute samples, with the gaps a field gateway has ---------

const START = Date.parse('2026-03-01T00:00:00Z');
const END = START + 6 * DAY;
/** 1-minute samples, but off the network 02:30-03:10 every night, 6-minute samples on 4 March 10:00-16:00
 * (a gateway thinning out after an outage), and a 7-minute gap at 12:17 and a 6-minute one at 18:41 daily. */
function historyTimes(): number[] {
  const times: number[] = [];
  const sparseFrom = Date.parse('2026-03-04T10:00:00Z');
  for (let t = START; t < END; t += MINUTE) {
    const minuteOfDay = Math.floor((t % DAY) / MINUTE);
    if (minuteOfDay > 2 * 60 + 30 && minuteOfDay < 3 * 60 + 10) continue;
    if (minuteOfDay > 12 * 60 + 17 && minuteOfDay < 12 * 60 + 24) continue;
    if (minuteOfDay > 18 * 60 + 41 && minuteOfDay < 18 * 60 + 47) continue;
    if (t > sparseFrom && t < sparseFrom + 6 * HOUR && (t - sparseFrom) % (6 * MINUTE) !== 0) continue;
    // A few hundred milliseconds of jitter, as gateways stamp their reads.
    times.push(t + (((t / MINUTE) * 7_919) % 900));
  }
  return times;
}
const TIMES = historyTimes();

async function insertSamples(machine: { model_id: string; serial_no: string }, times: readonly number[]) {
  const db = d.database.db;
  const samples = times.map((t) => ({ time: new Date(t), values: { sn_D002: 700, sn_D027: 1 } }));
  await insertSnapshots(db, await deviceIdOf(db, machine), samples);
}

beforeAll(async () => {
  await insertSamples(tokai1!, TIMES);
});

const iso = (t: number) => new Date(t).toISOString();

async function readGaps(
  machine: { model_id: string; serial_no: string },
  from: number,
  to: number,
  buckets: number,
) {
  const res = await d.app.inject({
    method: 'POST',
    url: URL,
    headers: d.headers.tokai,
    payload: {
      measure_time_from: iso(from),
      measure_time_to: iso(to),
      iso8601_datetime_format: true,
      columns: true,
      downsample: { method: 'm4', buckets },
      sensor_list: [{ model_id: machine.model_id, serial_no: machine.serial_no, sensor_id: 'sn_D002' }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as {
    sensor_data_list: { gaps?: SampleGaps }[];
    downsample: { buckets: number; bucket_ms: number; origin: string };
  };
  return { gaps: answer.sensor_data_list[0]!.gaps, downsample: answer.downsample };
}

interface Expected {
  sparse: number[];
  /** Per bucket with a gap between two of its samples (and not sparse), its gaps. */
  gapsOf: Map<number, [number, number][]>;
}

/** What the answer must say, read off the samples one by one. */
function expectedGaps(times: readonly number[], bucketOf: (t: number) => number): Expected {
  const buckets = new Map<number, { samples: number; joined: boolean; gaps: [number, number][] }>();
  times.forEach((t, i) => {
    const b = bucketOf(t);
    const bucket = buckets.get(b) ?? { samples: 0, joined: false, gaps: [] };
    buckets.set(b, bucket);
    bucket.samples++;
    const previous = times[i - 1];
    if (previous === undefined || bucketOf(previous) !== b) return;
    if (t - previous > BREAK) bucket.gaps.push([previous, t]);
    else bucket.joined = true;
  });
  const sparse: number[] = [];
  const gapsOf = new Map<number, [number, number][]>();
  for (const [b, bucket] of buckets) {
    if (bucket.samples >= 2 && !bucket.joined) sparse.push(b);
    else if (bucket.gaps.length > 0) gapsOf.set(b, bucket.gaps);
  }
  return { sparse: sparse.sort((a, b) => a - b), gapsOf };
}

function expectGaps(gaps: SampleGaps | undefined, expected: Expected, bucketOf: (t: number) => number) {
  expect(gaps).toBeDefined();
  expect(gaps!.sparse_buckets).toEqual(expected.sparse);
  // One break per bucket with a gap, inside one of that bucket's gaps.
  const brokenBuckets = gaps!.breaks_ms.map(bucketOf);
  expect(brokenBuckets).toEqual([...expected.gapsOf.keys()].sort((a, b) => a - b));
  for (const at of gaps!.breaks_ms) {
    const inside = expected.gapsOf.get(bucketOf(at))!.some(([from, to]) => at > from && at < to);
    expect(inside, `break at ${iso(at)}`).toBe(true);
  }
}

describe('getSensorData down-sampled: breaks inside buckets', () => {
  it('says, for buckets under an hour read from the samples, where each bucket breaks', async () => {
    const buckets = 300;
    const { gaps, downsample } = await readGaps(tokai1!, START, END, buckets);
    expect(downsample.buckets).toBe(buckets);
    const bucketOf = (t: number) =>
      Math.min(Math.floor(((Math.round(t) - START) * buckets) / (END - START)), buckets - 1);
    const expected = expectedGaps(TIMES, bucketOf);
    // The data has what the test is about: breaks inside buckets, and buckets of lone samples.
    expect(expected.gapsOf.size).toBeGreaterThan(5);
    expect(expected.sparse.length).toBeGreaterThan(5);
    expectGaps(gaps, expected, bucketOf);
  });

  it('says the same for hour-aligned buckets, from the stored hours as from the first read', async () => {
    for (const [asked, widthHours] of [
      [100, 2],
      [7, 24],
    ] as const) {
      for (let pass = 0; pass < 2; pass++) {
        const { gaps, downsample } = await readGaps(tokai1!, START, END, asked);
        expect(downsample.bucket_ms).toBe(widthHours * HOUR);
        const origin = Date.parse(downsample.origin);
        const bucketOf = (t: number) => Math.floor((t - origin) / (widthHours * HOUR));
        const expected = expectedGaps(TIMES, bucketOf);
        expect(expected.gapsOf.size, `${widthHours} h`).toBeGreaterThan(4);
        expectGaps(gaps, expected, bucketOf);
      }
    }
  });

  it('joins a gap again when a late sample fills it', async () => {
    const late = Date.parse('2026-03-05T12:20:30Z');
    const origin = Date.parse('2026-03-01T00:00:00Z');
    const bucketOf = (t: number) => Math.floor((t - origin) / (2 * HOUR));
    const before = await readGaps(tokai1!, START, END, 100);
    expect(before.gaps!.breaks_ms.map(bucketOf)).toContain(bucketOf(late));
    await insertSamples(tokai1!, [late]);
    const after = await readGaps(tokai1!, START, END, 100);
    expect(after.gaps!.breaks_ms.map(bucketOf)).not.toContain(bucketOf(late));
    expectGaps(
      after.gaps,
      expectedGaps(
        [...TIMES, late].sort((a, b) => a - b),
        bucketOf,
      ),
      bucketOf,
    );
  });

  it('reads the hours not sealed yet from the samples', async () => {
    // The last six hours, 1-minute samples with a 20-minute gap inside the hour of 90 minutes ago.
    const end = Math.floor(Date.now() / MINUTE) * MINUTE;
    const gapFrom = Math.floor((end - 90 * MINUTE) / HOUR) * HOUR + 20 * MINUTE;
    const times: number[] = [];
    for (let t = end - 6 * HOUR; t <= end; t += MINUTE)
      if (t <= gapFrom || t >= gapFrom + 20 * MINUTE) times.push(t);
    await insertSamples(tokai2!, times);
    const { gaps, downsample } = await readGaps(tokai2!, end - 6 * HOUR, end, 6);
    const origin = Date.parse(downsample.origin);
    const bucketOf = (t: number) => Math.floor((t - origin) / downsample.bucket_ms);
    expectGaps(gaps, expectedGaps(times, bucketOf), bucketOf);
    expect(gaps!.breaks_ms).toHaveLength(1);
  });

  it('answers no gaps without downsample', async () => {
    const res = await d.app.inject({
      method: 'POST',
      url: URL,
      headers: d.headers.tokai,
      payload: {
        measure_time_from: iso(START),
        measure_time_to: iso(START + HOUR),
        sensor_list: [{ model_id: tokai1!.model_id, serial_no: tokai1!.serial_no, sensor_id: 'sn_D002' }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().sensor_data_list[0].gaps).toBeUndefined();
  });
});
