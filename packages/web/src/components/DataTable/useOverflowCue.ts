/**
 * Whether a scroll box holds more than it shows sideways, and on which side: the table draws a shadow
 * on each edge that has more content, so that a user sees there is more to scroll to. Updated when the
 * box or its content changes size and when the box scrolls; state changes only when an answer changes.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

interface OverflowCue {
  /** The content is wider than the box. */
  overflows: boolean;
  /** More content to the left (scrolled away from the start) and to the right. */
  before: boolean;
  after: boolean;
}

const NONE: OverflowCue = { overflows: false, before: false, after: false };

function read(box: HTMLElement): OverflowCue {
  // One pixel of slack: sub-pixel widths round differently in scrollWidth and clientWidth.
  const overflows = box.scrollWidth > box.clientWidth + 1;
  if (!overflows) return NONE;
  return {
    overflows,
    before: box.scrollLeft > 1,
    after: box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
  };
}

const same = (a: OverflowCue, b: OverflowCue) =>
  a.overflows === b.overflows && a.before === b.before && a.after === b.after;

export function useOverflowCue(scrollRef: RefObject<HTMLElement | null>): OverflowCue {
  const [cue, setCue] = useState<OverflowCue>(NONE);

  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const update = () => {
      const next = read(box);
      setCue((previous) => (same(previous, next) ? previous : next));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(box);
    // The table inside: its width changes with its rows and columns while the box keeps its own.
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [scrollRef]);

  return cue;
}
