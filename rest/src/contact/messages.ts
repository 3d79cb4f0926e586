/**
 * Messages sent through the contact form (SPEC §5): kept for the store's staff, and forwarded to the
 * store's inbox (CONTACT_INBOX) in the same transaction, so a message is kept and forwarded, or
 * neither. Staff read them in the back office and answer each once by email (replyToMessage).
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { contactMessages } from '../db/schema.js';
import { ApiError, notFound } from '../http/errors.js';
import { queueMail } from '../mail/outbox.js';
import { appendAudit } from '../staff/audit.js';
import type { StaffActor } from '../staff/roles.js';
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

/** The store's inbox as staff read it: newest first, a page at a time, with each message's answer. */
export async function contactMessagePage(db: Database, page: { offset: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(contactMessages),
  ]);
  return { count: total?.count ?? 0, messages: rows.map(messageJson) };
}

const messageJson = (r: typeof contactMessages.$inferSelect) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  created_at: r.createdAt.toISOString(),
  reply: r.reply,
  replied_at: r.repliedAt?.toISOString() ?? null,
});

/**
 * Answers message `id` by email, once: the reply is recorded, mailed to the sender and written to
 * the audit log in one transaction. Two staff answering at once: one reply is sent, the other is told.
 */
export async function replyToMessage(
  deps: { db: Database; clock: Clock },
  actor: StaffActor,
  id: number,
  reply: string,
): Promise<ReturnType<typeof messageJson>> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [answered] = await tx
      .update(contactMessages)
      .set({ reply, repliedAt: now, repliedBy: actor.id })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.repliedAt)))
      .returning();
    if (!answered) {
      const [exists] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      if (!exists) throw notFound('Message not found.');
      throw new ApiError(409, 'This message has been answered already.');
    }
    await queueMail(
      tx,
      {
        to: answered.email,
        subject: `Re: ${answered.subject}`,
        text: `Namaste ${answered.name},\n\n${reply}\n\nPustak\n\n> ${answered.message.split('\n').join('\n> ')}`,
      },
      { now },
    );
    await appendAudit(tx, actor, {
      action: 'contact_message.reply',
      entity: 'contact_message',
      entityId: id,
      before: null,
      after: { reply },
    });
    return messageJson(answered);
  });
}
