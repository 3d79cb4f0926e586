/**
 * Production runs the services built to JavaScript with plain `node` and ships no development
 * dependency (Dockerfile: `npm ci --omit=dev --workspace rest --workspace gateway`). So every
 * package the built code imports must be a runtime dependency of its own workspace, and the built
 * REST service and gateway must serve with nothing but node: a missing file read at run time (the
 * SQL migrations, schema.graphql) or a `.ts`-only import shows here.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot, startService, statusOf, type RunningService } from '../support/services.js';

/** The packages `entry` imports at run time, following its imports as node does (types are gone). */
async function packagesImportedBy(entry: string): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const names = new Set<string>();
  for (const input of Object.values(metafile.inputs))
    for (const imported of input.imports)
      if (imported.external && !isBuiltin(imported.path)) names.add(packageName(imported.path));
  return [...names].sort();
}

const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? '');

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

async function runtimeDependencies(workspace: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(repoRoot, workspace, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {});
}

describe('the services as built for production', () => {
  it.each(['rest', 'gateway'])('%s imports at run time only its own runtime dependencies', async (workspace) => {
    const imported = await packagesImportedBy(path.join(repoRoot, workspace, 'dist', 'main.js'));
    const dependencies = await runtimeDependencies(workspace);
    expect(imported.length).toBeGreaterThan(5);
    expect(imported.filter((name) => !dependencies.includes(name))).toEqual([]);
    // The TypeScript loader is a development tool: nothing at run time may need it.
    expect(await runtimeDependencies(workspace)).not.toContain('tsx');
  });

  describe('started with plain node on PGlite in a fresh DATA_DIR', () => {
    let dataDir = '';
    const running: RunningService[] = [];
    afterAll(async () => {
      await Promise.all(running.map((service) => service.stop()));
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('REST and the gateway both answer 200', async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-built-'));
      const [restPort, gatewayPort] = [await freePort(), await freePort()];
      const rest = await startService('rest', restPort, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
      running.push(rest);
      const gateway = await startService('gateway', gatewayPort, {
        REST_URL: `${rest.origin}/api`,
        LOG_LEVEL: 'warn',
      });
      running.push(gateway);

      expect(await statusOf(`${rest.origin}/api/health`)).toBe(200);
      expect(await statusOf(`${rest.origin}/api/books/?page_size=1`)).toBe(200);
      expect(await statusOf(`${gateway.origin}/healthz`)).toBe(200);
      // A query that needs the schema file and REST, through the built gateway.
      const res = await fetch(`${gateway.origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ books(pageSize: 1) { totalCount } }' }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: { books: { totalCount: 1250 } } });
    });
  });
});
