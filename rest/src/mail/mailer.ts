/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise the message is written
 * to the server log (so a developer can follow a password-reset link on a machine without mail).
 * Called only by the outbox's worker (delivery.ts), never while a request waits.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * A server that does not answer fails the attempt well within the worker's lease (delivery.ts),
 * rather than after nodemailer's default 10 minutes; SMTP_URL's own query parameters still win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(smtpUrl: string | undefined, log: FastifyBaseLogger): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: 'Pustak <no-reply@pustak.np>', ...message });
      if (!smtpUrl) log.info({ mail: message }, `mail to ${message.to} (SMTP_URL unset, logged instead of sent)`);
      else log.info({ to: message.to, messageId: info.messageId }, 'mail sent');
    },
  };
}
