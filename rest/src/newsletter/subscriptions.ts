/** Newsletter subscriptions: one per address whatever its case (a unique index on lower(email)). */
import type { Database } from '../db/client.js';
import { newsletterSubscriptions } from '../db/schema.js';

/** Subscribes the address; an address subscribed already stays as it was (and the caller cannot tell). */
export async function subscribe(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
}
