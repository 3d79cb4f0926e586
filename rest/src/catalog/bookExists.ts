/** The cheapest check that a book exists, for writes about a book that answer 404 when it does not. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { books } from '../db/schema.js';
import { notFound } from '../http/errors.js';

export async function requireBook(db: Database, bookId: number): Promise<void> {
  const [book] = await db.select({ id: books.id }).from(books).where(eq(books.id, bookId));
  if (!book) throw notFound('Book not found.');
}
