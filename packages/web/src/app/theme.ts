import { createTheme } from '@mui/material/styles';

// System fonts only (no web fonts can be fetched); CJK faces for Japanese and Chinese screens.
const LATIN = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial';
const JAPANESE =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans CJK JP", "Noto Sans JP", "Yu Gothic UI", Meiryo';
const CHINESE = '"PingFang SC", "Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", "Source Han Sans SC"';
const fontFamily = `${LATIN}, ${JAPANESE}, ${CHINESE}, sans-serif`;

export const theme = createTheme({
  palette: {
    primary: { main: '#0b4f8a' },
    secondary: { main: '#00796b' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        'html:lang(zh) body': { fontFamily: `${LATIN}, ${CHINESE}, ${JAPANESE}, sans-serif` },
      },
    },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
