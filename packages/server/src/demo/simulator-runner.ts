/**
 * Demo mode: runs the fleet simulator (packages/simulator) for the demo machines, so that `npm start`
 * shows a live fleet with a year of history. The server must not import the simulator (only contracts is
 * shared), so it runs as a child process that publishes to this server's broker as the demo gateway,
 * exactly like real gateways would.
 *
 * The fleet comes from the devices table and is written to DATA_DIR/demo-fleet.json; the simulator keeps
 * what it published in DATA_DIR/simulator/state.json, so a restart only fills the gap.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { MODEL_IDS } from '@airsight/contracts/models/catalogue';
import { ConfigError, type Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { DEMO_GATEWAY } from '../ingest/demo-gateway.ts';
import { withoutCredentials } from '../secrets.ts';
import { buildGroups, buildMachines } from './fleet.ts';

/** The simulator's command-line entry, run with the same Node as this server. */
const SIMULATOR_CLI = path.resolve(import.meta.dirname, '../../../simulator/src/cli.ts');
const SCENARIOS = ['normal', 'alarms', 'disconnects', 'busy'] as const;
const QUIET_LEVELS = new Set(['fatal', 'error', 'warn', 'silent']);
const STOP_TIMEOUT_MS = 10_000;

export interface SimulatorSettings {
  enabled: boolean;
  backfillDays: number;
  scenario: (typeof SCENARIOS)[number];
}

/** SIMULATOR (on/off), SIMULATOR_BACKFILL_DAYS (0-3660, default 396), SIMULATOR_SCENARIO (default normal). */
export function simulatorSettings(env: Record<string, string | undefined> = process.env): SimulatorSettings {
  const enabled = (env.SIMULATOR?.trim() || 'on').toLowerCase();
  if (enabled !== 'on' && enabled !== 'off') {
    throw new ConfigError(`SIMULATOR must be on or off, but is "${env.SIMULATOR}"`);
  }
  const daysRaw = env.SIMULATOR_BACKFILL_DAYS?.trim() || '396';
  if (!/^\d+$/.test(daysRaw) || Number(daysRaw) > 3660) {
    throw new ConfigError(
      `SIMULATOR_BACKFILL_DAYS must be a whole number from 0 to 3660, but is "${daysRaw}"`,
    );
  }
  const scenario = env.SIMULATOR_SCENARIO?.trim() || 'normal';
  if (!(SCENARIOS as readonly string[]).includes(scenario)) {
    throw new ConfigError(`SIMULATOR_SCENARIO must be one of ${SCENARIOS.join(', ')}, but is "${scenario}"`);
  }
  return {
    enabled: enabled === 'on',
    backfillDays: Number(daysRaw),
    scenario: scenario as SimulatorSettings['scenario'],
  };
}

/** Settings of the portal that hold secrets; the simulator needs none of them. */
const PORTAL_SECRETS = ['DATABASE_URL', 'MQTT_URL', 'SMTP_URL', 'OIDC_CLIENT_SECRET'];

/** The simulator's environment: the portal's, without its secrets, with the gateway password. */
export function simulatorEnvironment(
  env: NodeJS.ProcessEnv,
  gatewayPassword: string,
): Record<string, string | undefined> {
  const childEnv: Record<string, string | undefined> = { ...env, MQTT_PASSWORD: gatewayPassword };
  for (const name of PORTAL_SECRETS) delete childEnv[name];
  return childEnv;
}

export interface DemoSimulator {
  stop(): Promise<void>;
}

interface FleetFileMachine {
  model_id: string;
  serial_no: string;
  time_zone: string;
  /** Only for the demo's faulty machines (fleet.ts): the simulator's fleet file field. */
  excess_power?: number;
}

/**
 * Machines as the simulator's fleet file wants them, the demo's faulty ones with their excess power; a
 * machine that the demo fleet does not hold (a bench's extra machines) is healthy.
 */
