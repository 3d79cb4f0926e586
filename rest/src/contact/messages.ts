/**
 * Messages sent through the contact form (SPEC §5): kept for the store's staff, and forwarded to the
 * store's inbox (CONTACT_INBOX) in the same transaction, so a message is kept and forwarded, or
 * neither. The forward names the sender; answering it is writing to them.
 */
import type { Database } from '../db/client.js';
import { contactMessages } from '../db/schema.js';
import { queueMail } from '../mail/outbox.js';
import type { Clock } from '../time/clock.js';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export async function receiveMessage(
  deps: { db: Database; clock: Clock; contactInbox: string },
  message: ContactMessage,
): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [kept] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
    await queueMail(
      tx,
      {
        to: deps.contactInbox,
        subject: `Contact form #${kept!.id}: ${message.subject}`,
        text: `From: ${message.name} <${message.email}>\n\n${message.message}\n\nAnswer by writing to ${message.email}.`,
      },
      { now },
    );
  });
}
