import type { ReactNode } from 'react';

export interface CardIconProps {
  /** What the icon says, as its SVG title (the card's link name says it for screen readers). */
  label: string;
  testId: string;
  /** Its state for tests and styles, e.g. { connected: 'true' } → data-connected="true". */
  data?: Record<string, string | undefined>;
  size?: number;
  className?: string;
  children: ReactNode;
}

/** The frame of a machine card's small SVG icons (signal, cog): one 24-unit box. */
export function CardIcon({ label, testId, data = {}, size = 22, className, children }: CardIconProps) {
  const dataset = Object.fromEntries(Object.entries(data).map(([key, value]) => [`data-${key}`, value]));
  return (
    <svg
      className={className ? `mc-icon ${className}` : 'mc-icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      data-testid={testId}
      {...dataset}
      aria-hidden="true"
    >
      <title>{label}</title>
      {children}
    </svg>
  );
}
