/**
 * Settings come only from the environment. Every value is validated once at start (env-schema, against
 * one schema with the defaults) so that a bad value stops the program with a message naming the setting,
 * instead of failing later somewhere deep inside.
 */
import path from 'node:path';
import { envSchema, type EnvSchemaOpt } from 'env-schema';
import { Type, type Static } from 'typebox';
import { redactText, redactUrl } from './secrets.ts';
import { parseRoleMap, type RoleMapping } from './auth/role-mapping.ts';

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
  /** With MQTT_URL: the Mosquitto files the portal keeps for its gateways (mqtt/mosquitto-files.ts). */
  mosquittoFiles: { passwordFile: string; aclFile: string; reloadCommand: string | undefined } | undefined;
  /** With OIDC_ISSUER: roles from the issuer's claims (auth/role-mapping.ts); undefined: managed here. */
  oidcRoleMapping: RoleMapping | undefined;
  smtpUrl: string | undefined;
  mapStyleUrl: string | undefined;
  /** The account menu's help link; unset: the portal's own help page (auth/account-links.ts). */
  helpUrl: string | undefined;
  /** The account menu's change-password link; unset: the embedded provider's page, or none. */
  changePasswordUrl: string | undefined;
  /** The built web client the server serves (default: packages/web/dist). */
  webDist: string;
  demo: boolean;
  environment: 'development' | 'staging' | 'production';
  environmentTitle: string;
  logLevel: string;
  sessionTtlHours: number;
  /** How long a client may take to send a whole request (head and body) before it is answered 408. */
  requestTimeoutSeconds: number;
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
  /** Alarm mails (mail/worker.ts): the sender address. */
  mailFrom: string;
  /** An incident that opened at a sample older than this many minutes sends no mail (backfill). */
  alarmMailMaxAgeMinutes: number;
  /** Storm guard: at most this many alarm mails per destination and machine within the window. */
  alarmMailStormLimit: number;
  /** Storm guard: the window, in minutes. */
  alarmMailStormWindowMinutes: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const ENVIRONMENTS = ['development', 'staging', 'production'] as const;
const HTTP = ['http:', 'https:'];

const wholeNumber = (fallback: number, minimum: number, maximum: number) =>
  Type.Integer({ default: fallback, minimum, maximum });
const choice = <Values extends string[]>(values: readonly [...Values], fallback: Values[number]) =>
  Type.Enum(values, { default: fallback });
const text = (fallback: string) => Type.String({ default: fallback });
/** A URL with one of these schemes; `urlProtocols` is our keyword (see settingsValidator). */
const url = (protocols: readonly string[]) =>
  Type.Optional(Type.String({ format: 'url', urlProtocols: protocols }));

/** Every setting: its name in the environment, type, allowed values and default. */
const Settings = Type.Object({
  ROLE: choice(ROLES, 'all'),
  HOST: text('0.0.0.0'),
  PORT: wholeNumber(8080, 1, 65535),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(300, 1, 3600),
  MQTT_PORT: wholeNumber(1883, 1, 65535),
  DATA_DIR: text('./data'),
  PUBLIC_URL: url(HTTP),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  MQTT_URL: url(['mqtt:', 'mqtts:', 'ws:', 'wss:', 'tcp:']),
  OIDC_ISSUER: url(HTTP),
  OIDC_CLIENT_ID: text('airsight-portal'),
  OIDC_CLIENT_SECRET: Type.Optional(Type.String()),
  MOSQUITTO_PASSWORD_FILE: Type.Optional(Type.String({ minLength: 1 })),
  MOSQUITTO_ACL_FILE: Type.Optional(Type.String({ minLength: 1 })),
  MOSQUITTO_RELOAD_COMMAND: Type.Optional(Type.String({ minLength: 1 })),
  OIDC_ROLE_CLAIM: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  OIDC_ROLE_MAP: Type.Optional(Type.String({ minLength: 1, maxLength: 10_000 })),
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAP_STYLE_URL: url(HTTP),
  HELP_URL: url(HTTP),
  CHANGE_PASSWORD_URL: url(HTTP),
  WEB_DIST: text(path.resolve(import.meta.dirname, '../../web/dist')),
  DEMO: choice(['on', 'off'], 'on'),
  ENVIRONMENT: choice(ENVIRONMENTS, 'development'),
  ENVIRONMENT_TITLE: Type.Optional(Type.String()),
  LOG_LEVEL: choice(LOG_LEVELS, 'info'),
  SESSION_TTL_HOURS: wholeNumber(12, 1, 24 * 30),
  INFO_ADMIN_USER_ID: text('info-admin'),
  ALARM_MAIL_ADMIN_USER_ID: text('supplier'),
  TELEMETRY_RETENTION_MONTHS: wholeNumber(25, 0, 1200),
  INGEST_BATCH_SIZE: wholeNumber(5000, 1, 100_000),
  INGEST_BATCH_MS: wholeNumber(20, 0, 10_000),
  INGEST_CONCURRENCY: wholeNumber(2, 1, 16),
  MQTT_SHARED_GROUP: Type.Optional(Type.String()),
  MQTT_CLIENT_ID: text('airsight-ingest'),
  MQTT_CONNECTIONS: wholeNumber(4, 1, 64),
  MAIL_FROM: text('AirSight <airsight@localhost>'),
  ALARM_MAIL_MAX_AGE_MINUTES: wholeNumber(60, 1, 7 * 24 * 60),
  ALARM_MAIL_STORM_LIMIT: wholeNumber(5, 1, 1000),
  ALARM_MAIL_STORM_WINDOW_MINUTES: wholeNumber(60, 1, 7 * 24 * 60),
});
type Settings = Static<typeof Settings>;

