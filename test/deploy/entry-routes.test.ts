/**
 * The entry point (deploy/nginx.conf) publishes every path REST puts in an absolute URL on
 * PUBLIC_URL (its pagination links under /api/, media under /media/), and sends them to the REST
 * replicas' balancer, never to one replica; /api/ names the reader's address to REST with the
 * shared secret, as the gateways do. Compose itself is checked by `docker compose config` in CI.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/services.js';

const config = (name: string) => readFile(path.join(repoRoot, 'deploy', name), 'utf8');

/** The directives of `location <prefix> { … }` (no nested blocks in these files). */
function location(conf: string, prefix: string): string | undefined {
  const start = conf.indexOf(`location ${prefix} {`);
  return start < 0 ? undefined : conf.slice(start, conf.indexOf('\n    }', start));
}

const upstream = (conf: string, name: string) => conf.match(new RegExp(`upstream ${name} \\{([^}]*)\\}`))?.[1];

describe('the entry point', () => {
  it('routes /api/ and /media/ to the REST replicas through their balancer', async () => {
    const entry = await config('nginx.conf');
    expect(upstream(entry, 'rest')).toMatch(/server rest-balancer:8000 resolve;/);
    for (const prefix of ['/api/', '/media/'])
      expect(location(entry, prefix), prefix).toMatch(/proxy_pass http:\/\/rest;/);
  });

  it("names the reader's own address to REST on /api/, with the shared secret, whatever the caller sent", async () => {
    const api = location(await config('nginx.conf'), '/api/')!;
    expect(api).toMatch(/proxy_set_header X-Pustak-Client-Address \$remote_addr;/);
    expect(api).toMatch(/proxy_set_header X-Pustak-Gateway-Secret "\$\{GATEWAY_SECRET\}";/);
  });

  it('has a REST balancer over every replica that retries only what is safe to send again', async () => {
    const balancer = await config('rest-balancer.conf');
    expect(upstream(balancer, 'rest')).toMatch(/server rest:8000 resolve/);
    expect(upstream(balancer, 'rest')).toMatch(/keepalive \d+;/);
    // Without `non_idempotent`: a POST that reached a replica is never sent to another.
    expect(balancer).toMatch(/^\s*proxy_next_upstream error timeout http_502 http_503 http_504;$/m);
  });
});
