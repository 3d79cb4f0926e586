/**
 * Fills the Roman forms (books.title_latin, authors.name_latin) that are still empty: rows from
 * before migration 0002_search, or written by SQL that does not know them (the bench's scale
 * seed). Runs when the service opens the database; costs one query when nothing is missing.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { toLatin } from './transliteration.js';

const CHUNK = 1000;

async function fill(db: Database, table: 'books' | 'authors', source: 'title' | 'name', target: string): Promise<void> {
  for (;;) {
    const { rows } = (await db.execute(
      sql`select id, ${sql.identifier(source)} as text from ${sql.identifier(table)}
          where ${sql.identifier(target)} is null order by id limit ${CHUNK}`,
    )) as unknown as { rows: { id: number; text: string }[] };
    if (rows.length === 0) return;
    const values = sql.join(
      rows.map((r) => sql`(${r.id}::int, ${toLatin(r.text)}::text)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(target)} = v.latin
          from (values ${values}) as v(id, latin) where ${sql.identifier(table)}.id = v.id`,
    );
    if (rows.length < CHUNK) return;
  }
}

export async function fillMissingLatinForms(db: Database): Promise<void> {
  await fill(db, 'books', 'title', 'title_latin');
  await fill(db, 'authors', 'name', 'name_latin');
}
