/**
 * The mail the system sent during the browser tests: a real SMTP server (smtp-server) stands in for
 * the mail provider, the edge of the world, and keeps each message's recipients and subject as a
 * JSON line in a file the specs read (they run in other processes than the global setup).
 */
import { appendFile, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';

export interface SentMail {
  to: string[];
  subject: string;
}

/** Starts the sink; answers its SMTP URL and how to stop it. */
export async function startMailbox(file: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const head =
          Buffer.concat(chunks)
            .toString('utf8')
            .split(/\r?\n\r?\n/)[0] ?? '';
        // Our subjects are short ASCII lines: the header as written, unfolded.
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        appendFile(file, `${JSON.stringify({ to, subject } satisfies SentMail)}\n`).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The mail sent to `to` (whose subject `about` matches) once at least `count` have arrived: mail
 * leaves after the answer, from the outbox.
 */
export async function mailTo(to: string, count: number, about = /./, timeoutMs = 20_000): Promise<SentMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const text = await readFile(inject('mailbox'), 'utf8').catch(() => '');
    const mail = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as SentMail)
      .filter((m) => m.to.includes(to) && about.test(m.subject));
    if (mail.length >= count) return mail;
    if (Date.now() > until) throw new Error(`${mail.length} of ${count} mails to ${to} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
