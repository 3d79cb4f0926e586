/** Newsletter subscriptions: one per address whatever its case (a unique index on lower(email)). */
import type { Database } from '../db/client.js';
import { newsletterSubscriptions } from '../db/schema.js';

/** Subscribes the address; false when it was subscribed already. */
export async function subscribe(db: Database, email: string): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0;
}
