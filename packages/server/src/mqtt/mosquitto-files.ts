/**
 * An external Mosquitto that follows gateway administration without hand editing (docs/deploy.md): with
 * MOSQUITTO_PASSWORD_FILE and MOSQUITTO_ACL_FILE set, the portal writes Mosquitto's password file and ACL
 * file from the gateways table at start and after every gateway change, then runs
 * MOSQUITTO_RELOAD_COMMAND (e.g. `systemctl reload mosquitto`, which sends SIGHUP: Mosquitto reads both
 * files again; connected clients stay connected).
 *
 * The password file holds each gateway's broker hash (Mosquitto's "$7$" PBKDF2-SHA512, kept beside the
 * argon2 hash the portal checks; services/gateway-admin.ts) and the ingest's own account from MQTT_URL.
 * Files are replaced atomically (written beside, then renamed), so Mosquitto never reads half a file.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { listBrokerAccounts } from '../repositories/gateway-admin.ts';
import { buildMosquittoAcl } from './mosquitto-acl.ts';

/**
 * Iterations of the broker hash. Mosquitto's own default (101) is weak against a stolen file; this is
 * still cheap for a broker that checks once per connection (a few milliseconds).
 */
const PBKDF2_ITERATIONS = 20_000;

/** A password in the format of Mosquitto 2's password file: $7$<iterations>$<salt>$<hash>, base64. */
export function mosquittoPasswordHash(password: string, salt = crypto.randomBytes(12)): string {
  const hash = crypto.pbkdf2Sync(password, salt, PBKDF2_ITERATIONS, 64, 'sha512');
  return `$7$${PBKDF2_ITERATIONS}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export interface MosquittoFilesOptions {
  db: Db;
  passwordFile: string;
  aclFile: string;
  reloadCommand: string | undefined;
  /** The ingest's account on the broker (MQTT_URL's user and password). */
  ingest: { username: string; password: string };
  demo: boolean;
  log: Logger;
}

export class MosquittoFiles {
  readonly #options: MosquittoFilesOptions;
  /** One write at a time: the last change's files are the ones left. */
  #queue: Promise<void> = Promise.resolve();

  constructor(options: MosquittoFilesOptions) {
    this.#options = options;
  }

  /** Writes both files from the database and reloads the broker; failures are logged and thrown. */
  sync(): Promise<void> {
    const run = this.#queue.then(() => this.#write());
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #write(): Promise<void> {
    const { db, ingest, log } = this.#options;
    const accounts = await listBrokerAccounts(db);
    const passwords = [
      '# Mosquitto password file, written by the AirSight portal from its gateways: do not edit.',
      `${ingest.username}:${mosquittoPasswordHash(ingest.password)}`,
      ...accounts.filter((a) => a.username !== ingest.username).map((a) => `${a.username}:${a.hash}`),
    ];
    const acl = await buildMosquittoAcl(db, { ingestUsername: ingest.username, demo: this.#options.demo });
    await replaceFile(this.#options.passwordFile, passwords.join('\n') + '\n');
    await replaceFile(this.#options.aclFile, acl);
    log.info({ gateways: accounts.length }, 'Mosquitto password and ACL files written');
    if (this.#options.reloadCommand) await this.#reload(this.#options.reloadCommand);
  }

  #reload(command: string): Promise<void> {
    return new Promise((resolve, reject) => {
      execFile('/bin/sh', ['-c', command], { timeout: 10_000 }, (error, _stdout, stderr) => {
        if (!error) return resolve();
        this.#options.log.error(
          { command, stderr: stderr.trim() },
          'MOSQUITTO_RELOAD_COMMAND failed: the broker still uses the previous gateways',
        );
        reject(error);
      });
    });
  }
}

async function replaceFile(file: string, text: string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  // Readable by the broker's user through the group; the password file holds only hashes.
  await fs.writeFile(temporary, text, { mode: 0o640 });
  await fs.rename(temporary, file);
}

/** The files of the configuration (config.mosquittoFiles), or undefined when the portal keeps none. */
export function mosquittoFilesOf(config: Config, db: Db, log: Logger): MosquittoFiles | undefined {
  if (!config.mosquittoFiles || !config.mqttUrl) return undefined;
  const url = new URL(config.mqttUrl);
  return new MosquittoFiles({
    db,
    ...config.mosquittoFiles,
    ingest: { username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) },
    demo: config.demo,
    log,
  });
}
