/**
 * Issue 10 item 4 (queries): catalog search and filtered listing at 1,000, 10,000 and 100,000
 * books, on PGlite and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; skipped with a
 * note when neither is set). Each catalog is grown by bulk SQL (scale-seed.ts) in its own PGlite
 * dir or scratch database, then REST answers the queries one at a time, as one reader would see
 * them: p50 and p95 of the REST request, which is what the gateway waits for. At the largest size
 * the SQL of each query is EXPLAINed too (issue 19: every plan reads an index).
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { catalogQueries, type BookFilter } from '../rest/src/catalog/books.js';
import { openDatabase } from '../rest/src/db/client.js';
import { get, sequential } from './lib/drive.js';
import type { BenchOutput, Chart } from './lib/result.js';
import type { Services } from './lib/services.js';
import { ms, percentile } from './lib/stats.js';
import { AUTHOR_NAMES, growCatalog, NOUNS, TITLE_WORDS } from './scale-seed.js';

const SIZES = [1_000, 10_000, 100_000];
const MEASURED = 60;
const WARMUP = 3;
const PAGE_SIZE = 24;
/** Issue 19's targets for p95 at 100,000 books. */
const TARGET_P95: Record<ScaleRow['backend'], number> = { PostgreSQL: 25, PGlite: 60 };
/** REST's default CATALOG_COUNT_LIMIT: the EXPLAINed count is the one REST runs. */
const COUNT_LIMIT = 10_000;

/** Title words misspelt: none is in any title as typed, so only trigram similarity finds them. */
const TYPOS = ['rivr', 'montain', 'gardn', 'leters', 'journy', 'monsoom', 'silense', 'tempel'];

interface Asked {
  filter: BookFilter;
  page: number;
  /** The header's one search (GET /books/?q=): books and authors together, with 'Did you mean'. */
  q?: string;
}

interface Query {
  name: string;
  /** The catalog filter and page of request i, asked as GET /books/ with the matching parameters. */
  ask: (i: number) => Asked;
}

const QUERIES: Query[] = [
  {
    name: 'title search',
    ask: (i) => ({ filter: { title: TITLE_WORDS[i % TITLE_WORDS.length]!.toLowerCase() }, page: 1 }),
  },
  {
    name: 'author search',
    ask: (i) => ({ filter: { author: AUTHOR_NAMES[i % AUTHOR_NAMES.length]!.toLowerCase() }, page: 1 }),
  },
  {
    name: 'filtered listing',
    ask: (i) => ({
      filter: {
        genre: [String(1 + (i % 22))],
        language: 'English',
        format: ['Paperback', 'eBook'],
        minPrice: '500',
        maxPrice: '1500',
        ordering: 'price',
      },
      page: 1,
    }),
  },
  { name: 'catalog page (best-selling first)', ask: (i) => ({ filter: {}, page: 1 + (i % 5) }) },
  { name: 'typo search', ask: (i) => ({ filter: { title: TYPOS[i % TYPOS.length]! }, page: 1 }) },
  // The search readers use (the header, /search): books and authors in one request, with 'Did you mean'.
  {
    name: 'one search (books, authors)',
    ask: (i) => ({ filter: {}, page: 1, q: TITLE_WORDS[i % TITLE_WORDS.length]!.toLowerCase() }),
  },
  {
    name: "one search, typo (books, authors, 'Did you mean')",
    ask: (i) => ({ filter: {}, page: 1, q: TYPOS[i % TYPOS.length]! }),
  },
];

/** GET /books/ for a filter, with REST's parameter names. */
function pathOf({ filter, page, q }: Asked): string {
  const params = new URLSearchParams();
  const set = (key: string, value: string | undefined) => value !== undefined && params.append(key, value);
  set('q', q);
  set('title', filter.title);
  set('author', filter.author);
  for (const g of filter.genre ?? []) set('genre', g);
  set('language', filter.language);
  for (const f of filter.format ?? []) set('format', f);
  set('min_price', filter.minPrice);
  set('max_price', filter.maxPrice);
  set('ordering', filter.ordering || undefined);
  if (page > 1) set('page', String(page));
  return `/books/?${params}`;
}

