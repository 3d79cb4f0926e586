/**
 * Reading books: the one book JSON shape every endpoint returns (catalog, cart, favourites,
 * wishlist, orders, profiles), built with a constant number of queries for any number of books.
 */
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { authors, bookGenres, books, genres } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { bookCoverUrl } from '../media/urls.js';
import { textMatch, type TextMatch } from './textMatch.js';
import type { BookJson, GenreJson } from './schemas.js';

export type { BookJson, GenreJson } from './schemas.js';

/** Average of all ratings to two decimals; 0 for a book nobody rated yet. */
export const ratingSql = sql<string>`case when ${books.totalRatings} = 0 then 0 else round(${books.ratingSum}::numeric / ${books.totalRatings}, 2) end`;

const bookColumns = {
  id: books.id,
  title: books.title,
  authorId: books.authorId,
  authorName: authors.name,
  price: books.price,
  rating: ratingSql,
  totalRatings: books.totalRatings,
  reviewsCount: books.reviewsCount,
  year: books.year,
  datePublished: books.datePublished,
  format: books.format,
  pages: books.pages,
  dimensions: books.dimensions,
  publicationHouse: books.publicationHouse,
  imprint: books.imprint,
  publicationCity: books.publicationCity,
  language: books.language,
  category: books.category,
  subcategory: books.subcategory,
  description: books.description,
  salesCount: books.salesCount,
  stock: books.stock,
  createdAt: books.createdAt,
  // Each book's genres by name, read in the same query (a JSON array; drivers may hand it over as text).
  genres: sql<
    GenreJson[] | string
  >`(select coalesce(json_agg(json_build_object('id', ${genres.id}, 'name', ${genres.name}) order by ${genres.name}), '[]'::json)
    from ${bookGenres} join ${genres} on ${genres.id} = ${bookGenres.genreId} where ${bookGenres.bookId} = ${books.id})`,
};

function selectBooks(db: Database) {
  return db.select(bookColumns).from(books).innerJoin(authors, eq(authors.id, books.authorId));
}

type BookRow = Awaited<ReturnType<ReturnType<typeof selectBooks>['execute']>>[number];

const genresOf = (value: GenreJson[] | string): GenreJson[] =>
  typeof value === 'string' ? (JSON.parse(value) as GenreJson[]) : value;

/** The book JSON of rows read with bookColumns (their genres included: no further query). */
function toJson(publicUrl: string, rows: BookRow[]): BookJson[] {
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    author: { id: r.authorId, name: r.authorName },
    cover_image: bookCoverUrl(publicUrl, r.id),
    price: r.price,
    rating: Number(r.rating),
    total_ratings: r.totalRatings,
    reviews_count: r.reviewsCount,
    year: r.year,
    date_published: r.datePublished,
    format: r.format,
    pages: r.pages,
    dimensions: r.dimensions,
    publication_house: r.publicationHouse,
    imprint: r.imprint,
    publication_city: r.publicationCity,
    language: r.language,
    category: r.category,
    subcategory: r.subcategory,
    description: r.description,
    genres: genresOf(r.genres),
    sales_count: r.salesCount,
    stock: r.stock,
    created_at: r.createdAt.toISOString(),
  }));
}

/**
 * Reading books by id is the most common query of all (every catalog page, book, cart, favourites
 * and wishlist answer): one prepared statement per database (or transaction) handle, built once,
 * the ids one array parameter.
 */