export function fleetFileMachines(
  rows: readonly { model_id: string; serial_no: string; time_zone: string }[],
): FleetFileMachine[] {
  const excess = new Map(
    buildMachines(buildGroups().sites)
      .filter((m) => m.excess_power > 0)
      .map((m) => [m.serial_no, m.excess_power]),
  );
  return rows.map((r) => {
    const machine: FleetFileMachine = {
      model_id: r.model_id,
      serial_no: r.serial_no,
      time_zone: r.time_zone,
    };
    const share = excess.get(r.serial_no);
    if (share !== undefined) machine.excess_power = share;
    return machine;
  });
}

/** The demo machines as the simulator's fleet file wants them. */
async function writeFleetFile(db: Db, file: string): Promise<number> {
  // The one query of this module: the demo fleet is whatever the seed put into devices.
  const rows = await db
    .selectFrom('devices')
    .select(['model_id', 'serial_no', 'time_zone'])
    .where('model_id', 'in', [...MODEL_IDS])
    .orderBy('id')
    .execute();
  const machines = fleetFileMachines(rows);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.tmp`;
  fs.writeFileSync(temp, JSON.stringify({ machines }, null, 1));
  fs.renameSync(temp, file);
  return machines.length;
}

/**
 * Starts the simulator for the demo fleet unless SIMULATOR=off; answers undefined when it does not run.
 * Call it after the MQTT ingest is up (the simulator waits for the broker anyway).
 */
export async function startDemoSimulator(options: {
  config: Config;
  db: Db;
  log: Logger;
  /** Checked at start with the other settings (main.ts), so that a bad value stops the program. */
  settings: SimulatorSettings;
  /** The broker to publish to: the embedded one on its actual port, or MQTT_URL. */
  brokerUrl: string;
}): Promise<DemoSimulator | undefined> {
  const { config, db, log, settings } = options;
  if (!settings.enabled) {
    log.info('demo simulator off (SIMULATOR=off)');
    return undefined;
  }
  const fleetFile = path.join(config.dataDir, 'demo-fleet.json');
  const count = await writeFleetFile(db, fleetFile);
  if (count === 0) {
    log.warn('no demo machines to simulate');
    return undefined;
  }
  // The simulator signs in as the demo gateway: the URL carries no credentials (MQTT_URL's are the
  // ingest's own), and the password goes through the environment, never the command line (`ps`).
  const broker = withoutCredentials(options.brokerUrl);
  const args = [
    SIMULATOR_CLI,
    '--broker',
    broker,
    '--username',
    DEMO_GATEWAY.username,
    '--fleet-file',
    fleetFile,
    '--state-file',
    path.join(config.dataDir, 'simulator', 'state.json'),
    '--backfill-days',
    String(settings.backfillDays),
    '--scenario',
    settings.scenario,
    '--client-id',
    'airsight-demo-simulator',
  ];
  if (QUIET_LEVELS.has(config.logLevel)) args.push('--quiet');

  // The IPC channel is how the simulator notices that this process is gone (it stops then).
  const child: ChildProcess = spawn(process.execPath, args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: simulatorEnvironment(process.env, DEMO_GATEWAY.password),
  });
  child.channel?.unref();
  let exited = false;
  let stopping = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true;
      // Ctrl+C in a terminal reaches the simulator too: it then stops on its own, with code 0.
      if (!stopping && code !== 0) {
        log.error({ code, signal }, 'the demo simulator stopped by itself; live demo data has stopped');
      }
      resolve();
    });
  });
  child.once('error', (error) => log.error({ err: error }, 'cannot start the demo simulator'));
  log.info({ machines: count, broker, backfillDays: settings.backfillDays }, 'demo simulator started');

  return {
    async stop() {
      if (exited) return;
      stopping = true;
      // SIGTERM: the simulator awaits acknowledgements in flight and saves its state file.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(timer);
    },
  };
}