/** The plan of each query's two SQL statements (the page, the count) at the largest size. */
export interface ScalePlan {
  backend: ScaleRow['backend'];
  books: number;
  query: string;
  path: string;
  pageSql: string;
  pagePlan: string;
  countPlan: string;
}

export interface ScaleRow {
  backend: 'PGlite' | 'PostgreSQL';
  books: number;
  query: string;
  p50: number;
  p95: number;
  seedMs: number;
}

export async function run(services: Services): Promise<BenchOutput> {
  const rows: ScaleRow[] = [];
  const plans: ScalePlan[] = [];
  const loadBefore = os.loadavg()[0]!;
  const tmp = await services.tmpDir();
  await measureBackend(services, 'PGlite', { dataDir: path.join(tmp, 'scale-pglite') }, rows, plans);
  if (services.postgresUrl) {
    const databaseUrl = await services.scratchDatabase('pustak_bench_scale');
    await measureBackend(
      services,
      'PostgreSQL',
      { dataDir: path.join(tmp, 'scale-postgres'), databaseUrl },
      rows,
      plans,
    );
    await services.dropDatabase('pustak_bench_scale');
  }
  return present(rows, plans, Boolean(services.postgresUrl), [loadBefore, os.loadavg()[0]!]);
}

async function measureBackend(
  services: Services,
  backend: ScaleRow['backend'],
  target: { dataDir: string; databaseUrl?: string },
  rows: ScaleRow[],
  plans: ScalePlan[],
): Promise<void> {
  let size = 0;
  for (const books of SIZES) {
    const seeded = Date.now();
    await growCatalog(target, size, books);
    size = books;
    const seedMs = Date.now() - seeded;
    const rest = await services.startRest({ name: `scale-${backend.toLowerCase()}-${books}`, ...target });
    const agent = new http.Agent({ keepAlive: true });
    try {
      for (const query of QUERIES) {
        const latencies = await sequential(MEASURED, WARMUP, async (i) => {
          const url = pathOf(query.ask(i));
          if (!(await get(`${rest.api}${url}`, {}, agent))) throw new Error(`${url} failed`);
        });
        rows.push({
          backend,
          books,
          query: query.name,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          seedMs,
        });
        console.log(`  ${backend} ${books} books · ${query.name}: p50 ${ms(percentile(latencies, 50))} ms`);
      }
    } finally {
      agent.destroy();
      await services.stop(rest);
    }
  }
  // After REST stops: a PGlite directory opens in one process at a time.
  plans.push(...(await explain(backend, target, size)));
}

/**
 * EXPLAIN (plain, FORMAT TEXT: the planner's choice, not a second timing) of the very statements
 * REST runs for each query's first request: the ranked page of book ids and the bounded count.
 */
