/**
 * Settings (src/config.ts): defaults, coercion, and messages that name the setting and keep its secrets.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

function problem(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the settings were accepted');
}

describe('settings', () => {
  it('has a default for every setting', () => {
    const config = loadConfig({ INIT_CWD: '/srv/airsight' });
    expect(config).toMatchObject({
      role: 'all',
      host: '0.0.0.0',
      port: 8080,
      mqttPort: 1883,
      mqttPortExplicit: false,
      dataDir: '/srv/airsight/data',
      publicUrl: 'http://localhost:8080',
      databaseUrl: undefined,
      mqttUrl: undefined,
      oidcIssuer: undefined,
      oidcClientId: 'airsight-portal',
      oidcClientSecret: 'embedded-provider-client-secret',
      smtpUrl: undefined,
      mapStyleUrl: undefined,
      demo: true,
      environment: 'development',
      environmentTitle: 'Development',
      logLevel: 'info',
      sessionTtlHours: 12,
      infoAdminUserId: 'info-admin',
      alarmMailAdminUserId: 'supplier',
      telemetryRetentionMonths: 25,
      ingestBatchSize: 5000,
      ingestBatchMs: 20,
      ingestConcurrency: 2,
      mqttSharedGroup: undefined,
      mqttClientId: 'airsight-ingest',
      mqttConnections: 4,
    });
    expect(config.webDist).toMatch(/packages[/\\]web[/\\]dist$/);
  });

  it('reads, trims and converts the values; blank values count as unset', () => {
    const config = loadConfig({
      ROLE: ' ingest ',
      HOST: '   ',
      PORT: ' 9000 ',
      MQTT_PORT: '1884',
      DATA_DIR: '/var/lib/airsight',
      PUBLIC_URL: 'https://portal.example/',
      DATABASE_URL: 'postgresql://app@db/airsight',
      MQTT_URL: '',
      DEMO: 'off',
      ENVIRONMENT: 'staging',
      LOG_LEVEL: 'debug',
      SESSION_TTL_HOURS: '720',
      TELEMETRY_RETENTION_MONTHS: '0',
      INGEST_BATCH_MS: '0',
      MQTT_SHARED_GROUP: 'ingest',
    });
    expect(config).toMatchObject({
      role: 'ingest',
      host: '0.0.0.0',
      port: 9000,
      mqttPort: 1884,
      mqttPortExplicit: true,
      dataDir: '/var/lib/airsight',
      publicUrl: 'https://portal.example',
      databaseUrl: 'postgresql://app@db/airsight',
      mqttUrl: undefined,
      demo: false,
      environment: 'staging',
      environmentTitle: 'Staging',
      logLevel: 'debug',
      sessionTtlHours: 720,
      telemetryRetentionMonths: 0,
      ingestBatchMs: 0,
      mqttSharedGroup: 'ingest',
    });
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ENVIRONMENT: 'production', ENVIRONMENT_TITLE: 'Plant A' }).environmentTitle).toBe(
      'Plant A',
    );
  });

  it.each<[Record<string, string>, string]>([
    // A bad number: the allowed range.
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 1 to 65535, but is "eighty"'],
    [{ PORT: '0' }, 'PORT must be a whole number from 1 to 65535, but is "0"'],
    [{ MQTT_PORT: '65536' }, 'MQTT_PORT must be a whole number from 1 to 65535, but is "65536"'],
    [{ INGEST_BATCH_SIZE: '1.5' }, 'INGEST_BATCH_SIZE must be a whole number from 1 to 100000, but is "1.5"'],
    [{ PORT: '1e3' }, 'PORT must be a whole number from 1 to 65535, but is "1e3"'],
    [{ PORT: '0x10' }, 'PORT must be a whole number from 1 to 65535, but is "0x10"'],
    [{ SESSION_TTL_HOURS: '-1' }, 'SESSION_TTL_HOURS must be a whole number from 1 to 720, but is "-1"'],
    // A bad choice: the choices.
    [{ ROLE: 'boss' }, 'ROLE must be one of all, api, ingest, worker, but is "boss"'],
    [{ DEMO: 'yes' }, 'DEMO must be one of on, off, but is "yes"'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, but is "loud"',
    ],
    // A bad URL: never its password.
    [
      { DATABASE_URL: 'db-host:5432' },
      'DATABASE_URL must start with postgres: or postgresql:, but is "db-host:5432"',
    ],
    [
      { DATABASE_URL: 'mysql://app:s3cret@db/airsight' },
      'DATABASE_URL must start with postgres: or postgresql:, but is "mysql://app:***@db/airsight"',
    ],
    [
      { MQTT_URL: 'not a url with user:s3cret@host' },
      'MQTT_URL must be a URL, but is "not a url with user:s3cret@host"',
    ],
    [{ SMTP_URL: 'smtp//mailer:s3cret@mail' }, 'SMTP_URL must be a URL, but is "smtp//mailer:s3cret@mail"'],
    [
      { PUBLIC_URL: 'ftp://portal.example' },
      'PUBLIC_URL must start with http: or https:, but is "ftp://portal.example"',
    ],
  ])('names the setting of a bad value, and what it allows: %o', (env, message) => {
    expect(problem(env)).toBe(message);
  });

  it('asks for the client secret of an external identity provider', () => {
    expect(problem({ OIDC_ISSUER: 'https://login.example/realm' })).toBe(
      'OIDC_CLIENT_SECRET must be set when OIDC_ISSUER names an external identity provider',
    );
    const config = loadConfig({ OIDC_ISSUER: 'https://login.example/realm', OIDC_CLIENT_SECRET: ' s ' });
    expect(config.oidcClientSecret).toBe('s');
  });
});

describe('where settings come from', () => {
  const saved = { ...process.env };
  const cwd = process.cwd();
  afterEach(() => {
    process.chdir(cwd);
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });

  it('reads only the environment it is given, and never a .env file', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-config-'));
    fs.writeFileSync(path.join(folder, '.env'), 'PORT=9999\nROLE=worker\n');
    process.chdir(folder);
    process.env.ROLE = 'api';
    expect(loadConfig({})).toMatchObject({ port: 8080, role: 'all' });
    delete process.env.ROLE;
    expect(loadConfig()).toMatchObject({ port: 8080, role: 'all' });
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
