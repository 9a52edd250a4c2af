import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write a dialog makes (add, edit, delete on a settings screen): silent, since the dialog says a failure
 * itself (FormDialog), and followed, after success or failure alike, by a reload of the query families it
 * may have changed (a multi-delete may have deleted some rows before it stopped).
 */
export function useDialogWrite<V, R = unknown>(
  write: (values: V) => Promise<R>,
  changes: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { silent: true },
    onSettled: () => Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