const booksByIds = preparedPer((db) =>
  selectBooks(db)
    .where(sql`${books.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('books_by_ids'),
);

/** Books by id, in one query whatever the number of ids; unknown ids are simply absent. */
export async function booksById(db: Database, publicUrl: string, ids: number[]): Promise<Map<number, BookJson>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await booksByIds(db).execute({ ids: unique });
  const list = toJson(publicUrl, rows);
  return new Map(list.map((b) => [b.id, b]));
}

/** A book the caller knows exists, or a 404. */
export async function existingBook(db: Database, publicUrl: string, id: number): Promise<BookJson> {
  const book = await bookById(db, publicUrl, id);
  if (!book) throw notFound('Book not found.');
  return book;
}

export async function bookById(db: Database, publicUrl: string, id: number): Promise<BookJson | undefined> {
  return (await booksById(db, publicUrl, [id])).get(id);
}

export type BookOrdering = 'price' | '-price' | 'title' | '-title';

export interface BookFilter {
  title?: string | undefined;
  author?: string | undefined;
  /** Genre ids or names; a book matches when it has any of them. */
  genre?: string[] | undefined;
  language?: string | undefined;
  format?: string[] | undefined;
  minPrice?: string | undefined;
  maxPrice?: string | undefined;
  ordering?: BookOrdering | '' | undefined;
  authorId?: number | undefined;
}

type Reach = 'direct' | 'near';

/** The title and author searches of a filter (textMatch.ts), when given. */
function searchMatches(filter: BookFilter): { title: TextMatch | undefined; author: TextMatch | undefined } {
  return {
    title: filter.title?.trim() ? textMatch(books.title, books.titleLatin, filter.title) : undefined,
    author: filter.author?.trim() ? textMatch(authors.name, authors.nameLatin, filter.author) : undefined,
  };
}

const isSearch = (filter: BookFilter) => Boolean(filter.title?.trim() || filter.author?.trim());

/**
 * `near` also admits titles and names only alike to the query (typos); `direct` only those that
 * contain it, in either script. Without `author`, the author search is left to rankedAuthors.
 */
function filterConditions(filter: BookFilter, reach: Reach, { author = true } = {}): SQL[] {
  const matches = searchMatches(filter);
  const where: SQL[] = [];
  for (const m of [matches.title, author ? matches.author : undefined])
    if (m) where.push(reach === 'direct' ? m.direct : m.where);
  if (filter.authorId !== undefined) where.push(eq(books.authorId, filter.authorId));
  if (filter.language?.trim()) where.push(sql`lower(${books.language}) = lower(${filter.language.trim()})`);
  const formats = (filter.format ?? []).map((f) => f.trim().toLowerCase()).filter(Boolean);
  if (formats.length) where.push(inArray(sql`lower(${books.format})`, formats));
  if (filter.minPrice !== undefined) where.push(gte(books.price, filter.minPrice));
  if (filter.maxPrice !== undefined) where.push(lte(books.price, filter.maxPrice));
  const wanted = (filter.genre ?? []).map((g) => g.trim()).filter(Boolean);
  if (wanted.length) {
    const ids = wanted.filter((g) => /^\d+$/.test(g)).map(Number);
    const names = wanted.filter((g) => !/^\d+$/.test(g)).map((g) => g.toLowerCase());
    const matches: SQL[] = [];
    if (ids.length) matches.push(inArray(bookGenres.genreId, ids));
    if (names.length) matches.push(inArray(sql`lower(${genres.name})`, names));
    where.push(
      sql`exists (select 1 from ${bookGenres} join ${genres} on ${genres.id} = ${bookGenres.genreId}
        where ${bookGenres.bookId} = ${books.id} and (${or(...matches)}))`,
    );
  }
  return where;
}

/**
 * The authors an author search finds, each ranked once. A common name is shared by hundreds of
 * authors with thousands of books; ranked in the join, the name would be scored once per book.
 * OFFSET 0 keeps PostgreSQL from folding the ranking back into the join.
 */
function rankedAuthors(match: TextMatch, reach: Reach) {
  return sql`(select ${authors.id} as id, ${match.tier} as tier, ${match.score} as score from ${authors}
    where ${reach === 'direct' ? match.direct : match.where} offset 0) as ranked_authors`;
}
const RANKED_AUTHOR = { id: sql`ranked_authors.id`, tier: sql`ranked_authors.tier`, score: sql`ranked_authors.score` };

const ORDERINGS: Record<BookOrdering, SQL[]> = {
  price: [asc(books.price), asc(books.id)],
  '-price': [desc(books.price), asc(books.id)],
  title: [asc(books.title), asc(books.id)],
  '-title': [desc(books.title), asc(books.id)],
};
/** The default order puts the most bought books first: the home page features them. */
const DEFAULT_ORDER = [desc(books.salesCount), asc(books.id)];

/**
 * A search without an explicit ordering is ranked: exact title (or name) first, then prefix,
 * then similarity, then the most bought. The author's rank comes from rankedAuthors.
 */
function orderOf(filter: BookFilter): SQL[] {
  if (filter.ordering) return ORDERINGS[filter.ordering];
  const { title, author } = searchMatches(filter);
  const ranks = [title, author ? RANKED_AUTHOR : undefined].filter((r) => r !== undefined);
  if (ranks.length === 0) return DEFAULT_ORDER;
  return [...ranks.map((r) => asc(r.tier)), ...ranks.map((r) => desc(r.score)), ...DEFAULT_ORDER];
}

/**
 * Near matches only when nothing matches as typed: 'sapeins' finds Sapiens, but 'Sapiens' lists
 * the books called that, not every title a few letters away (one indexed probe decides).
 */
async function searchReach(db: Database, filter: BookFilter): Promise<Reach> {
  if (!isSearch(filter)) return 'direct';
  const [found] = await db
    .select({ id: books.id })
    .from(books)
    .innerJoin(authors, eq(authors.id, books.authorId))
    .where(and(...filterConditions(filter, 'direct')))
    .limit(1);
  return found ? 'direct' : 'near';
}

/** A page's count: exact up to the limit, else `atLeast` (the catalog says '10,000+ books'). */
export interface PageCount {
  count: number;
  atLeast: boolean;
}

/**
 * The queries of a catalog page: the ids of the page's books, in order, and the count of the
 * matches. The page is ranked on ids and sort keys alone (an index-only walk where an index holds
 * them, e.g. an author's books by copies sold); only its 24 books are read whole, afterwards.
 * A search ranked by relevance scores every match anyway, so it counts them on the way, exactly;
 * any other page counts apart and stops at `countLimit` rows (and past the page asked, so its next
 * link holds): a broad filter at 100,000 books costs a bounded index walk, not a scan of every
 * match. The scale bench EXPLAINs these very queries.
 */
export async function catalogQueries(
  db: Database,
  filter: BookFilter,
  page: { offset: number; pageSize: number },
  countLimit: number,
) {
  const reach = await searchReach(db, filter);
  const where = and(...filterConditions(filter, reach));
  const limit = Math.max(countLimit, page.offset + page.pageSize + 1);
  const author = searchMatches(filter).author;
  const countedInPage = !filter.ordering && isSearch(filter);
  const selected = db
    .select({ id: books.id, total: countedInPage ? sql<number>`(count(*) over ())::int` : sql<null>`null` })
    .from(books);
  const matching = author
    ? selected
        .innerJoin(rankedAuthors(author, reach), eq(RANKED_AUTHOR.id, books.authorId))
        .where(and(...filterConditions(filter, reach, { author: false })))
    : selected.where(where);
  const ids = matching
    .orderBy(...orderOf(filter))
    .limit(page.pageSize)
    .offset(page.offset);
  if (countedInPage) return { limit, ids, count: undefined };
  // A left join the planner drops when no condition names the author (author_id is never null).
  const matches = db
    .select({ one: sql`1` })
    .from(books)
    .leftJoin(authors, eq(authors.id, books.authorId))
    .where(where)
    .limit(limit)
    .as('matches');
  return { limit, ids, count: db.select({ count: sql<number>`count(*)::int` }).from(matches) };
}

export async function listBooks(
  db: Database,
  publicUrl: string,
  filter: BookFilter,
  page: { offset: number; pageSize: number },
  countLimit: number,
): Promise<PageCount & { books: BookJson[] }> {
  const queries = await catalogQueries(db, filter, page, countLimit);
  if (!queries.count) {
    const ids = await queries.ids;
    // Counted in the page: none past the last page, where the count no longer matters (a 404).
    return { count: ids[0]?.total ?? 0, atLeast: false, books: await inOrder(db, publicUrl, ids) };
  }
  // Counted first: a page past the matches (none at all, say, for a genre without a book in the
  // language asked) is known empty at once, rather than after walking the order's whole index.
  const count = (await queries.count)[0]?.count ?? 0;
  const books = count > page.offset ? await inOrder(db, publicUrl, await queries.ids) : [];
  return { count, atLeast: count >= queries.limit, books };
}

/** The books of `ids`, in the order of `ids`. */
async function inOrder(db: Database, publicUrl: string, ids: { id: number }[]): Promise<BookJson[]> {
  const found = await booksById(
    db,
    publicUrl,
    ids.map((r) => r.id),
  );
  return ids.flatMap((r) => found.get(r.id) ?? []);
}

export async function newestBooks(db: Database, publicUrl: string, limit: number): Promise<BookJson[]> {
  const rows = await selectBooks(db).orderBy(desc(books.createdAt), desc(books.id)).limit(limit);
  return toJson(publicUrl, rows);
}

/**
 * The books of several authors, by title, at most `perAuthor` each, in two queries whatever the
 * number of authors: one list per author id asked (empty for an author without books).
 */
export async function booksOfAuthors(
  db: Database,
  publicUrl: string,
  authorIds: number[],
  perAuthor: number,
): Promise<Map<number, BookJson[]>> {
  const byAuthor = new Map<number, BookJson[]>(authorIds.map((id) => [id, []]));
  if (authorIds.length === 0) return byAuthor;
  const ranked = db
    .select({
      id: books.id,
      rank: sql<number>`row_number() over (partition by ${books.authorId} order by ${books.title}, ${books.id})`.as(
        'rank',
      ),
    })
    .from(books)
    .where(inArray(books.authorId, authorIds))
    .as('ranked');
  const rows = await selectBooks(db)
    .where(inArray(books.id, db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, perAuthor))))
    .orderBy(...ORDERINGS.title);
  for (const book of toJson(publicUrl, rows)) byAuthor.get(book.author.id)?.push(book);
  return byAuthor;
}
