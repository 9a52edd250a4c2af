import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../src/options.ts';

describe('the MQTT password from the environment', () => {
  it('is taken from MQTT_PASSWORD when --username is given and --password is not', () => {
    const options = parseOptions(['--username', 'demo-gateway'], '/tmp', { MQTT_PASSWORD: 'from-env' });
    expect(options).toMatchObject({ username: 'demo-gateway', password: 'from-env' });
  });

  it('gives way to --password, and is ignored without a user name', () => {
    expect(
      parseOptions(['--username', 'u', '--password', 'given'], '/tmp', { MQTT_PASSWORD: 'env' }).password,
    ).toBe('given');
    expect(parseOptions([], '/tmp', { MQTT_PASSWORD: 'env' }).password).toBeUndefined();
  });
});
