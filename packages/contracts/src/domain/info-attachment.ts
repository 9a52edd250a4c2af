/**
 * The rules of an announcement (part 2 §5, §9; DESIGN §11), schema-free so the dialog and the server ask
 * the same functions: the attachment is a PDF (name ending .pdf or .PDF, content starting `%PDF-`) under
 * 10,000,000 bytes, and the period's from is not after its to.
 */

/** Part 2 §9: "under 10 MB, that is 10 times 1,000,000 bytes": the largest size allowed. */
export const INFO_FILE_MAX_BYTES = 9_999_999;

/** The first bytes of every PDF file. */
export const PDF_MAGIC = '%PDF-';

export type AttachmentProblem = 'onlyAcceptPdfFiles' | 'fileSizeIsOver';

/** What is wrong with an attachment by its name and size (the content is checked where it is read). */
export function attachmentProblem(name: string, bytes: number): AttachmentProblem | null {
  if (!name.endsWith('.pdf') && !name.endsWith('.PDF')) return 'onlyAcceptPdfFiles';
  if (bytes > INFO_FILE_MAX_BYTES) return 'fileSizeIsOver';
  return null;
}

/** True when `bytes` starts as a PDF does (a renamed text or image does not). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return [...PDF_MAGIC].every((char, i) => bytes[i] === char.charCodeAt(0));
}

/** Part 2 §5: from must not be after to (inappropriateDate); both are instants (ISO 8601). */
export function periodIsInappropriate(from: string, to: string): boolean {
  return Date.parse(from) > Date.parse(to);
}
