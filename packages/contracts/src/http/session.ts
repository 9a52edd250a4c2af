import { Type, type Static } from 'typebox';

/** User info (part 1 §3), derived on the server as part 1 §6 says. */
export const UserInfo = Type.Object(
  {
    userId: Type.String(),
    userName: Type.String(),
    /** The Login role's root group id with its trailing '$' removed. */
    deviceGroupType: Type.String(),
    /** The root group the user works in. */
    deviceGroupId: Type.String(),
    /** True when the root group has child groups: the user is an administrator and lands on HomeAdmin. */
    admin: Type.Boolean(),
    /** True when any role id contains the gwC2dSendUpd marker: consumer map and dashboard. */
    isMap: Type.Boolean(),
    /** The fixed account that manages announcements and logs only (part 1 §6). */
    isInfoAdmin: Type.Boolean(),
    /** The fixed admin account that may download the alarm-mail configuration CSV files. */
    isAlarmMailAdmin: Type.Boolean(),
    /** Ours: the admin flag of user administration (the Users screen, for the users of its subtree). */
    isUserAdmin: Type.Boolean(),
  },
  { $id: 'UserInfo', additionalProperties: false },
);
export type UserInfo = Static<typeof UserInfo>;

/** What GET /auth/session answers: the signed-in user, or nothing, and the CSRF token for writes. */
export const SessionInfo = Type.Object(
  {
    authenticated: Type.Boolean(),
    user: Type.Union([UserInfo, Type.Null()]),
    csrfToken: Type.Union([Type.String(), Type.Null()]),
    /**
     * When this browser session signed in (ISO 8601), null without one (signed out, or a bearer token):
     * what the client keys "once per sign-in" on, without keeping the session's secrets.
     */
    signedInAt: Type.Union([Type.String(), Type.Null()]),
    environment: Type.Union([
      Type.Literal('development'),
      Type.Literal('staging'),
      Type.Literal('production'),
    ]),
    environmentTitle: Type.String(),
    /** The account menu's help link (part 1 §1): HELP_URL, else the portal's own help page. */
    helpUrl: Type.String(),
    /**
     * The account menu's change-password link (part 1 §1): CHANGE_PASSWORD_URL, else the embedded
     * provider's change-password page; null (no link) with an external issuer and no URL set.
     */
    changePasswordUrl: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'SessionInfo', additionalProperties: false },
);
export type SessionInfo = Static<typeof SessionInfo>;

/** What POST /auth/logout answers: where to end the identity provider's session. */
export const LogoutAnswer = Type.Object(
  { redirectTo: Type.String({ description: "Open this URL to end the identity provider's session too" }) },
  { additionalProperties: false },
);
export type LogoutAnswer = Static<typeof LogoutAnswer>;
