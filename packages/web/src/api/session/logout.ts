/**
 * Log out (POST /auth/logout, part 1 §4): the server ends the portal session and answers where to go to
 * end the provider's session too; that page brings the user back to /Login.
 */
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { logoutCall } from '@airsight/contracts/http/calls/sign-out';
import { api } from '../../lib/api.ts';
import { clearRememberedRoute } from '../../lib/returnTo.ts';

function postLogout() {
  return api(logoutCall, { loading: true });
}

/** Runs as a mutation of the query client, so that a failure is shown like every other. */
export async function logout(queryClient: QueryClient): Promise<void> {
  const observer = new MutationObserver(queryClient, { mutationFn: postLogout });
  const answer = await observer.mutate().catch(() => undefined);
  if (!answer) return;
  clearRememberedRoute();
  queryClient.clear();
  window.location.assign(answer.redirectTo || '/Login');
}
