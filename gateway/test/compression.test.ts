/**
 * What goes over the wire to a phone: GraphQL answers compressed when the client accepts it, and the
 * web app's files sent as the build compressed them (brotli or gzip), never inflated on the way in.
 */
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayWith } from './gateways.js';

/** A raw GET or POST, so the body arrives exactly as sent (fetch would decode it). */
function raw(url: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method: body ? 'POST' : 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const script = `console.log(${JSON.stringify('पुस्तक '.repeat(400))});\n`;
let origin: string;

beforeAll(async () => {
  // A tiny stand-in for web/dist as `npm run build` leaves it: each file with its .br and .gz.
  const dist = await mkdtemp(path.join(tmpdir(), 'pustak-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  await writeFile(path.join(dist, 'assets/app.js'), script);
  await writeFile(path.join(dist, 'assets/app.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dist, 'assets/app.js.gz'), gzipSync(script));
  origin = await gatewayWith({ webDist: dist });
});

describe('Compression', () => {
  it('sends a built file as its brotli or gzip twin, and plain to a client that accepts neither', async () => {
    const br = await raw(`${origin}/assets/app.js`, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    const gz = await raw(`${origin}/assets/app.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await raw(`${origin}/assets/app.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses a large GraphQL answer for a client that accepts gzip', async () => {
    const body = JSON.stringify({ query: '{ books(pageSize: 24) { items { id title description } } }' });
    const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip' };
    const res = await raw(`${origin}/graphql`, headers, body);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(res.body).toString());
    expect(json.data.books.items).toHaveLength(24);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(JSON.stringify(json)) / 2);
  });

  it('refuses a compressed request body instead of inflating it past the body limits', async () => {
    const body = gzipSync(JSON.stringify({ query: '{ genres { id } }' }));
    const res = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${origin}/graphql`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } },
        (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(res).toBeGreaterThanOrEqual(400);
    expect(res).toBeLessThan(500);
  });
});
