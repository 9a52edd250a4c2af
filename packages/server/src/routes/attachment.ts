import type { FastifyReply } from 'fastify';

/** 'a "b".pdf' → the two forms of Content-Disposition's file name: plain ASCII and RFC 5987 UTF-8. */
function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Sends a stored file as an attachment (never shown inline: DESIGN §11), kept in no shared cache. */
export function sendAttachment(
  reply: FastifyReply,
  file: { name: string; contentType: string; content: Buffer },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentHeader(file.name))
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
