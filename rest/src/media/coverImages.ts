/** The generated cover of a book and portrait of an author, from what the database knows of them. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authors, bookGenres, books, genres } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { authorPortraitSvg, bookCoverSvg } from './covers.js';

/** The book's cover as SVG, or a 404. */
export async function bookCoverImage(db: Database, bookId: number): Promise<string> {
  const [book] = await db
    // A book's genres and kind choose its cover's design.
    .select({
      id: books.id,
      title: books.title,
      authorName: authors.name,
      genres: sql<
        string[]
      >`array(select ${genres.name} from ${bookGenres} join ${genres} on ${genres.id} = ${bookGenres.genreId}
        where ${bookGenres.bookId} = ${books.id} order by ${genres.id})`,
      category: books.category,
    })
    .from(books)
    .innerJoin(authors, eq(authors.id, books.authorId))
    .where(eq(books.id, bookId));
  if (!book) throw notFound('Book not found');
  return bookCoverSvg(book);
}

/** The author's portrait as SVG, or a 404. */
export async function authorPortraitImage(db: Database, authorId: number): Promise<string> {
  const [author] = await db
    .select({ id: authors.id, name: authors.name })
    .from(authors)
    .where(eq(authors.id, authorId));
  if (!author) throw notFound('Author not found');
  return authorPortraitSvg(author);
}
