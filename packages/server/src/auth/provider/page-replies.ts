/**
 * How the server's own HTML pages (sign-in, change password, help) are sent: never cached, as the pages
 * carry per-request tokens. Their schemas are contracts' (http/files.ts HtmlPage, http/sign-in.ts).
 */
import type { FastifyReply } from 'fastify';

export function htmlReply(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}
