/**
 * Suggestions as a reader types: the books and authors a query finds (textMatch.ts), best first
 * (exact, then prefix, then similarity, then popularity), at most SUGGESTIONS_LIMIT in all, each
 * with the span of its text the query matched. Two queries whatever the catalog's size.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authors, books } from '../db/schema.js';
import { authorCoverUrl, bookCoverUrl } from '../media/urls.js';
import { matchedSpan, type Span } from './highlight.js';
import { textMatch } from './textMatch.js';

export const SUGGESTIONS_LIMIT = 8;
/** Shorter queries match too much to suggest anything useful. */
export const SUGGESTIONS_MIN_LENGTH = 2;

export interface SuggestionJson {
  type: 'book' | 'author';
  id: number;
  text: string;
  /** The book's author; null for an author. */
  author: { id: number; name: string } | null;
  cover_image: string;
  highlight: Span | null;
}

interface Ranked {
  tier: number;
  score: number;
  popularity: number;
  suggestion: SuggestionJson;
}

async function bookSuggestions(db: Database, publicUrl: string, query: string): Promise<Ranked[]> {
  const match = textMatch(books.title, books.titleLatin, query);
  const rows = await db
    .select({
      id: books.id,
      title: books.title,
      authorId: authors.id,
      authorName: authors.name,
      coverImage: books.coverImage,
      tier: match.tier,
      score: match.score,
      popularity: books.salesCount,
    })
    .from(books)
    .innerJoin(authors, eq(authors.id, books.authorId))
    .where(and(match.where, isNull(books.hiddenAt)))
    .orderBy(asc(match.tier), desc(match.score), desc(books.salesCount), asc(books.id))
    .limit(SUGGESTIONS_LIMIT);
  return rows.map((r) => ({
    tier: Number(r.tier),
    score: Number(r.score),
    popularity: r.popularity,
    suggestion: {
      type: 'book',
      id: r.id,
      text: r.title,
      author: { id: r.authorId, name: r.authorName },
      cover_image: bookCoverUrl(publicUrl, r.id, r.coverImage),
      highlight: matchedSpan(r.title, query),
    },
  }));
}

async function authorSuggestions(db: Database, publicUrl: string, query: string): Promise<Ranked[]> {
  const match = textMatch(authors.name, authors.nameLatin, query);
  // A subquery's builder names each column with its table (a bare `sql` template would not).
  const popularity = sql<number>`(${db
    .select({ sold: sql`coalesce(sum(${books.salesCount}), 0)::int` })
    .from(books)
    .where(eq(books.authorId, authors.id))})`;
  const rows = await db
    .select({ id: authors.id, name: authors.name, tier: match.tier, score: match.score, popularity })
    .from(authors)
    .where(match.where)
    .orderBy(asc(match.tier), desc(match.score), desc(popularity), asc(authors.id))
    .limit(SUGGESTIONS_LIMIT);
  return rows.map((r) => ({
    tier: Number(r.tier),
    score: Number(r.score),
    popularity: Number(r.popularity),
    suggestion: {
      type: 'author',
      id: r.id,
      text: r.name,
      author: null,
      cover_image: authorCoverUrl(publicUrl, r.id),
      highlight: matchedSpan(r.name, query),
    },
  }));
}

export async function suggest(db: Database, publicUrl: string, query: string): Promise<SuggestionJson[]> {
  if (query.trim().length < SUGGESTIONS_MIN_LENGTH) return [];
  const found = [...(await bookSuggestions(db, publicUrl, query)), ...(await authorSuggestions(db, publicUrl, query))];
  return found
    .sort((a, b) => a.tier - b.tier || b.score - a.score || b.popularity - a.popularity)
    .slice(0, SUGGESTIONS_LIMIT)
    .map((r) => r.suggestion);
}
