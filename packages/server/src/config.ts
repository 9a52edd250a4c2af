/**
 * Settings come only from the environment. Every value is validated once at start so that a bad value
 * stops the program with a message naming the setting, instead of failing later somewhere deep inside.
 */
import path from 'node:path';
import { redactUrl } from './secrets.ts';

export type Role = 'all' | 'api' | 'ingest' | 'worker';
export const ROLES: readonly Role[] = ['all', 'api', 'ingest', 'worker'];

export interface Config {
  role: Role;
  host: string;
  port: number;
  mqttPort: number;
  /** False when MQTT_PORT was left unset: the embedded broker may then move to a free port. */
  mqttPortExplicit: boolean;
  dataDir: string;
  publicUrl: string;
  /** Empty means: start the embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  mqttUrl: string | undefined;
  oidcIssuer: string | undefined;
  oidcClientId: string;
  oidcClientSecret: string;
  smtpUrl: string | undefined;
  mapStyleUrl: string | undefined;
  /** The built web client the server serves (default: packages/web/dist). */
  webDist: string;
  demo: boolean;
  environment: 'development' | 'staging' | 'production';
  environmentTitle: string;
  logLevel: string;
  sessionTtlHours: number;
  /** The fixed account that manages announcements and reads operation logs (part 1 §6). */
  infoAdminUserId: string;
  /** The fixed admin account that may download the alarm-mail configuration CSV files (part 1 §6). */
  alarmMailAdminUserId: string;
  /** Full months of snapshots kept besides the current one; 0 keeps everything (ingest/retention.ts). */
  telemetryRetentionMonths: number;
  /** Samples per ingest write transaction, at most. */
  ingestBatchSize: number;
  /** How long the ingest gathers samples before it writes a batch that is not full. */
  ingestBatchMs: number;
  /** Ingest write transactions running at the same time. */
  ingestConcurrency: number;
  /** With MQTT_URL: share the subscription among ingest processes ($share/<group>/...). */
  mqttSharedGroup: string | undefined;
  /** With MQTT_URL: client id of the ingest's persistent session (suffixed per connection). */
  mqttClientId: string;
  /** With MQTT_URL and MQTT_SHARED_GROUP: subscriber connections of this process. */
  mqttConnections: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value.trim() === '' ? fallback : value.trim();
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, but is "${raw}"`);
  }
  return Number(raw);
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(env, name, fallback);
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, but is "${raw}"`);
  }
  return raw as T;
}

function url(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  // The value is shown without its password: these URLs carry secrets.
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, but is "${redactUrl(raw)}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}, but is "${redactUrl(raw)}"`);
  }
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 8080, 1, 65535);
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
    /\/$/,
    '',
  );
  const oidcIssuer = url(env, 'OIDC_ISSUER', ['http:', 'https:']);
  const oidcClientSecret = optional(env, 'OIDC_CLIENT_SECRET');
  if (oidcIssuer && !oidcClientSecret) {
    throw new ConfigError(
      'OIDC_CLIENT_SECRET must be set when OIDC_ISSUER names an external identity provider',
    );
  }
  const environment = oneOf(
    env,
    'ENVIRONMENT',
    ['development', 'staging', 'production'] as const,
    'development',
  );
  return {
    role: oneOf(env, 'ROLE', ROLES, 'all'),
    host: text(env, 'HOST', '0.0.0.0'),
    port,
    mqttPort: integer(env, 'MQTT_PORT', 1883, 1, 65535),
    mqttPortExplicit: Boolean(env.MQTT_PORT?.trim()),
    // npm runs workspace scripts inside the package folder; relative paths mean the folder npm was run from.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), text(env, 'DATA_DIR', './data')),
    publicUrl,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    mqttUrl: url(env, 'MQTT_URL', ['mqtt:', 'mqtts:', 'ws:', 'wss:', 'tcp:']),
    oidcIssuer,
    oidcClientId: text(env, 'OIDC_CLIENT_ID', 'airsight-portal'),
    // The embedded provider only serves this program, so a fixed secret is enough there.
    oidcClientSecret: oidcClientSecret ?? 'embedded-provider-client-secret',
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mapStyleUrl: url(env, 'MAP_STYLE_URL', ['http:', 'https:']),
    webDist: path.resolve(
      env.INIT_CWD ?? process.cwd(),
      text(env, 'WEB_DIST', path.resolve(import.meta.dirname, '../../web/dist')),
    ),
    demo: oneOf(env, 'DEMO', ['on', 'off'] as const, 'on') === 'on',
    environment,
    environmentTitle: text(env, 'ENVIRONMENT_TITLE', environment === 'staging' ? 'Staging' : 'Development'),
    logLevel: oneOf(
      env,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      'info',
    ),
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 30),
    infoAdminUserId: text(env, 'INFO_ADMIN_USER_ID', 'info-admin'),
    alarmMailAdminUserId: text(env, 'ALARM_MAIL_ADMIN_USER_ID', 'supplier'),
    telemetryRetentionMonths: integer(env, 'TELEMETRY_RETENTION_MONTHS', 25, 0, 1200),
    ingestBatchSize: integer(env, 'INGEST_BATCH_SIZE', 5000, 1, 100_000),
    ingestBatchMs: integer(env, 'INGEST_BATCH_MS', 20, 0, 10_000),
    ingestConcurrency: integer(env, 'INGEST_CONCURRENCY', 2, 1, 16),
    mqttSharedGroup: optional(env, 'MQTT_SHARED_GROUP'),
    mqttClientId: text(env, 'MQTT_CLIENT_ID', 'airsight-ingest'),
    mqttConnections: integer(env, 'MQTT_CONNECTIONS', 4, 1, 64),
  };
}

/** True when the portal is served over plain HTTP on this machine only (cookies may then not be Secure). */
export function isLocalHttp(config: Config): boolean {
  const u = new URL(config.publicUrl);
  return u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
}
