/**
 * One search over titles and authors' names (GET /books/?q=): the books whose title matches or
 * whose author's name matches, ranked together (the better of their two matches, then copies
 * sold); the authors it finds, best first, and whether one of them matches better than any title
 * (the screen then shows authors first); and 'Did you mean …' when nothing matched as typed or
 * little did. Every match is found as textMatch.ts finds it, through the trigram indexes; a
 * constant number of queries whatever the catalog's size. When no author's name matches, the page
 * is the catalog's own title search (books.ts listBooks), which can walk the best sellers for it
 * instead of ranking every title that matches.
 */
import { and, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authors, books } from '../db/schema.js';
import { authorsByIds } from './authors.js';
import {
  filterConditions,
  inOrder,
  listBooks,
  ORDERINGS,
  rankedAuthors,
  type BookFilter,
  type BookJson,
  type PageCount,
  type Reach,
} from './books.js';
import { textMatch, type TextMatch } from './textMatch.js';

/** The authors a search shows above or below its books. */
export const AUTHORS_SHOWN = 4;
/** A search finding this many books and authors or fewer looks for a better spelling too. */
const FEW_MATCHES = 2;

const byBestSelling = sql`${books.salesCount} desc, ${books.id}`;

type AuthorJson = Awaited<ReturnType<typeof authorsByIds>>[number];

export interface SearchAllPage extends PageCount {
  books: BookJson[];
  authors: AuthorJson[];
  authorsCount: number;
  authorsFirst: boolean;
  didYouMean: string | null;
}

interface Best {
  text: string;
  tier: number;
  score: number;
}

const rowsOf = async <Row>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The very title or name typed, in its own letters or in Roman ones (textMatch tiers 0 and 1). */
const isExact = (best: Best | undefined) => best !== undefined && best.tier <= 1;

/** A rank as good as or better than another: lower tier, then higher similarity. */
const atLeastAsGood = (a: Best, b: Best | undefined) =>
  !b || a.tier < b.tier || (a.tier === b.tier && a.score >= b.score);

export async function searchAll(
  db: Database,
  publicUrl: string,
  filter: BookFilter,
  page: { offset: number; pageSize: number },
  /** REST's CATALOG_COUNT_LIMIT, for a page the catalog's own title search gives (below). */
  countLimit: number,
): Promise<SearchAllPage> {
  const query = (filter.query ?? '').trim();
  const title = textMatch(books.title, books.titleLatin, query);
  const author = textMatch(authors.name, authors.nameLatin, query);
  const rest: BookFilter = { ...filter, title: undefined, author: undefined, query: undefined };
  const others = (reach: Reach) => filterConditions(rest, reach);
  const titleWhere = (reach: Reach) => and(reach === 'direct' ? title.direct : title.where, ...others(reach));

  // Near matches only when nothing matches as typed, by title or by author (as books.ts searchReach);
  // and whether any author's name is alike, in the same round trip (counted, not EXISTS: planned for
  // its first row, an EXISTS would rather scan every name than read the trigram index's few candidates).
  const [probe] = await rowsOf<{ direct_title: boolean; direct_author: boolean; alike_author: boolean }>(
    db,
    sql`select exists (select 1 from ${books} where ${titleWhere('direct')}) as direct_title,
      exists (select 1 from ${authors} where ${author.direct}) as direct_author,
      (select count(*) from ${authors} where ${author.where}) > 0 as alike_author`,
  );
  const reach: Reach = probe?.direct_title || probe?.direct_author ? 'direct' : 'near';
  // No author's name matches the way the titles do: the page is the catalog's own title search.
  const titleOnly: BookFilter = { ...rest, title: query };
  if (reach === 'near' && !probe?.alike_author) return alikeTitles(db, publicUrl, titleOnly, page, countLimit);
  if (reach === 'direct' && !probe?.direct_author) {
    const listed = await listBooks(db, publicUrl, titleOnly, page, countLimit);
    let didYouMean: Best | undefined;
    if (!listed.atLeast && listed.count <= FEW_MATCHES) {
      const bestTitle = await bestOf(db, sql`${books.title}`, books, title, titleWhere(reach), byBestSelling);
      if (!isExact(bestTitle)) didYouMean = await alikeInstead(db, title, author, others);
    }
    return {
      ...listed,
      authors: [],
      authorsCount: 0,
      authorsFirst: false,
      didYouMean: offered(didYouMean?.text, query),
    };
  }

  const [page_, found, bestTitle] = await Promise.all([
    bookPage(db, publicUrl, filter, reach, title, author, others, titleWhere, page),
    matchedAuthors(db, author, reach),
    bestOf(db, sql`${books.title}`, books, title, titleWhere(reach), byBestSelling),
  ]);
  const bestAuthor = found.best;
  let didYouMean: Best | undefined;
  if (reach === 'near') {
    didYouMean = bestAuthor && atLeastAsGood(bestAuthor, bestTitle) ? bestAuthor : bestTitle;
  } else if (page_.count + found.count <= FEW_MATCHES && !isExact(bestTitle) && !isExact(bestAuthor)) {
    didYouMean = await alikeInstead(db, title, author, others);
  }
  const suggestion = offered(didYouMean?.text, query);
  return {
    ...page_,
    authors: await authorsByIds(db, publicUrl, found.ids),
    authorsCount: found.count,
    authorsFirst: bestAuthor !== undefined && atLeastAsGood(bestAuthor, bestTitle),
    didYouMean: suggestion,
  };
}

/**
 * Found as typed, but hardly anything and not the very title or name: the title or name only
 * alike that may be what was meant.
 */
