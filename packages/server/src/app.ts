/**
 * Builds the HTTP application: settings, database and logger come in, a ready Fastify instance goes out.
 * main.ts decides which roles run; tests build the same app against a real database.
 */
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerApiDocs } from './plugins/docs.ts';
import { registerAuth } from './auth/plugin.ts';
import { registerRouteAccess } from './auth/route-access.ts';
import { healthRoutes } from './routes/health.ts';
import type { Readiness } from './readiness.ts';
import { masterInfoRoutes } from './routes/master-info/index.ts';
import { sensorDataRoutes } from './routes/sensor-data/index.ts';
import { alarmEventRoutes } from './routes/alarm-events/index.ts';
import { webRoutes } from './routes/web.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerIngest } from './ingest/plugin.ts';
import { ingestRoutes } from './routes/ingest/index.ts';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { fleetRoutes } from './routes/fleet/index.ts';
import { maintenanceRoutes } from './routes/maintenance/index.ts';
import { groupRoutes } from './routes/groups/index.ts';
import { operationLogRoutes } from './routes/operation-log/index.ts';
import { informationRoutes } from './routes/informations/index.ts';
import { userRoutes } from './routes/users/index.ts';
import { monthlyReportRoutes } from './routes/monthly-report/index.ts';
import { gatewayRoutes } from './routes/gateways/index.ts';
import { mosquittoFilesOf, type MosquittoFiles } from './mqtt/mosquitto-files.ts';
import { serviceRecordRoutes } from './routes/service-records/index.ts';
import { alertMailRoutes } from './routes/alert-mail/index.ts';
import { parseQueryString } from './routes/query-string.ts';

export type AppInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The generated Mosquitto files, when the portal keeps them (MOSQUITTO_PASSWORD_FILE, ...). */
    mosquittoFiles: MosquittoFiles | undefined;
  }
  interface FastifyContextConfig {
    /** Routes marked public answer without a signed-in user (health, sign-in, static files): auth/plugin.ts. */
    public?: boolean;
    /** The special administrator (INFO_ADMIN_USER_ID) may call it: announcements, logs, sign-out. */
    specialAdmin?: boolean;
    /** Only the special administrator may call it (announcement admin, logs); others get 403. */
    specialAdminOnly?: boolean;
  }
}

export interface AppDependencies {
  config: Config;
  db: Db;
  log: Logger;
  /** What /readyz checks besides the database (main.ts registers the MQTT ingest there). */
  readiness?: Readiness;
}

export async function buildApp({ config, db, log, readiness }: AppDependencies): Promise<AppInstance> {
  const requestTimeoutMs = config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: true,
    bodyLimit: 15_000_000,
    // A request whose body never arrives in full (a Content-Length larger than what is sent) is answered
    // 408 and its connection closed. Fastify's default of 0 switches off Node's own limit, and then
    // nothing ends such a request: the embedded provider under /oidc (and its NUL guard) read the body
    // themselves and wait for the missing bytes forever, holding the connection.
    requestTimeout: requestTimeoutMs,
    http: {
      // Node (24) ends a request with a missing body no sooner than headersTimeout (60 s by default)
      // either, whatever requestTimeout says (tried: 1 s and 5 s gave a 408 after 5 s). Given
      // requestTimeout itself, Node keeps headersTimeout no longer; Fastify sets it afterwards, past that.
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      // Node checks those deadlines only every connectionsCheckingInterval (30 s by default); every
      // second the 408 comes close to the deadline, for a walk over the list of unfinished requests.
      connectionsCheckingInterval: 1000,
    },
    return503OnClosing: true,
    // One line per request floods the terminal of `npm start`; requests are logged at debug level instead.
    logController: new LogController({ disableRequestLogging: true }),
    // Arrays of objects in query strings (device_list[0].model_id), with small limits: query-string.ts.
    routerOptions: { querystringParser: parseQueryString },
    ajv: {
      // Unknown fields are an error, not silently dropped; query strings arrive as text and are coerced.
      // strictNumbers off: ajv coerces a query's "Infinity" to Infinity and, when strict, then skips the
      // minimum and maximum of an integer; this way the bounds that every number has (contracts
      // http/fields.ts) refuse it, as they refuse a JSON body's 1e400.
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
        strictNumbers: false,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // First, so that it sees every route: which ones answer without sign-in (deny by default, auth/plugin.ts).
  registerRouteAccess(app);
  app.decorate('config', config);
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime },
      'request',
    );
  });
  app.decorate('db', db);
  app.decorate('mosquittoFiles', mosquittoFilesOf(config, db, log));
  if (app.mosquittoFiles && (config.role === 'all' || config.role === 'api')) {
    // The broker follows the database from the start: gateways changed while the portal was down count.
    app.addHook('onReady', async () => {
      await app
        .mosquittoFiles!.sync()
        .catch((error: unknown) => app.log.error({ err: error }, 'the Mosquitto files could not be written'));
    });
  }

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  // Large JSON answers (a fleet of 10,000 machines is ~5 MB) go out compressed; before every route and
  // the static files, whose hooks it must see. Brotli quality 2: a tenth more bytes than the default 4
  // for half the CPU (docs/performance.md). Request bodies are not inflated (no zip bombs).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
    globalDecompression: false,
  });
  await registerApiDocs(app);
  await registerAuth(app);

  await app.register(healthRoutes, { readiness });
  await app.register(masterInfoRoutes, { prefix: '/v1/master-info' });
  await registerMetrics(app);
  registerIngest(app);
  await app.register(ingestRoutes, { prefix: '/ingest/v1' });
  await app.register(sensorDataRoutes, { prefix: '/v1/sensor-data-file-mgt' });
  await app.register(alarmEventRoutes, { prefix: '/v1/alarm-event-mgt' });
  await app.register(fleetRoutes, { prefix: '/v1/fleet' });
  await app.register(maintenanceRoutes, { prefix: '/v1/maintenance' });
  await app.register(groupRoutes, { prefix: '/api' });
  await app.register(serviceRecordRoutes, { prefix: '/api' });
  await app.register(operationLogRoutes, { prefix: '/api' });
  await app.register(informationRoutes, { prefix: '/api' });
  await app.register(monthlyReportRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/v1/users' });
  await app.register(gatewayRoutes, { prefix: '/v1/gateways' });
  await app.register(alertMailRoutes, { prefix: '/scadaapi/v1/master-info' });
  await app.register(webRoutes);
  return app;
}