async function explain(
  backend: ScaleRow['backend'],
  target: { dataDir: string; databaseUrl?: string },
  books: number,
): Promise<ScalePlan[]> {
  const { db, close } = await openDatabase(target);
  const planOf = async (statement: { getSQL(): ReturnType<typeof sql> }) => {
    const { rows } = (await db.execute(sql`explain ${statement.getSQL()}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };
  try {
    const plans: ScalePlan[] = [];
    for (const query of QUERIES) {
      const asked = query.ask(0);
      // The one search runs several statements of its own (rest/src/catalog/searchAll.ts), not the catalog's two.
      if (asked.q !== undefined) continue;
      const offset = (asked.page - 1) * PAGE_SIZE;
      const statements = await catalogQueries(db, asked.filter, { offset, pageSize: PAGE_SIZE }, COUNT_LIMIT);
      plans.push({
        backend,
        books,
        query: query.name,
        path: pathOf(asked),
        pageSql: statements.ids.toSQL().sql,
        pagePlan: await planOf(statements.ids),
        countPlan: statements.count ? await planOf(statements.count) : COUNTED_IN_PAGE,
      });
    }
    return plans;
  } finally {
    await close();
  }
}

/** A search that ranks every match counts them in the page's query (count(*) over ()). */
const COUNTED_IN_PAGE = 'counted by the page query';

/** The indexes a plan reads, and whether it reads a whole table instead. */
function indexesIn(plan: string): string {
  if (plan === COUNTED_IN_PAGE) return plan;
  const used = [
    ...new Set([...plan.matchAll(/Index (?:Only )?Scan(?: Backward)? (?:using|on) (\w+)/g)].map((m) => m[1]!)),
  ];
  const scans = [...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!))];
  return [...used.map((i) => `\`${i}\``), ...scans.map((t) => `whole \`${t}\``)].join(', ') || '–';
}

function present(rows: ScaleRow[], plans: ScalePlan[], withPostgres: boolean, load: number[]): BenchOutput {
  const key = (r: ScaleRow) => `${r.backend}|${r.query}`;
  const series = [...new Set(rows.map(key))];
  const at = (k: string, books: number) => rows.find((r) => key(r) === k && r.books === books);
  const charts: Chart[] = [...new Set(rows.map((r) => r.backend))].map((backend) => ({
    id: backend.toLowerCase(),
    title: `${backend}: REST latency by catalog size (bar p50, whisker p95)`,
    unit: 'ms',
    spread: 'whisker: p95',
    bars: rows
      .filter((r) => r.backend === backend)
      .map((r) => ({
        label: `${r.query}`,
        value: r.p50,
        high: r.p95,
        group: `${r.books.toLocaleString('en-US')} books`,
      })),
  }));
  const largest = rows.filter((r) => r.books === SIZES[SIZES.length - 1]);
  const slowest = largest.reduce((a, b) => (b.p95 > a.p95 ? b : a), largest[0]!);
  const missed = largest.filter((r) => r.p95 > TARGET_P95[r.backend]);
  return {
    summary:
      `At 100,000 books the slowest catalog query is ${slowest.query} on ${slowest.backend} (p50 ${ms(slowest.p50)} ms, p95 ${ms(slowest.p95)} ms). ` +
      (missed.length
        ? `Over the p95 target (PostgreSQL ${TARGET_P95.PostgreSQL} ms, PGlite ${TARGET_P95.PGlite} ms): ${missed.map((r) => `${r.backend} ${r.query} (${ms(r.p95)} ms)`).join(', ')}.`
        : `Every query is within its p95 target (PostgreSQL ${TARGET_P95.PostgreSQL} ms, PGlite ${TARGET_P95.PGlite} ms).`) +
      (withPostgres ? '' : ' PostgreSQL was skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).'),
    sections: [
      {
        notes: [
          `Each catalog is generated by SQL (\`bench/scale-seed.ts\`: 22 genres, one author per 20 books, two genres per book, titles from word lists ` +
            `so a one-word title search matches about 1 in ${NOUNS.length} books) and grown from 1,000 to 10,000 to 100,000 books, then a ` +
            `fresh REST process answers each query ${MEASURED} times one after another (after ${WARMUP} unmeasured), as a guest; every query returns a 24-book page and its total count. ` +
            'Queries rotate through several words, authors, genres and pages. PGlite runs in a temp dir; PostgreSQL in a scratch database the bench creates and drops. ' +
            'After each growth the seed fills the Roman forms search reads and runs `VACUUM ANALYZE`, as autovacuum leaves a live catalog. ' +
            `The machine's 1-minute load average (other work shares it, and moves the p95s) was ${load.map((l) => l.toFixed(1)).join(' at the start and ')} at the end.`,
          'Title and author searches match substrings in either script (trigram indexes) and rank the matches (exact, prefix, similarity, then copies sold); ' +
            `the typo search asks for a misspelt title word (${TYPOS.map((t) => `'${t}'`).join(', ')}) that only trigram similarity finds; ` +
            'the filtered listing combines a genre, a language, two formats, a price range and price ordering; the default catalog page sorts by copies sold. ' +
            `Counts stop at ${COUNT_LIMIT.toLocaleString('en-US')} matches (REST then answers \`count_is_lower_bound: true\`), a typo search's at 500 ` +
            '(each candidate costs a trigram similarity); a search that ranks every match counts them in the same query, exactly; one that walks the best sellers counts apart, up to those bounds, beside the walk.',
          "The one search (`?q=`, which the header and `/search` ask) finds books by their title or their author's name and the authors " +
            "themselves, ranked together, in one request; when it finds few or none it also looks for the closest title or name ('Did you mean'). " +
            'Its rows ask the same title words and misspelt words as above. Its plans are not EXPLAINed below: it runs statements of its own (`rest/src/catalog/searchAll.ts`).',
          'What bounds each query: the best-selling page walks an index in its order (`books_visible_sales_idx`). An author search ' +
            "scores each author's name once, then walks the best sellers keeping the books of the best-ranked authors (a common surname " +
            'is hundreds of authors ranked alike), and counts their books through `books_author_sales_idx` beside the walk. A title search no title starts with ' +
            '(one probe of the btree prefix indexes) ranks its whole-word matches first, all alike (similarity 1), so its page is the ' +
            'best-selling of them: a walk down `books_sales_idx` (2,500 books at most) that stops when the page is full, about 900 books ' +
            'here, where a word is in 1 title of 37. A typo search learns the best similarity among the 200 best sellers, then walks the best ' +
            "sellers the same way, comparing the Roman titles the walked index holds (`books_visible_sales_idx` includes them: no book's " +
            'row is read), while, beside the walk, each trigram index at a threshold just above that best proves no title is more ' +
            "alike (each index asked on its own, so a candidate is rechecked against its own column only: a common word's 2,700 " +
            'candidates cost half as much as OR-ed). Otherwise ' +
            '(a prefix match, a rank too rare near the top) every match is ranked, each similarity computed once. The filtered listing walks ' +
            'prices in order until it has a page. Half its genres hold no book in the language and ' +
            "formats asked (the generator's arithmetic leaves those combinations empty): the count, run first, answers those at once; a " +
            'combination with only a few books would still have the walk read the whole price range.',
          ...(withPostgres
            ? []
            : ['**PostgreSQL skipped**: neither BENCH_DATABASE_URL nor TEST_DATABASE_URL was set.']),
        ],
        tables: [
          {
            caption: 'p50 / p95 in ms of one REST request:',
            columns: ['database · query', ...SIZES.map((s) => `${s.toLocaleString('en-US')} books`)],
            rows: series.map((k) => [
              k.replace('|', ' · '),
              ...SIZES.map((s) => {
                const r = at(k, s);
                return r ? `${ms(r.p50)} / ${ms(r.p95)}` : '–';
              }),
            ]),
          },
          {
            caption:
              `What each query's SQL reads at ${SIZES[SIZES.length - 1]!.toLocaleString('en-US')} books, from its \`EXPLAIN\` ` +
              '(the full plans and SQL are in `bench/results/scale.json`, `rows.plans`):',
            columns: ['database · query', 'page of books', 'count'],
            rows: plans.map((p) => [`${p.backend} · ${p.query}`, indexesIn(p.pagePlan), indexesIn(p.countPlan)]),
          },
          {
            caption: 'Time to grow each catalog by bulk SQL (s):',
            columns: ['database', ...SIZES.map((s) => `to ${s.toLocaleString('en-US')}`)],
            rows: [...new Set(rows.map((r) => r.backend))].map((b) => [
              b,
              ...SIZES.map((s) => {
                const r = rows.find((x) => x.backend === b && x.books === s);
                return r ? (r.seedMs / 1000).toFixed(1) : '–';
              }),
            ]),
          },
        ],
        charts,
      },
    ],
    rows: { latency: rows, plans },
  };
}
