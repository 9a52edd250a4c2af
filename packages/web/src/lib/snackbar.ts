/**
 * The snackbar service (part 1 §2, §8): one message at a time, the others wait in order. Usable from
 * anywhere (the API client, event handlers); the SnackbarHost component shows the current message.
 */

export type SnackbarSeverity = 'error' | 'warning' | 'info' | 'success';

export interface SnackbarMessage {
  id: string;
  message: string;
  severity: SnackbarSeverity;
  /** Milliseconds until it closes by itself; null keeps it until closed. */
  autoHideMs: number | null;
  /** Keeps the line breaks of the text. */
  multiline: boolean;
}

export interface SnackbarOptions {
  /** A message with the same id replaces the earlier one (e.g. 'offline'). */
  id?: string;
  severity?: SnackbarSeverity;
  autoHideMs?: number | null;
  multiline?: boolean;
  /** Shows the message at once, before the waiting ones. */
  priority?: boolean;
}

/** Errors stay 5 seconds (part 1 §8, part 2 §8). */
export const ERROR_SNACKBAR_MS = 5000;

type Listener = () => void;

let queue: readonly SnackbarMessage[] = [];
const listeners = new Set<Listener>();
let sequence = 0;

function publish(next: readonly SnackbarMessage[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

/** Shows a message and returns its id. The same text with the same colour already waiting is not repeated. */
export function showSnackbar(message: string, options: SnackbarOptions = {}): string {
  const severity = options.severity ?? 'info';
  const duplicate =
    options.id === undefined && queue.find((m) => m.message === message && m.severity === severity);
  if (duplicate) return duplicate.id;
  const entry: SnackbarMessage = {
    id: options.id ?? `snackbar-${++sequence}`,
    message,
    severity,
    autoHideMs:
      options.autoHideMs === undefined
        ? severity === 'error'
          ? ERROR_SNACKBAR_MS
          : 4000
        : options.autoHideMs,
    multiline: options.multiline ?? message.includes('\n'),
  };
  const rest = queue.filter((m) => m.id !== entry.id);
  const replacedAt = queue.findIndex((m) => m.id === entry.id);
  if (options.priority) publish([entry, ...rest]);
  else if (replacedAt >= 0) publish([...rest.slice(0, replacedAt), entry, ...rest.slice(replacedAt)]);
  else publish([...rest, entry]);
  return entry.id;
}

/** Shows an error in the error colour for 5 seconds. */
export function showError(message: string): string {
  return showSnackbar(message, { severity: 'error', autoHideMs: ERROR_SNACKBAR_MS });
}

/** Closes a message, shown or waiting. */
export function hideSnackbar(id: string): void {
  if (queue.some((m) => m.id === id)) publish(queue.filter((m) => m.id !== id));
}

export function subscribeSnackbar(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The message on screen, or null. */
export function currentSnackbar(): SnackbarMessage | null {
  return queue[0] ?? null;
}
