/**
 * Reset mail leaves off the request path (issue 32, item 4): a member's email and an unknown one
 * get the same answer, and neither waits for the SMTP server, so neither its answer nor its time
 * tells which emails have accounts; mail SMTP refused is sent, once, when SMTP is back.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_RULES } from '../src/mail/delivery.js';
import { bootRest, reachableTargets, type OwnRest } from './boot.js';
import { startFakeSmtp, type FakeSmtp } from './fakeSmtp.js';
import { createMember, fromAddress, type Api } from './helpers.js';

const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const askReset = (api: Api, email: string) =>
  api.request('POST', '/users/password-reset/', { json: { email }, headers: fromAddress(someAddress()) });
const answerOf = (reply: Awaited<ReturnType<typeof askReset>>) => ({ status: reply.status, body: reply.body });

async function eventually(check: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

for (const name of reachableTargets()) {
  describe(`reset mail through SMTP [${name}]`, () => {
    let smtp: FakeSmtp;
    let own: OwnRest;
    /** The service's clock runs this far ahead of the real one: the test moves time instead of waiting. */
    let ahead = 0;

    beforeAll(async () => {
      smtp = await startFakeSmtp();
      own = await bootRest(name, { SMTP_URL: smtp.url }, { clock: () => new Date(Date.now() + ahead) });
    });
    afterAll(async () => {
      await own?.close();
      await smtp?.close();
    });

    it("answers a member's email and an unknown one alike, before the slow SMTP server has taken the mail", async () => {
      const m = await createMember(own.api);
      smtp.hold(10_000);
      const forMember = await askReset(own.api, m.email);
      const acceptedWhenMemberAnswered = smtp.accepted.length;
      const forNobody = await askReset(own.api, `nobody-${randomInt(1e9)}@example.com`);
      const acceptedWhenNobodyAnswered = smtp.accepted.length;

      expect(answerOf(forMember)).toEqual({
        status: 200,
        body: { success: true, message: 'If an account exists for that email, a password reset link has been sent.' },
      });
      expect(answerOf(forNobody)).toEqual(answerOf(forMember));
      // Both answers came while the SMTP server still held the member's mail: neither waited for it.
      expect([acceptedWhenMemberAnswered, acceptedWhenNobodyAnswered]).toEqual([0, 0]);

      smtp.release();
      await eventually(() => smtp.accepted.includes(m.email), 'the reset mail');
      expect(smtp.accepted.filter((to) => to === m.email)).toHaveLength(1);
    });

    it('answers 200 while SMTP is down, and sends the mail once when it is back', async () => {
      const m = await createMember(own.api);
      const nobody = `nobody-${randomInt(1e9)}@example.com`;
      smtp.down();
      const forMember = await askReset(own.api, m.email);
      const forNobody = await askReset(own.api, nobody);
      expect(answerOf(forMember)).toEqual({
        status: 200,
        body: { success: true, message: 'If an account exists for that email, a password reset link has been sent.' },
      });
      expect(answerOf(forNobody)).toEqual(answerOf(forMember));

      // The worker tried and was refused; SMTP comes back, and the retry's time comes.
      await eventually(() => smtp.refused > 0, 'a refused delivery');
      smtp.up();
      ahead += MAIL_RULES.longestRetryMs;
      await eventually(() => smtp.accepted.includes(m.email), 'the retried reset mail');
      expect(smtp.accepted.filter((to) => to === m.email)).toHaveLength(1);
      expect(smtp.accepted).not.toContain(nobody);
    });
  });
}
