/**
 * The portal as OpenID Connect client (backend-for-frontend) of one issuer: the embedded provider at
 * PUBLIC_URL/oidc, or the external one that OIDC_ISSUER names. One code path for both; only the issuer
 * key under which users are stored differs ('local' for the embedded provider's accounts).
 */
import * as client from 'openid-client';
import type { Config } from '../config.ts';
import { LOCAL_ISSUER } from '../repositories/users.ts';

export interface RelyingParty {
  config: client.Configuration;
  /** users.issuer of this issuer's accounts. */
  issuerKey: string;
  embedded: boolean;
}

export type RelyingPartyResolver = () => Promise<RelyingParty>;

export const SIGN_IN_SCOPE = 'openid profile email offline_access';

export function embeddedIssuer(config: Config): string {
  return `${config.publicUrl}/oidc`;
}

export function callbackUrl(config: Config): string {
  return `${config.publicUrl}/auth/callback`;
}

export function postLogoutUrl(config: Config): string {
  return `${config.publicUrl}/Login`;
}

/**
 * Discovers the issuer on first use and remembers it. The embedded issuer is this very server, so it can
 * only be discovered once the server listens; a failed discovery is not remembered and is retried next time.
 */
export function relyingPartyResolver(config: Config): RelyingPartyResolver {
  let pending: Promise<RelyingParty> | undefined;
  return () => {
    pending ??= discover(config).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

async function discover(config: Config): Promise<RelyingParty> {
  const embedded = !config.oidcIssuer;
  const issuer = new URL(config.oidcIssuer ?? embeddedIssuer(config));
  const rp = await client.discovery(issuer, config.oidcClientId, config.oidcClientSecret, undefined, {
    // Plain HTTP only where the issuer itself is plain HTTP (localhost, tests); https issuers stay TLS-only.
    execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
    timeout: 15,
    ...(embedded ? { [client.customFetch]: loopbackFetch(config) } : {}),
  });
  return { config: rp, issuerKey: embedded ? LOCAL_ISSUER : rp.serverMetadata().issuer, embedded };
}

/**
 * Calls to the embedded issuer go straight to this server's own port instead of out through PUBLIC_URL,
 * which behind a load balancer or TLS proxy is often unreachable from inside. The forwarded headers make
 * the provider describe itself with its public URLs, exactly as it does for browsers.
 */
function loopbackFetch(config: Config): client.CustomFetch {
  const publicUrl = new URL(config.publicUrl);
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const local = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
  return (url, options) => {
    const target = new URL(url);
    if (target.origin !== publicUrl.origin) return fetch(url, options);
    const headers = {
      ...options.headers,
      'x-forwarded-proto': publicUrl.protocol.slice(0, -1),
      'x-forwarded-host': publicUrl.host,
    };
    return fetch(`${local}${target.pathname}${target.search}`, { ...options, headers });
  };
}

/** How long a reachability probe of the issuer may take, and how long its answer is remembered. */
const PROBE_TIMEOUT_MS = 3_000;
const PROBE_CACHE_MS = 5_000;

export type IssuerReachability = (rp: RelyingParty) => Promise<boolean>;

/**
 * Whether a browser sent to the issuer now would reach it. Discovery is remembered for the life of the
 * process, so an issuer that went down afterwards would leave users on the browser's "site can't be
 * reached" page; /auth/login asks this first and answers idp_unavailable instead. The probe is one GET of
 * the authorization endpoint with a short timeout (any answer below 500 means it is up: without
 * parameters the endpoint answers 400), shared by concurrent callers and remembered for a few seconds,
 * so that a burst of sign-ins costs one request and an outage does not make each of them wait.
 * The embedded issuer is this very server: it is reachable whenever this code runs.
 */
export function issuerReachability(): IssuerReachability {
  const known = new Map<string, { until: number; answer: Promise<boolean> }>();
  return (rp) => {
    const endpoint = rp.config.serverMetadata().authorization_endpoint;
    if (rp.embedded || !endpoint) return Promise.resolve(true);
    const cached = known.get(endpoint);
    if (cached && cached.until > Date.now()) return cached.answer;
    const answer = probe(endpoint);
    known.set(endpoint, { until: Date.now() + PROBE_TIMEOUT_MS + PROBE_CACHE_MS, answer });
    void answer.then(() => known.set(endpoint, { until: Date.now() + PROBE_CACHE_MS, answer }));
    return answer;
  };
}

async function probe(endpoint: string): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      redirect: 'manual',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

/** The OAuth error code of a failed call to the issuer, when the issuer answered with one. */
export function oauthErrorCode(error: unknown): string | undefined {
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError) {
    return error.error;
  }
  if (error instanceof client.WWWAuthenticateChallengeError) {
    return error.cause[0]?.parameters.error ?? 'invalid_token';
  }
  return undefined;
}
