/**
 * `npm run users` (src/cli/users.ts) as an operator runs it: a real process on the test database, the
 * password on standard input, exit codes and messages for bad input.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPassword } from '../../src/auth/provider/accounts.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { testConfig, signedInHeaders, buildTestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const COMMAND = path.join(ROOT, 'packages/server/src/cli/users.ts');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

// Each run starts a Node process and connects to the database: seconds each on a busy 2-core machine.
describe('npm run users', { timeout: 240_000 }, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db, testConfig());
  });
  afterAll(async () => {
    await database?.drop();
  });

  const users = (args: string[], stdin = ''): Promise<Run> =>
    new Promise((resolve, reject) => {
      const child = spawn(NODE, [COMMAND, ...args], {
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: database.url,
          PUBLIC_URL: 'https://portal.example.com',
        },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(stdin);
    });

  it('adds a user with the password read from standard input, never from the command line', async () => {
    const run = await users(
      [
        'add',
        'ops-lead',
        '--group',
        'acme',
        '--admin',
        '--name',
        'Ops Lead',
        '--language',
        'en',
        '--password-stdin',
      ],
      'correct horse battery\n',
    );
    expect(run, run.stderr).toMatchObject({ code: 0 });
    expect(run.stdout).toContain('Added user ops-lead (group acme).');
    expect(await checkPassword(database.db, 'ops-lead', 'correct horse battery')).toBe('ops-lead');
    const onTheCommandLine = await users(['add', 'x1', '--group', 'acme', '--password', 'correct horse']);
    expect(onTheCommandLine.code).toBe(2);
    expect(onTheCommandLine.stderr).toContain("Unknown option '--password'");
  });

  it('prints an invitation link for a password user added without a password', async () => {
    const run = await users(['add', 'invited', '--group', 'tokai']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/https:\/\/portal\.example\.com\/auth\/invitation\/[\w-]{40,}\n/);
  });

  it('lists users as a table and as JSON, with a user of an external issuer', async () => {
    const added = await users([
      'add',
      'entra-user',
      '--group',
      'supplier',
      '--map',
      '--issuer',
      'https://login.example.com/tenant/v2.0',
      '--subject',
      'abc-123',
    ]);
    expect(added.code, added.stderr).toBe(0);
    const table = await users(['list']);
    expect(table.code).toBe(0);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^USER ID\s+NAME\s+GROUP\s+LANG\s+FLAGS\s+SIGN-IN\s+STATE$/);
    expect(lines.find((l) => l.startsWith('entra-user'))).toMatch(
      /entra-user\s+entra-user\s+supplier\s+ja\s+map\s+https:\/\/login\.example\.com\/tenant\/v2\.0 abc-123\s+enabled/,
    );
    expect(lines.find((l) => l.startsWith('invited '))).toMatch(/\s+invited\s+enabled$/);
    const json = JSON.parse((await users(['list', '--json'])).stdout) as { userId: string }[];
    expect(json.map((u) => u.userId)).toEqual(
      expect.arrayContaining(['info-admin', 'ops-lead', 'entra-user']),
    );
  });

  it('disables (ending sessions), enables and removes a user', async () => {
    const app = await buildTestApp(database.db);
    try {
      const headers = await signedInHeaders(database.db, 'tokai');
      const whoami = () => app.inject({ method: 'GET', url: '/v1/fleet/devices', headers });
      expect((await whoami()).statusCode).toBe(200);
      const disabled = await users(['disable', 'tokai']);
      expect(disabled.code, disabled.stderr).toBe(0);
      expect((await whoami()).statusCode).toBe(401);
      expect(await checkPassword(database.db, 'tokai', 'demo')).toBeUndefined();
      expect((await users(['enable', 'tokai'])).code).toBe(0);
      expect(await checkPassword(database.db, 'tokai', 'demo')).toBe('tokai');
    } finally {
      await app.close();
    }
    expect((await users(['remove', 'invited'])).code).toBe(0);
    expect((await users(['list'])).stdout).not.toMatch(/^invited /m);
  });

  it('exits non-zero with a clear message on a bad id, group or command', async () => {
    const cases: [string[], number, string][] = [
      [['disable', 'nobody'], 1, 'User "nobody" was not found'],
      [['remove', 'nobody'], 1, 'User "nobody" was not found'],
      [['add', 'x2', '--group', 'no-such-group'], 1, 'Device group "no-such-group" was not found'],
      [['add', 'ops-lead', '--group', 'acme'], 1, 'The user id "ops-lead" is taken'],
      [['add', 'bad id!', '--group', 'acme'], 1, 'userId has an invalid format'],
      [['add', 'x3'], 2, 'add needs --group DEVICE_GROUP_ID'],
      [['add', 'x4', '--group', 'acme', '--language', 'fr'], 2, '--language must be en, ja or zh'],
      [
        ['add', 'x5', '--group', 'acme', '--issuer', 'https://a.example'],
        2,
        '--issuer and --subject go together',
      ],
      [['enable'], 2, 'enable needs a user id'],
      [['frobnicate', 'x'], 2, 'Unknown command "frobnicate"'],
      [[], 2, 'Usage: npm run users'],
    ];
    for (const [args, code, message] of cases) {
      const run = await users(args);
      expect({ args, code: run.code }).toEqual({ args, code });
      expect(run.stderr).toContain(message);
    }
    const short = await users(['add', 'x6', '--group', 'acme', '--password-stdin'], 'short\n');
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('at least 8 characters');
    expect((await users(['list'])).stdout).not.toMatch(/^x\d /m);
  });
});
