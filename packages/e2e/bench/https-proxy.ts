/**
 * The portal as users reach it: behind a proxy that ends TLS and speaks HTTP/2 (README, "Serving it to
 * users"), here a local one with a certificate of its own for `localhost`, in front of the portal's plain
 * HTTP/1.1 port. Lighthouse measures the screens through it, as a phone meets them in production: over
 * HTTP/1.1 a page's twenty-odd files and calls queue for six connections and pay a round trip each, which
 * under Lighthouse's slow-4G simulation weighs more than their bytes (docs/performance.md).
 *
 * It forwards every request as it came, with X-Forwarded-Proto and -Host as a real proxy sets them (the
 * portal trusts them), and the answer as it went, minus the headers HTTP/2 forbids.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';

export interface HttpsProxy {
  /** https://localhost:<port>. */
  url: string;
  close(): Promise<void>;
}

/** Headers of one connection (RFC 9113 §8.2.2): neither forwarded nor answered. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

/** A throw-away key and self-signed certificate for `localhost`, made with the machine's OpenSSL. */
function localhostCertificate(): { key: Buffer; cert: Buffer } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-bench-tls-'));
  try {
    const key = path.join(folder, 'key.pem');
    const cert = path.join(folder, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ]),
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

function forwardedHeaders(
  incoming: http.IncomingHttpHeaders,
  host: string,
): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming)) {
    // HTTP/2's pseudo-headers (:method, :path, :authority) are not HTTP/1.1 headers.
    if (value !== undefined && !name.startsWith(':') && !CONNECTION_HEADERS.has(name)) headers[name] = value;
  }
  return { ...headers, host, 'x-forwarded-proto': 'https', 'x-forwarded-host': host };
}

/** The proxy's address, known before the portal starts (its PUBLIC_URL). */
export const httpsProxyUrl = (port: number) => `https://localhost:${port}`;

/** Starts the proxy on `port` in front of `upstream` (the portal's own http:// address). */
export async function startHttpsProxy(upstream: string, port: number): Promise<HttpsProxy> {
  const target = new URL(upstream);
  const host = `localhost:${port}`;
  const sockets = new Set<Duplex>();
  const server = http2.createSecureServer(
    // HTTP/1.1 too, for clients that do not offer h2 (the browser does).
    { ...localhostCertificate(), allowHTTP1: true },
    (request, response) => {
      const forwarded = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: forwardedHeaders(request.headers, host),
        },
        (answer) => {
          const headers: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined && !CONNECTION_HEADERS.has(name)) headers[name] = value;
          }
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
        },
      );
      forwarded.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(forwarded);
    },
  );
  server.on('connection', (socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  return {
    url: httpsProxyUrl(port),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The browser keeps its connection open; the bench is done with it.
        for (const socket of sockets) socket.destroy();
      }),
  };
}
