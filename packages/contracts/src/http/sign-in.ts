/**
 * Sign-in (server auth/): the portal's OpenID Connect client (/auth/login, /auth/callback; /auth/session
 * and /auth/logout answer with session.ts's schemas), the embedded provider's sign-in and change-password
 * pages, and the help page, which takes the pages' language query.
 */
import { Type, type Static } from 'typebox';
import { Text } from './fields.ts';

/** GET /auth/login. */
export const LoginQuery = Type.Object(
  {
    returnTo: Type.Optional(
      Text({ maxLength: 2048, description: 'Path of this site to open after sign-in (default /)' }),
    ),
    locale: Type.Optional(Text({ maxLength: 16, description: 'Language of the sign-in page: en, ja or zh' })),
  },
  { additionalProperties: false },
);

/**
 * GET /auth/callback. Identity providers add parameters of their own (session_state, ...), so unknown
 * ones are accepted here.
 */
export const CallbackQuery = Type.Object(
  {
    code: Type.Optional(Text({ maxLength: 4096 })),
    state: Type.Optional(Text({ maxLength: 512 })),
    iss: Type.Optional(Text({ maxLength: 2048 })),
    error: Type.Optional(Text({ maxLength: 256 })),
    error_description: Type.Optional(Text({ maxLength: 4096 })),
  },
  { additionalProperties: true },
);

/** The `?locale=` of the server's own pages (change password, help). */
export const PageLocaleQuery = Type.Object(
  { locale: Type.Optional(Text({ maxLength: 16, description: 'Page language: en, ja or zh' })) },
  { additionalProperties: false },
);

/** The embedded provider's sign-in page: the interaction it names. */
export const InteractionParams = Type.Object({ uid: Text({ minLength: 1, maxLength: 128 }) });

/** The embedded provider's sign-in page: its language, `?lang=` as the provider's own links say it. */
export const InteractionQuery = Type.Object(
  { lang: Type.Optional(Text({ maxLength: 16, description: 'Page language: en, ja or zh' })) },
  { additionalProperties: false },
);

/** The sign-in page's form. */
export const SignInForm = Type.Object(
  { userId: Text({ maxLength: 256 }), password: Text({ maxLength: 1024 }) },
  { additionalProperties: false },
);

/** The change-password page's form, with the session's CSRF token in a hidden field. */
/** The invitation page's form: the new password twice (the link's token is the credential). */
export const InvitationForm = Type.Object(
  {
    username: Type.Optional(Text({ maxLength: 256, description: 'Shown for password managers; ignored' })),
    newPassword: Text({ maxLength: 1024 }),
    confirmPassword: Text({ maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type InvitationForm = Static<typeof InvitationForm>;

export const InvitationParams = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);
export type InvitationParams = Static<typeof InvitationParams>;

export const ChangePasswordForm = Type.Object(
  {
    csrfToken: Text({ maxLength: 256 }),
    username: Type.Optional(Text({ maxLength: 256, description: 'Shown for password managers; ignored' })),
    currentPassword: Text({ maxLength: 1024 }),
    newPassword: Text({ maxLength: 1024 }),
    confirmPassword: Text({ maxLength: 1024 }),
  },
  { additionalProperties: false },
);
