import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/**
 * The bar above content that is being refreshed (LoadingBar.tsx says why it is `aria-hidden`). Its
 * line keeps its height while idle, so the content beneath does not jump when a refresh starts.
 */
export function RefreshBar({ active }: { active: boolean }) {
  return <Box sx={{ height: 4 }}>{active ? <LinearProgress aria-hidden="true" /> : null}</Box>;
}
