/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise the message is written
 * to the server log (so a developer can follow a password-reset link on a machine without mail).
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

export function createMailer(smtpUrl: string | undefined, log: FastifyBaseLogger): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: 'Pustak <no-reply@pustak.np>', ...message });
      if (!smtpUrl) log.info({ mail: message }, `mail to ${message.to} (SMTP_URL unset, logged instead of sent)`);
      else log.info({ to: message.to, messageId: info.messageId }, 'mail sent');
    },
  };
}
