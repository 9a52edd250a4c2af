/**
 * Where alarm mails go: the SMTP server of SMTP_URL (nodemailer), or, when it is unset, one .eml file per
 * mail under DATA_DIR/mail (named by the Message-ID, so a second copy of a mail replaces the first).
 * `send` resolves once the server accepted the mail (or the file is written) and throws otherwise.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailTransport(options: {
  smtpUrl: string | undefined;
  dataDir: string;
}): MailTransport {
  if (options.smtpUrl) {
    // Short timeouts: a delivery's row stays locked while SMTP answers, and a stopping portal waits for
    // the mail in flight (20 s at most, docs/server.md §1). A timeout is a failed attempt, tried again.
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
    });
    return {
      async send(mail) {
        await smtp.sendMail(mail);
      },
      close: () => smtp.close(),
    };
  }
  const folder = path.join(options.dataDir, 'mail');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await composer.sendMail(mail);
      await mkdir(folder, { recursive: true });
      const name = `${mail.messageId.replace(/[^A-Za-z0-9.@-]/g, '')}.eml`;
      // Written whole or not at all: a reader never sees half a file.
      const temporary = path.join(folder, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, path.join(folder, name));
    },
    close: () => composer.close(),
  };
}
