import { Type } from 'typebox';
import {
  AddUserBody,
  ListUsersResponse,
  ManagedUser,
  PutUserBody,
  UserAnswer,
  UserIdParams,
} from '@airsight/contracts/http/users';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app.ts';
import { ErrorRef, WRITE_ERRORS, schemasOf } from '../schema.ts';
import { scopeOf } from '../scope.ts';
import {
  addUser,
  adminActor,
  inviteUser,
  listUsers,
  putUser,
  removeUser,
  setDisabled,
} from '../../services/user-admin.ts';

const schema = schemasOf('users', { ...WRITE_ERRORS, 403: ErrorRef });
const REACH =
  'Only for a user administrator (admin flag; 403 NOT_USER_ADMIN otherwise), and only for the users whose ' +
  'group is its root group or under it: any other user id answers 404, like one that does not exist.';

/**
 * User administration (ours; contracts http/users.ts, services/user-admin.ts): the Users screen's calls.
 * Disabling, removing and a new password end the user's sign-ins at once; every change is logged.
 */
export async function userRoutes(app: AppInstance): Promise<void> {
  const actorOf = async (request: FastifyRequest) =>
    adminActor(app.db, app.config, await scopeOf(app, request));
  const publicUrl = app.config.publicUrl;

  app.get(
    '',
    { schema: schema(ListUsersResponse, { summary: 'The users the caller manages', description: REACH }) },
    async (request) => listUsers(app.db, await actorOf(request)),
  );

  app.post(
    '',
    {
      schema: schema(UserAnswer, {
        summary: 'Adds a user; a password user gets an invitation link to choose its password',
        description:
          `${REACH} 409 USER_EXISTS when the user id (or issuer and subject) is taken; the map flag only ` +
          'from a caller that has it (403 MAP_NOT_GRANTABLE). With an external issuer configured, only ' +
          'issuer users can be added (400 NO_LOCAL_SIGN_IN).',
        body: AddUserBody,
      }),
    },
    async (request) =>
      addUser(app.db, await actorOf(request), request.body, {
        publicUrl,
        externalIssuer: app.config.oidcIssuer,
      }),
  );

  app.put(
    '/:userId',
    {
      schema: schema(ManagedUser, {
        summary: "Changes a user's name, language, group and flags",
        description: `${REACH} Nobody changes their own group, map flag or admin flag (403 SELF_CHANGE).`,
        params: UserIdParams,
        body: PutUserBody,
      }),
    },
    async (request) => putUser(app.db, await actorOf(request), request.params.userId, request.body),
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/:userId/${action}`,
      {
        schema: schema(ManagedUser, {
          summary: disabled
            ? 'Disables a user: its sessions and tokens end at once and it cannot sign in'
            : 'Enables a disabled user',
          description: REACH,
          params: UserIdParams,
        }),
      },
      async (request) => setDisabled(app.db, await actorOf(request), request.params.userId, disabled),
    );
  }

  app.post(
    '/:userId/invitation',
    {
      schema: schema(UserAnswer, {
        summary: 'A new invitation link for a password user (an earlier link stops working)',
        description: REACH,
        params: UserIdParams,
      }),
    },
    async (request) => inviteUser(app.db, await actorOf(request), request.params.userId, publicUrl),
  );

  app.delete(
    '/:userId',
    {
      schema: schema(Type.Object({}, { additionalProperties: false }), {
        summary: 'Removes a user: its sessions and tokens end at once',
        description: `${REACH} Nobody removes themself (403 SELF_CHANGE).`,
        params: UserIdParams,
      }),
    },
    async (request) => {
      await removeUser(app.db, await actorOf(request), request.params.userId);
      return {};
    },
  );
}
