/**
 * `npm run build:services`: the REST service and the gateway as plain JavaScript, so production
 * runs `node rest/dist/main.js` and `node gateway/dist/main.js` with no TypeScript loader and no
 * development dependency.
 *
 * esbuild (already installed: tsx runs on it) turns each source file into one JavaScript file in
 * the same place under dist/, without bundling: the files keep their folders, so the paths a module
 * finds beside itself at run time (`import.meta.dirname`: the migrations' SQL, the built IDE,
 * schema.graphql, the web build) stay as they are in src/, and packages are imported from
 * node_modules as in development. It checks no types (`npm run typecheck` does) and takes under a
 * second, where `tsc` with an outDir takes about a minute here.
 */
import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Each service: its sources, where its JavaScript goes, and what in dist/ is not ours to remove. */
const services = [
  // The SQL migrations are read from beside db/client.js at start.
  { name: 'rest', keep: [], copy: ['db/migrations'] },
  // gateway/dist/ide is the GraphQL IDE's own build (`npm run build -w gateway`).
  { name: 'gateway', keep: ['ide'], copy: [] },
] as const;

export async function buildServices(): Promise<void> {
  for (const service of services) {
    const src = path.join(root, service.name, 'src');
    const dist = path.join(root, service.name, 'dist');
    // A source file removed since the last build must not live on as JavaScript.
    const old = await readdir(dist).catch(() => [] as string[]);
    const kept: readonly string[] = service.keep;
    await Promise.all(
      old.filter((entry) => !kept.includes(entry)).map((entry) => rm(path.join(dist, entry), { recursive: true })),
    );
    await build({
      entryPoints: [`${src}/**/*.ts`],
      outbase: src,
      outdir: dist,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Stack traces in the logs name the TypeScript lines (node --enable-source-maps).
      sourcemap: true,
      logLevel: 'warning',
    });
    for (const folder of service.copy) await cp(path.join(src, folder), path.join(dist, folder), { recursive: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServices();
