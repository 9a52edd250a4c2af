import type { AppInstance } from '../app.ts';

/** Sign-in: embedded OpenID provider, relying party, sessions, CSRF, bearer tokens. */
export async function registerAuth(_app: AppInstance): Promise<void> {}
