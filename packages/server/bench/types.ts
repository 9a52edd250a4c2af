import type { BenchFigure } from '@airsight/contracts/format/bench-table';

/** What a bench module measures: one figure, its budget (DESIGN §10) and a baseline of the same run. */
export type BenchResult = BenchFigure;

/** A bench module: bench/<name>.bench.ts exports run(). */
export interface BenchModule {
  run(): Promise<BenchResult[]>;
}
