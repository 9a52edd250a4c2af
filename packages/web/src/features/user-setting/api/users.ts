/**
 * The Users screen's calls (ours; contracts http/users.ts): the users the caller manages by GET /v1/users,
 * the dialogs' writes (POST /v1/users, PUT and DELETE /v1/users/:userId; silent, the dialogs say a
 * failure) and the row buttons' (disable, enable, a new invitation link: the loading overlay while they
 * run, a failure in the snackbar). After any write the users are loaded again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { userCalls } from '@airsight/contracts/http/calls/users';
import type { ManagedUser, UserAnswer } from '@airsight/contracts/http/users';
import type { MessageKey } from '../../../i18n/index.ts';
import { api, ApiError } from '../../../lib/api.ts';
import { failureText, refusalText, type RefusalKey } from '../../../lib/refusalText.ts';
import { showError } from '../../../lib/snackbar.ts';
import { useDialogWrite } from '../../../lib/useDialogWrite.ts';
import { addBody, putBody, userErrorKey, type UserValues } from '../userRows.ts';

const userKeys = { all: ['users'] as const };

export function useUsers() {
  return useQuery({
    queryKey: userKeys.all,
    queryFn: async ({ signal }) => (await api(userCalls.users, { signal })) ?? [],
  });
}

/** What the user dialog saves: a new user, or the changes of `stored`. */
interface UserSave {
  stored: ManagedUser | undefined;
  values: UserValues;
}

/** Saves the dialog; a new password user's answer carries its invitation link. */
async function saveUser({ stored, values }: UserSave): Promise<UserAnswer> {
  if (!stored) return api(userCalls.addUser, { body: addBody(values) });
  const user = await api(userCalls.putUser, { params: { userId: stored.userId }, body: putBody(values) });
  return { user };
}

export const useSaveUser = () => useDialogWrite(saveUser, [userKeys.all]);

export const useRemoveUser = () =>
  useDialogWrite((userId: string) => api(userCalls.deleteUser, { params: { userId } }), [userKeys.all]);

export type UserAction = 'disable' | 'enable' | 'invite';

const ACTION_CALLS = {
  disable: userCalls.disableUser,
  enable: userCalls.enableUser,
  invite: userCalls.inviteUser,
} as const;

/** A row button's call; answers the user and, for `invite`, the new link. */
async function runAction({ action, userId }: { action: UserAction; userId: string }): Promise<UserAnswer> {
  const answer = await api(ACTION_CALLS[action], { params: { userId }, loading: true });
  return 'user' in answer ? answer : { user: answer };
}

/** The server's refusals by code that the Users screen names itself. */
const userRefusal: RefusalKey = (error) => userErrorKey(error.code);

/** The text of a failed user call: ours for the server's refusals by code, else the server's message. */
export const userErrorText = (t: TFunction, error: unknown) => refusalText(t, userRefusal, error);

/** A dialog's failure: the dialog's message, and ours for a refusal the server names by code. */
export const userFailureText = (t: TFunction, base: MessageKey, error: unknown) =>
  failureText(t, userRefusal, base, error);

/** Disable, enable or a new invitation link of one user; a failure is said in the snackbar. */
export function useUserAction(t: TFunction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    meta: { silent: true },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.shouldShow) showError(userErrorText(t, error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
