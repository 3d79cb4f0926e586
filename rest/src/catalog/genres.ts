/** The genres of the catalog. */
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { genres } from '../db/schema.js';

/** Every genre, by name. */
export async function allGenres(db: Database) {
  return db.select({ id: genres.id, name: genres.name }).from(genres).orderBy(asc(genres.name));
}
