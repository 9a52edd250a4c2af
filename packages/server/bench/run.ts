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

/** Within budget? undefined when there is no budget or it cannot be read. */
export function withinBudget(result: BenchResult): boolean | undefined {
  const match = /^\s*(<=|>=|<|>|≤|≥)\s*([\d.,_]+)/.exec(result.budget ?? '');
  if (!match) return undefined;
  const limit = Number(match[2]!.replace(/[,_]/g, ''));
  switch (match[1]) {
    case '<=':
    case '≤':
      return result.value <= limit;
    case '<':
      return result.value < limit;
    case '>=':
    case '≥':
      return result.value >= limit;
    default:
      return result.value > limit;
  }
}

const format = (value: number) =>
  value >= 100
    ? Math.round(value).toLocaleString('en-US')
    : value.toLocaleString('en-US', { maximumFractionDigits: 2 });

function printTable(rows: { module: string; result: BenchResult }[]): void {
  const header = ['module', 'figure', 'value', 'unit', 'budget', 'baseline (same run)', 'within budget'];
  const lines = rows.map(({ module, result }) => {
    const ok = withinBudget(result);
    const baseline = result.baseline
      ? `${result.baseline.name}: ${format(result.baseline.value)} ${result.baseline.unit}`
      : '';
    return [
      module,
      result.name,
      format(result.value),
      result.unit,
      result.budget ?? '',
      baseline,
      ok === undefined ? '' : ok ? 'yes' : 'NO',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const print = (cells: string[]) =>
    console.log(`| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`);
  print(header);
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) print(line);
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
