import type { CSSProperties, ReactNode } from 'react';

/** At least 24 px high: a tap target (WCAG 2.5.8). */
const LINK_STYLE: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 24 };

/** The 'open in new tab' glyph as a bare SVG (the icon component would run the style engine per row). */
function OpenInNewGlyph() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z" />
    </svg>
  );
}

/** A click on the link must not also choose the table row it sits in. */
const stopPropagation = (event: { stopPropagation: () => void }) => event.stopPropagation();

export interface NewTabLinkProps {
  href: string;
  /** The accessible name, which should end by saying that it opens a new tab (t('openInNewTab')). */
  label: string;
  testId: string;
  /** Show the 'open in new tab' glyph after the text (tables with room for it). */
  glyph?: boolean;
  children: ReactNode;
}

/**
 * A table cell's link to another screen in a new tab (part 1 §2: machine information and HomeConsumer
 * links of the admin tables): a 24 px target, no opener, and a click that does not select its row.
 */
export function NewTabLink({ href, label, testId, glyph = true, children }: NewTabLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={stopPropagation}
      data-testid={testId}
      aria-label={label}
      style={LINK_STYLE}
    >
      {children}
      {glyph ? <OpenInNewGlyph /> : null}
    </a>
  );
}
