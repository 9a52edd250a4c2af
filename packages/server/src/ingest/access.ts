/**
 * Who may write what (DESIGN §7): gateways sign in with their MQTT username and password (HTTP basic for
 * the HTTP ingest), checked against the argon2 hash in `gateways`, and may write only for the compressors
 * whose parent they are, or for every compressor under a group they hold a grant for (the demo gateway).
 *
 * Argon2 is slow on purpose, so a password verified against a stored hash is remembered for a while (MQTT
 * checks once per connection anyway; HTTP would otherwise pay it on every request). The compressor behind
 * a topic is cached too: a message must not cost a query just to find its device.
 */
import crypto from 'node:crypto';
import { verify } from '@node-rs/argon2';
import type { Db } from '../db/database.ts';
import { findGatewayAccount, listPublishRights } from '../repositories/gateways.ts';
import { findIngestDevice, type IngestDevice } from '../repositories/telemetry-write.ts';

export interface GatewayIdentity {
  username: string;
  modelId: string;
  serialNo: string;
  /** Groups under which this gateway may write for every compressor (demo-only grants only in demo mode). */
  groupGrants: string[];
}

const CREDENTIAL_TTL_MS = 5 * 60_000;
const DEVICE_TTL_MS = 60_000;
const UNKNOWN_DEVICE_TTL_MS = 10_000;
const MAX_ENTRIES = 100_000;

/** A small time-bounded cache that also shares one lookup among callers asking for the same key at once. */
class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private readonly loading = new Map<string, Promise<V>>();

  async get(key: string, load: () => Promise<V>, ttl: (value: V) => number): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const running = this.loading.get(key);
    if (running) return running;
    const promise = load()
      .then((value) => {
        const ms = ttl(value);
        if (ms > 0) {
          if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
          this.entries.set(key, { value, until: Date.now() + ms });
        }
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
  }
}

export class GatewayAuthenticator {
  /** Whether a password matches a stored hash, by (username, password digest, hash): argon2 runs once. */
  private readonly verified = new TtlCache<boolean>();
  private readonly db: Db;
  private readonly demo: boolean;

  constructor(db: Db, options: { demo: boolean }) {
    this.db = db;
    this.demo = options.demo;
  }

  /**
   * The gateway behind a username and password; undefined when either is wrong. The account is read on
   * every call (one indexed row): a rotated password, a removed gateway or a changed grant counts at once,
   * in every process; only the slow argon2 check of an unchanged hash is remembered.
   */
  async authenticate(username: string, password: string): Promise<GatewayIdentity | undefined> {
    // No account has NUL in its name, and PostgreSQL refuses a query that carries it (MQTT CONNECT and
    // HTTP basic auth both allow it): a wrong username, not a failure of the lookup.
    if (username.includes('\u0000')) return undefined;
    const account = await findGatewayAccount(this.db, username);
    if (!account) return undefined;
    // The key holds a digest of the password, never the password itself, and the hash it was checked with.
    const digest = crypto.createHash('sha256').update(password).digest('base64');
    const matches = await this.verified.get(
      `${username}\u0000${digest}\u0000${account.passwordHash}`,
      () => verify(account.passwordHash, password).catch(() => false),
      // Failures are not remembered: a corrected password works at once, and each wrong try costs argon2.
      (ok) => (ok ? CREDENTIAL_TTL_MS : 0),
    );
    if (!matches) return undefined;
    return {
      username,
      modelId: account.modelId,
      serialNo: account.serialNo,
      groupGrants: account.grants.filter((g) => this.demo || !g.demoOnly).map((g) => g.groupId),
    };
  }

  clear(): void {
    this.verified.clear();
  }

  /**
   * The usernames of the gateways that may publish for a compressor: behind an external broker, those
   * whom a refusal concerns (the broker does not say which one sent it).
   */
  async publishersOf(modelId: string, serialNo: string): Promise<string[]> {
    if (`${modelId}${serialNo}`.includes('\u0000')) return [];
    const rights = await listPublishRights(this.db, { demo: this.demo, machine: { modelId, serialNo } });
    return [...new Set(rights.map((r) => r.username))];
  }
}

export class DeviceDirectory {
  private readonly cache = new TtlCache<IngestDevice | undefined>();
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  find(modelId: string, serialNo: string): Promise<IngestDevice | undefined> {
    return this.cache.get(
      `${modelId}\u0000${serialNo}`,
      () => findIngestDevice(this.db, modelId, serialNo),
      (device) => (device ? DEVICE_TTL_MS : UNKNOWN_DEVICE_TTL_MS),
    );
  }

  clear(): void {
    this.cache.clear();
  }
}

/** A gateway may write for the compressors behind it and for those under a group it holds a grant for. */
export function mayWrite(gateway: GatewayIdentity, device: IngestDevice): boolean {
  if (device.parentModelId === gateway.modelId && device.parentSerialNo === gateway.serialNo) return true;
  return gateway.groupGrants.some((group) => device.groupPath.includes(group));
}
