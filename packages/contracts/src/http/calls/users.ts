/** User administration calls (ours; contracts http/users.ts): the Users screen's. */
import type * as users from '../users.ts';
import { getCall, sendCall } from './spec.ts';

const PATH = '/v1/users';
const USER = `${PATH}/:userId`;

export const userCalls = {
  users: getCall<never, users.ListUsersResponse>(PATH),
  addUser: sendCall<users.AddUserBody, users.UserAnswer>('POST', PATH),
  putUser: sendCall<users.PutUserBody, users.ManagedUser>('PUT', USER),
  disableUser: sendCall<never, users.ManagedUser>('POST', `${USER}/disable`),
  enableUser: sendCall<never, users.ManagedUser>('POST', `${USER}/enable`),
  inviteUser: sendCall<never, users.UserAnswer>('POST', `${USER}/invitation`),
  deleteUser: sendCall<never, Record<string, never>>('DELETE', USER),
} as const;
