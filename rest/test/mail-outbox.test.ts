/**
 * The mail outbox's promises (mail/delivery.ts), through a real SMTP server: a mail is sent once
 * even when two REST processes share the outbox and the store's clock jumps ahead while it is being
 * sent, and mail to one address arrives in the order it was written, even when the first try of
 * the earlier one failed.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_RULES } from '../src/mail/delivery.js';
import { bootRest, reachableTargets, type OwnRest } from './boot.js';
import { startFakeSmtp, type FakeSmtp } from './fakeSmtp.js';
import { createMember, fromAddress, type Api } from './helpers.js';

const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function eventually(check: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Long enough for every process's worker to have looked at the outbox twice. */
const pollsPass = () => new Promise((resolve) => setTimeout(resolve, 2.5 * MAIL_RULES.pollMs));

/** A contact-form message: mailed to the store's inbox with `subject` in its own subject. */
async function contact(api: Api, subject: string): Promise<void> {
  const sent = await api.request('POST', '/contact/', {
    json: { name: 'Sita', email: `sita-${randomInt(1e9)}@example.com`, subject, message: 'Hello' },
    headers: fromAddress(someAddress()),
  });
  expect(sent.status).toBe(201);
}

for (const name of reachableTargets()) {
  describe(`the mail outbox [${name}]`, () => {
    let smtp: FakeSmtp;
    let own: OwnRest;
    /** The store's clock runs this far ahead of the real one. */
    let ahead = 0;
    const inbox = `inbox-${randomInt(1e9)}@pustak.np`;

    beforeAll(async () => {
      smtp = await startFakeSmtp();
      own = await bootRest(
        name,
        { SMTP_URL: smtp.url, CONTACT_INBOX: inbox },
        { clock: () => new Date(Date.now() + ahead) },
      );
    });
    afterAll(async () => {
      await own?.close();
      await smtp?.close();
    });

    it('mail to one address arrives in the order it was written, though the first try of the earlier failed', async () => {
      const [first, second] = [`first ${randomInt(1e9)}`, `second ${randomInt(1e9)}`];
      smtp.down();
      const refusedBefore = smtp.refused;
      await contact(own.api, first);
      await eventually(() => smtp.refused > refusedBefore, 'a refused delivery');
      smtp.up();
      await contact(own.api, second);
      // The second could go now, but the first is waiting for its retry: the second waits with it.
      await pollsPass();
      expect(smtp.subjects.filter((s) => s.endsWith(second))).toEqual([]);

      ahead += MAIL_RULES.longestRetryMs;
      await eventually(() => smtp.subjects.some((s) => s.endsWith(second)), 'the second message');
      expect(smtp.subjects.filter((s) => s.endsWith(first) || s.endsWith(second)).map((s) => s.split(': ')[1])).toEqual(
        [first, second],
      );
    });

    it.runIf(name === 'postgres')(
      'a mail is sent once by two processes, though the store’s clock jumps past its lease while it is being sent',
      async () => {
        const other = await bootRest(
          name,
          { SMTP_URL: smtp.url, CONTACT_INBOX: inbox },
          { clock: () => new Date(Date.now() + ahead), sameDatabaseAs: own },
        );
        try {
          const m = await createMember(own.api);
          smtp.hold(30_000);
          const asked = await own.api.request('POST', '/users/password-reset/', {
            json: { email: m.email },
            headers: fromAddress(someAddress()),
          });
          expect(asked.status).toBe(200);
          await eventually(() => smtp.held > 0, 'the reset mail to reach the SMTP server');
          // Twice the lease passes on the store's clock (the link in the mail is still good) while the
          // SMTP server holds the mail.
          ahead += 2 * MAIL_RULES.leaseMs;
          await pollsPass();
          smtp.release();
          await eventually(() => smtp.accepted.includes(m.email), 'the reset mail');
          await pollsPass();
          expect(smtp.accepted.filter((to) => to === m.email)).toHaveLength(1);
        } finally {
          await other.close();
        }
      },
      60_000,
    );
  });
}
