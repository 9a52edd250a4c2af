import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSaveDismissals } from '../../api/maintenance/putMaintenanceNotification.ts';
import { LoadingBar } from '../../components/LoadingBar.tsx';
import {
  ModalDialog,
  ModalDialogActions,
  ModalDialogContent,
  ModalDialogTitle,
} from '../../components/ModalDialog.tsx';
import {
  dialogContent,
  dismissalsOf,
  saveFailureText,
  withTick,
  type ListedItem,
} from './maintenanceList.ts';
import { MaintenanceItem } from './MaintenanceItem.tsx';
import './maintenanceDialog.css';

/** The dialog while it is open: its owner puts it in the page to open it (its ticks and save go with it). */
export interface MaintenanceDialogProps {
  onClose: () => void;
  items: readonly ListedItem[];
  /** The day the advice was judged: a forecast before it says overdue. */
  today: string;
  /** The advice has not arrived yet: a loading bar, not "no machines", and nothing to confirm. */
  loading?: boolean;
}

/**
 * The maintenance-recommendation dialog (part 1 §2): each machine with a status that the user has not
 * dismissed (maintenanceList.ts), by equipment number (customer management number in brackets), its status
 * text on a chip of the status colour and the forecast of its next service (overdue since a day already
 * past), and a 'Not displayed for 30 days' checkbox. Confirm saves the ticked machines (one call each;
 * nothing when none is ticked) and closes; the screens then load the advice and the machines again.
 * Without machines it says so and offers a close button; opened before the advice has arrived, it shows a
 * loading bar until it has.
 */
export function MaintenanceDialog({ onClose, items, today, loading = false }: MaintenanceDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const save = useSaveDismissals();
  const content = dialogContent(loading, items.length);
  // Said in the dialog, beside what it is about (the form pattern, docs/web-client.md §7).
  const saveFailure = saveFailureText(save.error, t('unexpectedError'));

  const confirm = () => {
    const dismissals = dismissalsOf(items, ticked, Date.now());
    if (dismissals.length === 0) return onClose();
    save.mutate(dismissals, { onSuccess: onClose });
  };
  const tick = (id: string, on: boolean) => setTicked((previous) => withTick(previous, id, on));

  return (
    <ModalDialog
      open
      onClose={onClose}
      labelledBy={titleId}
      width="sm"
      data-testid="maintenance-dialog"
      data-state={loading ? 'loading' : 'ready'}
    >
      <ModalDialogTitle id={titleId}>{t('maintenanceRecommendation')}</ModalDialogTitle>
      <ModalDialogContent dividers busy={loading}>
        {content === 'loading' ? <LoadingBar /> : null}
        {content === 'empty' ? (
          <p className="md-empty" data-testid="maintenance-empty">
            {t('noMachinesRecommendedForImmediateInspectionAndMaintenance')}
          </p>
        ) : null}
        {content === 'list' ? (
          <ul className="md-list">
            {items.map((item) => (
              <MaintenanceItem
                key={item.id}
                item={item}
                today={today}
                ticked={ticked.has(item.id)}
                onTick={tick}
              />
            ))}
          </ul>
        ) : null}
      </ModalDialogContent>
      {saveFailure ? (
        <p className="md-error" role="alert" data-testid="maintenance-save-error">
          {saveFailure}
        </p>
      ) : null}
      <ModalDialogActions>
        <Button onClick={onClose} data-testid="maintenance-close">
          {t('close')}
        </Button>
        {content === 'list' ? (
          <Button
            variant="contained"
            onClick={confirm}
            disabled={save.isPending}
            data-testid="maintenance-confirm"
          >
            {t('confirm')}
          </Button>
        ) : null}
      </ModalDialogActions>
    </ModalDialog>
  );
}
