import { createTheme } from '@mui/material/styles';

// System fonts only (no web fonts can be fetched); CJK faces for Japanese and Chinese screens.
// packages/server/src/auth/provider/pages.ts repeats this stack and PRIMARY for the sign-in page.
const LATIN = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial';
const JAPANESE =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans CJK JP", "Noto Sans JP", "Yu Gothic UI", Meiryo';
const CHINESE = '"PingFang SC", "Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", "Source Han Sans SC"';
const fontFamily = `${LATIN}, ${JAPANESE}, ${CHINESE}, sans-serif`;

const PRIMARY = '#0b4f8a';
const SECONDARY = '#00796b';
/** MUI's default warning and error colours, named here because the static CSS files use them too. */
const WARNING = '#ed6c02';
const ERROR = '#d32f2f';

/**
 * The keyboard focus ring (WCAG 2.4.7, 2.4.13): a 2 px outline outside the control, in the primary blue
 * (white on the blue app bar: app/shell/shell.css). MUI marks keyboard focus with `.Mui-focusVisible` on every ButtonBase
 * (buttons, icon buttons, list items, menu items, tabs, chips, switches); plain links,
 * plain buttons (the static-CSS shell's) and other focusable elements use `:focus-visible`.
 */
const focusRing = { outline: `2px solid ${PRIMARY}`, outlineOffset: 2 } as const;

/** The smallest target a pointer may need to hit (WCAG 2.5.8: 24 x 24 CSS pixels). */
const MIN_TARGET = 24;

/**
 * The portal's theme, made when the app first renders (App.tsx) rather than when this module is
 * evaluated: MUI's createTheme is milliseconds of script that a phone's CPU would otherwise pay in the
 * task that evaluates the entry's modules, the first load's longest (docs/performance.md).
 */
export function createAppTheme() {
  return createTheme({
    palette: {
      primary: { main: PRIMARY },
      secondary: { main: SECONDARY },
      warning: { main: WARNING },
      error: { main: ERROR },
      background: { default: '#f4f6f8', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // The palette for static CSS files (app/shell/shell.css): one source for both kinds of styles.
          ':root': {
            '--as-primary': PRIMARY,
            '--as-secondary': SECONDARY,
            '--as-warning': WARNING,
            '--as-error': ERROR,
          },
          // Text for screen readers only: in the accessibility tree, not on screen.
          '.visually-hidden': {
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          },
          // A round icon button in MUI's small IconButton look, for static-CSS parts (HomeConsumer's group
          // headers, the table's pager): here rather than in a file of its own, which would be one more
          // file on both home screens' first loads.
          '.icon-button': {
            display: 'inline-flex',
            flex: '0 0 auto',
            alignItems: 'center',
            justifyContent: 'center',
            boxSizing: 'border-box',
            minWidth: MIN_TARGET,
            minHeight: MIN_TARGET,
            margin: 0,
            padding: 5,
            border: 0,
            borderRadius: '50%',
            background: 'transparent',
            color: 'rgba(0, 0, 0, 0.54)',
            cursor: 'pointer',
            transition: 'background-color 150ms cubic-bezier(0.4, 0, 0.2, 1)',
          },
          '.icon-button:hover': { backgroundColor: 'rgba(0, 0, 0, 0.04)' },
          '.icon-button:disabled': {
            color: 'rgba(0, 0, 0, 0.26)',
            cursor: 'default',
            background: 'transparent',
          },
          'html:lang(zh) body': { fontFamily: `${LATIN}, ${CHINESE}, ${JAPANESE}, sans-serif` },
          // Native checkboxes (the table's selection, the maintenance dialog's list) in the theme's blue.
          'input[type="checkbox"]': { accentColor: PRIMARY },
          ':where(a[href], button, [tabindex]:not([tabindex="-1"]), summary, input[type="checkbox"]):focus-visible':
            {
              ...focusRing,
            },
          // Rows and cells sit edge to edge: their ring goes inside, where the next row does not hide it.
          ':where(tr, td, th)[tabindex]:focus-visible': { outlineOffset: -2 },
        },
      },
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': focusRing },
        },
      },
      MuiLink: {
        styleOverrides: {
          root: {
            '&:focus-visible': focusRing,
          },
        },
      },
      // Switches and checkboxes put the ButtonBase on a span around their input.
      MuiSwitch: { styleOverrides: { switchBase: { '&.Mui-focusVisible': focusRing } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { minHeight: MIN_TARGET, minWidth: MIN_TARGET } },
      },
      MuiIconButton: { styleOverrides: { root: { minHeight: MIN_TARGET, minWidth: MIN_TARGET } } },
    },
  });
}
