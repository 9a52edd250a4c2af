/**
 * The modal dialogs open now, the last opened on top (ModalDialog adds and removes itself). A modal
 * `<dialog>` makes the rest of the page inert and sits above it, so what must be seen and used while one
 * is open (the snackbar) is put inside the top one.
 */
import { useSyncExternalStore } from 'react';

let stack: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly HTMLDialogElement[]): void {
  stack = next;
  for (const listener of listeners) listener();
}

/** Called by ModalDialog when it opens; the returned function is called when it closes. */
export function pushModal(dialog: HTMLDialogElement): () => void {
  publish([...stack, dialog]);
  return () => publish(stack.filter((d) => d !== dialog));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const top = () => stack.at(-1) ?? null;

/** The modal dialog on top, or null when none is open. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, top, () => null);
}
