/**
 * Staff writes to books: create, edit, adjust stock, hide, show and delete. Each runs in one
 * transaction with its audit entry (audit.ts) and answers the book as staff see it (hidden or
 * not). Stock never goes below 0 (the row is locked, so concurrent adjustments all count); a
 * book with orders is never deleted, only hidden, so its orders keep showing it.
 */
import { desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.js';
import { authors, bookFiles, bookGenres, books, genres, orderItems } from '../db/schema.js';
import { fileFacts, type BookFileFacts } from '../library/owned.js';
import { bookById, booksById, type BookJson } from '../catalog/books.js';
import { containsPattern } from '../http/like.js';
import { toLatin } from '../catalog/transliteration.js';
import { ApiError, badRequest, notFound } from '../http/errors.js';
import { appendAudit } from './audit.js';
import type { StaffActor } from './roles.js';

export interface BookFields {
  title: string;
  authorId: number;
  price: string;
  year: number | null;
  datePublished: string | null;
  format: string;
  pages: number | null;
  dimensions: string | null;
  publicationHouse: string | null;
  imprint: string | null;
  publicationCity: string | null;
  language: string;
  category: string | null;
  subcategory: string | null;
  description: string;
  genreIds: number[];
  isbn13: string | null;
}

export type StaffBookJson = BookJson & { hidden: boolean; file: BookFileFacts | null };

/** The book as staff see it (hidden ones too), with its digital file if it has one, or a 404. */
export async function staffBook(db: Database | Tx, publicUrl: string, id: number): Promise<StaffBookJson> {
  const [book, [row]] = await Promise.all([
    bookById(db as Database, publicUrl, id),
    db
      .select({ hiddenAt: books.hiddenAt, file: bookFiles })
      .from(books)
      .leftJoin(bookFiles, eq(bookFiles.bookId, books.id))
      .where(eq(books.id, id)),
  ]);
  if (!book || !row) throw notFound('Book not found.');
  return { ...book, hidden: row.hiddenAt !== null, file: row.file ? fileFacts(row.file) : null };
}

/**
 * One page of every book as staff see it, hidden ones too (the public catalog has no hidden book,
 * so a book hidden there could not be found to show it again): newest first, optionally those
 * whose title contains `title`; and how many there are.
 */
export async function staffBookPage(
  db: Database,
  publicUrl: string,
  query: { title?: string | undefined; offset: number; pageSize: number },
): Promise<{ count: number; books: StaffBookJson[] }> {
  const where = query.title ? ilike(books.title, containsPattern(query.title)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: books.id, hiddenAt: books.hiddenAt, file: bookFiles })
      .from(books)
      .leftJoin(bookFiles, eq(bookFiles.bookId, books.id))
      .where(where)
      .orderBy(desc(books.id))
      .limit(query.pageSize)
      .offset(query.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(books)
      .where(where),
  ]);
  const byId = await booksById(
    db,
    publicUrl,
    rows.map((r) => r.id),
  );
  return {
    count: total?.count ?? 0,
    books: rows.flatMap((r) => {
      const book = byId.get(r.id);
      return book ? [{ ...book, hidden: r.hiddenAt !== null, file: r.file ? fileFacts(r.file) : null }] : [];
    }),
  };
}

async function checkReferences(tx: Tx, fields: Partial<BookFields>, bookId?: number): Promise<void> {
  if (fields.isbn13) {
    const [other] = await tx.select({ id: books.id }).from(books).where(eq(books.isbn13, fields.isbn13));
    if (other && other.id !== bookId) throw badRequest(`isbn13 ${fields.isbn13} is already book ${other.id}'s`);
  }
  if (fields.authorId !== undefined) {
    const [author] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.id, fields.authorId));
    if (!author) throw badRequest(`author_id ${fields.authorId} is not an author`);
  }
  if (fields.genreIds?.length) {
    const found = await tx.select({ id: genres.id }).from(genres).where(inArray(genres.id, fields.genreIds));
    const unknown = fields.genreIds.filter((id) => !found.some((g) => g.id === id));
    if (unknown.length)
      throw badRequest(
        `genre_ids: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a genre' : 'are not genres'}`,
      );
  }
  if (fields.price !== undefined && Number(fields.price) <= 0) throw badRequest('price must be more than 0');
}

/** The columns of `fields` that are given (an edit names only what changes). */
function columnsOf(fields: Partial<BookFields>) {
  const { genreIds: _genres, ...columns } = fields;
  return {
    ...columns,
    ...(fields.title !== undefined && { titleLatin: toLatin(fields.title) }),
  };
}

async function setGenres(tx: Tx, bookId: number, genreIds: number[]): Promise<void> {
  await tx.delete(bookGenres).where(eq(bookGenres.bookId, bookId));
  if (genreIds.length) await tx.insert(bookGenres).values(genreIds.map((genreId) => ({ bookId, genreId })));
}

export async function createBook(
  db: Database,
  publicUrl: string,
  actor: StaffActor,
  fields: BookFields,
  stock: number,
): Promise<StaffBookJson> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, fields);
    const [row] = await tx
      .insert(books)
      .values({
        ...columnsOf(fields),
        title: fields.title,
        authorId: fields.authorId,
        price: fields.price,
        format: fields.format,
        language: fields.language,
        stock,
      })
      .returning({ id: books.id });
    await setGenres(tx, row!.id, fields.genreIds);
    const after = await staffBook(tx, publicUrl, row!.id);
    await appendAudit(tx, actor, { action: 'book.create', entity: 'book', entityId: after.id, before: null, after });
    return after;
  });
}

