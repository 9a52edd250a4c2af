import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { simulatorEnvironment } from '../../src/demo/simulator-runner.ts';
import { createLogger } from '../../src/logger.ts';
import { redactUrl, secretValues, withoutCredentials } from '../../src/secrets.ts';

function loggerWritingTo(lines: string[], secrets: string[] = []) {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return createLogger('debug', { secrets, destination });
}

describe('secrets of the settings', () => {
  it('shows URLs without their password, keeping the user', () => {
    expect(redactUrl('mqtt://ingest:pa%40ss@broker:1883')).toBe('mqtt://ingest:***@broker:1883');
    expect(redactUrl('postgres://db.example/airsight')).toBe('postgres://db.example/airsight');
    expect(redactUrl('not a url mqtt://u:pw@h')).toBe('not a url mqtt://u:***@h');
    expect(withoutCredentials('mqtt://ingest:pw@broker:1883')).toBe('mqtt://broker:1883');
  });

  it('lists the secret values of the settings', () => {
    const env = {
      DATABASE_URL: 'postgres://app:db%2Fpw@db/airsight',
      MQTT_URL: 'mqtts://ingest:mqtt-pw@broker:8883',
      SMTP_URL: 'smtp://mailer:smtp-pw@mail:587',
      OIDC_ISSUER: 'https://login.example/realm',
      OIDC_CLIENT_SECRET: 'client-secret',
    };
    expect(secretValues(loadConfig(env), env).sort()).toEqual([
      'client-secret',
      'db/pw',
      'mqtt-pw',
      'smtp-pw',
    ]);
    expect(secretValues(loadConfig({}), {})).toEqual([]);
  });

  it('logs no secret: known fields are hidden, and so is every secret value and URL password', () => {
    const lines: string[] = [];
    const log = loggerWritingTo(lines, ['db"pw/1']);
    log.info(
      { config: { databaseUrl: 'postgres://a:b@c/d' }, password: 'x', client_secret: 'y' },
      'settings',
    );
    log.warn({ url: 'mqtt://ingest:other-pw@broker:1883' }, 'connecting to smtp://mailer:smtp-pw@mail');
    log.error({ err: new Error('login with db"pw/1 failed') }, 'failed: db%22pw%2F1');
    const text = lines.join('');
    for (const secret of [
      'postgres://a:b@',
      '"x"',
      '"y"',
      'other-pw',
      'smtp-pw',
      'db"pw/1',
      'db\\"pw/1',
      'db%22pw%2F1',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('mqtt://ingest:***@broker:1883');
    expect(text).toContain('"password":"[hidden]"');
  });

  it("gives the simulator the gateway password in its environment and none of the portal's secrets", () => {
    const env = simulatorEnvironment(
      {
        PATH: '/bin',
        DATABASE_URL: 'postgres://a:b@c/d',
        MQTT_URL: 'mqtt://u:p@h',
        OIDC_CLIENT_SECRET: 's',
        SMTP_URL: 'smtp://h',
      },
      'demo',
    );
    expect(env).toEqual({ PATH: '/bin', MQTT_PASSWORD: 'demo' });
  });
});
