import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { disabledDateFor, maintenanceRank } from '@airsight/contracts/domain/maintenance';
import { MAINTENANCE_STATUS_COLOURS } from '@airsight/contracts/presentation/service-codes';
import { STATUS_PALETTE } from '@airsight/contracts/presentation/palette';
import type { MaintenanceStatus } from '@airsight/contracts/service-records';
import type { MaintenanceAdvice, MaintenanceAdviceItem } from '../../api/maintenance/getMaintenanceAdvice.ts';
import { putMaintenanceNotification } from '../../api/maintenance/putMaintenanceNotification.ts';
import { maintenanceKeys } from '../../api/maintenance/keys.ts';
import { fleetKeys } from '../../api/fleet/keys.ts';
import { MAINTENANCE_STATUS_WORDS } from '../../lib/maintenanceStatusText.ts';
import { judgedDay, maintenanceForecastText } from '../../lib/maintenanceForecastText.ts';
import { ApiError } from '../../lib/api.ts';
import { LoadingBar } from '../../components/LoadingBar.tsx';
import { MaintenanceStatusIcon } from '../../components/MaintenanceStatusIcon.tsx';
import {
  ModalDialog,
  ModalDialogActions,
  ModalDialogContent,
  ModalDialogTitle,
} from '../../components/ModalDialog.tsx';
import './maintenanceDialog.css';

export type ListedItem = MaintenanceAdviceItem & { status: MaintenanceStatus };

export interface ListedAdvice {
  items: ListedItem[];
  /** The day the advice was judged (Japan), against which its forecasts are read. */
  today: string;
}

/** The machines the dialog lists: a status and not dismissed; danger first, then warning, then notice. */
export function listedAdvice(advice: MaintenanceAdvice): ListedAdvice {
  const items = advice.items.filter((i): i is ListedItem => i.status !== null && !i.dismissed);
  return {
    items: items
      .map((item, index) => ({ item, index }))
      .sort((a, b) => maintenanceRank(b.item.status) - maintenanceRank(a.item.status) || a.index - b.index)
      .map(({ item }) => item),
    today: judgedDay(advice.judgedAt),
  };
}

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
 * dismissed, by equipment number (customer management number in brackets), its status text on a chip of
 * the status colour and the forecast of its next service (overdue since a day already past), and a 'Not
 * displayed for 30 days' checkbox. Confirm saves the ticked machines (one call each; nothing when none is
 * ticked) and closes; the screens then load the advice and the machines again. Without machines it says so and offers a close button; opened before
 * the advice has arrived, it shows a loading bar until it has.
 */
export function MaintenanceDialog({ onClose, items, today, loading = false }: MaintenanceDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());

  const save = useMutation({
    mutationFn: async (chosen: readonly ListedItem[]) => {
      const disabledDate = disabledDateFor(Date.now());
      for (const item of chosen) {
        await putMaintenanceNotification({
          equipmentNo: item.equipmentNo,
          customerManagementNo: item.customerManagementNo,
          status: item.status,
          disabledDate,
          notificationId: item.notificationId,
        });
      }
    },
    // Said in the dialog (saveFailure below): a snackbar would sit behind the modal dialog, inert.
    meta: { silent: true },
    onSettled: (_data, _error, chosen) => {
      if (chosen.length === 0) return;
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: fleetKeys.all });
    },
  });

  const failure = save.error;
  const saveFailure =
    failure === null
      ? null
      : failure instanceof ApiError
        ? failure.shouldShow
          ? failure.message
          : null
        : t('unexpectedError');
  const confirm = () => {
    const chosen = items.filter((i) => ticked.has(i.id));
    if (chosen.length === 0) return onClose();
    save.mutate(chosen, { onSuccess: onClose });
  };
  const toggle = (id: string, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

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
        {loading ? (
          <LoadingBar />
        ) : items.length === 0 ? (
          <p className="md-empty" data-testid="maintenance-empty">
            {t('noMachinesRecommendedForImmediateInspectionAndMaintenance')}
          </p>
        ) : (
          <ul className="md-list">
            {items.map((item) => (
              <li
                className="md-item"
                key={item.id}
                data-testid="maintenance-item"
                data-serial={item.serial_no}
                data-status={item.status}
              >
                <div className="md-row">
                  <MaintenanceStatusIcon status={item.status} decorative size={22} className="md-dot" />
                  <div className="md-text">
                    <p className="md-name">
                      {item.equipmentNo}
                      {item.customerManagementNo ? ` (${item.customerManagementNo})` : ''}
                    </p>
                    <p className="md-status" data-testid="maintenance-status-text">
                      {/* The status colour (part 1 §2) as the chip's, black text on it: each colour is
                          too light for text on white, black on each is above 5:1 (WCAG AA). */}
                      <span
                        className="md-chip"
                        style={{
                          backgroundColor: MAINTENANCE_STATUS_COLOURS[item.status],
                          color: STATUS_PALETTE.black,
                        }}
                      >
                        {t(MAINTENANCE_STATUS_WORDS[item.status].text)}
                      </span>
                    </p>
                    {item.forecastDate ? (
                      <p className="md-forecast" data-testid="maintenance-forecast">
                        {maintenanceForecastText(t, item.forecastDate, today)}
                      </p>
                    ) : null}
                    <label className="md-check">
                      <input
                        type="checkbox"
                        checked={ticked.has(item.id)}
                        onChange={(e) => toggle(item.id, e.target.checked)}
                      />
                      {t('notDisplayedFor30Days')}
                    </label>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ModalDialogContent>
      {saveFailure ? (
        <p className="md-error" role="alert" data-testid="maintenance-save-error">
          {saveFailure}
        </p>
      ) : null}
      <ModalDialogActions>
        {loading || items.length === 0 ? (
          <Button onClick={onClose} data-testid="maintenance-close">
            {t('close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} data-testid="maintenance-close">
              {t('close')}
            </Button>
            <Button
              variant="contained"
              onClick={confirm}
              disabled={save.isPending}
              data-testid="maintenance-confirm"
            >
              {t('confirm')}
            </Button>
          </>
        )}
      </ModalDialogActions>
    </ModalDialog>
  );
}