/** The Ajv of env-schema (it brings its own version) and the parts of its errors we read. */
type Ajv = Parameters<Extract<EnvSchemaOpt['ajv'], { customOptions: unknown }>['customOptions']>[0];
interface SchemaProblem {
  instancePath: string;
  keyword: string;
}
type SettingName = keyof Settings & string;

function parsesAsUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

// env-schema's Ajv (it brings its own version), made once and reused: making one and compiling the schema
// are the slow part. It converts no types: presentSettings turns whole numbers into numbers itself, so that
// "1e3" or "0x10" is refused as a port rather than read as 1000 or 16.
let settingsAjv: Ajv | undefined;
function settingsValidator(defaultAjv: Ajv): Ajv {
  const AjvClass = defaultAjv.constructor as new (options: object) => Ajv;
  settingsAjv ??= new AjvClass({ allErrors: true, useDefaults: true, removeAdditional: true })
    .addFormat('url', parsesAsUrl)
    .addKeyword({
      keyword: 'urlProtocols',
      type: 'string',
      schemaType: 'array',
      validate: (protocols: string[], value: string) =>
        parsesAsUrl(value) && protocols.includes(new URL(value).protocol),
    });
  return settingsAjv;
}

/** Our message for a setting the schema refused; the value is shown without any URL password. */
function describeProblem(name: SettingName, keywords: readonly string[], raw: string): string {
  const schema = (Settings.properties[name] ?? {}) as { enum?: string[]; minimum?: number; maximum?: number };
  const protocols = (schema as { urlProtocols?: string[] }).urlProtocols;
  if (protocols) {
    return keywords.includes('format')
      ? `${name} must be a URL, but is "${redactUrl(raw)}"`
      : `${name} must start with ${protocols.join(' or ')}, but is "${redactUrl(raw)}"`;
  }
  if (schema.enum) return `${name} must be one of ${schema.enum.join(', ')}, but is "${raw}"`;
  if (schema.minimum !== undefined) {
    return `${name} must be a whole number from ${schema.minimum} to ${schema.maximum}, but is "${raw}"`;
  }
  return `${name} is not valid: "${redactText(raw)}"`;
}

/**
 * The settings' values as the schema checks them: trimmed, blank ones left out (so that their defaults
 * apply), and whole numbers (digits only) as numbers; any other text of a number setting stays text and
 * fails the schema.
 */
function presentSettings(env: Env): Record<string, string | number> {
  const present: Record<string, string | number> = {};
  for (const [name, schema] of Object.entries(Settings.properties)) {
    const value = env[name]?.trim();
    if (!value) continue;
    present[name] =
      (schema as { type?: string }).type === 'integer' && /^\d+$/.test(value) ? Number(value) : value;
  }
  return present;
}

function parseSettings(env: Env): Settings {
  const present = presentSettings(env);
  try {
    // Only the given environment: no process.env merged in (env: false) and no .env file (dotenv: false).
    return envSchema<Settings>({
      schema: Settings,
      data: present,
      env: false,
      dotenv: false,
      ajv: settingsAjv ?? { customOptions: settingsValidator },
    });
  } catch (error) {
    const problems = (error as { errors?: SchemaProblem[] }).errors;
    if (!problems) throw error;
    const keywordsOf = new Map<SettingName, string[]>();
    for (const problem of problems) {
      const name = problem.instancePath.slice(1) as SettingName;
      keywordsOf.set(name, [...(keywordsOf.get(name) ?? []), problem.keyword]);
    }
    const messages = [...keywordsOf].map(([name, keywords]) =>
      describeProblem(name, keywords, String(present[name] ?? '')),
    );
    throw new ConfigError(messages.join('; '));
  }
}

