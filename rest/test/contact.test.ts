/**
 * The contact form (issue 34, item 9): a message reaches the store, kept and forwarded to its inbox
 * (CONTACT_INBOX, hello@pustak.np by default) naming the sender; bad input is refused with a clear
 * 400 and nothing is kept or sent; one sender cannot flood the inbox; staff read the messages and
 * answer each once by email.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachTarget, fromAddress, uniqueName, type Api } from './helpers.js';

const INBOX = 'hello@pustak.np';
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const unique = () => randomBytes(4).toString('hex');

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sita Sharma',
  email: `sita_${unique()}@example.com`,
  subject: `Delivery to Bhaktapur ${unique()}`,
  message: 'Namaste,\nDo you deliver to Bhaktapur?\nDhanyabad',
  ...overrides,
});

const send = (api: Api, body: unknown, address = someAddress()) =>
  api.request('POST', '/contact/', { json: body, headers: fromAddress(address) });

/** The forwards the inbox has that name `marker` (in their subject or their text). */
async function forwardsOf(api: Api, marker: string) {
  return (await api.outbox()).filter(
    (mail) => mail.to === INBOX && (mail.subject.includes(marker) || mail.text.includes(marker)),
  );
}

/** Waits until the forward of the message with `subject` is in the inbox. */
async function eventuallyForwarded(api: Api, subject: string): Promise<void> {
  const until = Date.now() + 20_000;
  while ((await forwardsOf(api, subject)).length === 0) {
    if (Date.now() > until) throw new Error(`no forward of '${subject}'`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function signIn(api: Api, email: string): Promise<string> {
  const reply = await api.post('/users/login/', { email, password: 'pustak123' });
  return reply.body.data.tokens.access as string;
}

describeEachTarget('the contact form', (api) => {
  it("thanks the sender with SPEC's words and forwards the message, with its lines and sender, to the store's inbox", async () => {
    const sent = message();
    const reply = await send(api, { ...sent, subject: `  ${sent.subject} ` });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ success: true, message: 'Thank you for your message. We will get back to you soon!' });
    await eventuallyForwarded(api, sent.subject);
    const [forward] = await forwardsOf(api, sent.subject);
    expect(forward?.subject).toMatch(new RegExp(`^Contact form #\\d+: ${sent.subject}$`));
    expect(forward?.text).toContain(`From: Sita Sharma <${sent.email}>`);
    expect(forward?.text).toContain('Do you deliver to Bhaktapur?\nDhanyabad');
  });

  it('refuses a missing, blank or too long field, a bad email and control characters with a clear 400, and forwards nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'Name is required'],
      [{ subject: '' }, 'Subject is required'],
      [{ message: ' \n ' }, 'Message is required'],
      [{ email: 'sita@' }, 'Enter a valid email address'],
      [{ email: '' }, 'Email is required'],
      [{ name: 'Sita\u0007' }, 'control character'],
      [{ subject: 'Two\nlines' }, 'subject must be a single line'],
      [{ message: 'x'.repeat(5001) }, 'message'],
    ];
    const markers: string[] = [];
    for (const [overrides, says] of cases) {
      // Named in a field the case leaves alone, to find any forward of it.
      const marker = `case-${unique()}`;
      markers.push(marker);
      const body = message({ name: `Sita ${marker}`, subject: `Question ${marker}`, ...overrides });
      const reply = await send(api, body);
      expect(reply.status, JSON.stringify(overrides).slice(0, 60)).toBe(400);
      expect(reply.body.success).toBe(false);
      expect(String(reply.body.message).toLowerCase()).toContain(says.toLowerCase());
    }
    const { message: _left, ...withoutMessage } = message();
    expect((await send(api, withoutMessage)).status).toBe(400);
    // A good message after them is forwarded; none of them was.
    const good = message();
    expect((await send(api, good)).status).toBe(201);
    await eventuallyForwarded(api, good.subject);
    for (const marker of markers) expect(await forwardsOf(api, marker)).toEqual([]);
  });

  it('takes 5 messages an hour from one sender, from any address; the next gets 429 and is not forwarded', async () => {
    const email = `busy_${unique()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await send(api, message({ email }))).status).toBe(201);
    const over = message({ email: email.toUpperCase() });
    const refused = await send(api, over);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: 'Too many attempts. Please try again in 60 minutes.' });
    expect((await send(api, message())).status).toBe(201);
    const after = message();
    expect((await send(api, after)).status).toBe(201);
    await eventuallyForwarded(api, after.subject);
    expect(await forwardsOf(api, String(over.subject))).toEqual([]);
  });

  it("the store's inbox: contact messages newest first; each answered once by email, also when two staff answer at once", async () => {
    const staff = await signIn(api, 'staff@pustak.np');
    const admin = await signIn(api, 'admin@pustak.np');
    const sender = `${uniqueName('asha')}@example.com`;
    const first = {
      name: 'Asha Rai',
      email: sender,
      subject: `Pokhara ${uniqueName('s')}`,
      message: 'Do you\ndeliver to Pokhara?',
    };
    const second = { ...first, subject: `Rent ${uniqueName('s')}`, message: 'Can I rent for 45 days?' };
    for (const message of [first, second]) expect((await api.post('/contact/', message)).status).toBe(201);
    const page = await api.get('/staff/contact-messages/', staff);
    expect(page.status).toBe(200);
    const results = page.body.results as { subject: string; id: number }[];
    const at = (m: { subject: string }) => results.findIndex((r) => r.subject === m.subject);
    expect(at(second)).toBeGreaterThanOrEqual(0);
    expect(at(second)).toBeLessThan(at(first));
    const [newest, older] = [results[at(second)]!, results[at(first)]!];
    expect(newest).toMatchObject({ ...second, reply: null, replied_at: null });
    expect(older).toMatchObject({ ...first, reply: null, replied_at: null });

    // Two staff answer at once: one answer goes out, the other is told it was answered.
    const answers = await Promise.all([
      api.post(`/staff/contact-messages/${older.id}/reply/`, { reply: 'Yes, Kaski is\none of our districts.' }, staff),
      api.post(`/staff/contact-messages/${older.id}/reply/`, { reply: 'Yes!' }, admin),
    ]);
    expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({
      success: false,
      message: 'This message has been answered already.',
    });
    const sent = answers.find((a) => a.status === 200)!.body.data;
    expect(sent.replied_at).toEqual(expect.any(String));
    const [mail] = await api.mailTo(sender);
    expect(mail).toMatchObject({ subject: `Re: ${first.subject}` });
    expect(mail!.text).toContain(sent.reply);
    expect(mail!.text).toContain('> Do you\n> deliver to Pokhara?');
    const after = (await api.get('/staff/contact-messages/', staff)).body.results as { id: number }[];
    expect(after.find((m) => m.id === older.id)).toMatchObject({ reply: sent.reply });

    // Nothing to send, or nothing to answer: a clear refusal, nothing sent.
    expect(await api.post(`/staff/contact-messages/${newest.id}/reply/`, { reply: '  ' }, staff)).toMatchObject({
      status: 400,
      body: { message: 'Reply is required' },
    });
    expect(await api.post('/staff/contact-messages/999999/reply/', { reply: 'Hello' }, staff)).toMatchObject({
      status: 404,
      body: { message: 'Message not found.' },
    });
    expect((await api.outbox()).filter((m) => m.to === sender)).toHaveLength(1);
  });
});
