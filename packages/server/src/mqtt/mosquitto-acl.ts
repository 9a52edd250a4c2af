/**
 * With an external broker, the broker decides who may publish where. This writes a Mosquitto ACL file
 * from the gateways table: each gateway account may publish to the registers topics of its own
 * compressors (and of every compressor under a group it holds a grant for); the ingest account may read
 * them all. With MOSQUITTO_ACL_FILE the portal writes it itself, with the password file
 * (mqtt/mosquitto-files.ts); this command is for an ACL kept by hand.
 *
 *   DATABASE_URL=postgres://... npm run --silent mosquitto-acl -w @airsight/server -- [ingest-username] > acl
 *
 * It needs DATABASE_URL on purpose: starting the embedded database here would stop a running portal's.
 */
import { fileURLToPath } from 'node:url';
import { registersTopic, rejectedTopic, INGEST_TOPIC_FILTER } from '@airsight/contracts';
import type { Db } from '../db/database.ts';
import { listPublishRights } from '../repositories/gateways.ts';

export async function buildMosquittoAcl(
  db: Db,
  options: { ingestUsername: string; demo: boolean },
): Promise<string> {
  const rights = await listPublishRights(db, { demo: options.demo });

  const lines = [
    '# Mosquitto ACL for the AirSight ingest, generated from the gateways table.',
    `# ${new Date().toISOString()}: regenerate (and reload Mosquitto) when gateways or machines change.`,
    '',
    '# Each gateway reads why its messages were refused (the ingest writes it), and nobody else does.',
    `pattern read ${rejectedTopic('%u')}`,
    '',
    `user ${options.ingestUsername}`,
    `topic read ${INGEST_TOPIC_FILTER}`,
    `topic write ${rejectedTopic('+')}`,
  ];
  let current: string | undefined;
  for (const right of rights) {
    if (right.username !== current) {
      current = right.username;
      lines.push('', `user ${right.username}`);
    }
    lines.push(`topic write ${registersTopic(right.modelId, right.serialNo)}`);
  }
  return lines.join('\n') + '\n';
}

async function main(): Promise<void> {
  const { loadConfig } = await import('../config.ts');
  const { openDatabase } = await import('../db/database.ts');
  const { createLogger } = await import('../logger.ts');
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(
      'Set DATABASE_URL: the ACL is written from the database of a portal that uses an external broker.',
    );
    process.exit(2);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: createLogger('warn'),
  });
  try {
    process.stdout.write(
      await buildMosquittoAcl(database.db, {
        ingestUsername: process.argv[2] ?? 'airsight-ingest',
        demo: config.demo,
      }),
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
