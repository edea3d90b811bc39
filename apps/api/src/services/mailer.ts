import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise mails land in an outbox folder and the log. */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
        opts.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(mail) {
      mkdirSync(opts.outboxDir, { recursive: true });
      const file = join(opts.outboxDir, `${Date.now()}-${mail.to.replace(/[^a-z0-9@.]/gi, '_')}.txt`);
      writeFileSync(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
      opts.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox (no SMTP_URL)');
    },
  };
}
