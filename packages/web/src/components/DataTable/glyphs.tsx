/**
 * The table's icons, Material icons' paths as bare SVG: an icon component would run the style engine
 * once per row or table (the Details chevron, the sort arrow, the pager's buttons).
 */
const PATHS = {
  chevronDown: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  arrowDown: 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z',
  dropDown: 'M7 10l5 5 5-5z',
  firstPage: 'M18.41 16.59 13.82 12l4.59-4.59L17 6l-6 6 6 6zM6 6h2v12H6z',
  previousPage: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  nextPage: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
  lastPage: 'M5.59 7.41 10.18 12l-4.59 4.59L7 18l6-6-6-6zM16 6h2v12h-2z',
} as const;

/** A 24-unit icon, drawn in the text colour; its size comes from `size` or from the table's CSS. */
export function Glyph({
  name,
  className,
  size,
}: {
  name: keyof typeof PATHS;
  className?: string;
  size?: number;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
