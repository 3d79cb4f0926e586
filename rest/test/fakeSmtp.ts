/**
 * A real SMTP server (smtp-server) standing in for the mail provider, as tests may for the edge
 * of the world: it can be down (refuses every connection with 421) or slow (holds each message
 * until released), and records what it accepted.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface FakeSmtp {
  url: string;
  /** Recipients of the messages accepted so far, one entry per message. */
  accepted: string[];
  /** The subjects of the messages accepted so far, in the order they were accepted. */
  subjects: string[];
  /** Messages received but held (see `hold`). */
  held: number;
  /** Connections refused while down. */
  refused: number;
  /** Down: every connection is refused (421) until `up()`. */
  down(): void;
  up(): void;
  /**
   * Slow: each message is held (not accepted) until `release()`, or `atMostMs` (so a service that
   * waits for SMTP fails its test with mail already accepted, rather than hanging it).
   */
  hold(atMostMs: number): void;
  release(): void;
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  let isDown = false;
  let holding = false;
  let releaseAll: () => void = () => {};
  let released = Promise.resolve();
  const state = { accepted: [] as string[], subjects: [] as string[], refused: 0, held: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!isDown) return callback();
      state.refused++;
      callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Our subjects are short one-line ASCII headers.
        const subject = /^Subject: (.*)$/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1]?.trim() ?? '';
        state.held++;
        void released.then(() => {
          state.held--;
          for (const to of session.envelope.rcptTo) state.accepted.push(to.address);
          state.subjects.push(subject);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get accepted() {
      return state.accepted;
    },
    get subjects() {
      return state.subjects;
    },
    get held() {
      return state.held;
    },
    get refused() {
      return state.refused;
    },
    down: () => (isDown = true),
    up: () => (isDown = false),
    hold(atMostMs) {
      if (holding) return;
      holding = true;
      released = new Promise((resolve) => (releaseAll = resolve));
      setTimeout(releaseAll, atMostMs).unref();
    },
    release() {
      holding = false;
      releaseAll();
    },
    close: () =>
      new Promise<void>((resolve) => {
        releaseAll();
        server.close(() => resolve());
      }),
  };
}
