/**
 * Command-line options of the simulator, checked once with messages that name the option. Pure: parse
 * returns the options or throws UsageError; cli.ts prints and exits.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MAX_SAMPLES_PER_MESSAGE } from '@airsight/contracts';
import { DEFAULT_SIMULATION_SEED } from '@airsight/contracts/random';
import { isScenarioName, SCENARIOS, type ScenarioName } from './scenario.ts';

export interface Options {
  broker: string;
  username: string | undefined;
  password: string | undefined;
  clientId: string | undefined;
  fleetFile: string | undefined;
  fleetSize: number;
  scenario: ScenarioName;
  seed: number;
  /** Live sample interval (ms). */
  intervalMs: number;
  /** Simulated time runs this many times faster than the wall clock. */
  speed: number;
  /** Simulated time at start (ms); the wall clock when not given. */
  start: number | undefined;
  backfillDays: number;
  /** The last this many days are backfilled at the live interval, older history at coarseMinutes. */
  fineDays: number;
  coarseMinutes: number;
  batchSize: number;
  maxInFlight: number;
  stateFile: string | undefined;
  /** Stop after this many seconds of wall-clock time; undefined runs until stopped. */
  durationSeconds: number | undefined;
  quiet: boolean;
  help: boolean;
}

export class UsageError extends Error {}

export const HELP = `Usage: npm run simulate -- [options]

Simulates a fleet of compressors and publishes their registers over MQTT like gateways do
(topic compressors/{model_id}/{serial_no}/registers, QoS 1). First backfills history, while live
samples already flow.

Broker
  --broker URL             mqtt://, mqtts://, ws:// or wss:// URL (default mqtt://localhost:1883)
  --username NAME          MQTT user name (the demo portal accepts demo-gateway)
  --password SECRET        MQTT password (demo-gateway's is demo); better in the environment variable
                           MQTT_PASSWORD, which other users of the machine cannot read in the process list
  --client-id ID           MQTT client id (default airsight-simulator-<seed>-<random>)

Fleet
  --fleet-file PATH        JSON {"machines": [{"model_id", "serial_no", "time_zone", "behaviour"?}]}
                           (the portal writes DATA_DIR/demo-fleet.json for its demo machines)
  --fleet-size N           without a fleet file: N made-up machines, SIM00001_C99000 ... (default 100)
  --scenario NAME          ${SCENARIOS.join(' | ')} (default normal)
  --seed N                 every random choice follows from it (default 42)

Time
  --rate N                 live samples per machine and minute (default 1)
  --interval-seconds S     live sample interval in seconds, instead of --rate (default 60)
  --speed X                simulated time runs X times faster than the clock (default 1)
  --start TIME             simulated time at start, ISO 8601 (default now)
  --duration S             stop after S seconds (default: run until Ctrl+C)

History backfill
  --backfill-days N        days of history to publish first (default 396: 13 months; 0 for none)
  --fine-days N            the last N days at the live interval, older history coarser (default 31)
  --coarse-minutes N       sample interval of older history (default 10)
  --batch-size N           samples per backfill message, up to ${MAX_SAMPLES_PER_MESSAGE} (default 1000)
  --max-in-flight N        backfill messages awaiting their acknowledgement at once (default 4)
  --state-file PATH        remembers what was published, so a restart only fills the gap
                           (without it every start backfills again)

  --quiet                  no progress lines
  --help                   this text
`;

/** An option that takes a value (checked and converted by parseOptions). */
const TEXT = { type: 'string' } as const;

