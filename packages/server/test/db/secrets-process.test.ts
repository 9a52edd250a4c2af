/**
 * Secrets never reach logs or command lines: the real portal (node packages/server/src/main.ts, as
 * `npm start` runs it) starts with every secret setting set (DATABASE_URL, MQTT_URL and SMTP_URL with
 * passwords, OIDC_CLIENT_SECRET for a standalone issuer), in demo mode with the simulator, at LOG_LEVEL
 * debug; it runs until the simulator has connected and a sign-in at the issuer has gone through. Then
 * neither its whole output nor the command line of any of its processes holds any of the secrets.
 *
 * It uses the machine's PostgreSQL (which trusts any password on 127.0.0.1) and Mosquitto (which lets
 * anyone in), so it runs in the db-system project only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { afterAll, expect, it } from 'vitest';
import { Browser } from '../support/browser-client.ts';
import { formOf, formPost, freePort } from '../support/auth-app.ts';
import { createTestDatabase, describeOnlyIn, type TestDatabase } from '../support/database.ts';
import { startExternalIssuer, type ExternalIssuer } from '../support/external-issuer.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const BROKER = new URL(process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883');
const token = () => crypto.randomBytes(6).toString('hex');
const SECRETS = {
  database: `S3cretDbPw-${token()}`,
  mqtt: `S3cretMqttPw-${token()}`,
  smtp: `S3cretSmtpPw-${token()}`,
  oidc: `S3cretOidc-${token()}`,
};

/** Every process below `root`, found through the parent pid in /proc/<pid>/stat. */
function descendantsOf(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // the process ended meanwhile
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent === pid) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(root);
  return found;
}

const readProc = (pid: number, file: 'cmdline' | 'environ') => {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
};

// Once is enough: it uses the machine's PostgreSQL and Mosquitto.
describeOnlyIn('db-system')('secrets in logs and command lines', () => {
  let database: TestDatabase;
  let issuer: ExternalIssuer;
  let portal: ChildProcess | undefined;
  let dataDir: string;
  let output = '';
  const mqttClientId = `airsight-secrets-${token()}`;

  afterAll(async () => {
    if (portal && portal.exitCode === null && portal.signalCode === null) portal.kill('SIGKILL');
    await issuer?.close().catch(() => undefined);
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (!database) return;
    // The ingest's persistent session on the machine's broker goes too.
    const ended = await mqtt
      .connectAsync(BROKER.href, {
        clientId: mqttClientId,
        clean: true,
        protocolVersion: 5,
        reconnectPeriod: 0,
      })
      .catch(() => undefined);
    await ended?.endAsync(true);
  }, 60_000);

  it(
    'keeps every secret setting out of the output and out of every process command line',
    { timeout: 180_000 },
    async () => {
      database = await createTestDatabase();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-secrets-'));
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      issuer = await startExternalIssuer({
        portalUrl: base,
        clientId: 'airsight-portal-secrets',
        clientSecret: SECRETS.oidc,
        accounts: { 'someone-without-a-portal-user': { name: 'Someone' } },
      });
      const databaseUrl = new URL(database.url);
      databaseUrl.username ||= 'postgres';
      databaseUrl.password = SECRETS.database;
      const mqttUrl = new URL(BROKER.href);
      mqttUrl.username = 'airsight-ingest';
      mqttUrl.password = SECRETS.mqtt;

      portal = spawn(process.execPath, ['packages/server/src/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: base,
          DATABASE_URL: databaseUrl.toString(),
          MQTT_URL: mqttUrl.toString(),
          MQTT_CLIENT_ID: mqttClientId,
          SMTP_URL: `smtp://mailer:${SECRETS.smtp}@127.0.0.1:2525`,
          OIDC_ISSUER: issuer.issuer,
          OIDC_CLIENT_ID: 'airsight-portal-secrets',
          OIDC_CLIENT_SECRET: SECRETS.oidc,
          DEMO: 'on',
          SIMULATOR: 'on',
          // Live samples only: a year of history would flood the machine's broker for nothing.
          SIMULATOR_BACKFILL_DAYS: '0',
          LOG_LEVEL: 'debug',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
      };
      portal.stdout?.on('data', collect);
      portal.stderr?.on('data', collect);

      // Ready, and the simulator has connected to the broker.
      const until = Date.now() + 120_000;
      for (;;) {
        if (portal.exitCode !== null)
          throw new Error(`the portal exited with ${portal.exitCode}:\n${output}`);
        if (Date.now() > until) throw new Error(`the portal did not get ready:\n${output.slice(-5_000)}`);
        const ready = await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ready && output.includes('simulator: connected to')) break;
        await new Promise((r) => setTimeout(r, 250));
      }

      // Every process of the portal while it runs: itself and its children (the simulator).
      const processes = [portal.pid!, ...descendantsOf(portal.pid!)];
      const commandLines = processes.map((pid) => readProc(pid, 'cmdline'));
      expect(commandLines.some((line) => line.includes('simulator/src/cli.ts'))).toBe(true);
      const simulatorPid =
        processes[commandLines.findIndex((line) => line.includes('simulator/src/cli.ts'))]!;
      const simulatorEnvironment = readProc(simulatorPid, 'environ');

      // A sign-in at the issuer: discovery, and the code exchange that sends the client secret.
      const browser = new Browser(base, {
        follows: (target) =>
          target.origin === new URL(issuer.issuer).origin ||
          (target.origin === base && target.pathname.startsWith('/auth/')),
      });
      const { response: form, visited } = await browser.follow('/auth/login');
      const action = new URL(formOf(await form.text()).action, visited.at(-1)).href;
      const { location } = await browser.follow(action, formPost({ login: 'someone-without-a-portal-user' }));
      expect(location).toBe('/Login?error=unknown_user');

      const exited = new Promise((resolve) => portal!.once('exit', resolve));
      portal.kill('SIGTERM');
      await exited;

      for (const [name, secret] of Object.entries(SECRETS)) {
        expect(output.includes(secret), `the ${name} secret in the output`).toBe(false);
        for (const [i, line] of commandLines.entries()) {
          expect(line.includes(secret), `the ${name} secret in the command line of ${processes[i]}`).toBe(
            false,
          );
        }
        expect(
          simulatorEnvironment.includes(secret),
          `the ${name} secret in the simulator's environment`,
        ).toBe(false);
      }
      // The output was worth searching: it has the lines that used to print the broker's password.
      expect(output).toContain('demo simulator started');
      expect(output).toContain(`simulator: connected to mqtt://${BROKER.host}`);
      expect(output).toContain('mqtt://airsight-ingest:***@');
    },
  );
});
