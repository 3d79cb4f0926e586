/**
 * /sitemap.xml and /robots.txt, so books and authors can be found from outside. /sitemap.xml is a
 * sitemap index naming /sitemaps/pages.xml (the public pages) and /sitemaps/books-1.xml, … and
 * /sitemaps/authors-1.xml, …, each at most SITEMAP_URLS_PER_FILE URLs (the protocol allows 50,000),
 * together every book and author page on the public origin (WEB_URL). The ids are read from REST
 * by cursor (GET /books/ids/, /authors/ids/), never by a catalog count, which stops at
 * CATALOG_COUNT_LIMIT; and kept for a few minutes, so one crawl costs one walk of the ids, not one
 * per file, but only while the public cache's generation holds: a write that may change the
 * catalog (a book added, hidden or deleted by staff) makes the next crawl read the ids again. With CATALOG_REQUIRES_AUTH the catalog is members-only, so only the public pages are listed.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { GatewayConfig } from './config.js';
import { catalogIdsApi, type CatalogIdKind } from './rest/catalogIds.js';
import { RestClient, type Upstream } from './rest/client.js';

const PUBLIC_PAGES = ['/', '/about', '/contact', '/terms', '/rental-policy', '/books'];
const SITEMAP_TTL_MS = 5 * 60_000;
const KINDS: Record<CatalogIdKind, string> = { books: '/books/', authors: '/authors/' };

type Catalog = Record<CatalogIdKind, number[]>;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const urlset = (urls: string[]) =>
  `${XML_HEAD}<urlset ${NS}>\n${urls.map((u) => `<url><loc>${escapeXml(u)}</loc></url>`).join('\n')}\n</urlset>\n`;

const sitemapIndex = (urls: string[]) =>
  `${XML_HEAD}<sitemapindex ${NS}>\n${urls.map((u) => `<sitemap><loc>${escapeXml(u)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;

async function readCatalog(upstream: Upstream, config: GatewayConfig): Promise<Catalog> {
  if (config.catalogRequiresAuth) return { books: [], authors: [] };
  // A client of its own: the whole catalog takes more calls and time than one operation may.
  const rest = new RestClient(upstream.http, null, {
    deadline: Date.now() + 60_000,
    maxCalls: Number.MAX_SAFE_INTEGER,
    breaker: upstream.breaker,
  });
  const ids = catalogIdsApi(rest);
  const [books, authors] = await Promise.all([ids.all('books'), ids.all('authors')]);
  return { books, authors };
}

export function registerSitemap(app: FastifyInstance, upstream: Upstream, config: GatewayConfig): void {
  const perFile = config.sitemapUrlsPerFile;
  // fetchMethod: callers arriving while the ids are being read share the one walk.
  // Keyed by the public cache's generation (one entry: an older generation's is dropped).
  const cache = new LRUCache<string, Catalog>({
    max: 1,
    ttl: SITEMAP_TTL_MS,
    fetchMethod: () => readCatalog(upstream, config),
  });
  const catalog = async () => {
    const generation = (await upstream.publicCache?.generationNow()) ?? 'unknown';
    return (await cache.fetch(generation))!;
  };
  const xml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);

  app.get('/sitemap.xml', async (_request, reply) => {
    const ids = await catalog();
    const files = ['pages.xml'];
    for (const kind of Object.keys(KINDS) as CatalogIdKind[])
      for (let n = 1; n <= Math.ceil(ids[kind].length / perFile); n += 1) files.push(`${kind}-${n}.xml`);
    return xml(reply, sitemapIndex(files.map((file) => `${config.webUrl}/sitemaps/${file}`)));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const { file } = request.params;
    if (file === 'pages.xml') return xml(reply, urlset(PUBLIC_PAGES.map((p) => `${config.webUrl}${p}`)));
    const match = /^(books|authors)-([1-9]\d{0,5})\.xml$/.exec(file);
    const kind = match?.[1] as CatalogIdKind | undefined;
    const ids = kind
      ? (await catalog())[kind].slice((Number(match![2]) - 1) * perFile, Number(match![2]) * perFile)
      : [];
    if (!kind || ids.length === 0) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return xml(reply, urlset(ids.map((id) => `${config.webUrl}${KINDS[kind]}${id}`)));
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${config.webUrl}/sitemap.xml\n`),
  );
}
