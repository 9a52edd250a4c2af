/**
 * InfoSetting's rows and dialog values (part 2 §2 'Notification admin'): times are UTC throughout, as the
 * table's headings say, so an announcement reads the same to an administrator in any zone.
 */
import type { Information } from '@airsight/contracts/http/informations';
import {
  attachmentProblem,
  looksLikePdf,
  periodIsInappropriate,
} from '@airsight/contracts/domain/info-attachment';

export interface InfoRow {
  id: string;
  infoNm: string;
  /** 'YYYY/MM/DD HH:mm' in UTC. */
  from: string;
  to: string;
  fileName: string;
  record: Information;
}

/** An ISO instant as the table shows it in UTC: '2026-12-01T09:30:00.000Z' → '2026/12/01 09:30'. */
export const utcText = (iso: string) => iso.slice(0, 16).replace('T', ' ').replaceAll('-', '/');

export const infoRows = (records: readonly Information[]): InfoRow[] =>
  records.map((record) => ({
    id: record.id,
    infoNm: record.infoNm,
    from: utcText(record.startDatetime),
    to: utcText(record.endDatetime),
    fileName: record.infoFileName ?? '',
    record,
  }));

/** A PDF the user picked, read: its name, size, whether its bytes start as a PDF, and its base64. */
export interface PickedFile {
  name: string;
  size: number;
  isPdf: boolean;
  base64: string;
}

export interface InfoValues {
  infoNm: string;
  /** datetime-local values in UTC, 'YYYY-MM-DDTHH:mm'; '' when not given. */
  start: string;
  end: string;
  /** A new attachment; null keeps (or, with removeFile, removes) the stored one. */
  file: PickedFile | null;
  removeFile: boolean;
}

/** ISO instant → the UTC value of a datetime-local field. */
export const inputValueOf = (iso: string) => iso.slice(0, 16);
/** The UTC value of a datetime-local field → an ISO instant. */
export const instantOf = (value: string) => `${value}:00Z`;

export const valuesOf = (record: Information | undefined): InfoValues => ({
  infoNm: record?.infoNm ?? '',
  start: record ? inputValueOf(record.startDatetime) : '',
  end: record ? inputValueOf(record.endDatetime) : '',
  file: null,
  removeFile: false,
});

export type InfoFieldProblem =
  'requiredField' | 'inappropriateDate' | 'onlyAcceptPdfFiles' | 'fileSizeIsOver';

/** The problems of the dates and the file, by field (the name is the text rule's). */
export function infoProblems(
  values: InfoValues,
): Partial<Record<'start' | 'end' | 'file', InfoFieldProblem>> {
  const problems: Partial<Record<'start' | 'end' | 'file', InfoFieldProblem>> = {};
  if (values.start === '') problems.start = 'requiredField';
  if (values.end === '') problems.end = 'requiredField';
  if (
    values.start !== '' &&
    values.end !== '' &&
    periodIsInappropriate(instantOf(values.start), instantOf(values.end))
  ) {
    problems.start = 'inappropriateDate';
    problems.end = 'inappropriateDate';
  }
  if (values.file) {
    const problem = attachmentProblem(values.file.name, values.file.size);
    if (problem ?? !values.file.isPdf) problems.file = problem ?? 'onlyAcceptPdfFiles';
  }
  return problems;
}

/** Reads a picked file: its first bytes (a renamed text is no PDF) and its content as base64. */
export async function readPickedFile(file: File): Promise<PickedFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return { name: file.name, size: file.size, isPdf: looksLikePdf(bytes), base64: btoa(binary) };
}
