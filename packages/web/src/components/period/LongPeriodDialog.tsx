import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';

export interface LongPeriodDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Part 2 §5: a long period may take time; OK continues, Cancel (or Escape) keeps the previous period. */
export function LongPeriodDialog({ open, onConfirm, onCancel }: LongPeriodDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-describedby="long-period-text"
      slotProps={{ paper: { 'data-testid': 'long-period-dialog' } as object }}
    >
      <DialogContent>
        <DialogContentText id="long-period-text">{t('longTimePeriodIsSpecified')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid="long-period-cancel">
          {t('cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" autoFocus data-testid="long-period-ok">
          {t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
