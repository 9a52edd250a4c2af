import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BitLamp, BitListKey } from '../machineView.ts';
import { Lamp } from './Lamp.tsx';

/** The lamp lists of error1, error2, caution, maintenance and running bits, named from the catalogue. */
export function BitLists({ lists }: { lists: ReadonlyArray<{ key: BitListKey; lamps: BitLamp[] }> }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
      }}
    >
      {lists.map(({ key, lamps }) => (
        <Paper key={key} variant="outlined" data-testid={`bit-list-${key}`} sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t(key)}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
            {lamps.map((lamp) => (
              <li key={lamp.id}>
                <Lamp label={lamp.name} on={lamp.on} color={lamp.color} testId={`bit-lamp-${lamp.id}`} />
              </li>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
