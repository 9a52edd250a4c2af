/**
 * The table `npm run bench` prints: the server's benches and the browser's benches each print one, in this
 * one format, so the two halves of a run read alike (figure, value, unit, the spread of its runs when it
 * is a median, budget, the baseline measured in the same run, whether the figure is within its budget).
 */

/** One measured figure. */
export interface BenchFigure {
  /** What was measured, e.g. 'trend, 1 machine, 1 year of 1-minute data, 4 sensors, M4 (p95)'. */
  name: string;
  value: number;
  unit: string;
  /** When `value` is the median of several runs: the lowest and the highest run. */
  spread?: { min: number; max: number };
  /** The budget as an operator and a number in `unit`, e.g. '<= 100', '< 1500' or '≥ 10,000'. */
  budget?: string;
  /** The same work done the plain way in the same run, so that a noisy machine does not hide a regression. */
  baseline?: { name: string; value: number; unit: string };
}

/** Within budget? undefined when there is no budget or it cannot be read. */
export function withinBudget(figure: BenchFigure): boolean | undefined {
  const match = /^\s*(<=|>=|<|>|≤|≥)\s*([\d.,_]+)/.exec(figure.budget ?? '');
  if (!match) return undefined;
  const limit = Number(match[2]!.replace(/[,_]/g, ''));
  switch (match[1]) {
    case '<=':
    case '≤':
      return figure.value <= limit;
    case '<':
      return figure.value < limit;
    case '>=':
    case '≥':
      return figure.value >= limit;
    default:
      return figure.value > limit;
  }
}

/** Whole numbers from 100 up; below 1 (a layout-shift score) three decimals, so that 0.131 is not 0.1. */
export function formatFigure(value: number): string {
  return value >= 100
    ? Math.round(value).toLocaleString('en-US')
    : value.toLocaleString('en-US', { maximumFractionDigits: Math.abs(value) < 1 ? 3 : 2 });
}

/** A median's spread as 'min–max' in the figure's format. */
export function formatSpread(spread: { min: number; max: number }): string {
  return `${formatFigure(spread.min)}–${formatFigure(spread.max)}`;
}

/**
 * The table as Markdown lines. `lead` puts columns before the figure's own, e.g. the bench module each
 * figure comes from: one header and one cell list per figure. The spread column is there only when a
 * figure has one. For the benches of the server and the browser, which no production code runs.
 * @internal
 */
export function benchTableLines(
  figures: readonly BenchFigure[],
  lead: { headers: readonly string[]; cells: (index: number) => readonly string[] } = {
    headers: [],
    cells: () => [],
  },
): string[] {
  const spreads = figures.some((figure) => figure.spread);
  const header = [
    ...lead.headers,
    'figure',
    'value',
    'unit',
    ...(spreads ? ['spread (min–max)'] : []),
    'budget',
    'baseline (same run)',
    'within budget',
  ];
  const rows = figures.map((figure, index) => {
    const ok = withinBudget(figure);
    const { baseline } = figure;
    return [
      ...lead.cells(index),
      figure.name,
      formatFigure(figure.value),
      figure.unit,
      ...(spreads ? [figure.spread ? formatSpread(figure.spread) : ''] : []),
      figure.budget ?? '',
      baseline ? `${baseline.name}: ${formatFigure(baseline.value)} ${baseline.unit}` : '',
      ok === undefined ? '' : ok ? 'yes' : 'NO',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)];
}
