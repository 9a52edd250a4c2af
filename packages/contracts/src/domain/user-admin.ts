/**
 * The rules of user administration (docs/sign-in.md, "Users"), schema-free so the Users screen, the
 * `npm run users` command and the server ask the same functions. The specification delegates users to its
 * platform; these are ours.
 */
import type { TextRule } from './text-rules.ts';

/**
 * A user id is what a person types to sign in and what the operation log shows: letters, digits and
 * . _ @ - (so an e-mail address fits), starting with a letter or digit, at most 64 characters.
 */
export const USER_ID_RULE = {
  required: true,
  maxLength: 64,
  pattern: '^[A-Za-z0-9][A-Za-z0-9._@-]*$',
} as const satisfies TextRule;

/** The name shown in the header and the logs: required, at most 100 characters. */
export const USER_NAME_RULE = { required: true, maxLength: 100 } as const satisfies TextRule;

/** An external issuer's URL and subject, as the issuer spells them. */
export const ISSUER_RULE = {
  required: true,
  maxLength: 500,
  pattern: '^https?://\\S+$',
} as const satisfies TextRule;
export const SUBJECT_RULE = { required: true, maxLength: 255 } as const satisfies TextRule;

/** How long an invitation link lets a new user choose its password. */
export const INVITATION_TTL_HOURS = 7 * 24;

/** How a user signs in: a password of the embedded provider, or its subject at an external issuer. */
export type SignInKind = 'password' | 'issuer';