async function alikeInstead(
  db: Database,
  title: TextMatch,
  author: TextMatch,
  others: (reach: Reach) => SQL[],
): Promise<Best | undefined> {
  const [alikeTitle, alikeAuthor] = await Promise.all([
    bestOf(
      db,
      sql`${books.title}`,
      books,
      title,
      and(title.where, not(title.direct), ...others('near')),
      byBestSelling,
    ),
    bestOf(db, sql`${authors.name}`, authors, author, and(author.where, not(author.direct)), sql`${authors.id}`),
  ]);
  return alikeAuthor && atLeastAsGood(alikeAuthor, alikeTitle) ? alikeAuthor : alikeTitle;
}

/** 'Did you mean' offers a title or name only when it is not what was typed. */
const offered = (text: string | undefined, typed: string): string | null =>
  text !== undefined && text.toLowerCase() !== typed.trim().toLowerCase() ? text : null;

/** The best title or name among `where`'s rows, by the match's rank. */
async function bestOf(
  db: Database,
  text: SQL,
  table: typeof books | typeof authors,
  match: TextMatch,
  where: SQL | undefined,
  /** Among equals: for books the most bought, as their page ranks them. */
  then: SQL,
): Promise<Best | undefined> {
  const [row] = await rowsOf<Best>(
    db,
    sql`select ${text} as text, ${match.tier} as tier, ${match.score} as score from ${table} where ${where}
      order by tier, score desc, ${then} limit 1`,
  );
  return row && { text: row.text, tier: Number(row.tier), score: Number(row.score) };
}

/** The authors whose name matches, best first (then the most bought), and how many match. */
async function matchedAuthors(db: Database, author: TextMatch, reach: Reach) {
  const sold = sql`(select coalesce(sum(${books.salesCount}), 0) from ${books} where ${books.authorId} = ranked_authors.id)`;
  const rows = await rowsOf<{ id: number; tier: number; score: number; total: number; name: string }>(
    db,
    sql`select ranked_authors.id, ranked_authors.tier, ranked_authors.score, (count(*) over ())::int as total,
      (select ${authors.name} from ${authors} where ${authors.id} = ranked_authors.id) as name
      from ${rankedAuthors(author, reach)}
      order by ranked_authors.tier, ranked_authors.score desc, ${sold} desc, ranked_authors.id
      limit ${AUTHORS_SHOWN}`,
  );
  const first = rows[0];
  return {
    ids: rows.map((r) => Number(r.id)),
    count: Number(first?.total ?? 0),
    best: first && { text: first.name, tier: Number(first.tier), score: Number(first.score) },
  };
}

/**
 * A page of the books whose title or author's name matches: each book's better rank of the two
 * (a title match and a match by its author are found by their own indexes, then united), or the
 * ordering asked; counted in the page.
 */
async function bookPage(
  db: Database,
  publicUrl: string,
  filter: BookFilter,
  reach: Reach,
  title: TextMatch,
  author: TextMatch,
  others: (reach: Reach) => SQL[],
  titleWhere: (reach: Reach) => SQL | undefined,
  page: { offset: number; pageSize: number },
): Promise<PageCount & { books: BookJson[] }> {
  const byTitle = sql`select ${books.id} as id, ${title.tier} as tier, ${title.score} as score, ${books.salesCount} as sales
    from ${books} where ${titleWhere(reach)}`;
  const byAuthor = sql`select ${books.id} as id, ranked_authors.tier as tier, ranked_authors.score as score,
    ${books.salesCount} as sales from ${books} join ${rankedAuthors(author, reach)} on ranked_authors.id = ${books.authorId}
    where ${and(...others(reach))}`;
  const matches = sql`(${byTitle} union all ${byAuthor})`;
  const ids = filter.ordering
    ? await rowsOf<{ id: number; total: number }>(
        db,
        sql`select ${books.id} as id, (count(*) over ())::int as total from ${books}
          where ${books.id} in (select m.id from ${matches} as m)
          order by ${sql.join(ORDERINGS[filter.ordering], sql`, `)}
          limit ${page.pageSize} offset ${page.offset}`,
      )
    : await rowsOf<{ id: number; total: number }>(
        db,
        sql`select m.id, min(m.tier) as tier, max(m.score) as score, max(m.sales) as sales,
          (count(*) over ())::int as total from ${matches} as m group by m.id
          order by tier, score desc, sales desc, m.id
          limit ${page.pageSize} offset ${page.offset}`,
      );
  const list = ids.map((r) => ({ id: Number(r.id) }));
  return { count: Number(ids[0]?.total ?? 0), atLeast: false, books: await inOrder(db, publicUrl, list) };
}

/**
 * A search nothing matches as typed and no author's name is alike to: only titles are, and they
 * rank as the catalog's own title search ranks them (rank, then copies sold), so its page is that
 * search's, with its walk of the best sellers in place of ranking every alike title (the count is
 * then bounded: `atLeast`). 'Did you mean' is the best of them, the first book of the first page.
 */
async function alikeTitles(
  db: Database,
  publicUrl: string,
  filter: BookFilter,
  page: { offset: number; pageSize: number },
  countLimit: number,
): Promise<SearchAllPage> {
  // searchAll's probe found nothing holding the query as typed: the catalog's search need not look again.
  const known = { reach: 'near' } as const;
  const listed = await listBooks(db, publicUrl, filter, page, countLimit, known);
  const first = { offset: 0, pageSize: 1 };
  const best =
    page.offset === 0 && !filter.ordering
      ? listed.books[0]?.title
      : (await listBooks(db, publicUrl, { ...filter, ordering: undefined }, first, countLimit, known)).books[0]?.title;
  return { ...listed, authors: [], authorsCount: 0, authorsFirst: false, didYouMean: offered(best, filter.title!) };
}
