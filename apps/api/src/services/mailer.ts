import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { hashEmail } from '../log.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set (a mail with an HTML part goes as multipart/alternative,
 * text first); otherwise mails land in an outbox folder (the text part in `.txt`, the HTML part in `.html`)
 * and the log.
 * The log names the recipient by its hash only (`email#…`), and outbox file names carry no address.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
        opts.log.info({ to: hashEmail(mail.to), subject: mail.subject }, 'mail sent');
      },
    };
  }
  let sequence = 0;
  return {
    async send(mail) {
      mkdirSync(opts.outboxDir, { recursive: true });
      // time and a sequence number first (the folder lists in sending order), then a random part:
      // two mails in one millisecond, even from two processes, never share a file; the recipient is in
      // the file (To:), not in its name
      const name = `${Date.now()}-${String(++sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}`;
      const file = join(opts.outboxDir, `${name}.txt`);
      writeFileSync(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`, { flag: 'wx' });
      // the HTML part beside it, under the same name: open it in a browser to see the mail as sent
      if (mail.html) writeFileSync(join(opts.outboxDir, `${name}.html`), mail.html, { flag: 'wx' });
      opts.log.info({ to: hashEmail(mail.to), subject: mail.subject, file }, 'mail written to outbox (no SMTP_URL)');
    },
  };
}
