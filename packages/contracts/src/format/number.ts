/**
 * Number display: Japanese grouping everywhere (part 1 §9, part 2 §9), e.g. 1234567.5 → '1,234,567.5';
 * and the zero padding of the fields of written days and times (zeroPad).
 */

/** A whole number with zeros in front up to `width` digits: zeroPad(7) is '07', zeroPad(7, 4) '0007'. */
export function zeroPad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

export interface FormatNumberOptions {
  /** Exactly this many decimals (e.g. 2 for MPa, 3 for bar). */
  fractionDigits?: number;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(min: number | undefined, max: number | undefined): Intl.NumberFormat {
  const key = `${min ?? ''}:${max ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('ja-JP', {
      useGrouping: true,
      // No '-0' for a value that rounds to zero.
      signDisplay: 'negative',
      ...(min !== undefined ? { minimumFractionDigits: min } : {}),
      ...(max !== undefined ? { maximumFractionDigits: Math.max(max, min ?? 0) } : {}),
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * A number with ja-JP grouping; `decimals` (a number) fixes the decimals. null, undefined, '', NaN and
 * infinities give ''.
 */
export function formatNumber(
  value: number | string | null | undefined,
  decimals: number | FormatNumberOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const options = typeof decimals === 'number' ? { fractionDigits: decimals } : decimals;
  const min = options.fractionDigits ?? options.minimumFractionDigits;
  const max = options.fractionDigits ?? options.maximumFractionDigits;
  // A whole number under 1,000 without asked-for decimals has neither grouping nor decimals: written
  // without Intl, whose first NumberFormat costs a phone tens of milliseconds of a first load whose
  // numbers are all counts (HomeAdmin's companies). `n || 0` turns -0 into 0.
  if (Number.isInteger(n) && Math.abs(n) < 1000 && !min) return String(n || 0);
  return formatter(min, max).format(n);
}
