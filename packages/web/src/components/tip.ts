import './tip.css';

/**
 * A short label shown under an icon button on hover and keyboard focus: a tooltip in static CSS
 * (tip.css), for buttons on a first load (the header's, a screen's reload) or in every row of a table,
 * where MUI's Tooltip would bring its positioning library and run-time styles. Spread on the button:
 * `<IconButton aria-label={label} {...tip(label)}>`. The label is drawn by CSS from an attribute, so it
 * is no text of the page (a cell's text stays its own); the button says it in its aria-label. It opens
 * towards the page's middle: `end` for buttons at the right end of a row.
 */
export function tip(label: string, align: 'start' | 'end' = 'end') {
  return { 'data-tip': label, 'data-tip-align': align };
}
