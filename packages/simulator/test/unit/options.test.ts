import { describe, expect, it } from 'vitest';
import { HELP, parseOptions, UsageError } from '../../src/options.ts';

const fails = (args: string[], message: RegExp) => {
  expect(() => parseOptions(args, '/work')).toThrow(UsageError);
  expect(() => parseOptions(args, '/work')).toThrow(message);
};

describe('command-line options', () => {
  it('has defaults for everything', () => {
    const o = parseOptions([], '/work');
    expect(o).toMatchObject({
      broker: 'mqtt://localhost:1883',
      fleetSize: 100,
      scenario: 'normal',
      seed: 42,
      intervalMs: 60_000,
      speed: 1,
      backfillDays: 396,
      fineDays: 31,
      coarseMinutes: 10,
      batchSize: 1000,
      maxInFlight: 4,
      quiet: false,
      help: false,
    });
    expect(o.username).toBeUndefined();
    expect(o.stateFile).toBeUndefined();
  });

  it('reads the options of the documented example', () => {
    const o = parseOptions(
      '--broker mqtt://localhost:1883 --username demo-gateway --password demo --fleet-size 100 --rate 1 --scenario alarms --backfill-days 0 --seed 7'.split(
        ' ',
      ),
      '/work',
    );
    expect(o).toMatchObject({
      username: 'demo-gateway',
      password: 'demo',
      fleetSize: 100,
      intervalMs: 60_000,
      scenario: 'alarms',
      backfillDays: 0,
      seed: 7,
    });
  });

  it('turns --rate and --interval-seconds into the live interval', () => {
    expect(parseOptions(['--rate', '6'], '/').intervalMs).toBe(10_000);
    expect(parseOptions(['--interval-seconds', '15'], '/').intervalMs).toBe(15_000);
    fails(['--rate', '2', '--interval-seconds', '30'], /either --rate or --interval-seconds/);
    fails(['--rate', '0'], /--rate must be a number above 0/);
    fails(['--rate', '120'], /--rate must be a number above 0 and at most 60/);
    fails(['--interval-seconds', 'x'], /--interval-seconds must be a number/);
  });

  it('resolves file paths from the folder the command was started in', () => {
    const o = parseOptions(['--fleet-file', 'fleet.json', '--state-file', 'data/state.json'], '/home/me');
    expect(o.fleetFile).toBe('/home/me/fleet.json');
    expect(o.stateFile).toBe('/home/me/data/state.json');
  });

  it('refuses bad values with a message that names the option', () => {
    fails(['--scenario', 'chaos'], /--scenario must be one of normal, alarms, disconnects, busy/);
    fails(['--broker', 'localhost:1883'], /--broker must start with mqtt:\/\//);
    fails(['--broker', 'not a url'], /--broker must be a URL/);
    fails(['--fleet-size', '0'], /--fleet-size must be a whole number from 1/);
    fails(['--fleet-size', '2.5'], /--fleet-size must be a whole number/);
    fails(['--seed=-1'], /--seed must be a whole number/);
    fails(['--backfill-days', 'many'], /--backfill-days must be a whole number from 0 to 3660/);
    fails(['--batch-size', '6000'], /--batch-size must be a whole number from 1 to 5000/);
    fails(['--max-in-flight', '0'], /--max-in-flight must be a whole number from 1/);
    fails(['--speed=-2'], /--speed must be a number above 0/);
    fails(['--start', 'yesterday'], /--start must be an ISO 8601 time/);
    fails(['--duration', '0'], /--duration must be a number above 0/);
    fails(['--coarse-minutes', '1', '--interval-seconds', '120'], /--coarse-minutes must not be shorter/);
  });

  it('refuses contradictions and unknown options', () => {
    fails(['--fleet-file', 'a.json', '--fleet-size', '3'], /either --fleet-file or --fleet-size/);
    fails(['--password', 'demo'], /--password needs --username/);
    fails(['--fleet', '3'], /Unknown option '--fleet'.*see --help/);
    fails(['extra'], /see --help/);
    fails(['--username', ''], /--username needs a value/);
  });

  it('has help that lists every option', () => {
    expect(parseOptions(['--help'], '/').help).toBe(true);
    for (const name of [
      '--broker',
      '--username',
      '--password',
      '--fleet-file',
      '--fleet-size',
      '--scenario',
      '--seed',
      '--rate',
      '--interval-seconds',
      '--speed',
      '--start',
      '--duration',
      '--backfill-days',
      '--fine-days',
      '--coarse-minutes',
      '--batch-size',
      '--max-in-flight',
      '--state-file',
      '--quiet',
    ]) {
      expect(HELP).toContain(name);
    }
  });
});
