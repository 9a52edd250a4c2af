/**
 * What the test suite needs from the machine, checked and, as root, provided: Debian's Chromium and CJK
 * fonts for the end-to-end tests, LibreOffice Calc and pdftotext for the monthly report's workbook, and
 * the machine's PostgreSQL (127.0.0.1:5432) and Mosquitto (127.0.0.1:1883) for the database and
 * external-broker tests. `npm test` calls ensureTestMachine() first, so a user's fresh machine gets
 * exactly what CI gets; `npm run setup:test-machine` runs it alone.
 *
 * Not root and something missing: it stops at once and names the one command that sets the machine up,
 * rather than failing half-way through the suite with a browser or connection error.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import pg from 'pg';

export class MachineNotReady extends Error {}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SYSTEM_DATABASE_URL =
  process.env.TEST_SYSTEM_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SETUP_COMMAND = 'sudo npm run setup:test-machine';

const isRoot = () => process.getuid?.() === 0;
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

function portAnswers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, what: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt++) {
    if (await portAnswers(port)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new MachineNotReady(`${what} was started but does not answer on 127.0.0.1:${port}`);
}

/** Runs a set-up command; its chatter is dropped (apt lists every file), its errors are shown. */
function run(command: string, args: string[]): void {
  console.log(`  $ ${command} ${args.join(' ')}`);
  execFileSync(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

let aptUpdated = false;
function aptInstall(packages: string[]): void {
  if (!aptUpdated) run('apt-get', ['update', '-qq']);
  aptUpdated = true;
  run('apt-get', ['install', '-y', '-qq', ...packages]);
}

const cjkFontsInstalled = () =>
  has('fc-list') && /noto sans cjk/i.test(spawnSync('fc-list', { encoding: 'utf8' }).stdout ?? '');

/** Each Debian cluster of the installed PostgreSQL version(s); Debian names the first one `main`. */
function postgresClusters(): string[] {
  if (!fs.existsSync('/etc/postgresql')) return [];
  return fs
    .readdirSync('/etc/postgresql')
    .filter((version) => fs.existsSync(`/etc/postgresql/${version}/main`));
}

/**
 * A fresh Debian PostgreSQL asks for a password on TCP; the tests connect as `postgres` without one, as on
 * the CI machines. Only a cluster this script installed itself is changed so; a cluster the user set up is
 * left alone and TEST_SYSTEM_DATABASE_URL points the tests elsewhere.
 */
function trustLoopback(version: string): void {
  const hba = `/etc/postgresql/${version}/main/pg_hba.conf`;
  const lines = 'host all postgres 127.0.0.1/32 trust\nhost all postgres ::1/128 trust\n';
  fs.writeFileSync(
    hba,
    `# Test machine (scripts/test-machine.ts): postgres on loopback without password\n${lines}${fs.readFileSync(hba, 'utf8')}`,
  );
}

async function systemPostgresProblem(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: SYSTEM_DATABASE_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface Need {
  what: string;
  missing(): Promise<boolean>;
  provide(): Promise<void>;
}

const needs: Need[] = [
  {
    what: `Debian's Chromium (${CHROMIUM})`,
    missing: async () => !fs.existsSync(CHROMIUM),
    provide: async () => aptInstall(['chromium']),
  },
  {
    what: 'CJK fonts (Noto Sans CJK), so that Japanese and Chinese screens render',
    missing: async () => !cjkFontsInstalled(),
    provide: async () => aptInstall(['fonts-noto-cjk', 'fontconfig']),
  },
  {
    what: "LibreOffice Calc and Poppler's pdftotext, to open the monthly report's workbook as Excel's readers do",
    missing: async () => !has('soffice') || !has('pdftotext'),
    provide: async () => aptInstall(['--no-install-recommends', 'libreoffice-calc', 'poppler-utils']),
  },
  {
    // npm run bench serves the demo through an HTTPS proxy with a certificate of its own.
    what: "OpenSSL, for the certificate of the bench's HTTPS proxy",
    missing: async () => !has('openssl'),
    provide: async () => aptInstall(['openssl']),
  },
  {
    what: "the machine's PostgreSQL on 127.0.0.1:5432",
    missing: async () => !process.env.TEST_SYSTEM_DATABASE_URL && !(await portAnswers(5432)),
    provide: async () => {
      const installedHere = postgresClusters().length === 0;
      if (installedHere) aptInstall(['postgresql']);
      const version = postgresClusters()[0];
      if (!version) throw new MachineNotReady('PostgreSQL was installed but no cluster `main` exists');
      if (installedHere) trustLoopback(version);
      run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
      await waitForPort(5432, 'PostgreSQL');
    },
  },
  {
    what: "the machine's Mosquitto on 127.0.0.1:1883",
    missing: async () => !(await portAnswers(1883)),
    provide: async () => {
      if (!has('mosquitto')) aptInstall(['mosquitto']);
      run('mosquitto', ['-d', '-c', '/etc/mosquitto/mosquitto.conf']);
      await waitForPort(1883, 'Mosquitto');
    },
  },
];

export async function ensureTestMachine(): Promise<void> {
  const missing: Need[] = [];
  for (const need of needs) if (await need.missing()) missing.push(need);
  if (missing.length > 0 && !isRoot()) {
    throw new MachineNotReady(
      `The tests need ${missing.map((n) => n.what).join('; ')}.\n` +
        `Set the machine up once with:\n\n    ${SETUP_COMMAND}\n\nthen run npm test again.`,
    );
  }
  for (const need of missing) {
    console.log(`Setting up ${need.what}`);
    await need.provide();
  }
  const problem = await systemPostgresProblem();
  if (problem) {
    throw new MachineNotReady(
      `The database tests cannot sign in to the system PostgreSQL at ${new URL(SYSTEM_DATABASE_URL).host}: ${problem}.\n` +
        'Set TEST_SYSTEM_DATABASE_URL=postgres://<user>:<password>@<host>:<port>/postgres to a role that may create databases.',
    );
  }
}

if (import.meta.main) {
  ensureTestMachine().then(
    () => console.log('The machine has what the tests need.'),
    (error: unknown) => {
      console.error(error instanceof MachineNotReady ? error.message : error);
      process.exit(1);
    },
  );
}
