/** The genres of the catalog. */
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { genres } from '../db/schema.js';

/** Every catalog page asks for the genres. */
const genresByName = preparedPer((db) =>
  db.select({ id: genres.id, name: genres.name }).from(genres).orderBy(asc(genres.name)).prepare('all_genres'),
);

/** Every genre, by name. */
export async function allGenres(db: Database) {
  return genresByName(db).execute();
}
