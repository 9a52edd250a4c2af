/**
 * Starts the portal in the role the settings name: `all` (default: everything in one process), `api`
 * (HTTP), `ingest` (MQTT and HTTP ingest) or `worker` (jobs and mail). Stops cleanly on SIGINT and
 * SIGTERM: no new requests, those in flight finish, then the embedded PostgreSQL stops.
 */
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createLogger } from './logger.ts';
import { openDatabase } from './db/database.ts';
import { buildApp } from './app.ts';
import { seedDemo, DEMO_ACCOUNTS } from './demo/seed.ts';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Invalid setting: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  log.info({ role: config.role, dataDir: config.dataDir }, 'starting');

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  if (config.demo && (config.role === 'all' || config.role === 'api')) await seedDemo(database.db, config);

  const app = await buildApp({ config, db: database.db, log });
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    log.fatal(
      code === 'EADDRINUSE' ? `port ${config.port} is already in use: set PORT to a free port` : { err: error },
      'cannot listen',
    );
    await database.close();
    process.exit(1);
  }

  if (config.demo) printDemoAccounts(config);

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
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
    }
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

function printDemoAccounts(config: Config): void {
  const lines = [
    '',
    `  Portal:  ${config.publicUrl}`,
    `  API docs: ${config.publicUrl}/docs`,
    '  Demo accounts (password "demo"):',
    ...DEMO_ACCOUNTS.map((a) => `    ${a.userId.padEnd(15)} ${a.description}`),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
