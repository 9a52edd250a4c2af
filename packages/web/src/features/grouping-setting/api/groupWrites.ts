/**
 * Adding, editing and deleting user-defined groups (POST /api/addGroups, PUT /api/putGroups, DELETE
 * /api/deleteGroups; contracts http/groups.ts). Silent: the dialogs say a failure themselves (FormDialog).
 * After any of them the groups of every screen are loaded again (HomeConsumer's sections included), also
 * after a failure, since a multi-delete may have deleted some before it stopped.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupCalls } from '@airsight/contracts/http/calls/groups';
import type { UserGroupDevice } from '@airsight/contracts/http/groups';
import { api } from '../../../lib/api.ts';
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

function useReloadGroups() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: groupKeys.all });
}

export function useSaveGroup() {
  const reload = useReloadGroups();
  return useMutation({ mutationFn: saveGroup, meta: { silent: true }, onSettled: reload });
}

/** Deletes the groups one after another; the first failure stops the rest (part 2 §8). */
export function useDeleteGroups() {
  const reload = useReloadGroups();
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      deleteInOrder(ids, (id) => api(groupCalls.deleteGroups, { query: { id } })),
    meta: { silent: true },
    onSettled: reload,
  });
}
