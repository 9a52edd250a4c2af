/**
 * Secrets of the settings (passwords inside DATABASE_URL, MQTT_URL and SMTP_URL, OIDC_CLIENT_SECRET) must
 * never reach a log line, an error message or a command line. These helpers show a URL without its
 * password (the user name stays: it is what an operator needs to see) and list the secret values, so
 * that the logger can scrub them from every line as a last line of defence.
 */
import type { Config } from './config.ts';

const HIDDEN = '***';

/** Any scheme://user:password@ in free text (also a URL that does not parse). */
const CREDENTIALS_IN_TEXT = /([a-z][a-z0-9+.-]*:\/\/[^\s:/@"'\\]*:)[^\s@/"'\\]+@/gi;

/** The URL with its password replaced by ***; text that is not a URL gets the same treatment. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return url;
    parsed.password = HIDDEN;
    return parsed.toString();
  } catch {
    return redactText(url);
  }
}

/** The URL without user name and password: where a client connects, not as whom. */
export function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
}

/** Hides the password of every URL written into the text. */
export function redactText(text: string): string {
  return text.replace(CREDENTIALS_IN_TEXT, `$1${HIDDEN}@`);
}

/** The secret values the settings hold, in every spelling a log line could carry them. */
export function secretValues(
  config: Config,
  env: Record<string, string | undefined> = process.env,
): string[] {
  const secrets = new Set<string>();
  for (const url of [config.databaseUrl, config.mqttUrl, config.smtpUrl]) {
    const password = url ? passwordOf(url) : undefined;
    if (password) secrets.add(password);
  }
  // The embedded provider's fixed client secret is no secret; a configured one is.
  if (env.OIDC_CLIENT_SECRET?.trim()) secrets.add(config.oidcClientSecret);
  return [...secrets];
}

function passwordOf(url: string): string | undefined {
  try {
    const encoded = new URL(url).password;
    return encoded ? safeDecode(encoded) : undefined;
  } catch {
    return undefined;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A function that hides the given secrets in a line of text: as written, as JSON escapes them, and as a
 * URL encodes them. Very short values are left alone (they would hide ordinary words).
 */
export function secretScrubber(secrets: readonly string[]): (text: string) => string {
  const spellings = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    spellings.add(secret);
    spellings.add(JSON.stringify(secret).slice(1, -1));
    spellings.add(encodeURIComponent(secret));
  }
  const ordered = [...spellings].sort((a, b) => b.length - a.length);
  return (text) => {
    let result = redactText(text);
    for (const spelling of ordered) {
      if (result.includes(spelling)) result = result.split(spelling).join(HIDDEN);
    }
    return result;
  };
}
