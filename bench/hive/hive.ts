/**
 * Starts the peer Pustak is compared with: Hive Gateway serving a supergraph that GraphQL Mesh
 * (compose-cli + @omnigraph/openapi) composes from REST's own /api/openapi.json, over the same
 * REST service, straight from the document: every operation declares its answer's schema.
 * Hive Gateway runs with its defaults (one process, no response cache) plus token forwarding.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, repoRoot, startService, type ServiceProcess } from '../lib/processes.js';
import type { RestService, Services } from '../lib/services.js';

const binOf = (pkg: string, name: string) => {
  const dir = path.join(repoRoot, 'node_modules', pkg);
  const bin = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin;
  return path.join(dir, bin[name]!);
};

export async function startHive(services: Services, rest: RestService): Promise<ServiceProcess> {
  const tmp = await services.tmpDir();
  const supergraphFile = path.join(tmp, 'supergraph.graphql');
  await promisify(execFile)(
    process.execPath,
    [
      binOf('@graphql-mesh/compose-cli', 'mesh-compose'),
      '-c',
      path.join(import.meta.dirname, 'mesh.config.ts'),
      '-o',
      supergraphFile,
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, BENCH_OPENAPI_URL: `${rest.origin}/api/openapi.json`, BENCH_REST_ORIGIN: rest.origin },
    },
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
