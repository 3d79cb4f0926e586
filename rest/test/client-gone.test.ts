/**
 * A client that leaves before its answer began (a reader who navigated away while a file was on its
 * way) is not a failure of the service: the answer's stream ends early because nobody reads it.
 * REST's error handler logs it as that, at info, never as an 'unhandled error' at error level (as the
 * gateway's does: gateway/test/client-gone.test.ts). Over real HTTP, with an answer whose first byte
 * never comes; a real failure while the client waits is still an error and a 500.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { installErrorHandler } from '../src/http/errors.js';

type Line = Record<string, unknown> & { level: number; msg?: string };

const log: string[] = [];
const lines = () => log.map((line) => JSON.parse(line) as Line);

let app: FastifyInstance;
let origin = '';
let answering!: () => void;
const answerBegun = new Promise<void>((resolve) => (answering = resolve));

beforeAll(async () => {
  app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void log.push(line) } } });
  // The handler asks whether a failed request was multipart (app.ts registers the plugin).
  await app.register(fastifyMultipart);
  installErrorHandler(app);
  app.post('/answer', async (_request, reply) => {
    answering();
    return reply.type('application/octet-stream').send(new PassThrough());
  });
  app.post('/broken', async () => {
    throw new Error('a bug');
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

it('a client gone before its answer began is logged as gone, at info, not as an unhandled error', async () => {
  const client = httpRequest(`${origin}/answer`, { method: 'POST', headers: { 'content-type': 'application/json' } });
  client.on('error', () => {});
  client.end(JSON.stringify({ token: 'link-1' }));
  await answerBegun;
  await new Promise((resolve) => setTimeout(resolve, 100));
  client.destroy();

  await expect
    .poll(() => lines().find((l) => l.msg === 'the client left before its answer began'), { timeout: 10_000 })
    .toMatchObject({ level: 30, err: { code: 'ERR_STREAM_PREMATURE_CLOSE' } });
  expect(lines().filter((l) => l.level >= 50)).toEqual([]);
});

it('a failure of ours while the client waits is still an unhandled error, at error level, answered 500', async () => {
  const res = await fetch(`${origin}/broken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: 'link-1' }),
  });
  expect(res.status).toBe(500);
  const logged = lines().find((l) => (l.err as { message?: string } | undefined)?.message === 'a bug');
  expect(logged).toMatchObject({ level: 50, msg: 'unhandled error' });
});
