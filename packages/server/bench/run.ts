/**
 * `npm run bench`: runs every bench module beside this file (ingest, queries, volume, and whatever later
 * issues add as <name>.bench.ts), one after the other, and prints one table: figure, value, budget, the
 * baseline measured in the same run, and whether the figure is within its budget.
 *
 *   node bench/run.ts            every module
 *   node bench/run.ts queries    only modules whose name contains "queries"
 *
 * Exit code 1 when a module fails to run; a figure over budget is reported, not failed on (a shared,
 * noisy machine is no place for a hard gate).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchTableLines } from '@airsight/contracts/format/bench-table';
import type { BenchModule, BenchResult } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Known modules first, in this order; any other *.bench.ts after them, by name. */
const ORDER = ['ingest', 'queries', 'volume'];

function moduleNames(filter: readonly string[]): string[] {
  const found = fs
    .readdirSync(here)
    .filter((f) => f.endsWith('.bench.ts'))
    .map((f) => f.slice(0, -'.bench.ts'.length));
  const rank = (n: string) => (ORDER.includes(n) ? ORDER.indexOf(n) : ORDER.length);
  return found
    .filter((n) => filter.length === 0 || filter.some((f) => n.includes(f)))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function printTable(rows: { module: string; result: BenchResult }[]): void {
  const lines = benchTableLines(
    rows.map((row) => row.result),
    { headers: ['module'], cells: (index) => [rows[index]!.module] },
  );
  for (const line of lines) console.log(line);
}

async function main(): Promise<void> {
  const names = moduleNames(process.argv.slice(2));
  if (names.length === 0) {
    console.error('No bench module matches.');
    process.exitCode = 1;
    return;
  }
  const rows: { module: string; result: BenchResult }[] = [];
  let failed = false;
  for (const name of names) {
    console.log(`bench ${name} …`);
    const started = performance.now();
    try {
      const module = (await import(path.join(here, `${name}.bench.ts`))) as BenchModule;
      for (const result of await module.run()) rows.push({ module: name, result });
      console.log(`bench ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      failed = true;
      console.error(`bench ${name} failed:`, error);
    }
  }
  console.log('');
  printTable(rows);
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
