/**
 * `npm run users -- <command>`: user administration from the command line, for the first administrator
 * of a new installation and for scripts (docs/deploy.md). It works on the portal's database: DATABASE_URL
 * when set; otherwise the embedded one under DATA_DIR, reached through the running portal's PostgreSQL or,
 * when no portal runs, started for the command. It reaches every user and group (services/user-admin.ts).
 *
 * A password is read from standard input (--password-stdin), never from the command line, where it would
 * show in the process list and the shell's history.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LOCALES, type Locale } from '@airsight/contracts/locales';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../db/database.ts';
import { runningEmbeddedDatabaseUrl } from '../db/embedded.ts';
import { DataDirLockedError } from '../data-dir-lock.ts';
import { createLogger } from '../logger.ts';
import { PASSWORD_MIN_LENGTH } from '../auth/provider/password-change.ts';
import {
  addUser,
  listUsers,
  removeUser,
  setDisabled,
  setPassword,
  type CommandActor,
} from '../services/user-admin.ts';

export const USAGE = `Usage: npm run users -- <command>
  add USER_ID --group DEVICE_GROUP_ID [--admin] [--map] [--name NAME] [--language en|ja|zh]
      [--password-stdin | --issuer URL --subject SUB]
      Without --password-stdin or --issuer, prints an invitation link that lets the user choose a password.
  list [--json]
  disable USER_ID | enable USER_ID | remove USER_ID
  password USER_ID --password-stdin`;

/** A mistake in the command line: the message and the usage, exit code 2. */
export class UsageError extends Error {}

