/** What a bench module measures: one figure, its budget (DESIGN §10) and a baseline of the same run. */
export interface BenchResult {
  /** What was measured, e.g. 'trend, 1 machine, 1 year of 1-minute data, 4 sensors, M4 (p95)'. */
  name: string;
  value: number;
  unit: string;
  /** The budget as an operator and a number in `unit`, e.g. '<= 100' or '>= 10000'. */
  budget?: string;
  /** The same work done the plain way in the same run, so that a noisy machine does not hide a regression. */
  baseline?: { name: string; value: number; unit: string };
}

/** A bench module: bench/<name>.bench.ts exports run(). */
export interface BenchModule {
  run(): Promise<BenchResult[]>;
}
