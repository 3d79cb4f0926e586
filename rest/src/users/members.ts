/** Finding members: one by id, or by what a person types in the people search. */
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { containsPattern } from '../http/like.js';
import { memberSummary } from './profile.js';

/** A 404 unless the member exists. */
export async function requireMember(db: Database, userId: number): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found.');
}

/** Up to 20 members, by username, whose username or name contains `text`; never the searcher. */
export async function findMembers(db: Database, publicUrl: string, searcherId: number, text: string) {
  const pattern = containsPattern(text);
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        ne(users.id, searcherId),
        or(
          ilike(users.username, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ),
      ),
    )
    .orderBy(asc(users.username))
    .limit(20);
  return rows.map((u) => memberSummary(publicUrl, u));
}
