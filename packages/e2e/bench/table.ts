/** The bench's result table, in the format of packages/server/bench/run.ts. */
export interface Row {
  name: string;
  value: number;
  unit: string;
  /** An operator and a number in `unit`, e.g. '< 1500'. */
  budget?: string;
  baseline?: { name: string; value: number; unit: string };
}

function withinBudget(row: Row): boolean | undefined {
  const match = /^\s*(<=|<|>=|>)\s*([\d.]+)/.exec(row.budget ?? '');
  if (!match) return undefined;
  const limit = Number(match[2]);
  if (match[1] === '<=') return row.value <= limit;
  if (match[1] === '<') return row.value < limit;
  if (match[1] === '>=') return row.value >= limit;
  return row.value > limit;
}

// Figures below 1 (a layout-shift score) keep three decimals, so that 0.131 is not shown as 0.1.
const format = (value: number) =>
  value >= 100
    ? Math.round(value).toLocaleString('en-US')
    : value.toLocaleString('en-US', { maximumFractionDigits: Math.abs(value) < 1 ? 3 : 1 });

export function printTable(rows: readonly Row[]): void {
  const header = ['figure', 'value', 'unit', 'budget', 'baseline (same run)', 'within budget'];
  const lines = rows.map((row) => {
    const ok = withinBudget(row);
    return [
      row.name,
      format(row.value),
      row.unit,
      row.budget ?? '',
      row.baseline ? `${row.baseline.name}: ${format(row.baseline.value)} ${row.baseline.unit}` : '',
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
