import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_DIALOG_SHOWN_KEY } from '@airsight/contracts/constants';
import { tip } from '../../components/tip.ts';
import { useMaintenanceAdvice } from '../../api/maintenance/getMaintenanceAdvice.ts';
import { listedItems, MaintenanceDialog } from './MaintenanceDialog.tsx';
import { useAfterScreenCalls } from './useAfterScreenCalls.ts';
import { Icon } from '../../components/icons.tsx';

const NO_ITEMS: ReturnType<typeof listedItems> = [];
/** The badge shows at most this count (then "999+"). */
const BADGE_MAX = 999;

/** Whether this browser-tab session has already opened the dialog by itself. Storage refused → yes (no nagging). */
function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(MAINTENANCE_DIALOG_SHOWN_KEY) !== null;
  } catch {
    return true;
  }
}

function rememberShownThisSession(): void {
  try {
    sessionStorage.setItem(MAINTENANCE_DIALOG_SHOWN_KEY, '1');
  } catch {
    // Storage refused: shownThisSession() already answers yes.
  }
}

/**
 * The header's maintenance button: its badge counts the machines the maintenance-recommendation dialog
 * lists for the user's root group (a status, not dismissed), and it opens that dialog. The dialog also
 * opens by itself once per session (docs/maintenance.md §5): on the first screen after sign-in, when a
 * machine needs early or immediate servicing (warning or danger) that the user has not dismissed; a mere
 * notice waits for the badge.
 */
export function MaintenanceButton({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Asked once the screen has its data: the badge can wait a moment, the screen's rows should not.
  // Opening the dialog asks at once: the user is waiting for it now.
  const afterScreen = useAfterScreenCalls();
  const advice = useMaintenanceAdvice(afterScreen || open ? groupId : undefined, listedItems, 'recommended');
  const items = advice.data ?? NO_ITEMS;
  const label = t('maintenanceRecommendationCount', { count: items.length });
  const urgent = items.some((item) => item.status !== 'notice');
  // Opening by itself is a transition: the advice arrives while the screen is still busy with its own
  // first data, and the dialog's first render (dozens of machines) then goes in slices that let a tap
  // through, rather than in one task (a phone's longest of the first load; ModalDialog renders its
  // content in this render, where MUI's Dialog added a synchronous one). Once per tab session.
  useEffect(() => {
    if (!urgent || shownThisSession()) return;
    rememberShownThisSession();
    startTransition(() => setOpen(true));
  }, [urgent]);
  return (
    <>
      <button
        type="button"
        className="shell-icon-button"
        {...tip(label)}
        onClick={() => setOpen(true)}
        aria-label={label}
        aria-haspopup="dialog"
        data-testid="maintenance-button"
        // Absent until the advice is in (tests wait for it).
        data-count={advice.isPending ? undefined : items.length}
      >
        <Icon name="build" size={24} />
        {items.length > 0 ? (
          <span className="shell-badge" aria-hidden="true">
            {items.length > BADGE_MAX ? `${BADGE_MAX}+` : items.length}
          </span>
        ) : null}
      </button>
      <MaintenanceDialog
        open={open}
        onClose={() => setOpen(false)}
        items={items}
        loading={advice.isPending}
      />
    </>
  );
}
