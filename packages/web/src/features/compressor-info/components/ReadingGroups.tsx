import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Reading, ReadingGroupKey } from '../machineView.ts';

const TITLE_KEYS: Readonly<Record<ReadingGroupKey, 'pressure' | 'temperature' | 'current' | 'loadFactor'>> = {
  pressure: 'pressure',
  temperature: 'temperature',
  current: 'current',
  load: 'loadFactor',
};

/** The readings of pressure, temperature, current and load, each register with its value and unit. */
export function ReadingGroups({
  groups,
}: {
  groups: ReadonlyArray<{ group: ReadingGroupKey; readings: Reading[] }>;
}) {
  const { t } = useTranslation();
  return (
    // Multi-column flow: the long temperature list does not leave holes beside the short ones.
    <Box sx={{ columnCount: { xs: 1, md: 2 }, columnGap: 2, mb: -2 }}>
      {groups.map(({ group, readings }) => (
        <Paper
          key={group}
          variant="outlined"
          data-testid={`reading-group-${group}`}
          sx={{ minWidth: 0, breakInside: 'avoid', mb: 2, display: 'inline-block', width: '100%' }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 1.5, pb: 0.5 }}>
            {t(TITLE_KEYS[group])}
          </Typography>
          <Table size="small">
            <TableBody>
              {readings.map((r) => (
                <TableRow
                  key={r.sensorId}
                  data-testid={`reading-${r.sensorId}`}
                  sx={{ '&:last-child td': { border: 0 } }}
                >
                  <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
                    {r.name}
                  </TableCell>
                  <TableCell
                    align="right"
                    data-testid="reading-value"
                    sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap' }}
                  >
                    {r.value}
                  </TableCell>
                  <TableCell data-testid="reading-unit" sx={{ width: '4em', pl: 0, color: 'text.secondary' }}>
                    {r.unit}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ))}
    </Box>
  );
}
