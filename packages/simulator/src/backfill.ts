/**
 * Which sample times the history backfill covers: coarse samples (every --coarse-minutes) for old history,
 * samples at the live interval for the last --fine-days, every time on a fixed grid so that a gap filled
 * after a restart lines up with what came before.
 */

export interface Resolution {
  /** From this time on (ms) samples are fine. */
  fineFrom: number;
  fineStepMs: number;
  coarseStepMs: number;
}

/** The first sample time after `after`. */
export function nextSampleTime(after: number, r: Resolution): number {
  const coarse = (Math.floor(after / r.coarseStepMs) + 1) * r.coarseStepMs;
  if (coarse < r.fineFrom) return coarse;
  const firstFine = Math.ceil(r.fineFrom / r.fineStepMs) * r.fineStepMs;
  return Math.max(firstFine, (Math.floor(after / r.fineStepMs) + 1) * r.fineStepMs);
}

/** Sample times t with after < t < before, in order. */
export function* sampleTimes(after: number, before: number, r: Resolution): Generator<number> {
  for (let t = nextSampleTime(after, r); t < before; t = nextSampleTime(t, r)) yield t;
}

/** How many times sampleTimes(after, before) gives, without walking them. */
export function countSampleTimes(after: number, before: number, r: Resolution): number {
  if (before <= after) return 0;
  const coarseEnd = Math.min(before, r.fineFrom);
  // Multiples of the coarse step in (after, coarseEnd).
  const coarse = Math.max(0, Math.ceil(coarseEnd / r.coarseStepMs) - 1 - Math.floor(after / r.coarseStepMs));
  const firstFine = Math.max(
    Math.ceil(r.fineFrom / r.fineStepMs) * r.fineStepMs,
    (Math.floor(after / r.fineStepMs) + 1) * r.fineStepMs,
  );
  const fine = firstFine < before ? Math.ceil(before / r.fineStepMs) - firstFine / r.fineStepMs : 0;
  return coarse + fine;
}
