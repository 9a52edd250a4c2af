/**
 * Adding, editing and deleting user-defined groups (POST /api/addGroups, PUT /api/putGroups, DELETE
 * /api/deleteGroups; contracts http/groups.ts). Silent: the dialogs say a failure themselves (FormDialog).
 * After any of them the groups of every screen are loaded again (HomeConsumer's sections included), also
 * after a failure, since a multi-delete may have deleted some before it stopped.
 */
import { groupCalls } from '@airsight/contracts/http/calls/groups';
import type { UserGroupDevice } from '@airsight/contracts/http/groups';
import { api } from '../../../lib/api.ts';
import { useDialogWrite } from '../../../lib/useDialogWrite.ts';
import { groupKeys } from '../../../api/groups/keys.ts';
import { deleteInOrder } from '../../../lib/deleteInOrder.ts';

/** What the group dialog saves: a new group (no id) or an existing one. */
export interface GroupDraft {
  id?: string;
  groupName: string;
  deviceGroupId: string;
  devices: UserGroupDevice[];
}

export function saveGroup({ id, ...fields }: GroupDraft) {
  return id === undefined
    ? api(groupCalls.addGroups, { body: fields })
    : api(groupCalls.putGroups, { body: { id, ...fields } });
}

export const useSaveGroup = () => useDialogWrite(saveGroup, [groupKeys.all]);

/** Deletes the groups one after another; the first failure stops the rest (part 2 §8). */
export const useDeleteGroups = () =>
  useDialogWrite(
    (ids: readonly string[]) => deleteInOrder(ids, (id) => api(groupCalls.deleteGroups, { query: { id } })),
    [groupKeys.all],
  );
