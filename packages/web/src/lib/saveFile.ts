/**
 * Saving files in the browser. A download the page fetches first (a CSV built from an answer, a PDF) is a
 * mutation (`useMutation` in the call's file, e.g. features/maintenance-history/api/downloadReportFile.ts),
 * not a query fetched on demand: it is an action the user takes, with a pending state (its button waits)
 * and a failure (the snackbar of app/queryClient.ts's MutationCache, and no file), and its answer is kept
 * in no cache for anyone else. A file the server streams is not fetched at all (saveFromServer).
 */

/** Saves what a link points at: the browser downloads it (under `fileName`, or the server's name). */
function followDownloadLink(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a file the browser already holds (a CSV built here, a PDF fetched with the session) under a name. */
export function saveFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  followDownloadLink(url, fileName);
  // Revoked later, not at once: the browser may still be reading the file when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves a file the server sends as an attachment (same origin, so the session cookie goes with the GET)
 * by following a link to it: the browser streams it to disk under the server's name, and the page stays
 * (a refusal ends as a failed download, not as a page of JSON). For files too large to hold in the page.
 */
export function saveFromServer(url: string): void {
  followDownloadLink(url, '');
}
