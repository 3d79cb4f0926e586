/**
 * Staff writes to authors and genres, each in one transaction with its audit entry. Genre names
 * are unique whatever their case (a second 'Poetry' is a 409, not a duplicate filter).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { authorById } from '../catalog/authors.js';
import { toLatin } from '../catalog/transliteration.js';
import type { Database, Tx } from '../db/client.js';
import { authors, genres } from '../db/schema.js';
import { ApiError, notFound } from '../http/errors.js';
import { appendAudit } from './audit.js';
import type { StaffActor } from './roles.js';

export interface AuthorFields {
  name: string;
  birthDate: string | null;
  email: string | null;
  biography: string;
}

const authorColumns = (fields: Partial<AuthorFields>) => ({
  ...fields,
  ...(fields.name !== undefined && { nameLatin: toLatin(fields.name) }),
});

export async function createAuthor(db: Database, publicUrl: string, actor: StaffActor, fields: AuthorFields) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(authors)
      .values({ ...authorColumns(fields), name: fields.name })
      .returning({ id: authors.id });
    const after = await authorById(tx as unknown as Database, publicUrl, row!.id);
    await appendAudit(tx, actor, {
      action: 'author.create',
      entity: 'author',
      entityId: after.id,
      before: null,
      after,
    });
    return after;
  });
}

export async function updateAuthor(
  db: Database,
  publicUrl: string,
  actor: StaffActor,
  id: number,
  fields: Partial<AuthorFields>,
) {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.id, id)).for('update');
    if (!locked) throw notFound('Author not found');
    const before = await authorById(tx as unknown as Database, publicUrl, id);
    await tx.update(authors).set(authorColumns(fields)).where(eq(authors.id, id));
    const after = await authorById(tx as unknown as Database, publicUrl, id);
    await appendAudit(tx, actor, { action: 'author.update', entity: 'author', entityId: id, before, after });
    return after;
  });
}

async function refuseTakenName(tx: Tx, name: string, except?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: genres.id })
    .from(genres)
    .where(and(sql`lower(${genres.name}) = lower(${name})`, except === undefined ? undefined : ne(genres.id, except)));
  if (taken) throw new ApiError(409, `A genre named '${name}' already exists.`);
}

export async function createGenre(db: Database, actor: StaffActor, name: string) {
  return db.transaction(async (tx) => {
    // One writer of genre names at a time: two staff adding 'Poetry' at once get one genre and a 409.
    await tx.execute(sql`lock table ${genres} in share row exclusive mode`);
    await refuseTakenName(tx, name);
    const [after] = await tx.insert(genres).values({ name }).returning({ id: genres.id, name: genres.name });
    await appendAudit(tx, actor, { action: 'genre.create', entity: 'genre', entityId: after!.id, before: null, after });
    return after!;
  });
}

export async function updateGenre(db: Database, actor: StaffActor, id: number, name: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${genres} in share row exclusive mode`);
    const [before] = await tx.select({ id: genres.id, name: genres.name }).from(genres).where(eq(genres.id, id));
    if (!before) throw notFound('Genre not found');
    await refuseTakenName(tx, name, id);
    const [after] = await tx
      .update(genres)
      .set({ name })
      .where(eq(genres.id, id))
      .returning({ id: genres.id, name: genres.name });
    await appendAudit(tx, actor, { action: 'genre.update', entity: 'genre', entityId: id, before, after });
    return after!;
  });
}
