/**
 * The one way mail leaves: a row in mail_outbox, written in the transaction of the change that
 * sends it (a reset link and its mail commit together or not at all), sent later by the worker
 * (delivery.ts). Never sends anything itself: a request that writes mail waits for no SMTP server,
 * so its answer and its time tell nothing about the mail.
 */
import type { Database, Tx } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import type { MailMessage } from './mailer.js';

export async function queueMail(
  db: Database | Tx,
  message: MailMessage,
  when: { now: Date; expiresAt?: Date },
): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    body: message.text,
    nextAttemptAt: when.now,
    expiresAt: when.expiresAt,
  });
}
