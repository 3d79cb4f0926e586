/**
 * /sitemap.xml and /robots.txt, so books and authors can be found from outside: the sitemap lists
 * the public pages and every book and author page on the public origin (WEB_URL), read from REST
 * page by page and kept for a few minutes (one crawl must not cost a full catalog read per hit).
 * With CATALOG_REQUIRES_AUTH the catalog is members-only, so only the public pages are listed.
 */
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { GatewayConfig } from './config.js';
import { authorsApi } from './rest/authors.js';
import { booksApi } from './rest/books.js';
import { RestClient, type Upstream } from './rest/client.js';

const PUBLIC_PAGES = ['/', '/about', '/contact', '/terms', '/rental-policy', '/books'];
/** REST's largest page of books and of authors. */
const PAGE_SIZE = 100;
/** Catalog pages read at once while building the sitemap. */
const PARALLEL_PAGES = 4;
const SITEMAP_TTL_MS = 5 * 60_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every id of a paginated REST list, page by page (the first page tells how many there are). */
async function allIds(read: (page: number) => Promise<{ ids: number[]; count: number }>): Promise<number[]> {
  const first = await read(1);
  const ids = [...first.ids];
  const pages = Math.ceil(first.count / PAGE_SIZE);
  for (let page = 2; page <= pages; page += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, pages - page + 1) }, (_, i) => read(page + i));
    for (const result of await Promise.all(batch)) ids.push(...result.ids);
  }
  return ids;
}

const bookIds = (books: ReturnType<typeof booksApi>) =>
  allIds(async (page) => {
    const { books: list, count } = await books.list({ page, pageSize: PAGE_SIZE });
    return { ids: list.map((book) => book.id), count };
  });

const authorIds = (authors: ReturnType<typeof authorsApi>) =>
  allIds(async (page) => {
    const { authors: list, count } = await authors.page(page, PAGE_SIZE);
    return { ids: list.map((author) => author.id), count };
  });

async function buildSitemap(upstream: Upstream, config: GatewayConfig): Promise<string> {
  const paths = [...PUBLIC_PAGES];
  if (!config.catalogRequiresAuth) {
    // A client of its own: the whole catalog takes more calls and time than one operation may.
    const rest = new RestClient(upstream.http, null, {
      deadline: Date.now() + 60_000,
      maxCalls: Number.MAX_SAFE_INTEGER,
      breaker: upstream.breaker,
    });
    const [books, authors] = await Promise.all([bookIds(booksApi(rest)), authorIds(authorsApi(rest))]);
    paths.push(...books.map((id) => `/books/${id}`), ...authors.map((id) => `/authors/${id}`));
  }
  const urls = paths.map((p) => `<url><loc>${escapeXml(`${config.webUrl}${p}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function registerSitemap(app: FastifyInstance, upstream: Upstream, config: GatewayConfig): void {
  // fetchMethod: callers arriving while it is being built share the one build.
  const cache = new LRUCache<'sitemap', string>({
    max: 1,
    ttl: SITEMAP_TTL_MS,
    fetchMethod: () => buildSitemap(upstream, config),
  });
  app.get('/sitemap.xml', async (_request, reply) => {
    const sitemap = await cache.fetch('sitemap');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(sitemap);
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${config.webUrl}/sitemap.xml\n`),
  );
}
