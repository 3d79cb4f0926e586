/**
 * Starts the peer Pustak is compared with: Hive Gateway serving a supergraph that GraphQL Mesh
 * (compose-cli + @omnigraph/openapi) composes from REST's own /api/openapi.json, over the same
 * REST service. The document is completed with response schemas first (see openapi-schemas.ts).
 * Hive Gateway runs with its defaults (one process, no response cache) plus token forwarding.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, repoRoot, startService, type ServiceProcess } from '../lib/processes.js';
import type { RestService, Services } from '../lib/services.js';
import { completedOpenApi } from './openapi-schemas.js';

const binOf = (pkg: string, name: string) => {
  const dir = path.join(repoRoot, 'node_modules', pkg);
  const bin = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin;
  return path.join(dir, bin[name]!);
};

/** The REST answers the compared screens read, each sampled from live calls. */
async function samples(rest: RestService, token: string): Promise<Record<string, string[]>> {
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const me = (await (await fetch(`${rest.api}/users/profile/`, auth)).json()) as { data?: { id?: number } };
  const reviews = (await (await fetch(`${rest.api}/users/${me.data?.id}/reviews/`, auth)).json()) as {
    results?: { book: { id: number } }[];
  };
  // A book the member reviewed, so `has-reviewed` is sampled with its review as well as without.
  const reviewed = reviews.results?.[0]?.book.id ?? 1;
  return {
    '/api/books/': ['/api/books/?page=1', '/api/books/?page=2'],
    '/api/books/genres/': ['/api/books/genres/'],
    '/api/books/{id}/': ['/api/books/1/', '/api/books/2/', '/api/books/3/'],
    '/api/books/{id}/reviews/': ['/api/books/1/reviews/?page=1', `/api/books/${reviewed}/reviews/?page=1`],
    '/api/books/{id}/has-reviewed/': ['/api/books/1/has-reviewed/', `/api/books/${reviewed}/has-reviewed/`],
    '/api/cart/': ['/api/cart/'],
    '/api/users/favorites/': ['/api/users/favorites/'],
    '/api/wishlist/': ['/api/wishlist/'],
  };
}

export async function startHive(services: Services, rest: RestService): Promise<ServiceProcess> {
  const tmp = await services.tmpDir();
  const token = await services.token(rest);
  const openApiFile = path.join(tmp, 'openapi.json');
  const supergraphFile = path.join(tmp, 'supergraph.graphql');
  await writeFile(openApiFile, JSON.stringify(await completedOpenApi(rest.origin, await samples(rest, token), token)));
  await promisify(execFile)(
    process.execPath,
    [
      binOf('@graphql-mesh/compose-cli', 'mesh-compose'),
      '-c',
      path.join(import.meta.dirname, 'mesh.config.ts'),
      '-o',
      supergraphFile,
    ],
    { cwd: repoRoot, env: { ...process.env, BENCH_OPENAPI_FILE: openApiFile, BENCH_REST_ORIGIN: rest.origin } },
  );
  const port = await freePort();
  const hive = await startService({
    name: 'hive-gateway',
    entry: binOf('@graphql-hive/gateway', 'hive-gateway'),
    args: ['supergraph', supergraphFile, '-c', path.join(import.meta.dirname, 'gateway.config.ts')],
    env: { PORT: String(port), HOST: '127.0.0.1', FORK: '1' },
    port,
    readyPath: '/graphql',
    readyInit: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' },
    logDir: tmp,
    execArgv: ['--import', 'tsx', '--expose-gc', '--import', path.join(repoRoot, 'bench/lib/memory-reporter.ts')],
  });
  services.track(hive);
  return hive;
}
