/**
 * The breaks of a down-sampled answer (part 2 §9: consecutive samples more than 5 minutes apart are not
 * joined). M4 keeps four points of a bucket, and a line through them hides every gap between them: a
 * machine off the network for an hour each night looks continuous in its month. So the answer also says,
 * per bucket, where its samples break, and which buckets hold no joined samples at all (their points
 * stand alone). Between buckets the client sees the gap itself: the last point of one bucket and the first
 * of the next are neighbouring samples.
 */
import { SERIES_BREAK_MS } from '@airsight/contracts/constants';
import type { SampleGaps } from '@airsight/contracts/http/sensor-data';
import type { StepUnit } from '../repositories/sample-gaps.ts';

/**
 * From a device's units (hours or buckets, in time order) to the breaks of the buckets that `bucketOf`
 * puts them in: per bucket a time inside its last gap (the middle of it), and the buckets of two or more
 * samples in which every step between them is a gap. Steps between units of one bucket count; steps
 * between buckets do not.
 */
export function sampleGapsOf(units: readonly StepUnit[], bucketOf: (unit: StepUnit) => number): SampleGaps {
  const breaks: number[] = [];
  const sparse: number[] = [];
  let i = 0;
  while (i < units.length) {
    const bucket = bucketOf(units[i]!);
    let breakAt: number | null = null;
    let samples = 0;
    let joined = false;
    let previous: StepUnit | undefined;
    for (; i < units.length && bucketOf(units[i]!) === bucket; i++) {
      const unit = units[i]!;
      samples += unit.samples;
      if (previous) {
        const step = unit.firstMs - previous.lastMs;
        if (step > SERIES_BREAK_MS) breakAt = previous.lastMs + step / 2;
        else joined = true;
      }
      if (unit.gapMidMs !== null) breakAt = unit.gapMidMs;
      if (unit.shortStepMs !== null && unit.shortStepMs <= SERIES_BREAK_MS) joined = true;
      previous = unit;
    }
    if (samples >= 2 && !joined) sparse.push(bucket);
    else if (breakAt !== null) breaks.push(Math.round(breakAt));
  }
  return { breaks_ms: breaks, sparse_buckets: sparse };
}
