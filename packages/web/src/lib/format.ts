/** Number display: Japanese grouping everywhere (part 1 §9, part 2 §9), e.g. 1234567.5 -> "1,234,567.5". */

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(minimumFractionDigits?: number, maximumFractionDigits?: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits ?? ''}:${maximumFractionDigits ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('ja-JP', {
      useGrouping: true,
      ...(minimumFractionDigits !== undefined ? { minimumFractionDigits } : {}),
      ...(maximumFractionDigits !== undefined
        ? { maximumFractionDigits: Math.max(maximumFractionDigits, minimumFractionDigits ?? 0) }
        : {}),
    });
    formatters.set(key, found);
  }
  return found;
}

export interface FormatNumberOptions {
  /** Exactly this many decimals (e.g. 2 for MPa, 3 for bar). */
  fractionDigits?: number;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** Formats a number with ja-JP grouping; null, undefined, NaN and infinities give an empty string. */
export function formatNumber(
  value: number | string | null | undefined,
  options: FormatNumberOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const min = options.fractionDigits ?? options.minimumFractionDigits;
  const max = options.fractionDigits ?? options.maximumFractionDigits;
  return formatter(min, max).format(n);
}
