/** A member's account settings: email notifications, profile privacy and language. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { unauthorized } from '../http/errors.js';

export interface SettingsChanges {
  emailNotifications?: boolean;
  privacy?: 'public' | 'friends' | 'private';
  language?: 'en' | 'ne';
}

/** The settings as clients read them; a member gone meanwhile is signed out (401). */
export async function readSettings(db: Database, userId: number) {
  const [s] = await db
    .select({ email_notifications: users.emailNotifications, privacy: users.privacy, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!s) throw unauthorized();
  return s;
}

/** Changes the settings given; none given writes nothing. */
export async function changeSettings(db: Database, userId: number, changes: SettingsChanges): Promise<void> {
  const { emailNotifications, privacy, language } = changes;
  if (emailNotifications === undefined && privacy === undefined && language === undefined) return;
  await db
    .update(users)
    .set({
      ...(emailNotifications !== undefined && { emailNotifications }),
      ...(privacy !== undefined && { privacy }),
      ...(language !== undefined && { language }),
    })
    .where(eq(users.id, userId));
}
