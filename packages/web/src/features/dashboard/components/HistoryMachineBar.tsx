import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PanelMachine } from '../historyPanel.ts';

export interface HistoryMachineBarProps {
  machine: PanelMachine | null;
  /** Back to the alarms of every machine of the group. */
  onAll: () => void;
}

/** Above the history table: the chosen machine's name and number with a way back to all, else a hint. */
export function HistoryMachineBar({ machine, onAll }: HistoryMachineBarProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      {machine ? (
        <>
          <Typography data-testid="history-machine-name">
            {t('machineName')}: {machine.deviceName}
          </Typography>
          <Typography data-testid="history-machine-number">
            {t('customersMachineNumber')}: {machine.customerMachineNumber || '—'}
          </Typography>
          <Button size="small" variant="outlined" onClick={onAll} data-testid="history-all">
            {t('historyOfAllMachines')}
          </Button>
        </>
      ) : (
        <Typography variant="body2" color="textSecondary" data-testid="history-hint">
          {t('chooseMachineForHistory')}
        </Typography>
      )}
    </Box>
  );
}
