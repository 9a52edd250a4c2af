/**
 * Styles of the shared table, written once for the whole table rather than per cell (per-cell MUI
 * components would each run the style engine, which dominated the cost of a key stroke over 10,000
 * machines).
 */
import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * Body cells look like MUI's small TableCell. Side padding (8 px) and header text (13 px) are smaller
 * than MUI's so that the wide tables (11 columns) fit a laptop screen (1280 px with the side menu).
 */
// Lengths are written with units: in `sx` a bare number of a padding or gap is a theme spacing step.
export const bodyCss = (theme: Theme): CSSObject => ({
  '& .MuiTableCell-root': { px: 1 },
  // Headers break between words only: CJK headers ("レベル") would otherwise break between any two
  // characters, and a long English word is better a little wider than cut in two.
  '& th': {
    fontSize: theme.typography.pxToRem(13),
    wordBreak: 'keep-all',
    overflowWrap: 'normal',
    hyphens: 'manual',
  },
  '& td.dt-cell': {
    ...theme.typography.body2,
    padding: '6px 8px',
    color: theme.palette.text.primary,
    borderBottom: `1px solid ${theme.palette.divider}`,
    verticalAlign: 'middle',
  },
  '& td.dt-nowrap': { whiteSpace: 'nowrap' },
  '& td.dt-cell a': { color: theme.palette.primary.main },
  '& tr.dt-clickable': { cursor: 'pointer' },
  '& tr.dt-clickable:hover': { backgroundColor: theme.palette.action.hover },
  '& tr.dt-clickable:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
  },
  '& tr[aria-selected="true"]': { backgroundColor: theme.palette.action.selected },
  // The Details button: a 32 px target, its chevron turned up while the details are open.
  '& td.dt-expand-cell': { padding: '0 4px', width: 40 },
  '& button.dt-expand': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.palette.action.active,
    cursor: 'pointer',
  },
  '& button.dt-expand:hover': { backgroundColor: theme.palette.action.hover },
  '& button.dt-expand:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
  '& button.dt-expand svg': { transition: 'transform 150ms' },
  '& button.dt-expand[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  // An open row and its details read as one block: no line between them.
  '& tr:has(+ tr.dt-detail) > td': { borderBottom: 0 },
  '& tr.dt-detail > td.dt-cell': { paddingTop: 0, paddingBottom: '10px' },
  '& dl.dt-details': {
    display: 'grid',
    gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
    columnGap: '12px',
    rowGap: '4px',
    margin: 0,
    // Values are data (names, numbers): they may break anywhere rather than widen the table.
    overflowWrap: 'anywhere',
  },
  '& dl.dt-details > div': { display: 'contents' },
  '& dl.dt-details dt': { color: theme.palette.text.secondary, wordBreak: 'keep-all' },
  '& dl.dt-details dd': { margin: 0 },
});

/**
 * The frame around the scroll box (dt-scroll) and its edge shadows: a shadow on each side that has more
 * to scroll to (the frame's classes dt-more-before and dt-more-after follow the scroll position), drawn
 * above the sticky header. The shadows sit in the frame, not in the box, so that they do not scroll.
 */
export const scrollFrameCss = (theme: Theme): CSSObject => ({
  position: 'relative',
  '& > .dt-scroll:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& .dt-edge': {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: 16,
    pointerEvents: 'none',
    zIndex: 3,
    opacity: 0,
    transition: 'opacity 150ms',
  },
  '& .dt-edge-before': {
    left: 0,
    background: 'linear-gradient(to right, rgba(0, 0, 0, 0.2), rgba(0, 0, 0, 0))',
  },
  '& .dt-edge-after': {
    right: 0,
    background: 'linear-gradient(to left, rgba(0, 0, 0, 0.2), rgba(0, 0, 0, 0))',
  },
  '&.dt-more-before .dt-edge-before, &.dt-more-after .dt-edge-after': { opacity: 1 },
});
