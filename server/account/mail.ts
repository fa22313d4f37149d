import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../config.js';
import type { Log } from '../log.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** the one link the mail is about, logged when mail goes to the outbox */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** docs/decisions.md #14: SMTP when SMTP_URL is set; otherwise each mail is an .eml file in DATA_DIR/outbox. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: Log,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      },
    };
  }
  const outbox = join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, `${uuidv7()}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info('mail written to the outbox (set SMTP_URL to send it)', {
        to: mail.to,
        subject: mail.subject,
        file,
        ...(mail.link ? { link: mail.link } : {}),
      });
    },
  };
}