const OPTION_SPEC = {
  broker: TEXT,
  username: TEXT,
  password: TEXT,
  'client-id': TEXT,
  'fleet-file': TEXT,
  'fleet-size': TEXT,
  scenario: TEXT,
  seed: TEXT,
  rate: TEXT,
  'interval-seconds': TEXT,
  speed: TEXT,
  start: TEXT,
  duration: TEXT,
  'backfill-days': TEXT,
  'fine-days': TEXT,
  'coarse-minutes': TEXT,
  'batch-size': TEXT,
  'max-in-flight': TEXT,
  'state-file': TEXT,
  quiet: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function wholeNumber(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, but is "${raw}"`);
  }
  return Number(raw);
}

function positiveNumber(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value <= 0 || value > max) {
    throw new UsageError(`--${name} must be a number above 0 and at most ${max}, but is "${raw}"`);
  }
  return value;
}

/**
 * Parses and checks the options. Relative file paths are taken from `cwd` (npm runs workspace scripts in
 * the package folder; cli.ts passes the folder npm was started from). The password may come from the
 * environment (MQTT_PASSWORD) instead of the command line, which every user of the machine can read.
 */
export function parseOptions(
  argv: readonly string[],
  cwd = process.cwd(),
  env: Record<string, string | undefined> = {},
): Options {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: [...argv],
      options: OPTION_SPEC,
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('\n')[0]} (see --help)`);
  }
  const str = (name: keyof typeof OPTION_SPEC) => {
    const v = values[name];
    if (typeof v !== 'string') return undefined;
    if (v.trim() === '') throw new UsageError(`--${name} needs a value`);
    return v;
  };

  const broker = str('broker') ?? 'mqtt://localhost:1883';
  let brokerUrl: URL;
  try {
    brokerUrl = new URL(broker);
  } catch {
    throw new UsageError(`--broker must be a URL such as mqtt://localhost:1883, but is "${broker}"`);
  }
  if (!['mqtt:', 'mqtts:', 'ws:', 'wss:', 'tcp:'].includes(brokerUrl.protocol)) {
    throw new UsageError(`--broker must start with mqtt://, mqtts://, ws:// or wss://, but is "${broker}"`);
  }

  const username = str('username');
  const passwordOption = str('password');
  if (passwordOption !== undefined && username === undefined) {
    throw new UsageError('--password needs --username');
  }
  // The environment's password only goes with a user name given here: a stray MQTT_PASSWORD in a shell
  // must not change an anonymous run.
  const password =
    passwordOption ?? (username !== undefined && env.MQTT_PASSWORD ? env.MQTT_PASSWORD : undefined);

  const fleetFileRaw = str('fleet-file');
  const fleetFile = fleetFileRaw === undefined ? undefined : path.resolve(cwd, fleetFileRaw);
  const fleetSizeRaw = str('fleet-size');
  if (fleetFile !== undefined && fleetSizeRaw !== undefined) {
    throw new UsageError('give either --fleet-file or --fleet-size, not both');
  }

  const scenario = str('scenario') ?? 'normal';
  if (!isScenarioName(scenario)) {
    throw new UsageError(`--scenario must be one of ${SCENARIOS.join(', ')}, but is "${scenario}"`);
  }

  const rateRaw = str('rate');
  const intervalRaw = str('interval-seconds');
  if (rateRaw !== undefined && intervalRaw !== undefined) {
    throw new UsageError('give either --rate or --interval-seconds, not both');
  }
  const intervalSeconds =
    intervalRaw !== undefined
      ? positiveNumber('interval-seconds', intervalRaw, 60, 86_400)
      : 60 / positiveNumber('rate', rateRaw, 1, 60);
  if (intervalSeconds < 1 || !Number.isInteger(intervalSeconds * 1000)) {
    throw new UsageError('the live interval must be at least 1 second (--rate at most 60)');
  }

  const startRaw = str('start');
  let start: number | undefined;
  if (startRaw !== undefined) {
    start = Date.parse(startRaw);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(startRaw) || Number.isNaN(start)) {
      throw new UsageError(
        `--start must be an ISO 8601 time such as 2026-01-05T09:00:00+09:00, but is "${startRaw}"`,
      );
    }
  }

  const durationRaw = str('duration');
  const stateFileRaw = str('state-file');
  const fineDays = wholeNumber('fine-days', str('fine-days'), 31, 0, 3660);
  const coarseMinutes = wholeNumber('coarse-minutes', str('coarse-minutes'), 10, 1, 1440);
  if (coarseMinutes * 60 < intervalSeconds) {
    throw new UsageError('--coarse-minutes must not be shorter than the live interval');
  }

  return {
    broker,
    username,
    password,
    clientId: str('client-id'),
    fleetFile,
    fleetSize: wholeNumber('fleet-size', fleetSizeRaw, 100, 1, 100_000),
    scenario,
    seed: wholeNumber('seed', str('seed'), DEFAULT_SIMULATION_SEED, 0, 4_294_967_295),
    intervalMs: Math.round(intervalSeconds * 1000),
    speed: positiveNumber('speed', str('speed'), 1, 100_000),
    start,
    backfillDays: wholeNumber('backfill-days', str('backfill-days'), 396, 0, 3660),
    fineDays,
    coarseMinutes,
    batchSize: wholeNumber('batch-size', str('batch-size'), 1000, 1, MAX_SAMPLES_PER_MESSAGE),
    maxInFlight: wholeNumber('max-in-flight', str('max-in-flight'), 4, 1, 256),
    stateFile: stateFileRaw === undefined ? undefined : path.resolve(cwd, stateFileRaw),
    durationSeconds:
      durationRaw === undefined ? undefined : positiveNumber('duration', durationRaw, 0, 31_536_000),
    quiet: values.quiet === true,
    help: values.help === true,
  };
}