export function loadConfig(env: Env = process.env): Config {
  const settings = parseSettings(env);
  // The rules no schema states: values that depend on other settings.
  if (settings.OIDC_ISSUER && !settings.OIDC_CLIENT_SECRET) {
    throw new ConfigError(
      'OIDC_CLIENT_SECRET must be set when OIDC_ISSUER names an external identity provider',
    );
  }
  const oidcRoleMapping = roleMappingOf(settings);
  // npm runs workspace scripts inside the package folder; relative paths mean the folder npm was run from.
  const startFolder = env.INIT_CWD ?? process.cwd();
  return {
    role: settings.ROLE,
    host: settings.HOST,
    port: settings.PORT,
    requestTimeoutSeconds: settings.REQUEST_TIMEOUT_SECONDS,
    mqttPort: settings.MQTT_PORT,
    mqttPortExplicit: Boolean(env.MQTT_PORT?.trim()),
    dataDir: path.resolve(startFolder, settings.DATA_DIR),
    publicUrl: (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/$/, ''),
    databaseUrl: settings.DATABASE_URL,
    mqttUrl: settings.MQTT_URL,
    oidcIssuer: settings.OIDC_ISSUER,
    oidcClientId: settings.OIDC_CLIENT_ID,
    // The embedded provider only serves this program, so a fixed secret is enough there.
    oidcClientSecret: settings.OIDC_CLIENT_SECRET ?? 'embedded-provider-client-secret',
    oidcRoleMapping,
    mosquittoFiles: mosquittoFilesOf(settings, startFolder),
    smtpUrl: settings.SMTP_URL,
    mapStyleUrl: settings.MAP_STYLE_URL,
    helpUrl: settings.HELP_URL,
    changePasswordUrl: settings.CHANGE_PASSWORD_URL,
    webDist: path.resolve(startFolder, settings.WEB_DIST),
    demo: settings.DEMO === 'on',
    environment: settings.ENVIRONMENT,
    environmentTitle:
      settings.ENVIRONMENT_TITLE ?? (settings.ENVIRONMENT === 'staging' ? 'Staging' : 'Development'),
    logLevel: settings.LOG_LEVEL,
    sessionTtlHours: settings.SESSION_TTL_HOURS,
    infoAdminUserId: settings.INFO_ADMIN_USER_ID,
    alarmMailAdminUserId: settings.ALARM_MAIL_ADMIN_USER_ID,
    telemetryRetentionMonths: settings.TELEMETRY_RETENTION_MONTHS,
    ingestBatchSize: settings.INGEST_BATCH_SIZE,
    ingestBatchMs: settings.INGEST_BATCH_MS,
    ingestConcurrency: settings.INGEST_CONCURRENCY,
    mqttSharedGroup: settings.MQTT_SHARED_GROUP,
    mqttClientId: settings.MQTT_CLIENT_ID,
    mqttConnections: settings.MQTT_CONNECTIONS,
    mailFrom: settings.MAIL_FROM,
    alarmMailMaxAgeMinutes: settings.ALARM_MAIL_MAX_AGE_MINUTES,
    alarmMailStormLimit: settings.ALARM_MAIL_STORM_LIMIT,
    alarmMailStormWindowMinutes: settings.ALARM_MAIL_STORM_WINDOW_MINUTES,
  };
}

/** MOSQUITTO_PASSWORD_FILE and MOSQUITTO_ACL_FILE go together, with MQTT_URL naming the ingest's account. */
function mosquittoFilesOf(settings: Settings, startFolder: string): Config['mosquittoFiles'] {
  const { MOSQUITTO_PASSWORD_FILE: passwordFile, MOSQUITTO_ACL_FILE: aclFile } = settings;
  if (!passwordFile && !aclFile) {
    if (settings.MOSQUITTO_RELOAD_COMMAND) {
      throw new ConfigError('MOSQUITTO_RELOAD_COMMAND needs MOSQUITTO_PASSWORD_FILE and MOSQUITTO_ACL_FILE');
    }
    return undefined;
  }
  if (!passwordFile || !aclFile) {
    throw new ConfigError('MOSQUITTO_PASSWORD_FILE and MOSQUITTO_ACL_FILE must be set together');
  }
  const mqtt = settings.MQTT_URL ? new URL(settings.MQTT_URL) : undefined;
  if (!mqtt?.username || !mqtt.password) {
    throw new ConfigError(
      "MOSQUITTO_PASSWORD_FILE and MOSQUITTO_ACL_FILE need MQTT_URL with the ingest's user and password",
    );
  }
  return {
    passwordFile: path.resolve(startFolder, passwordFile),
    aclFile: path.resolve(startFolder, aclFile),
    reloadCommand: settings.MOSQUITTO_RELOAD_COMMAND,
  };
}

/** OIDC_ROLE_CLAIM and OIDC_ROLE_MAP go together, and only with an external issuer. */
function roleMappingOf(settings: Settings): RoleMapping | undefined {
  const claim = settings.OIDC_ROLE_CLAIM?.trim();
  const map = settings.OIDC_ROLE_MAP?.trim();
  if (!claim && !map) return undefined;
  if (!claim || !map) throw new ConfigError('OIDC_ROLE_CLAIM and OIDC_ROLE_MAP must be set together');
  if (!settings.OIDC_ISSUER) {
    throw new ConfigError(
      "OIDC_ROLE_CLAIM and OIDC_ROLE_MAP need OIDC_ISSUER: they map an external issuer's claims",
    );
  }
  try {
    return { claim, rules: parseRoleMap(map) };
  } catch (error) {
    throw new ConfigError(`OIDC_ROLE_MAP: ${(error as Error).message}`);
  }
}

/** True when the portal is served over plain HTTP on this machine only (cookies may then not be Secure). */
export function isLocalHttp(config: Config): boolean {
  const u = new URL(config.publicUrl);
  return u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
}
