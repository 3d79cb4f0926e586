/**
 * The sitemap: an index of files of at most SITEMAP_URLS_PER_FILE URLs that together name every
 * book and author page once, read by id rather than by a catalog count that stops at
 * CATALOG_COUNT_LIMIT. This suite runs a REST service of its own whose count stops at 100, below
 * the seeded catalog's 1,000 books, and puts 100 URLs in a file, so neither limit needs a big catalog.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../rest/src/config.js';
import { startRest, type RunningRest } from '../../rest/src/server.js';
import { gatewayWith } from './gateways.js';

const WEB_URL = 'https://pustak.example.np';
const PER_FILE = 100;

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('Sitemap and robots.txt', () => {
  let rest: RunningRest;
  let dataDir = '';
  let origin = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-sitemap-'));
    rest = await startRest(
      { ...readConfig({}), port: 0, dataDir, logLevel: 'warn', catalogCountLimit: 100 },
      { logger: false, mailer: { send: async () => {} } },
    );
    origin = await gatewayWith({ restUrl: `${rest.url}/api`, webUrl: WEB_URL, sitemapUrlsPerFile: PER_FILE });
  });
  afterAll(async () => {
    await rest?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const restGet = async (p: string) => (await fetch(`${rest.url}/api${p}`)).json() as Promise<any>;

  it('/sitemap.xml is an index whose files name every book and author page exactly once', async () => {
    const catalog = await restGet('/books/?page_size=1');
    expect(catalog.count_is_lower_bound).toBe(true); // the count stops short of the catalog
    // Every author REST has, page by page (REST answers at most 100 a page).
    const authors: { id: number }[] = [];
    for (let page = 1; ; page += 1) {
      const res = await restGet(`/authors/?page_size=100&page=${page}`);
      authors.push(...res.data);
      if (!res.next) break;
    }
    // Every book REST has, counted by walking its pages by title (no count involved).
    const books: number[] = [];
    for (let page = 1; ; page += 1) {
      const res = await restGet(`/books/?page_size=100&page=${page}&ordering=title`);
      books.push(...res.results.books.map((b: { id: number }) => b.id));
      if (!res.next) break;
    }
    expect(books.length).toBeGreaterThan(catalog.count);

    const index = await fetch(`${origin}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('xml');
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locsOf(indexXml);
    expect(files).toContain(`${WEB_URL}/sitemaps/books-1.xml`);
    expect(files.filter((f) => f.includes('/sitemaps/books-'))).toHaveLength(Math.ceil(books.length / PER_FILE));
    expect(files.filter((f) => f.includes('/sitemaps/authors-'))).toHaveLength(Math.ceil(authors.length / PER_FILE));

    const pages: string[] = [];
    for (const file of files) {
      expect(file.startsWith(`${WEB_URL}/sitemaps/`)).toBe(true);
      const res = await fetch(`${origin}${file.slice(WEB_URL.length)}`);
      expect(res.status, file).toBe(200);
      const xml = await res.text();
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const locs = locsOf(xml);
      expect(locs.length, file).toBeLessThanOrEqual(PER_FILE);
      pages.push(...locs);
    }
    const bookPages = pages.filter((loc) => /\/books\/\d+$/.test(loc));
    const authorPages = pages.filter((loc) => /\/authors\/\d+$/.test(loc));
    expect(bookPages.sort()).toEqual(books.map((id) => `${WEB_URL}/books/${id}`).sort());
    expect(authorPages.sort()).toEqual(authors.map((a) => `${WEB_URL}/authors/${a.id}`).sort());
    expect(pages).toContain(`${WEB_URL}/about`);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('a file past the last, or of no kind, is a 404', async () => {
    for (const file of ['books-0.xml', 'books-99.xml', 'readers-1.xml', 'books-1.json', 'books-01.xml'])
      expect((await fetch(`${origin}/sitemaps/${file}`)).status, file).toBe(404);
  });

  it('robots.txt points crawlers to the index', async () => {
    const res = await fetch(`${origin}/robots.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`Sitemap: ${WEB_URL}/sitemap.xml`);
  });
});
