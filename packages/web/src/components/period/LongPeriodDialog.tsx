import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ModalDialog, ModalDialogActions, ModalDialogContent } from '../ModalDialog.tsx';

export interface LongPeriodDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Part 2 §5: a long period may take time; OK continues, Cancel (or Escape) keeps the previous period. */
export function LongPeriodDialog({ open, onConfirm, onCancel }: LongPeriodDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      describedBy="long-period-text"
      data-testid="long-period-dialog"
    >
      <ModalDialogContent>
        <p id="long-period-text" className="modal-dialog-text">
          {t('longTimePeriodIsSpecified')}
        </p>
      </ModalDialogContent>
      <ModalDialogActions>
        <Button onClick={onCancel} data-testid="long-period-cancel">
          {t('cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" data-autofocus="" data-testid="long-period-ok">
          {t('ok')}
        </Button>
      </ModalDialogActions>
    </ModalDialog>
  );
}
