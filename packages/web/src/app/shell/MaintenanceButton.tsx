import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_DIALOG_SHOWN_KEY } from '@airsight/contracts/constants';
import { tip } from '../../components/tip.ts';
import { useMaintenanceAdvice } from '../../api/maintenance/getMaintenanceAdvice.ts';
import { useSession } from '../../api/session/getSession.ts';
import { MaintenanceDialog } from './MaintenanceDialog.tsx';
import { listedAdvice, type ListedItem } from './maintenanceList.ts';
import { useAfterScreenCalls } from './useAfterScreenCalls.ts';
import { Icon } from '../../components/icons.tsx';

const NO_ITEMS: readonly ListedItem[] = [];
/** The badge shows at most this count (then "999+"). */
const BADGE_MAX = 999;

/**
 * Whether the dialog has already opened by itself for this sign-in: in this tab (sessionStorage), or in
 * any tab of this browser since the sign-in (localStorage holds the sign-in's stamp: the user and the
 * session's sign-in time, no secret). A machine card opens CompressorInfo in a new tab, and each tab
 * asking again would be a dialog on every screen. Storage refused → yes (no nagging).
 */
function shownThisSignIn(stamp: string | null): boolean {
  try {
    if (sessionStorage.getItem(MAINTENANCE_DIALOG_SHOWN_KEY) !== null) return true;
    return stamp !== null && localStorage.getItem(MAINTENANCE_DIALOG_SHOWN_KEY) === stamp;
  } catch {
    return true;
  }
}

function rememberShownThisSignIn(stamp: string | null): void {
  try {
    sessionStorage.setItem(MAINTENANCE_DIALOG_SHOWN_KEY, '1');
    if (stamp !== null) localStorage.setItem(MAINTENANCE_DIALOG_SHOWN_KEY, stamp);
  } catch {
    // Storage refused: shownThisSignIn() already answers yes.
  }
}

/**
 * The header's maintenance button: its badge counts the machines the maintenance-recommendation dialog
 * lists for the user's root group (a status, not dismissed), and it opens that dialog. The dialog also
 * opens by itself once per sign-in (docs/maintenance.md §5): on the first screen after sign-in, when a
 * machine needs early or immediate servicing (warning or danger) that the user has not dismissed; a mere
 * notice waits for the badge.
 */
export function MaintenanceButton({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const session = useSession().data;
  const stamp = session?.user && session.signedInAt ? `${session.user.userId} ${session.signedInAt}` : null;
  const [open, setOpen] = useState(false);
  // Asked once the screen has its data: the badge can wait a moment, the screen's rows should not.
  // Opening the dialog asks at once: the user is waiting for it now.
  const afterScreen = useAfterScreenCalls();
  const advice = useMaintenanceAdvice(afterScreen || open ? groupId : undefined, listedAdvice, 'recommended');
  const items = advice.data?.items ?? NO_ITEMS;
  const label = t('maintenanceRecommendationCount', { count: items.length });
  const urgent = items.some((item) => item.status !== 'notice');
  // Opening by itself is a transition: the advice arrives while the screen is still busy with its own
  // first data, and the dialog's first render (dozens of machines) then goes in slices that let a tap
  // through, rather than in one task (a phone's longest of the first load; ModalDialog renders its
  // content in this render, where MUI's Dialog added a synchronous one). Once per sign-in.
  useEffect(() => {
    if (!urgent || shownThisSignIn(stamp)) return;
    rememberShownThisSignIn(stamp);
    startTransition(() => setOpen(true));
  }, [urgent, stamp]);
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
      {open ? (
        <MaintenanceDialog
          onClose={() => setOpen(false)}
          items={items}
          today={advice.data?.today ?? ''}
          loading={advice.isPending}
        />
      ) : null}
    </>
  );
}
