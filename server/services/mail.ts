import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One e-mail: always a plain-text and an HTML part, so every mail client shows something readable. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface MailLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface Mailer {
  /**
   * Resolves once the message is accepted: written to the outbox, or handed to the SMTP queue.
   * Never rejects: a mail that cannot go is logged, and the request that caused it still succeeds.
   */
  send(message: MailMessage): Promise<void>;
  /** Waits for messages still on their way to the SMTP server (shutdown). */
  close(): Promise<void>;
}

export interface MailerOptions {
  /** Set = real SMTP; unset = one `.eml` file per message in outboxDir. */
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
}

export const SILENT_LOG: MailLog = { info: () => undefined, error: () => undefined };

export function createMailer(options: MailerOptions, log: MailLog): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from, log) : outboxMailer(options.outboxDir, options.from, log);
}

function smtpMailer(url: string, from: string, log: MailLog): Mailer {
  const transport = nodemailer.createTransport(url, { from });
  const inFlight = new Set<Promise<void>>();
  return {
    // A slow or unreachable SMTP server must not hold up the answer to the user: delivery runs in the background.
    send: async (message) => {
      const delivery = transport.sendMail(message).then(
        (info) => log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent'),
        (err: unknown) => log.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent'),
      );
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    },
    close: async () => {
      await Promise.all(inFlight);
      transport.close();
    },
  };
}

function outboxMailer(outboxDir: string, from: string, log: MailLog): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  let sequence = 0;
  return {
    send: async (message) => {
      try {
        const info = await transport.sendMail(message);
        await mkdir(outboxDir, { recursive: true });
        sequence += 1;
        // Names sort in the order the messages were written.
        const file = join(outboxDir, `${Date.now()}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`);
        await writeFile(file, info.message);
        log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
      } catch (err) {
        log.error({ err, to: message.to, subject: message.subject }, 'mail could not be written');
      }
    },
    close: async () => undefined,
  };
}
