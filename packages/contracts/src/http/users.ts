/**
 * User administration (ours; docs/sign-in.md "Users"): GET/POST /v1/users, PUT/DELETE /v1/users/:userId,
 * POST /v1/users/:userId/disable, /enable and /invitation. A user administrator (manages users) sees and
 * changes the users of its own root group's subtree only; the `npm run users` command reaches every user.
 */
import { Type, type Static } from 'typebox';
import { LOCALES } from '../locales.ts';
import { ISSUER_RULE, SUBJECT_RULE, USER_ID_RULE, USER_NAME_RULE } from '../domain/user-admin.ts';
import { Text, TextOfRule } from './fields.ts';

const Language = Type.Enum([...LOCALES], {
  description: "the language of the user's mails and first screen",
});

export const UserIdParams = Type.Object(
  { userId: TextOfRule(USER_ID_RULE, { description: 'a user id' }) },
  { additionalProperties: false },
);
export type UserIdParams = Static<typeof UserIdParams>;

export const ManagedUser = Type.Object(
  {
    userId: Type.String(),
    userName: Type.String(),
    language: Language,
    /** The device group of the user's Login role: its root group (what it sees). */
    deviceGroupId: Type.String({ description: "the user's root device group ('' when it has none)" }),
    map: Type.Boolean({ description: 'the map flag: ConsumerMap and DashboardAdmin' }),
    userAdmin: Type.Boolean({
      description: 'the admin flag of user administration: manages the users of its subtree',
    }),
    signIn: Type.Union([Type.Literal('password'), Type.Literal('issuer')]),
    issuer: Type.Union([Type.String(), Type.Null()], {
      description: 'the external issuer, for signIn issuer',
    }),
    subject: Type.Union([Type.String(), Type.Null()], { description: 'its subject, for signIn issuer' }),
    /** A password user that has not chosen its password yet (an invitation is pending or has expired). */
    passwordSet: Type.Boolean(),
    disabled: Type.Boolean(),
    created: Type.String({ description: 'ISO 8601, UTC' }),
  },
  { additionalProperties: false },
);
export type ManagedUser = Static<typeof ManagedUser>;

export const ListUsersResponse = Type.Array(ManagedUser, { description: 'ordered by user id' });
export type ListUsersResponse = Static<typeof ListUsersResponse>;

/** What an administrator sets of a user, at its creation and on a change. */
const UserFields = {
  userName: TextOfRule(USER_NAME_RULE),
  language: Language,
  deviceGroupId: Text({ minLength: 1, maxLength: 100, description: 'a device group the caller may see' }),
  map: Type.Boolean({ description: 'only a caller with the map flag may give it' }),
  userAdmin: Type.Boolean({ description: 'manages the users of its subtree' }),
};

export const AddUserBody = Type.Object(
  {
    userId: TextOfRule(USER_ID_RULE, {
      description: 'letters, digits and . _ @ -, starting with a letter or digit',
    }),
    ...UserFields,
    signIn: Type.Union([Type.Literal('password'), Type.Literal('issuer')], {
      description:
        'password: the embedded provider, with a password the user chooses through the invitation link; ' +
        'issuer: the external issuer and subject given',
    }),
    issuer: Type.Optional(TextOfRule(ISSUER_RULE, { description: 'for signIn issuer' })),
    subject: Type.Optional(TextOfRule(SUBJECT_RULE, { description: 'for signIn issuer' })),
  },
  { additionalProperties: false },
);
export type AddUserBody = Static<typeof AddUserBody>;

export const PutUserBody = Type.Object(UserFields, { additionalProperties: false });
export type PutUserBody = Static<typeof PutUserBody>;

export const UserAnswer = Type.Object(
  {
    user: ManagedUser,
    invitationUrl: Type.Optional(
      Type.String({ description: 'for a password user: the link that lets it choose its password, once' }),
    ),
    invitationExpires: Type.Optional(Type.String({ description: 'ISO 8601, UTC' })),
  },
  { additionalProperties: false },
);
export type UserAnswer = Static<typeof UserAnswer>;
