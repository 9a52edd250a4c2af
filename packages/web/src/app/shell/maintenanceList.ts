/**
 * What the maintenance-recommendation dialog derives (part 1 §2, docs/maintenance.md §5): the machines it
 * lists and in which order, whether it shows a loading bar, the machines or that there are none, how it
 * names a machine, the dismissals its confirm saves and the text of a failed save. Pure.
 */
import { disabledDateFor, maintenanceRank } from '@airsight/contracts/domain/maintenance';
import type { MaintenanceStatus } from '@airsight/contracts/service-records';
import type { MaintenanceAdvice, MaintenanceAdviceItem } from '../../api/maintenance/getMaintenanceAdvice.ts';
import type { Dismissal } from '../../api/maintenance/putMaintenanceNotification.ts';
import { ApiError } from '../../lib/api.ts';
import { judgedDay } from '../../lib/maintenanceForecastText.ts';

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

/** What the dialog shows: a loading bar until the advice has arrived, then the machines or that there are none. */
export type DialogContent = 'loading' | 'empty' | 'list';

export function dialogContent(loading: boolean, itemCount: number): DialogContent {
  if (loading) return 'loading';
  return itemCount === 0 ? 'empty' : 'list';
}

/** A machine as the dialog names it: its equipment number, the customer's management number in brackets. */
export function itemName(item: Pick<ListedItem, 'equipmentNo' | 'customerManagementNo'>): string {
  return item.customerManagementNo ? `${item.equipmentNo} (${item.customerManagementNo})` : item.equipmentNo;
}

/** The ticked machines with one more ticked, or one fewer. */
export function withTick(ticked: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  const next = new Set(ticked);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** What confirm saves: a dismissal of each ticked machine, in the list's order, all of the moment `now`. */
export function dismissalsOf(
  items: readonly ListedItem[],
  ticked: ReadonlySet<string>,
  now: number,
): Dismissal[] {
  const disabledDate = disabledDateFor(now);
  return items
    .filter((item) => ticked.has(item.id))
    .map((item) => ({
      equipmentNo: item.equipmentNo,
      customerManagementNo: item.customerManagementNo,
      status: item.status,
      disabledDate,
      notificationId: item.notificationId,
    }));
}

/**
 * What the dialog says of a failed save: the server's message; nothing when the user need not be told (on
 * the way to sign in again, or offline, which the offline notice says); `unexpected` for anything else.
 */
export function saveFailureText(error: unknown, unexpected: string): string | null {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiError) return error.shouldShow ? error.message : null;
  return unexpected;
}
