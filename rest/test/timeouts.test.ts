/**
 * Slow clients are cut off (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, IDLE_TIMEOUT_MS): a REST
 * service started with small limits answers 408 or closes the connection on a client trickling its
 * headers or its body, or going silent mid-request, within the limit; a normal request is unaffected.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, readTimeouts } from '../src/config.js';
import { startRest, type RunningRest } from '../src/server.js';
import { trickle } from './slow-client.js';

const LIMITS = { headersMs: 500, requestMs: 1500, idleMs: 800, keepAliveMs: 5000 };
let rest: RunningRest;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-timeouts-'));
  rest = await startRest(
    { ...readConfig({}), port: 0, dataDir, timeouts: LIMITS },
    { logger: false, publicUrlFromPort: true },
  );
});
afterAll(async () => {
  await rest?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const login = (length: number) =>
  `POST /api/users/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('REST timeouts', () => {
  it('answers 408 and closes on a body trickled one byte at a time, within REQUEST_TIMEOUT_MS', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(200) });
    // A byte every 200 ms never looks idle, but the whole body would take 45 s.
    const outcome = await trickle(rest.url, login(body.length), body, 200);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(LIMITS.requestMs - 100);
    expect(outcome.closedAfterMs).toBeLessThan(LIMITS.requestMs + 1000);
    expect(outcome.bytesSent).toBeLessThan(body.length);
  });

  it('answers 408 and closes on headers trickled one byte at a time, within HEADERS_TIMEOUT_MS', async () => {
    const outcome = await trickle(
      rest.url,
      'GET /api/books/ HTTP/1.1\r\n',
      'Host: 127.0.0.1\r\nX-Slow: yes\r\n\r\n',
      100,
    );
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMs).toBeLessThan(LIMITS.headersMs + 1000);
  });

  it('closes a connection that goes silent mid-body, after IDLE_TIMEOUT_MS', async () => {
    const outcome = await trickle(rest.url, `${login(100)}{"email":`, '', 100);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(LIMITS.idleMs - 100);
    expect(outcome.closedAfterMs).toBeLessThan(LIMITS.requestMs);
  });

  it('still answers a request sent at a normal pace', async () => {
    const res = await fetch(`${rest.url}/api/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not a real one' }),
    });
    expect(res.status).toBe(401);
  });

  it('by default gives a 5 MB picture two minutes to arrive, and headers ten seconds', () => {
    const defaults = readTimeouts({});
    // A 5 MB picture as a data URL is 6.7 MB; at 0.5 Mbit/s (a slow 3G upload) that is 107 s.
    expect(defaults.requestMs).toBeGreaterThanOrEqual(((6.7 * 8) / 0.5) * 1000);
    expect(defaults.headersMs).toBe(10_000);
  });
});
