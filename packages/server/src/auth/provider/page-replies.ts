/**
 * What the server's own HTML pages (sign-in, change password, help) share on the wire: the response
 * schema, the `?locale=` query and the reply (never cached: the pages carry per-request tokens).
 */
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { Text } from '@airsight/contracts';

export const HtmlPage = { description: 'HTML page', content: { 'text/html': { schema: Type.String() } } };

export const LocaleQuery = Type.Object(
  { locale: Type.Optional(Text({ maxLength: 16, description: 'Page language: en, ja or zh' })) },
  { additionalProperties: false },
);

export function htmlReply(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}
