/** The genres of the catalog, each with the number of books the public may see in it. */
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { genres } from '../db/schema.js';

/** Every catalog page asks for the genres (REST keeps them until a notice says they changed). */
const genresByName = preparedPer((db) =>
  db
    .select({
      id: genres.id,
      name: genres.name,
      // Spelled out: in a select of one table the builder leaves columns unqualified, and a bare
      // "id" in the subquery would be the book's.
      books_count: sql<number>`(select count(*)::int from "book_genres" join "books" on "books"."id" = "book_genres"."book_id"
        where "book_genres"."genre_id" = "genres"."id" and "books"."hidden_at" is null)`,
    })
    .from(genres)
    .orderBy(asc(genres.name))
    .prepare('all_genres'),
);

/** Every genre, by name, with its count of books. */
export async function allGenres(db: Database) {
  return genresByName(db).execute();
}
