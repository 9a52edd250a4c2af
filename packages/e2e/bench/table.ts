import { benchTableLines, type BenchFigure } from '@airsight/contracts/format/bench-table';

/** A row of the browser bench's table: the same figure as the server bench's (contracts bench-table.ts). */
export type Row = BenchFigure;

export function printTable(rows: readonly Row[]): void {
  for (const line of benchTableLines(rows)) console.log(line);
}
