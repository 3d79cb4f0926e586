/**
 * Slow clients are cut off (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, IDLE_TIMEOUT_MS): a gateway
 * started with small limits answers 408 or closes the connection on a client trickling its headers
 * or its body, or going silent mid-request, within the limit, while a normal request and a quiet
 * WebSocket subscription are unaffected.
 */
import { describe, expect, it } from 'vitest';
import { readGatewayConfig } from '../src/config.js';
import { trickle } from '../../rest/test/slow-client.js';
import { newMember, ok } from './client.js';
import { gatewayWith } from './gateways.js';
import WebSocket from 'ws';
import { wsUrl } from './live.js';

const LIMITS = { headersMs: 500, requestMs: 1500, idleMs: 800, keepAliveMs: 5000 };

const graphqlPost = (length: number) =>
  `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('Gateway timeouts', () => {
  it('answers 408 and closes on a body trickled one byte at a time, within REQUEST_TIMEOUT_MS', async () => {
    const origin = await gatewayWith({ timeouts: LIMITS });
    const body = JSON.stringify({ query: `{ genres { id } }`, variables: { pad: 'x'.repeat(200) } });
    // A byte every 200 ms never looks idle, but the whole body would take 45 s.
    const outcome = await trickle(origin, graphqlPost(body.length), body, 200);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(LIMITS.requestMs - 100);
    expect(outcome.closedAfterMs).toBeLessThan(LIMITS.requestMs + 1000);
    expect(outcome.bytesSent).toBeLessThan(body.length);
  });

  it('answers 408 and closes on headers trickled one byte at a time, within HEADERS_TIMEOUT_MS', async () => {
    const origin = await gatewayWith({ timeouts: LIMITS });
    const outcome = await trickle(origin, 'GET /healthz HTTP/1.1\r\n', 'Host: 127.0.0.1\r\nX-Slow: yes\r\n\r\n', 100);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMs).toBeLessThan(LIMITS.headersMs + 1000);
  });

  it('closes a connection that goes silent mid-body, after IDLE_TIMEOUT_MS', async () => {
    const origin = await gatewayWith({ timeouts: LIMITS });
    const outcome = await trickle(origin, `${graphqlPost(100)}{"query":`, '', 100);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(LIMITS.idleMs - 100);
    expect(outcome.closedAfterMs).toBeLessThan(LIMITS.requestMs);
  });

  it('keeps normal requests and a quiet WebSocket beyond every limit', async () => {
    const origin = await gatewayWith({ timeouts: LIMITS });
    expect((await ok('{ genres { id } }', {}, undefined, `${origin}/graphql`)).data.genres.length).toBeGreaterThan(0);
    const member = await newMember();
    // Acknowledged, then silent for longer than the idle and request limits: still open.
    const socket = new WebSocket(wsUrl(origin), 'graphql-transport-ws');
    let closed: number | undefined;
    socket.on('close', (code) => (closed = code));
    const acknowledged = new Promise<void>((resolve) => socket.on('message', () => resolve()));
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${member.token}` } })),
    );
    await acknowledged;
    await new Promise((resolve) => setTimeout(resolve, LIMITS.requestMs + 500));
    expect(closed).toBeUndefined();
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close(1000);
  });

  it('by default gives an 8 MB sign-up two minutes to arrive, and headers ten seconds', () => {
    const { timeouts } = readGatewayConfig({});
    // REGISTER_BODY_LIMIT (8 MiB: a 5 MB picture as a data URL) at 0.6 Mbit/s, a slow 3G upload.
    expect(timeouts.requestMs).toBeGreaterThanOrEqual(((8.4 * 8) / 0.6) * 1000);
    expect(timeouts.headersMs).toBe(10_000);
  });
});
