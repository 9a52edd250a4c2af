/**
 * Every request to the embedded provider gets an answer, under a burst of bad input too. About 200
 * malformed posts (random bodies, wrong content types, NUL bytes, bodies over the provider's 56 KiB,
 * invalid JSON, duplicate parameters) go concurrently to /oidc/token, /oidc/token/revocation,
 * /oidc/request and /oidc/token/introspection over a pool of keep-alive connections, as a client library
 * sends them, and each must get a status line back that is not 5xx. Bodies shorter than their
 * Content-Length go over raw sockets: the server must answer (400, 404 or 408) at the latest when it gives
 * up waiting for the rest (REQUEST_TIMEOUT_SECONDS, app.ts), and close the socket.
 */
import http from 'node:http';
import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningApp } from '../support/auth-app.ts';
import { useTestDatabase } from '../support/database.ts';
import type { AppInstance } from '../../src/app.ts';

const SEED = 20_261_128;
const PATHS = ['/oidc/token', '/oidc/token/revocation', '/oidc/request', '/oidc/token/introspection'];
const CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded; charset=bogus',
  'application/json; charset=utf-16',
  'multipart/form-data; boundary=x',
  undefined,
];
/** More than the 56 KiB that the provider and its NUL guard read of a body. */
const HUGE = 60 * 1024;

interface Case {
  label: string;
  path: string;
  contentType: string | undefined;
  body: Buffer;
}

const form = (pairs: [string, string][]) => Buffer.from(new URLSearchParams(pairs).toString());

/** The malformed posts: a fixed seed, so a failure is the same on every run. */
function cases(clientId: string): Case[] {
  const path = fc.constantFrom(...PATHS);
  const kinds = fc.oneof(
    fc.record({
      kind: fc.constant('random bytes'),
      body: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
      contentType: fc.constantFrom(...CONTENT_TYPES),
    }),
    fc.record({
      kind: fc.constant('random text'),
      body: fc.string({ unit: 'binary', maxLength: 300 }).map((s) => Buffer.from(s)),
      contentType: fc.constantFrom(...CONTENT_TYPES),
    }),
    fc.record({
      kind: fc.constant('NUL in a parameter'),
      body: fc.string({ maxLength: 20 }).map((s) =>
        form([
          ['client_id', `${s}\u0000`],
          ['grant_type', 'x'],
        ]),
      ),
      contentType: fc.constant('application/x-www-form-urlencoded'),
    }),
    fc.record({
      kind: fc.constant('huge parameter'),
      body: fc.nat({ max: 40_000 }).map((extra) =>
        form([
          ['client_id', clientId],
          ['token', 'x'.repeat(HUGE + extra)],
        ]),
      ),
      contentType: fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain'),
    }),
    fc.record({
      kind: fc.constant('invalid JSON'),
      body: fc.string({ maxLength: 50 }).map((s) => Buffer.from(`{"client_id": "${s}`)),
      contentType: fc.constant('application/json'),
    }),
    fc.record({
      kind: fc.constant('duplicate parameters'),
      body: fc.constantFrom('client_id', 'grant_type', 'token', 'request').map((name) =>
        form([
          ['client_id', clientId],
          ['grant_type', 'client_credentials'],
          [name, 'a'],
          [name, 'b'],
        ]),
      ),
      contentType: fc.constant('application/x-www-form-urlencoded'),
    }),
  );
  return fc
    .sample(fc.tuple(path, kinds), { seed: SEED, numRuns: 200 })
    .map(([p, { kind, body, contentType }], i) => ({
      label: `#${i} ${kind} (${body.length} bytes, ${contentType ?? 'no content type'}) to ${p}`,
      path: p,
      contentType,
      body,
    }));
}

/** Posts over the agent's keep-alive pool; the status code, or why there is none. */
function post(base: string, agent: http.Agent, c: Case): Promise<number | string> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { 'content-length': c.body.length };
    if (c.contentType) headers['content-type'] = c.contentType;
    const request = http.request(`${base}${c.path}`, { method: 'POST', agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 'no status'));
      response.on('error', (error) => resolve(`response error: ${error.message}`));
    });
    request.on('error', (error) => resolve(`request error: ${error.message}`));
    request.end(c.body);
  });
}

