/**
 * A client that leaves before its answer began (a tab closed, or a page navigated away, while a
 * compressed answer was on its way) is not a failure of the gateway: the answer's stream ends
 * early because nobody reads it. The gateway's error handler logs it as that, at info, never as an
 * 'unhandled error' at error level, where it would page an operator (the e2e journeys, which
 * navigate quickly, met it several times a run). Here: the gateway's error handler and its
 * compression as server.ts sets them, over real HTTP, with an answer whose first byte never comes.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { installErrorHandler } from '../src/errors.js';
import { createLogger } from '../src/observability/logging.js';

type Line = Record<string, unknown> & { level: number; msg?: string };

const log: string[] = [];
const lines = () => log.map((line) => JSON.parse(line) as Line);

let app: FastifyInstance;
let origin = '';
let answering!: () => void;
const answerBegun = new Promise<void>((resolve) => (answering = resolve));

beforeAll(async () => {
  app = Fastify({ loggerInstance: createLogger('info', { write: (line: string) => void log.push(line) }) });
  installErrorHandler(app);
  await app.register(fastifyCompress, { threshold: 1024, globalDecompression: false });
  // An answer on its way whose first byte has not come yet (a big GraphQL answer being compressed).
  app.post('/answer', async (_request, reply) => {
    answering();
    return reply.type('application/json').send(new PassThrough());
  });
  // A failure of ours, after the request's body was read: still an error, with the client there to tell.
  app.post('/broken', async () => {
    throw new Error('a bug');
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

it('a client gone before its answer began is logged as gone, at info, not as an unhandled error', async () => {
  const body = JSON.stringify({ query: '{ books { items { id } } }' });
  const client = httpRequest(`${origin}/answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
  });
  client.on('error', () => {});
  client.end(body);
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
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: JSON.stringify({ query: '{ books { items { id } } }' }),
  });
  expect(res.status).toBe(500);
  const logged = lines().find((l) => (l.err as { message?: string } | undefined)?.message === 'a bug');
  expect(logged).toMatchObject({ level: 50, msg: 'unhandled error' });
});
