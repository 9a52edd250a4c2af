/** The series a bucket chart (components/charts/BucketChart.tsx) draws from its rows, pure. */

/**
 * Stacks for a bar chart: series k is the top of machine k's bar, the sum of machines 0..k. A machine
 * without a sum in a bucket draws nothing there (null) and adds nothing to the stack above it.
 */
export function stackedSeries(
  rows: readonly (readonly (number | null | undefined)[])[],
): (number | null)[][] {
  const running: number[] = [];
  return rows.map((row) =>
    row.map((value, b) => {
      if (value === null || value === undefined) return null;
      running[b] = (running[b] ?? 0) + value;
      return running[b];
    }),
  );
}

/**
 * The buckets of a row with a value whose neighbours have none: a line cannot show them, so a chart that
 * draws lines without markers still marks these.
 */
export function isolatedBuckets(row: readonly (number | null | undefined)[]): number[] {
  const has = (j: number) => row[j] !== null && row[j] !== undefined;
  const alone: number[] = [];
  for (let j = 0; j < row.length; j++) if (has(j) && !has(j - 1) && !has(j + 1)) alone.push(j);
  return alone;
}
