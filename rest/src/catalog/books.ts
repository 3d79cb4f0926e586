/**
 * Reading books: the one book JSON shape every endpoint returns (catalog, cart, favourites,
 * wishlist, orders, profiles), built with a constant number of queries for any number of books.
 */
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { authors, bookGenres, books, genres } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import { MAX_ID } from '../http/schemas.js';
import { bookCoverUrl } from '../media/urls.js';
import { rentalOptionsJson } from './rentalJson.js';
import { similarities, textMatch, type TextMatch } from './textMatch.js';
import type { BookJson, GenreJson } from './schemas.js';

export type { BookJson, GenreJson } from './schemas.js';

/**
 * Books the public may see: staff hide a book that has orders instead of deleting it (staff/books.ts).
 * Every list, search, count and id walk of the catalog holds to it; reading books by id (carts,
 * orders, favourites) does not, so an order keeps showing a book hidden since.
 */
export const visible = isNull(books.hiddenAt);

/** Average of all ratings to two decimals; 0 for a book nobody rated yet. */
export const ratingSql = sql<string>`case when ${books.totalRatings} = 0 then 0 else round(${books.ratingSum}::numeric / ${books.totalRatings}, 2) end`;

/**
 * The weighted rating 'best rating' sorts by: a Bayesian average that counts every book as if it
 * also had WEIGHT ratings of PRIOR, so one 5-star rating (3.64) stays below 500 ratings averaging
 * 4.4 (4.38). Constants, not the catalog's mean, so that books_weighted_rating_idx (0020) holds
 * this very expression and the order is an index walk.
 */
export const weightedRatingSql = sql<string>`((${books.ratingSum} + 35)::numeric / (${books.totalRatings} + 10))`;

/**
 * The columns of the one book shape, for a query over books joined to authors (bookJoins); a
 * query over another table joined to books (a cart line, a favourite) selects them as `book`
 * beside its own and reads each with bookJson, in the same query.
 */
export const bookColumns = {
  id: books.id,
  title: books.title,
  authorId: books.authorId,
  authorName: authors.name,
  price: books.price,
  rating: ratingSql,
  totalRatings: books.totalRatings,
  ratingCounts: books.ratingCounts,
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
  hidden: sql<boolean>`${books.hiddenAt} is not null`,
  coverImage: books.coverImage,
  isbn13: books.isbn13,
  // Each book's genres by name, read in the same query (a JSON array; drivers may hand it over as text).
  genres: sql<
    GenreJson[] | string
  >`(select coalesce(json_agg(json_build_object('id', ${genres.id}, 'name', ${genres.name}) order by ${genres.name}), '[]'::json)
    from ${bookGenres} join ${genres} on ${genres.id} = ${bookGenres.genreId} where ${bookGenres.bookId} = ${books.id})`,
};

function selectBooks(db: Database) {
  return db.select(bookColumns).from(books).innerJoin(authors, eq(authors.id, books.authorId));
}

export type BookRow = Awaited<ReturnType<ReturnType<typeof selectBooks>['execute']>>[number];

const genresOf = (value: GenreJson[] | string): GenreJson[] =>
  typeof value === 'string' ? (JSON.parse(value) as GenreJson[]) : value;

/** The book JSON of rows read with bookColumns (their genres included: no further query). */
function toJson(publicUrl: string, rows: BookRow[]): BookJson[] {
  return rows.map((r) => bookJson(publicUrl, r));
}

