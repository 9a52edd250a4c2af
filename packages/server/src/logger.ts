import pino, { type Logger } from 'pino';
import { secretScrubber } from './secrets.ts';

/**
 * Fields that carry secrets wherever they appear in a log object (settings, tokens, request headers).
 * Code logs URLs through redactUrl (secrets.ts); these are the second line of defence.
 */
const SECRET_FIELDS = [
  'password',
  'secret',
  'clientSecret',
  'client_secret',
  'oidcClientSecret',
  'databaseUrl',
  'mqttUrl',
  'smtpUrl',
  'connectionString',
  'access_token',
  'refresh_token',
  'id_token',
  'accessToken',
  'refreshToken',
  'idToken',
];

/** Each field at the top of a log object and up to two levels down. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/**
 * The process's logger. `secrets` are the values of the secret settings (secrets.ts, secretValues): they
 * are replaced in every line written, and so is the password of any URL a line contains.
 */
export function createLogger(
  level: string,
  options: { secrets?: readonly string[]; destination?: pino.DestinationStream } = {},
): Logger {
  const settings = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[hidden]' },
    hooks: { streamWrite: secretScrubber(options.secrets ?? []) },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
