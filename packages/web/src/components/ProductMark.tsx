/** The product's mark: three air streams on the brand blue (same drawing as favicon.svg). */
export function ProductMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#ffffff" fillOpacity="0.16" />
      <path
        d="M6 12c4-4 8 4 12 0s6-2 8 0M6 18c4-4 8 4 12 0s6-2 8 0M6 24c4-4 8 4 12 0s6-2 8 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