/** The book JSON of one row read with bookColumns. */
export function bookJson(publicUrl: string, r: BookRow): BookJson {
  return {
    id: r.id,
    title: r.title,
    author: { id: r.authorId, name: r.authorName },
    cover_image: bookCoverUrl(publicUrl, r.id, r.coverImage),
    price: r.price,
    rating: Number(r.rating),
    total_ratings: r.totalRatings,
    rating_counts: r.ratingCounts,
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
    isbn13: r.isbn13,
    sales_count: r.salesCount,
    stock: r.stock,
    created_at: r.createdAt.toISOString(),
    rental_options: rentalOptionsJson(r.price),
  };
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

/** A book the public may see (the book page), or undefined for one unknown or hidden. */
export async function visibleBookById(db: Database, publicUrl: string, id: number): Promise<BookJson | undefined> {
  const [row] = await booksByIds(db).execute({ ids: [id] });
  return row && !row.hidden ? bookJson(publicUrl, row) : undefined;
}

export type BookOrdering = 'price' | '-price' | 'title' | '-title' | '-rating' | '-total_ratings' | '-created_at';

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
  /** Titles and authors' names at once (searchAll.ts); title and author are then not read. */
  query?: string | undefined;
  authorId?: number | undefined;
}

export type Reach = 'direct' | 'near';

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
export function filterConditions(filter: BookFilter, reach: Reach, { author = true } = {}): SQL[] {
  const matches = searchMatches(filter);
  const where: SQL[] = [visible];
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
    // A genre id is an int4 like every id: a larger one is a mistake to name, not a genre to look for.
    if (ids.some((id) => id > MAX_ID)) throw badRequest(`genre must be a genre name or an id up to ${MAX_ID}`);
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
export function rankedAuthors(match: TextMatch, reach: Reach) {
  return sql`(select ${authors.id} as id, ${match.tier} as tier, ${match.score} as score from ${authors}
    where ${reach === 'direct' ? match.direct : match.where} offset 0) as ranked_authors`;
}
export const RANKED_AUTHOR = {
  id: sql`ranked_authors.id`,
  tier: sql`ranked_authors.tier`,
  score: sql`ranked_authors.score`,
};

export const ORDERINGS: Record<BookOrdering, SQL[]> = {
  price: [asc(books.price), asc(books.id)],
  '-price': [desc(books.price), asc(books.id)],
  title: [asc(books.title), asc(books.id)],
  '-title': [desc(books.title), asc(books.id)],
  // Best rating, most rated and newest walk their indexes of 0020_sort_orders.
  '-rating': [desc(weightedRatingSql), asc(books.id)],
  '-total_ratings': [desc(books.totalRatings), asc(books.id)],
  '-created_at': [desc(books.createdAt), asc(books.id)],
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

/** The catalog as it opens: no filter, no search, the default order. */
function isOpening(filter: BookFilter): boolean {
  return (
    !filter.title?.trim() &&
    !filter.author?.trim() &&
    filter.authorId === undefined &&
    !filter.language?.trim() &&
    !(filter.format ?? []).some((f) => f.trim()) &&
    !(filter.genre ?? []).some((g) => g.trim()) &&
    filter.minPrice === undefined &&
    filter.maxPrice === undefined &&
    !filter.ordering
  );
}

type Bound = number | ReturnType<typeof sql.placeholder>;

/**
 * The catalog's opening page (the screen most read) in one statement: its books' ids in the
 * default order (an index-only walk of books_sales_idx, computed once), then those books whole.
 * Not the books whole under the OFFSET: each row skipped would still have its genres read. Its
 * count is the catalog's size, which REST keeps (catalogSize; routes/books.ts).
 */
function openingPage(db: Database, offset: Bound, pageSize: Bound) {
  const ids = db
    .select({ id: books.id })
    .from(books)
    .where(visible)
    .orderBy(...DEFAULT_ORDER)
    .limit(pageSize)
    .offset(offset);
  return selectBooks(db)
    .where(sql`${books.id} = any(array(${ids}))`)
    .orderBy(...DEFAULT_ORDER);
}

const openingPageStatement = preparedPer((db) =>
  openingPage(db, sql.placeholder('offset'), sql.placeholder('pageSize')).prepare('catalog_opening_page'),
);

/** How many books the catalog holds: read once per change of it (routes/books.ts). */
export async function catalogSize(db: Database): Promise<number> {
  return (
    (
      await db
        .select({ count: sql<number>`count(*)::int` })
        .from(books)
        .where(visible)
    )[0]?.count ?? 0
  );
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
  /** 'near' when the caller's own probe found nothing holding the query as typed (searchAll.ts). */
  known?: 'near',
) {
  if (isOpening(filter)) {
    // The page listBooks reads, whole; its count is the catalog's size where REST keeps it.
    const limit = Math.max(countLimit, page.offset + page.pageSize + 1);
    return { limit, ids: openingPage(db, page.offset, page.pageSize), count: boundedCount(db, visible, limit) };
  }
  const { title, author } = searchMatches(filter);
  const countedInPage = !filter.ordering && isSearch(filter);
  if (countedInPage && title && !author) {
    const { reach, walk } = await bestMatchesWalk(db, filter, title, page, countLimit, known);
    const ranked = rankedByTitle(db, filter, reach, title, page);
    if (!walk) return { limit: Math.max(countLimit, page.offset + page.pageSize + 1), ids: ranked, count: undefined };
    return { limit: walk.limit, ids: walk.ids, count: walk.count, proof: walk.proof, fallback: ranked };
  }
  const reach = known ?? (await searchReach(db, filter));
  const where = and(...filterConditions(filter, reach));
  const limit = Math.max(countLimit, page.offset + page.pageSize + 1);
  if (countedInPage && title) return { limit, ids: rankedByTitle(db, filter, reach, title, page), count: undefined };
  const walk = countedInPage && author ? authorsWalk(db, filter, author, reach, page, limit) : undefined;
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
  if (walk) return { limit, ids: walk.ids, count: walk.count, fallback: ids };
  if (countedInPage) return { limit, ids, count: undefined };
  return { limit, ids, count: boundedCount(db, where, limit), fallback: undefined };
}

/** The matches of `where`, counted up to `limit`. */
function boundedCount(db: Database, where: SQL | undefined, limit: number) {
  // A left join the planner drops when no condition names the author (author_id is never null).
  const matches = db
    .select({ one: sql`1` })
    .from(books)
    .leftJoin(authors, eq(authors.id, books.authorId))
    .where(where)
    .limit(limit)
    .as('matches');
  return db.select({ count: sql<number>`count(*)::int` }).from(matches);
}

/** How far down the best sellers a ranked title search looks for its page before ranking every match. */
const BEST_SELLERS_WALK = 2_500;
/** The best sellers a typo search scores first, to learn the best similarity it can reach. */
const NEAR_SAMPLE = 200;
/** A typo search counts its near matches up to here, each costing a trigram similarity. */
const NEAR_COUNT_LIMIT = 500;

/**
 * The `n` best-selling books, in that order, each with one more column (`best_sellers.<its name>`):
 * the walk of books_visible_sales_idx a ranked page can stop early in. By default the Roman title,
 * which the index holds (0027), so a typo's similarities to the books walked come from the index
 * alone; another column (an author search's author) is read from each book passed.
 */
const bestSellers = (n: number, also: AnyColumn = books.titleLatin) =>
  sql`(select ${books.id} as id, ${books.salesCount} as sales, ${also} from ${books}
    where ${visible} order by ${books.salesCount} desc, ${books.id} limit ${n}) as best_sellers`;
/** A walked book's Roman title, as bestSellers reads it from the index. */
const WALKED_LATIN = sql`best_sellers.title_latin`;
/** bestSellers, each book passed joined for the columns the index does not hold. */
const bestSellersWithBooks = (n: number, also?: AnyColumn) =>
  sql`${bestSellers(n, also)} join ${books} on ${books.id} = best_sellers.id`;

/**
 * A title search's page without ranking every match, when the best rank among the matches is
 * known in advance: the page is then the best-selling matches of that rank, found by walking the
 * best sellers down (BEST_SELLERS_WALK at most) until the page is full. A broad word matches
 * thousands of titles, nearly all as a whole word (rank: contains, similarity 1); a typo is
 * alike to thousands the same way ('rivr' to every title with 'river', 0.6). Proven by cheap
 * probes: for a search as typed, that no title starts with the query (which would rank before),
 * the best rank then being a whole-word match; for a typo, the best similarity among the best
 * sellers, and that no match anywhere is more alike (the trigram index at a threshold just above
 * it). Answers the search's reach (searchReach's probe, made here beside the others), and the
 * walk when proven; the walk itself comes back short when the rank holds too few books near the
 * top, and the caller then ranks every match. (The query is wrapped: an async function returning
 * drizzle's query itself would run it.)
 */
async function bestMatchesWalk(
  db: Database,
  filter: BookFilter,
  title: TextMatch,
  page: { offset: number; pageSize: number },
  countLimit: number,
  known?: 'near',
): Promise<{ reach: Reach; walk?: Walk }> {
  const others = (reach: Reach) => filterConditions({ ...filter, title: undefined }, reach, { author: false });
  // Counted, not EXISTS: planned for its first row, an EXISTS would rather scan the table for a
  // row that is usually not there at all; a count reads the index's few candidates.
  const count = (where: SQL | undefined) => sql<number>`(select count(*)::int from ${books} where ${where})`;
  const firstRow = async <Row>(query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows[0];
  // searchReach's probe, with the prefix probe beside it: one round trip. None when the caller
  // knows nothing holds the query as typed (then nothing starts with it either).
  const probed = known
    ? undefined
    : await firstRow<{ direct: boolean; before: number }>(
        sql`select exists (select 1 from ${books} where ${and(title.direct, ...others('direct'))}) as direct,
          ${count(and(title.prefix, ...others('direct')))} as before`,
      );
  const reach: Reach = probed?.direct ? 'direct' : 'near';
  // A query with no letters or digits ('%') has no Roman form to be alike to.
  if (page.offset + page.pageSize > BEST_SELLERS_WALK || title.scores.length === 0) return { reach };
  const where = and(...filterConditions(filter, reach));
  if (reach === 'direct') {
    if (Number(probed?.before) > 0) return { reach };
    const limit = Math.max(countLimit, page.offset + page.pageSize + 1);
    const best = and(title.direct, sql`${title.score} >= 1`)!;
    return {
      reach,
      walk: { ...walkQuery(db, page, bestSellersWithBooks, and(best, ...others(reach))!, where, limit), limit },
    };
  }
  // A typo compares the Roman titles only: the index's, each book joined only for other filters.
  const alone = isOpening({ ...filter, title: undefined });
  const walked = alone ? bestSellers : bestSellersWithBooks;
  const walkedOthers = alone ? [] : others(reach);
  const scores = similarities(WALKED_LATIN, filter.title!);
  const alike = or(...scores.map((s) => sql`${s.score} >= ${s.bar}::real`))!;
  const similarity = sql<number>`greatest(${sql.join(
    scores.map((s) => s.score),
    sql`, `,
  )})`;
  // Every form held to one bar (a query in Roman letters has one form): each similarity is then
  // computed once per book sampled, the walk stops checking at the first form that reaches the
  // best, and the count's candidates are the index's at that bar.
  const bar = title.scores[0]!.bar;
  const oneBar = title.scores.every((s) => s.bar === bar);
  const sample = oneBar
    ? sql`select max(alike.similarity) as best from (select ${similarity} as similarity from ${walked(NEAR_SAMPLE)}
        where ${and(...walkedOthers) ?? sql`true`} offset 0) as alike where alike.similarity >= ${bar}::real`
    : sql`select max(${similarity}) as best from ${walked(NEAR_SAMPLE)} where ${and(alike, ...walkedOthers)}`;
  // The best similarity among the best sellers; then the index at a threshold just above it: any
  // candidate it finds is more alike. That proof rechecks every title sharing the query's
  // trigrams (thousands for a common word), so it runs beside the walk and its count, which are
  // thrown away in the rare case it fails.
  const sampled = await firstRow<{ best: number | null }>(sql`select sampled.best from (${sample}) as sampled`);
  if (sampled?.best === null || sampled?.best === undefined) return { reach };
  const atBest = Number(sampled.best);
  // The setting holds for this statement's transaction alone, made before the count runs (a
  // subquery run when the select list reaches it).
  const proof =
    atBest < 1
      ? db
          .select({
            threshold: sql`set_config('pg_trgm.word_similarity_threshold', ${String(Math.min(atBest + 1e-6, 1))}, true)`,
            higher: sql<number>`${sql.join(
              title.alikeAtThreshold.map((alikeIn) => count(and(alikeIn, ...others(reach)))),
              sql` + `,
            )}`,
          })
          .from(sql`(select 1) as one`)
      : undefined;
  // A typo's candidates each cost a similarity to count: it says 'at least' sooner.
  const limit = Math.max(Math.min(countLimit, NEAR_COUNT_LIMIT), page.offset + page.pageSize + 1);
  if (oneBar) {
    // The best reaches the bar, so a form at the best is alike; at one bar the index counts alone,
    // and only its alike conditions: nothing holds the query as typed (the probe said so), so each
    // candidate is rechecked against them and not against the substring conditions too.
    const best = or(...scores.map((s) => sql`${s.score} >= ${atBest}::real`))!;
    const counted = and(or(...title.alikeAtThreshold), ...others(reach));
    const ids = and(best, ...walkedOthers)!;
    return { reach, walk: { ...walkQuery(db, page, walked, ids, counted, limit, bar), limit, proof } };
  }
  const best = and(alike, sql`${similarity} >= ${atBest}::real`, ...walkedOthers)!;
  return { reach, walk: { ...walkQuery(db, page, walked, best, where, limit), limit, proof } };
}

/** A walk of the best sellers: its page, its count, and for a typo the proof it stands on (no title more alike than 0 found). */
type Walk = ReturnType<typeof walkQuery> & { limit: number; proof?: PromiseLike<{ higher: number }[]> | undefined };

/**
 * The page among the best sellers (BEST_SELLERS_WALK at most) that meet `best`, in best-selling
 * order, each row with the count of `where`'s matches up to `limit` (at the trigram `threshold`
 * when given), counted once for the page.
 */
function walkQuery(
  db: Database,
  page: { offset: number; pageSize: number },
  walked: (n: number) => SQL,
  best: SQL,
  where: SQL | undefined,
  limit: number,
  threshold?: number,
) {
  const total = sql<number>`(select count(*)::int from (select 1 from ${books} where ${where} limit ${limit}) as matches)`;
  // With `threshold`, the count's `%>` reads it (set for this statement alone, before the count).
  const setting =
    threshold === undefined
      ? sql`null`
      : sql`set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`;
  return {
    ids: db
      .select({ id: sql<number>`best_sellers.id`, total: sql<null>`null` })
      .from(walked(BEST_SELLERS_WALK))
      .where(best)
      .orderBy(sql`best_sellers.sales desc`, sql`best_sellers.id`)
      .limit(page.pageSize)
      .offset(page.offset),
    count: db.select({ threshold: setting, count: total }).from(sql`(select 1) as one`),
  };
}

/**
 * An author search's page without ranking every book of every author it finds: the page opens with
 * the books of the best-ranked authors (the best tier, then similarity), most bought first, so a
 * walk of the best sellers that keeps theirs fills it. A common surname matches hundreds of authors
 * ranked alike, with thousands of books, which ranked whole cost a sort of them all. Comes back
 * short when those authors' books are too few near the top (BEST_SELLERS_WALK); the caller then
 * ranks every match. Its count stops at `limit`, as a catalog page's does.
 */
function authorsWalk(
  db: Database,
  filter: BookFilter,
  author: TextMatch,
  reach: Reach,
  page: { offset: number; pageSize: number },
  limit: number,
) {
  if (page.offset + page.pageSize > BEST_SELLERS_WALK) return undefined;
  const others = filterConditions(filter, reach, { author: false });
  // The authors as an array, computed once before the walk (an ARRAY subquery): as a join, the
  // planner would rather read every book of theirs and sort them than stop early in the walk.
  const bestAuthors = sql`array(select placed.id from (select ranked_authors.id,
    rank() over (order by ranked_authors.tier, ranked_authors.score desc) as place
    from ${rankedAuthors(author, reach)}) as placed where placed.place = 1)`;
  const allAuthors = sql`array(select ranked_authors.id from ${rankedAuthors(author, reach)})`;
  // Each author's books by books_author_sales_idx, up to the limit.
  const matches = sql`select 1 from ${books} where ${and(sql`${books.authorId} = any(${allAuthors})`, ...others)}
    limit ${limit}`;
  // Each best seller's author read with it, so the walk keeps or drops a book before any join;
  // other filters join the book itself.
  const alone = isOpening({ ...filter, author: undefined });
  const walked = alone ? bestSellers : bestSellersWithBooks;
  return {
    ids: db
      .select({ id: sql<number>`best_sellers.id`, total: sql<null>`null` })
      .from(walked(BEST_SELLERS_WALK, books.authorId))
      .where(and(sql`best_sellers.author_id = any(${bestAuthors})`, ...(alone ? [] : others)))
      .orderBy(sql`best_sellers.sales desc`, sql`best_sellers.id`)
      .limit(page.pageSize)
      .offset(page.offset),
    count: db
      .select({ count: sql<number>`(select count(*)::int from (${matches}) as matches)` })
      .from(sql`(select 1) as one`),
  };
}

/**
 * The ranked page of a title search (with an author search too, when asked): each match's rank
 * is computed once, in a subquery (OFFSET 0 keeps it apart), then filtered, counted and ordered
 * as orderOf says. Near matches take the index's candidates (`%>` at the session's threshold),
 * and the bar each must reach is checked against the similarity already computed for the order.
 */
function rankedByTitle(
  db: Database,
  filter: BookFilter,
  reach: Reach,
  title: TextMatch,
  page: { offset: number; pageSize: number },
) {
  const author = searchMatches(filter).author;
  const near = reach === 'near';
  const similarities = near ? title.scores.map((s, i) => s.score.as(`s${i}`)) : [];
  const fields = {
    id: books.id,
    salesCount: sql<number>`${books.salesCount}`.as('sales_count'),
    tier: title.tier.as('tier'),
    // Near: the greatest of the similarities, below; direct: one score, whole words at no cost.
    score: (near ? sql<number>`0::real` : title.score).as('score'),
    direct: (near ? sql<boolean>`${title.direct}` : sql<boolean>`true`).as('direct'),
    authorTier: (author ? RANKED_AUTHOR.tier : sql`0`).as('author_tier'),
    authorScore: (author ? RANKED_AUTHOR.score : sql`0`).as('author_score'),
    ...Object.fromEntries(similarities.map((s, i) => [`s${i}`, s])),
  };
  const others = filterConditions({ ...filter, title: undefined }, reach, { author: false });
  const inner = db.select(fields).from(books);
  const joined = author ? inner.innerJoin(rankedAuthors(author, reach), eq(RANKED_AUTHOR.id, books.authorId)) : inner;
  const matching = joined.where(and(near ? title.candidates : title.direct, ...others));
  // OFFSET 0 keeps PostgreSQL from folding the subquery into the outer query, which would
  // compute each similarity again in the filter (drizzle leaves out an offset of 0).
  const scored = sql`(${matching} offset 0) as scored`;
  const column = (name: string) => sql`${sql.identifier('scored')}.${sql.identifier(name)}`;
  const similarity = near
    ? sql`coalesce(greatest(${sql.join([sql`0::real`, ...title.scores.map((_, i) => column(`s${i}`))], sql`, `)}), 0)`
    : column('score');
  const matches = near
    ? or(column('direct'), ...title.scores.map((s, i) => sql`${column(`s${i}`)} >= ${s.bar}::real`))
    : undefined;
  return db
    .select({ id: sql<number>`${column('id')}`, total: sql<number>`(count(*) over ())::int` })
    .from(scored)
    .where(matches)
    .orderBy(
      asc(column('tier')),
      ...(author ? [asc(column('author_tier'))] : []),
      desc(similarity),
      ...(author ? [desc(column('author_score'))] : []),
      desc(column('sales_count')),
      asc(column('id')),
    )
    .limit(page.pageSize)
    .offset(page.offset);
}

export async function listBooks(
  db: Database,
  publicUrl: string,
  filter: BookFilter,
  page: { offset: number; pageSize: number },
  countLimit: number,
  known: {
    /** The catalog's size as REST keeps it (catalogSize): the opening page then costs one statement. */
    size?: () => Promise<number>;
    /** 'near' when the caller's own probe found nothing holding the query as typed (searchAll.ts). */
    reach?: 'near';
  } = {},
): Promise<PageCount & { books: BookJson[] }> {
  const { size } = known;
  if (isOpening(filter) && size) {
    const limit = Math.max(countLimit, page.offset + page.pageSize + 1);
    const total = await size();
    const rows =
      page.offset < total
        ? await openingPageStatement(db).execute({ offset: page.offset, pageSize: page.pageSize })
        : [];
    const count = Math.min(total, limit);
    return { count, atLeast: count >= limit, books: rows.map((r) => bookJson(publicUrl, r)) };
  }
  const queries = await catalogQueries(db, filter, page, countLimit, known.reach);
  if (queries.fallback) {
    // A walk of the best sellers, its count and its proof, side by side (on PostgreSQL, three
    // connections); the proof, a typo's longest, sent first. The page's books are read as soon as
    // the walk answers, beside the proof, and thrown away in the rare case it fails.
    const proved = Promise.resolve(queries.proof);
    const walked = Promise.resolve(queries.ids);
    const read = walked.then((ids) => (ids.length < page.pageSize ? [] : inOrder(db, publicUrl, ids)));
    const [proof, counted, ids, pageBooks] = await Promise.all([proved, queries.count, walked, read]);
    if (ids.length < page.pageSize || Number(proof?.[0]?.higher ?? 0) !== 0) {
      // The best rank ran short among the best sellers walked, or a title more alike than the
      // best sellers' best exists: rank every match, counted exactly.
      const ranked = await queries.fallback;
      return { count: ranked[0]?.total ?? 0, atLeast: false, books: await inOrder(db, publicUrl, ranked) };
    }
    const count = counted[0]?.count ?? 0;
    return { count, atLeast: count >= queries.limit, books: pageBooks };
  }
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
export async function inOrder(db: Database, publicUrl: string, ids: { id: number }[]): Promise<BookJson[]> {
  const found = await booksById(
    db,
    publicUrl,
    ids.map((r) => r.id),
  );
  return ids.flatMap((r) => found.get(r.id) ?? []);
}

export async function newestBooks(db: Database, publicUrl: string, limit: number): Promise<BookJson[]> {
  const rows = await selectBooks(db).where(visible).orderBy(desc(books.createdAt), desc(books.id)).limit(limit);
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
  page: { offset: number; pageSize: number },
): Promise<Map<number, { books: BookJson[]; count: number }>> {
  const byAuthor = new Map<number, { books: BookJson[]; count: number }>(
    authorIds.map((id) => [id, { books: [], count: 0 }]),
  );
  if (authorIds.length === 0) return byAuthor;
  const ranked = db
    .select({
      id: books.id,
      rank: sql<number>`row_number() over (partition by ${books.authorId} order by ${books.title}, ${books.id})`.as(
        'rank',
      ),
    })
    .from(books)
    .where(and(inArray(books.authorId, authorIds), visible))
    .as('ranked');
  const [rows, counts] = await Promise.all([
    selectBooks(db)
      .where(
        inArray(
          books.id,
          db
            .select({ id: ranked.id })
            .from(ranked)
            .where(and(gt(ranked.rank, page.offset), lte(ranked.rank, page.offset + page.pageSize))),
        ),
      )
      .orderBy(...ORDERINGS.title),
    db
      .select({ authorId: books.authorId, count: sql<number>`count(*)::int` })
      .from(books)
      .where(and(inArray(books.authorId, authorIds), visible))
      .groupBy(books.authorId),
  ]);
  for (const c of counts) byAuthor.get(c.authorId)!.count = c.count;
  for (const book of toJson(publicUrl, rows)) byAuthor.get(book.author.id)?.books.push(book);
  return byAuthor;
}
