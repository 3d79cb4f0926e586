/**
 * Creating an account. Names and emails are unique whatever their case: the check here gives the
 * precise message, and the unique indexes settle two sign-ups racing for the same one.
 */
import { or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { badRequest } from '../http/errors.js';

/** Refuses a username or email already taken, the email named first when both are. */
export async function assertUnique(db: Database, username: string, email: string) {
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${username})`, sql`lower(${users.email}) = lower(${email})`));
  if (taken.some((t) => t.email.toLowerCase() === email.toLowerCase()))
    throw badRequest('A user with that email already exists.');
  if (taken.length) throw badRequest('A user with that username already exists.');
}

export interface NewMember {
  username: string;
  /** As normalizeEmail (email.ts) gives it. */
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  bio: string | undefined;
  /** The stored picture's name (media/pictures.ts), or null. */
  profilePicture: string | null;
  termsAcceptanceDate: Date | undefined;
}

/** Stores a member who accepted both policies; answers their id. */
export async function createMember(db: Database, m: NewMember): Promise<number> {
  const [created] = await db
    .insert(users)
    .values({
      username: m.username,
      email: m.email,
      passwordHash: m.passwordHash,
      firstName: m.firstName,
      lastName: m.lastName,
      dateOfBirth: m.dateOfBirth,
      // The bio is also the first status.
      bio: m.bio ?? '',
      status: m.bio ?? '',
      statusUpdatedAt: m.bio ? new Date() : null,
      profilePicture: m.profilePicture,
      hasAcceptedTerms: true,
      hasAcceptedRentalPolicy: true,
      termsAcceptanceDate: m.termsAcceptanceDate ?? new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Two registrations racing for one name: the unique index decides, the loser gets a 400.
  if (!created) throw badRequest('A user with that username or email already exists.');
  return created.id;
}
