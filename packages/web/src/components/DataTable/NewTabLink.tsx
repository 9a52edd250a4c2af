import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '../icons.tsx';

/** At least 24 px high: a tap target (WCAG 2.5.8). */
const LINK_STYLE: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 24 };

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
      {glyph ? <Icon name="openInNew" size={14} /> : null}
    </a>
  );
}