/** Posts with fetch (undici's pool, as a fuzzer would); the status code, or why there is none. */
async function fetchPost(base: string, c: Case): Promise<number | string> {
  try {
    const headers: Record<string, string> = c.contentType ? { 'content-type': c.contentType } : {};
    const response = await fetch(`${base}${c.path}`, {
      method: 'POST',
      headers,
      body: new Uint8Array(c.body),
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return `fetch error: ${String(error)}`;
  }
}

const sockets = new Set<net.Socket>();

/**
 * Sends head and a body shorter than its Content-Length on a raw socket. `answered`: the status line,
 * once one came; `closed`: what came back by the time the server closed the socket.
 */
function truncatedPost(port: number, path: string, contentType: string, sent: string, claimed: number) {
  const socket = net.connect(port, '127.0.0.1');
  sockets.add(socket);
  let text = '';
  socket.setEncoding('latin1');
  socket.on('error', () => undefined);
  const answered = new Promise<string>((resolve) => {
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (text.includes('\r\n')) resolve(text.slice(0, text.indexOf('\r\n')));
    });
  });
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(text)));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\n` +
      `Content-Length: ${claimed}\r\n\r\n${sent}`,
  );
  return { answered, closed };
}

describe('a burst of bad input to the embedded provider', () => {
  const database = useTestDatabase();
  let app: AppInstance;
  let base: string;
  let port: number;
  beforeAll(async () => {
    // A short REQUEST_TIMEOUT_SECONDS, so that the truncated bodies are given up on within the test.
    ({ app, base } = await startListeningApp(database.db, { env: { REQUEST_TIMEOUT_SECONDS: '2' } }));
    port = Number(new URL(base).port);
  });
  afterAll(async () => {
    // A socket the server still waits on would keep app.close() waiting.
    for (const socket of sockets) socket.destroy();
    await app?.close();
  });

  it(
    'answers every one of 200 concurrent malformed posts, and every truncated body',
    { timeout: 60_000 },
    async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
      const unanswered = new Set<string>();
      const track = <T>(label: string, answer: Promise<T>) => {
        unanswered.add(label);
        return answer.then((value) => {
          unanswered.delete(label);
          return [label, value] as const;
        });
      };
      const posts = cases(app.config.oidcClientId).flatMap((c) => [
        track(`${c.label} (http.Agent)`, post(base, agent, c)),
        track(`${c.label} (fetch)`, fetchPost(base, c)),
      ]);
      const truncated = PATHS.flatMap((path) =>
        ['application/x-www-form-urlencoded', 'application/json', 'text/plain'].map((type) => {
          const label = `truncated ${type} to ${path}`;
          const { answered, closed } = truncatedPost(port, path, type, 'token=abc', 1000);
          return { label, answered: track(label, answered), closed };
        }),
      );
      // Not a speed limit: only so that a stalled request is named instead of the test timing out silently.
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'deadline'>(
        (resolve) => (timer = setTimeout(resolve, 45_000, 'deadline')),
      );
      const all = Promise.all([
        Promise.all(posts),
        Promise.all(truncated.map(({ answered }) => answered)),
        Promise.all(truncated.map(({ label, closed }) => closed.then((text) => [label, text] as const))),
      ]);
      const outcome = await Promise.race([all, deadline]);
      clearTimeout(timer);
      agent.destroy();
      expect([...unanswered], 'requests without an answer').toEqual([]);
      expect(outcome, 'the server closes the sockets of truncated bodies').not.toBe('deadline');
      if (outcome === 'deadline') return;

      const [answers, , closedTexts] = outcome;
      const bad = answers.filter(([, status]) => typeof status !== 'number' || status >= 500);
      expect(bad.map(([label, status]) => `${label} → ${status}`)).toEqual([]);
      for (const [label, text] of closedTexts) {
        // 404: the provider has no introspection endpoint enabled, and says so before reading a text body.
        expect(text, label).toMatch(/^HTTP\/1\.1 (400|404|408) /);
      }
    },
  );
});
