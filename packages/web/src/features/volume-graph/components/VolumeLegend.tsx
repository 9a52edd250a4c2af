import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { chartColour } from '@airsight/contracts/presentation/palette';
import type { VolumeMachine } from '../volumeData.ts';

/** One legend for the three charts: each machine's colour and name, in stacking order (bottom first). */
export function VolumeLegend({ machines }: { machines: readonly VolumeMachine[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('machines')}
      data-testid="volume-legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {machines.map((m, i) => (
        <Box
          component="li"
          key={`${m.modelId}/${m.serialNo}`}
          data-testid="volume-legend-item"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 14 }}
        >
          <Box
            aria-hidden="true"
            sx={{ width: 14, height: 14, borderRadius: '2px', bgcolor: chartColour(i), flexShrink: 0 }}
          />
          {m.label}
        </Box>
      ))}
    </Box>
  );
}
