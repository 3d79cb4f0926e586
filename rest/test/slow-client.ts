/**
 * A slow (or malicious) client over a raw TCP socket: sends its bytes one at a time with a pause
 * between them, as a slow-loris attack does, and reports what the server did and when. Shared by
 * the REST and gateway timeout tests.
 */
import { connect } from 'node:net';

export interface SlowOutcome {
  /** What the server wrote back before closing (a '408 Request Timeout' status line, or nothing). */
  answer: string;
  /** Milliseconds from the first byte sent to the server closing the connection. */
  closedAfterMs: number;
  /** How many of the trickled bytes were written before the server closed. */
  bytesSent: number;
}

/**
 * Sends `head` at once, then `trickle` one byte every `everyMs`, then waits; resolves when the
 * server closes the connection, or rejects after `giveUpMs` if it never does.
 */
export function trickle(
  origin: string,
  head: string,
  trickle: string,
  everyMs: number,
  giveUpMs = 10_000,
): Promise<SlowOutcome> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const started = Date.now();
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`the server still held the connection after ${giveUpMs} ms (answer: ${JSON.stringify(answer)})`),
      );
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => {}); // a reset is one way of closing
    socket.on('close', () => {
      clearTimeout(giveUp);
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started, bytesSent: sent });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= trickle.length || socket.destroyed) return clearInterval(timer);
        socket.write(trickle[sent++]!);
      }, everyMs);
    });
  });
}
