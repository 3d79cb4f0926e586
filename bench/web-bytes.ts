/**
 * Web bytes: the JavaScript and CSS (gzip) a browser downloads for the landing route (the entry
 * chunk and everything landing loads) and for each lazy route, read from the Vite build's manifest
 * (web/dist/.vite/manifest.json). A route's figure is what navigating to it adds to the shell
 * (its chunk and the shared chunks the shell did not already load); its own chunk is shown too.
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
  /** The route's own chunk alone (gzip). */
  ownChunkGzip: number;
}

export interface WebBytes {
  /** The entry chunk and its static imports with the entry CSS: what every route loads first. */
  shell: Weight;
  /** The shell plus the landing route: a first visit to /. */
  landing: Weight;
  /** Each lazy route: what navigating to it adds to the shell. */
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
  const routeKeys = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry);
  const landingKey = routeKeys.find((key) => routeName(key) === 'LandingPage');
  if (!landingKey) throw new Error('the manifest has no LandingPage chunk');

  const routes = routeKeys
    .map((key) => {
      const added = [...closure(manifest, key)].filter((file) => !shellFiles.has(file));
      return {
        route: routeName(key),
        ...weigh(added),
        ownChunkGzip: gzipped(manifest[key]!.file),
      };
    })
    .sort((a, b) => b.jsGzip + b.cssGzip - (a.jsGzip + a.cssGzip));
  return {
    shell: weigh(shellFiles),
    landing: weigh(new Set([...shellFiles, ...closure(manifest, landingKey)])),
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
            "here at zlib's default level. A route's figure is what navigating to it downloads beyond the shell (its chunk and " +
            'the shared chunks the shell did not load); a route visited after another may find some of those already loaded. ' +
            'Exact: no timing, no server.',
        ],
        tables: [
          {
            columns: ['what loads', 'JS (kB gzip)', 'CSS (kB gzip)', 'files', 'own chunk (kB gzip)'],
            rows: [
              row('shell: entry chunk and its imports', bytes.shell),
              row('landing route (first visit to /)', bytes.landing),
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
