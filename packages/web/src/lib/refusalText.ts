/**
 * What a screen says of a failed call when the server refused it with a code the screen knows (a
 * dictionary key per code: `keyOf`), and the server's own message otherwise. One way for every screen
 * that names refusals by code (Users, Gateways).
 */
import type { TFunction } from 'i18next';
import type { MessageKey } from '../i18n/index.ts';
import { ApiError } from './api.ts';

export type RefusalKey = (error: ApiError) => MessageKey | undefined;

/** The refusal's own text: ours for a known code, else the server's message. */
export function refusalText(t: TFunction, keyOf: RefusalKey, error: unknown): string {
  if (!(error instanceof ApiError)) return String(error);
  const key = keyOf(error);
  return key ? t(key) : error.message;
}

/** A dialog's failure (FormDialog adds the server's message beneath): `base`, and ours for a known code. */
export function failureText(t: TFunction, keyOf: RefusalKey, base: MessageKey, error: unknown): string {
  const key = error instanceof ApiError ? keyOf(error) : undefined;
  return key ? `${t(base)} ${t(key)}` : t(base);
}
