/**
 * REST's `next` and `previous` links are absolute URLs on PUBLIC_URL, the entry point readers use
 * (nginx routes /api/ to REST there, deploy/nginx.conf): whatever address REST itself listens on,
 * the links name the entry point, keep the list's own path and filters, and lead to the page
 * they promise.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { startRest, type RunningRest } from '../src/server.js';

const ENTRY = 'https://pustak.example.com';
let dataDir: string;
let rest: RunningRest;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-links-'));
  // No publicUrlFromPort: PUBLIC_URL is the entry point's origin, as in docker-compose.yml.
  rest = await startRest(
    { ...readConfig({ PUBLIC_URL: `${ENTRY}/` }), port: 0, dataDir, logLevel: 'silent' },
    {
      logger: false,
    },
  );
});
afterAll(async () => {
  await rest?.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: { books: { id: number }[] };
}

const page = async (pathAndQuery: string): Promise<Page> => {
  const res = await fetch(`${rest.url}${pathAndQuery}`);
  expect(res.status, pathAndQuery).toBe(200);
  return (await res.json()) as Page;
};

/** A link's path and query, asked of REST itself (the entry point would pass them on unchanged). */
const follow = (link: string) => {
  expect(link.startsWith(`${ENTRY}/api/`), link).toBe(true);
  return page(link.slice(ENTRY.length));
};

describe('pagination links with PUBLIC_URL set', () => {
  it('are on PUBLIC_URL, keep the path and filters, and lead to the next and previous pages', async () => {
    const second = await page('/api/books/?page=2&page_size=5&ordering=title');
    expect(second.next).toBe(`${ENTRY}/api/books/?page=3&page_size=5&ordering=title`);
    // DRF's link to page 1 leaves the page out.
    expect(second.previous).toBe(`${ENTRY}/api/books/?page_size=5&ordering=title`);
    const third = await follow(second.next!);
    const first = await follow(second.previous!);
    expect(third.previous).toBe(`${ENTRY}/api/books/?page=2&page_size=5&ordering=title`);
    expect(first.previous).toBeNull();
    const ids = [first, second, third].flatMap((p) => p.results.books.map((book) => book.id));
    expect(new Set(ids).size).toBe(15);
  });

  it('name the entry point whatever the filters and however the request reached REST', async () => {
    const english = await page('/api/books/?language=English&page_size=10');
    expect(english.next).toBe(`${ENTRY}/api/books/?language=English&page_size=10&page=2`);
    // A Host header naming another site changes nothing: the origin is PUBLIC_URL's alone.
    const res = await fetch(`${rest.url}/api/books/?page_size=5`, { headers: { host: 'evil.example' } });
    expect(((await res.json()) as Page).next).toBe(`${ENTRY}/api/books/?page_size=5&page=2`);
  });
});
