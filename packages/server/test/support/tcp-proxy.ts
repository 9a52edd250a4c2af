/**
 * A TCP proxy to a real server (the test's PostgreSQL), for tests of a database that goes away or that
 * comes up late: start() opens the port, stop() closes it and cuts every connection through it.
 */
import net from 'node:net';
import type pg from 'pg';
import type { Db } from '../../src/db/database.ts';
import { freePort } from './auth-app.ts';
import { connectDatabase } from './fresh-database.ts';

export interface TcpProxy {
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function tcpProxy(port: number, target: { host: string; port: number }): TcpProxy {
  let server: net.Server | undefined;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  return {
    port,
    async start() {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.once('close', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      server = undefined;
    },
  };
}

/**
 * A proxy (not yet started) on a free port in front of the server of `databaseUrl`, and a connection of
 * `max` clients to that database through it.
 */
export async function proxiedDatabase(
  databaseUrl: string,
  max: number,
): Promise<{ proxy: TcpProxy; db: Db; pool: pg.Pool }> {
  const target = new URL(databaseUrl);
  const proxy = tcpProxy(await freePort(), { host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(databaseUrl);
  proxied.port = String(proxy.port);
  return { proxy, ...connectDatabase(proxied.toString(), max) };
}
