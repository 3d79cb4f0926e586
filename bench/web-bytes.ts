/**
 * Web bytes: the JavaScript and CSS (gzip) a browser downloads for the landing route (the entry
 * chunk and everything landing loads) and for each lazy route, read from the Vite build's manifest
 * (web/dist/.vite/manifest.json). A route's figure is what navigating to it adds to the shell
 * once the page is alive (its chunk and the shared chunks not already loaded); its own chunk is shown too.
 * Every page, once alive, also loads a few chunks it did not need to draw (AFTER_START): they are
 * weighed on their own, and a route's figure does not count them again.
 * Exact counts: no timing, no server.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Bar, BenchOutput, Cell } from './lib/result.js';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Weight {
  jsGzip: number;
  cssGzip: number;
  files: number;
}

export interface RouteWeight extends Weight {
  route: string;
  /** A back-office screen (web/src/features/staff/): for the store's staff, outside the public budgets. */
  backOffice: boolean;
  /** The route's own chunk alone (gzip). */
  ownChunkGzip: number;
}

export interface WebBytes {
  /** The entry chunk and its static imports with the entry CSS: what every route loads first. */
  shell: Weight;
  /** The shell plus the landing route: a first visit to /. */
  landing: Weight;
  /** What a page loads once alive, beyond the shell (AFTER_START and what they need). */
  afterStart: Weight;
  /** Each lazy route: what navigating to it adds to the shell and the after-start chunks. */
  routes: RouteWeight[];
}

export const webDist = path.resolve(import.meta.dirname, '../web/dist');

/** Every file (JS and CSS) a chunk loads statically, itself included. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * Chunks every page loads after its first render, whatever the route: the header's suggesting search
 * (web/src/lib/deferredComponent.ts, hydrated in place) and the Apollo Client it asks the graph
 * with (web/src/lib/lazyApollo.ts; a screen that reads the graph loads it before its first render),
 * the toasts and the phones' drawer (mounted once the page is alive). Not in a first visit's
 * figure; already there when a reader navigates.
 */
const AFTER_START = ['SuggestingSearchInput', 'apollo', 'mantine', 'Toasts', 'NavDrawer'];

/** `src/features/book/BookPage.tsx` → `BookPage`. */
const routeName = (src: string) => path.basename(src).replace(/\.[jt]sx?$/, '');

export function measureWebBytes(dist = webDist): WebBytes {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build\` first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const gzipCache = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(dist, file))).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const weigh = (files: Iterable<string>): Weight => {
    const weight = { jsGzip: 0, cssGzip: 0, files: 0 };
    for (const file of files) {
      if (file.endsWith('.css')) weight.cssGzip += gzipped(file);
      else weight.jsGzip += gzipped(file);
      weight.files += 1;
    }
    return weight;
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const shellFiles = closure(manifest, entryKey);
  const dynamicKeys = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry);
  // By the chunk's name: the search's chunk is also a static import of home (not a dynamic entry).
  const chunkName = (key: string) => path.basename(manifest[key]!.file).replace(/-[\w-]{8}\.js$/, '');
  const afterStartKeys = Object.keys(manifest).filter((key) => AFTER_START.includes(chunkName(key)));
  if (afterStartKeys.length !== AFTER_START.length)
    throw new Error(`the manifest lacks one of ${AFTER_START.join(', ')}`);
  const afterStartFiles = new Set(afterStartKeys.flatMap((key) => [...closure(manifest, key)]));
  const loadedOnceAlive = new Set([...shellFiles, ...afterStartFiles]);
  const routeKeys = dynamicKeys.filter((key) => !AFTER_START.includes(routeName(key)));
  const landingKey = routeKeys.find((key) => routeName(key) === 'LandingPage');
  if (!landingKey) throw new Error('the manifest has no LandingPage chunk');

  const routes = routeKeys
    .map((key) => {
      const added = [...closure(manifest, key)].filter((file) => !loadedOnceAlive.has(file));
      return {
        route: routeName(key),
        backOffice: /(^|\/)src\/features\/staff\//.test(key),
        ...weigh(added),
        ownChunkGzip: gzipped(manifest[key]!.file),
      };
    })
    .sort((a, b) => b.jsGzip + b.cssGzip - (a.jsGzip + a.cssGzip));
  return {
    shell: weigh(shellFiles),
    landing: weigh(new Set([...shellFiles, ...closure(manifest, landingKey)])),
    afterStart: weigh([...afterStartFiles].filter((file) => !shellFiles.has(file))),
    routes,
  };
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

function present(bytes: WebBytes): BenchOutput {
  const row = (name: string, w: Weight, own: Cell = '') => [name, kB(w.jsGzip), kB(w.cssGzip), w.files, own];
  const bars: Bar[] = [
    { label: 'landing (first visit to /)', value: bytes.landing.jsGzip + bytes.landing.cssGzip, group: 'first visit' },
    ...bytes.routes.map((r) => ({ label: r.route, value: r.jsGzip + r.cssGzip, group: 'added by a lazy route' })),
  ].map((b) => ({ ...b, value: Number((b.value / 1024).toFixed(1)) }));
  return {
    summary:
      `A first visit to the landing route downloads ${kB(bytes.landing.jsGzip)} kB of JavaScript and ` +
      `${kB(bytes.landing.cssGzip)} kB of CSS (gzip); the largest lazy route adds ` +
      `${kB(bytes.routes[0]!.jsGzip + bytes.routes[0]!.cssGzip)} kB (${bytes.routes[0]!.route}).`,
    sections: [
      {
        notes: [
          'From the Vite build (`npm run build`), read through its manifest (web/dist/.vite/manifest.json) and gzipped ' +
            "here at zlib's default level. A first visit's figure is what the page needs to draw and come alive; once alive, " +
            "every page also loads the chunks of the next row (the header's suggesting search, hydrated in place when it " +
            "arrives, with Apollo Client, which it asks the graph through, the toasts and the phones' drawer). A page that " +
            'reads the graph (all but landing, About, Contact, Terms, Rental Policy and not found) loads Apollo Client ' +
            "before it draws, beside its route's code. A route's figure is what navigating to it downloads beyond those " +
            '(its chunk and the shared chunks not yet loaded); a route visited after another may find some of those already ' +
            'loaded. Exact: no timing, no server.',
        ],
        tables: [
          {
            columns: ['what loads', 'JS (kB gzip)', 'CSS (kB gzip)', 'files', 'own chunk (kB gzip)'],
            rows: [
              row('shell: entry chunk and its imports', bytes.shell),
              row('landing route (first visit to /)', bytes.landing),
              row(`then, once alive, on every page: ${AFTER_START.join(', ')}`, bytes.afterStart),
              ...bytes.routes.map((r) => row(r.route, r, kB(r.ownChunkGzip))),
            ],
          },
        ],
        charts: [{ id: 'routes', title: 'JavaScript + CSS per route (gzip)', unit: 'kB', bars }],
      },
    ],
    rows: bytes,
  };
}

export async function run(): Promise<BenchOutput> {
  return present(measureWebBytes());
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(measureWebBytes(), null, 2));