const OPTIONS = {
  group: { type: 'string' },
  admin: { type: 'boolean' },
  map: { type: 'boolean' },
  name: { type: 'string' },
  language: { type: 'string' },
  'password-stdin': { type: 'boolean' },
  issuer: { type: 'string' },
  subject: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export interface CommandIo {
  /** Standard input, read whole (the password). */
  readStdin(): Promise<string>;
}

/** One command as parsed from the command line, its password (if any) already read. */
export type UsersCommand =
  | { command: 'list'; json: boolean }
  | { command: 'add'; user: NewUserInput }
  | { command: 'disable' | 'enable' | 'remove'; userId: string }
  | { command: 'password'; userId: string; password: string };

type NewUserInput = Parameters<typeof addUser>[2];

/** Reads the command line (and standard input for a password); throws UsageError for a mistake. */
export async function parseUsersCommand(argv: readonly string[], io: CommandIo): Promise<UsersCommand> {
  const { values, positionals } = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true });
  const [command, userId, ...extra] = positionals;
  if (values.help || command === undefined) throw new UsageError('Name a command.');
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}`);
  if (command === 'list') {
    if (userId !== undefined) throw new UsageError('list takes no user id');
    return { command, json: values.json ?? false };
  }
  if (!['add', 'disable', 'enable', 'remove', 'password'].includes(command)) {
    throw new UsageError(`Unknown command "${command}".`);
  }
  if (userId === undefined) throw new UsageError(`${command} needs a user id`);
  if (command === 'password') {
    if (!values['password-stdin']) throw new UsageError('password needs --password-stdin');
    return { command, userId, password: await readPassword(io) };
  }
  if (command !== 'add') return { command: command as 'disable' | 'enable' | 'remove', userId };
  if (values.group === undefined) throw new UsageError('add needs --group DEVICE_GROUP_ID');
  const language = values.language ?? 'ja';
  if (!LOCALES.includes(language as Locale)) throw new UsageError('--language must be en, ja or zh');
  if ((values.issuer === undefined) !== (values.subject === undefined)) {
    throw new UsageError('--issuer and --subject go together');
  }
  if (values.issuer !== undefined && values['password-stdin']) {
    throw new UsageError('a user of an external issuer has no password here: drop --password-stdin');
  }
  const password = values['password-stdin'] ? await readPassword(io) : undefined;
  return {
    command,
    user: {
      userId,
      userName: values.name ?? userId,
      language: language as Locale,
      deviceGroupId: values.group,
      map: values.map ?? false,
      userAdmin: values.admin ?? false,
      signIn: values.issuer === undefined ? 'password' : 'issuer',
      ...(values.issuer === undefined ? {} : { issuer: values.issuer, subject: values.subject }),
      ...(password === undefined ? {} : { password }),
    },
  };
}

/** Runs one parsed command on the database; throws HttpError for what the operator should fix. */
export async function runUsersCommand(
  db: Db,
  parsed: UsersCommand,
  out: (line: string) => void,
  settings: { publicUrl: string; externalIssuer: string | undefined },
): Promise<void> {
  const actor: CommandActor = { kind: 'command', userId: `cli:${os.userInfo().username}` };
  switch (parsed.command) {
    case 'list': {
      const users = await listUsers(db, actor);
      if (parsed.json) out(JSON.stringify(users, null, 2));
      else for (const line of userTable(users)) out(line);
      return;
    }
    case 'add': {
      const answer = await addUser(db, actor, parsed.user, settings);
      out(`Added user ${parsed.user.userId} (group ${parsed.user.deviceGroupId}).`);
      if (answer.invitationUrl) {
        out(`Send this link to the user to choose a password (valid until ${answer.invitationExpires}):`);
        out(answer.invitationUrl);
      }
      return;
    }
    case 'disable':
    case 'enable':
      await setDisabled(db, actor, parsed.userId, parsed.command === 'disable');
      out(
        parsed.command === 'disable'
          ? `Disabled ${parsed.userId}: its sessions have ended.`
          : `Enabled ${parsed.userId}.`,
      );
      return;
    case 'remove':
      await removeUser(db, actor, parsed.userId);
      out(`Removed ${parsed.userId}.`);
      return;
    case 'password':
      await setPassword(db, actor, parsed.userId, parsed.password);
      out(`Set the password of ${parsed.userId}: its other sessions have ended.`);
      return;
  }
}

async function readPassword(io: CommandIo): Promise<string> {
  // One line as typed or piped: a trailing newline is not part of the password.
  const password = (await io.readStdin()).replace(/\r?\n$/, '');
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    throw new UsageError(
      `The password on standard input must have at least ${PASSWORD_MIN_LENGTH} characters.`,
    );
  }
  return password;
}

function userTable(users: Awaited<ReturnType<typeof listUsers>>): string[] {
  const rows = [
    ['USER ID', 'NAME', 'GROUP', 'LANG', 'FLAGS', 'SIGN-IN', 'STATE'],
    ...users.map((u) => [
      u.userId,
      u.userName,
      u.deviceGroupId || '-',
      u.language,
      [u.userAdmin ? 'admin' : '', u.map ? 'map' : ''].filter(Boolean).join(',') || '-',
      u.signIn === 'issuer' ? `${u.issuer} ${u.subject}` : u.passwordSet ? 'password' : 'invited',
      u.disabled ? 'disabled' : 'enabled',
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...r[i]!].length)));
  return rows.map((r) =>
    r
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
}

async function openPortalDatabase(): Promise<{
  handle: DatabaseHandle;
  config: ReturnType<typeof loadConfig>;
}> {
  const config = loadConfig();
  const log = createLogger('error', { destination: process.stderr });
  const open = (databaseUrl: string | undefined) =>
    openDatabase({ databaseUrl, dataDir: config.dataDir, log, poolSize: 2 });
  try {
    return { handle: await open(config.databaseUrl), config };
  } catch (error) {
    // The running portal holds the embedded database: use it through its PostgreSQL.
    const url = error instanceof DataDirLockedError ? runningEmbeddedDatabaseUrl(config.dataDir) : undefined;
    if (!url) throw error;
    return { handle: await open(url), config };
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  if ('isTTY' in stream && stream.isTTY) process.stderr.write('Password (then Enter and Ctrl-D): ');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<number> {
  let opened: Awaited<ReturnType<typeof openPortalDatabase>> | undefined;
  try {
    // Mistakes in the command line are told before the database is opened.
    const parsed = await parseUsersCommand(process.argv.slice(2), {
      readStdin: () => readAll(process.stdin),
    });
    opened = await openPortalDatabase();
    await runUsersCommand(opened.handle.db, parsed, (line) => process.stdout.write(`${line}\n`), {
      publicUrl: opened.config.publicUrl,
      externalIssuer: opened.config.oidcIssuer,
    });
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // parseArgs throws a TypeError with an ERR_PARSE_ARGS_* code for an unknown or malformed option.
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      process.stderr.write(`users: ${message}\n${USAGE}\n`);
      return 2;
    }
    process.stderr.write(`users: ${message}\n`);
    return 1;
  } finally {
    await opened?.handle.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
