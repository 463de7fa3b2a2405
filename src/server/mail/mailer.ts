import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { MailOutboxRepository, OutboxMessage } from './outbox-repository';

export type MailMessage = OutboxMessage;

export type Mailer = {
  /** 'smtp' when SMTP_URL is set; 'outbox' keeps messages in the database for the admin to read. */
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Recent messages kept in the outbox (empty in smtp mode). */
  outbox(limit?: number): Promise<Array<MailMessage & { id: number; createdAt: Date }>>;
};

/** Sends through SMTP when configured; otherwise logs each message and keeps it in the dev outbox (rules: issue 3). */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, outbox: MailOutboxRepository, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      outbox: async () => [],
    };
  }

  return {
    mode: 'outbox',
    async send(message) {
      await outbox.insert(message);
      log.info({ to: message.to, subject: message.subject }, 'mail kept in the dev outbox (SMTP_URL is not set)');
    },
    outbox: (limit = 50) => outbox.recent(limit),
  };
}