export async function updateBook(
  db: Database,
  publicUrl: string,
  actor: StaffActor,
  id: number,
  fields: Partial<BookFields>,
): Promise<StaffBookJson> {
  return db.transaction(async (tx) => {
    await lockBook(tx, id);
    const before = await staffBook(tx, publicUrl, id);
    await checkReferences(tx, fields, id);
    const columns = columnsOf(fields);
    if (Object.keys(columns).length) await tx.update(books).set(columns).where(eq(books.id, id));
    if (fields.genreIds) await setGenres(tx, id, fields.genreIds);
    const after = await staffBook(tx, publicUrl, id);
    await appendAudit(tx, actor, { action: 'book.update', entity: 'book', entityId: id, before, after });
    return after;
  });
}

/** Locks the book's row for this transaction (so concurrent writes to it queue), or a 404. */
async function lockBook(tx: Tx, id: number): Promise<{ stock: number; hiddenAt: Date | null }> {
  const [row] = await tx
    .select({ stock: books.stock, hiddenAt: books.hiddenAt })
    .from(books)
    .where(eq(books.id, id))
    .for('update');
  if (!row) throw notFound('Book not found.');
  return row;
}

export async function adjustStock(
  db: Database,
  publicUrl: string,
  actor: StaffActor,
  id: number,
  change: number,
  reason: string,
): Promise<StaffBookJson> {
  return db.transaction(async (tx) => {
    const { stock } = await lockBook(tx, id);
    if (stock + change < 0)
      throw badRequest(`Stock cannot go below 0: ${stock} in stock, so at most ${stock} can be taken away`);
    await tx
      .update(books)
      .set({ stock: sql`${books.stock} + ${change}` })
      .where(eq(books.id, id));
    const after = await staffBook(tx, publicUrl, id);
    await appendAudit(tx, actor, {
      action: 'book.stock',
      entity: 'book',
      entityId: id,
      before: { stock },
      after: { stock: after.stock, change, reason },
    });
    return after;
  });
}

/** Hides (or shows again) a book; answers it unchanged, with no audit entry, when it already was. */
export async function setHidden(
  db: Database,
  publicUrl: string,
  actor: StaffActor,
  id: number,
  hidden: boolean,
): Promise<StaffBookJson> {
  return db.transaction(async (tx) => {
    const row = await lockBook(tx, id);
    if ((row.hiddenAt !== null) === hidden) return staffBook(tx, publicUrl, id);
    await tx
      .update(books)
      .set({ hiddenAt: hidden ? sql`now()` : null })
      .where(eq(books.id, id));
    const after = await staffBook(tx, publicUrl, id);
    await appendAudit(tx, actor, {
      action: hidden ? 'book.hide' : 'book.show',
      entity: 'book',
      entityId: id,
      before: { hidden: !hidden },
      after: { hidden },
    });
    return after;
  });
}

/** Sets the book's uploaded cover (its stored name, media/bookCovers.ts), audited as 'book.cover'. */
export async function setCover(
  db: Database,
  publicUrl: string,
  actor: StaffActor,
  id: number,
  stored: string,
): Promise<StaffBookJson> {
  return db.transaction(async (tx) => {
    await lockBook(tx, id);
    const before = await staffBook(tx, publicUrl, id);
    await tx.update(books).set({ coverImage: stored }).where(eq(books.id, id));
    const after = await staffBook(tx, publicUrl, id);
    await appendAudit(tx, actor, {
      action: 'book.cover',
      entity: 'book',
      entityId: id,
      before: { cover_image: before.cover_image },
      after: { cover_image: after.cover_image },
    });
    return after;
  });
}

/** What setBookFile keeps of an upload; `keep` checks the book's format and stores the file. */
export interface NewBookFile {
  originalName: string;
  bytes: number;
  sha256: string;
  uploadedAt: Date;
  /** Runs under the book's lock: refuses a file the format does not take, else stores it. */
  keep(format: string): Promise<{ storedName: string; mediaType: string }>;
}

/**
 * Sets the file of a digital book, replacing any before (the old stored name is answered, to be
 * removed once this committed), audited as 'book.file'.
 */
export async function setBookFile(
  db: Database,
  publicUrl: string,
  actor: StaffActor,
  id: number,
  file: NewBookFile,
): Promise<{ book: StaffBookJson; replaced: string | null }> {
  return db.transaction(async (tx) => {
    await lockBook(tx, id);
    const [row] = await tx
      .select({ format: books.format, old: bookFiles.storedName })
      .from(books)
      .leftJoin(bookFiles, eq(bookFiles.bookId, books.id))
      .where(eq(books.id, id));
    const kept = await file.keep(row!.format);
    const before = await staffBook(tx, publicUrl, id);
    const values = {
      bookId: id,
      storedName: kept.storedName,
      originalName: file.originalName,
      mediaType: kept.mediaType,
      bytes: file.bytes,
      sha256: file.sha256,
      uploadedAt: file.uploadedAt,
      uploadedBy: actor.id,
    };
    await tx.insert(bookFiles).values(values).onConflictDoUpdate({ target: bookFiles.bookId, set: values });
    const after = await staffBook(tx, publicUrl, id);
    await appendAudit(tx, actor, {
      action: 'book.file',
      entity: 'book',
      entityId: id,
      before: { file: before.file },
      after: { file: after.file },
    });
    return { book: after, replaced: row!.old };
  });
}

export const HAS_ORDERS = 'This book has orders, so it cannot be deleted. Hide it instead.';

export async function deleteBook(db: Database, publicUrl: string, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBook(tx, id);
    const before = await staffBook(tx, publicUrl, id);
    const [ordered] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.bookId, id)).limit(1);
    if (ordered) throw new ApiError(409, HAS_ORDERS);
    await tx.delete(books).where(eq(books.id, id));
    await appendAudit(tx, actor, { action: 'book.delete', entity: 'book', entityId: id, before, after: null });
  });
}
