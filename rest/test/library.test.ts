/**
 * Digital copies over HTTP (issue 35, item 4), on a REST service of this suite's own whose clock
 * the test moves: staff upload an eBook's file (told by its content), a member buys it with no
 * address and no shipping, pays, and downloads exactly those bytes from My library through a link
 * only they can use; it expires; a rented eBook's link is refused once the rental ends.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../src/time/clock.js';
import { bootRest, reachableTargets, type OwnRest } from './boot.js';
import { addAddress, addLine, createPayment, pay, verify } from './checkout.js';
import { createMember, uniqueName, type Api, type Member } from './helpers.js';

const DAY_MS = 24 * 60 * 60_000;

async function signIn(api: Api, email: string): Promise<string> {
  const reply = await api.post('/users/login/', { email, password: 'pustak123' });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.tokens.access;
}

function fileForm(bytes: Buffer, name: string, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** A small real-looking PDF, different every time (so its bytes prove which file came back). */
const pdf = () => Buffer.from(`%PDF-1.4\n% ${uniqueName('pdf')}\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n`);
/** An EPUB's start: a ZIP whose first entry is `mimetype`, stored, reading application/epub+zip. */
function epub(): Buffer {
  const name = Buffer.from('mimetype');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(0, 8);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, Buffer.from('application/epub+zip'), Buffer.alloc(64)]);
}
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64)]);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function download(url: string, token?: string) {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
}

for (const name of reachableTargets()) describe(`My library [${name}]`, () => librarySuite(name));

function librarySuite(name: 'pglite' | 'postgres'): void {
  const clock = movableClock();
  let own: OwnRest;
  let api: Api;
  let staff: string;
  let ebookId: number;
  beforeAll(async () => {
    own = await bootRest(name, { RATE_LIMIT_ALLOW_LIST: '127.0.0.1,::1' }, { clock: clock.now });
    api = own.api;
    staff = await signIn(api, 'staff@pustak.np');
    const genres = (await api.get('/books/genres/')).body.results as { id: number }[];
    const author = (await api.get('/authors/')).body.data[0];
    const created = await api.post(
      '/staff/books/',
      {
        title: `Digital ${uniqueName('t')}`,
        author_id: author.id,
        price: '300.00',
        format: 'eBook',
        language: 'English',
        description: 'An eBook.',
        genre_ids: [genres[0]!.id],
        stock: 50,
      },
      staff,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ebookId = created.body.data.id;
  }, 120_000);
  afterAll(() => own?.close());

  const upload = (bookId: number, form: FormData, token = staff) =>
    api.request('POST', `/staff/books/${bookId}/file/`, { form, token });

  /** Orders the lines with no address, pays with the Khalti sandbox; answers the order. */
  async function buyDigital(m: Member, lines: number[]) {
    const created = await api.request('POST', '/order/create-order/', { token: m.token, json: { item_ids: lines } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.order_id as string;
    const order = (await api.get(`/order/${id}/`, m.token)).body.order;
    const payment = await createPayment(api, m, { id, total: order.total_amount });
    expect(payment.status, JSON.stringify(payment.body)).toBe(200);
    const paid = await pay(payment.body.payment_url);
    expect((await verify(api, m, paid.location!)).status).toBe(200);
    return (await api.get(`/order/${id}/`, m.token)).body.order;
  }

  async function linkFor(m: Member, bookId: number) {
    const reply = await api.post(`/library/${bookId}/link/`, undefined, m.token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body as { url: string; expires_at: string };
  }

  it('an upload is told by its content and the book’s format, within the size cap, and is audited', async () => {
    const refused = await upload(ebookId, fileForm(PNG, 'book.pdf', 'application/pdf'));
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'Please upload an EPUB or PDF file for an eBook.' },
    });
    expect((await upload(ebookId, fileForm(MP3, 'book.mp3'))).status).toBe(400);
    const paperback = (await api.get('/books/?ordering=title&page_size=5&format=Paperback')).body.results.books[0];
    expect(await upload(paperback.id, fileForm(pdf(), 'x.pdf'))).toMatchObject({
      status: 400,
      body: { message: 'Only eBooks and audiobooks have a file to download.' },
    });
    expect(await upload(ebookId, fileForm(epub(), 'book.epub'), (await createMember(api)).token)).toMatchObject({
      status: 403,
    });

    const epubAnswer = await upload(ebookId, fileForm(epub(), 'Book one.epub'));
    expect(epubAnswer.status, JSON.stringify(epubAnswer.body)).toBe(200);
    expect(epubAnswer.body.data.file).toMatchObject({ name: 'Book one.epub', media_type: 'application/epub+zip' });

    const audit = (await api.get('/staff/audit/', await signIn(api, 'admin@pustak.np'))).body.results[0];
    expect(audit).toMatchObject({ action: 'book.file', entity: 'book', entity_id: String(ebookId) });
  });

  it('a file over MAX_BOOK_FILE_MB is refused with 413 and not kept', async () => {
    const small = await bootRest(name, { MAX_BOOK_FILE_MB: '0.01' });
    try {
      const admin = await signIn(small.api, 'staff@pustak.np');
      const ebook = (await small.api.get('/books/?ordering=title&page_size=5&format=eBook')).body.results.books[0];
      const big = Buffer.concat([pdf(), Buffer.alloc(20_000)]);
      const reply = await small.api.request('POST', `/staff/books/${ebook.id}/file/`, {
        form: fileForm(big, 'big.pdf'),
        token: admin,
      });
      expect(reply).toMatchObject({ status: 413, body: { message: 'The file is too large (at most 10 KB).' } });
      const file = (await small.api.get(`/staff/books/${ebook.id}/`, admin)).body.data.file;
      expect(file.name).toMatch(/^Sample - /);
    } finally {
      await small.close();
    }
  }, 120_000);

  it('a digital-only order asks no address and pays no shipping; cash on delivery and printed books without an address are refused', async () => {
    const m = await createMember(api);
    const cod = await api.request('POST', '/order/create-order/', {
      token: m.token,
      json: { item_ids: [await addLine(api, m, ebookId)], payment_method: 'CASH_ON_DELIVERY' },
    });
    expect(cod).toMatchObject({
      status: 400,
      body: {
        message:
          'Digital copies are downloaded, not delivered, so they cannot be paid in cash on delivery. Please pay with Khalti or eSewa.',
      },
    });
    const paperback = (await api.get('/books/?ordering=title&page_size=20&format=Paperback')).body.results.books.find(
      (b: { stock: number }) => b.stock > 3,
    );
    const printed = await api.request('POST', '/order/create-order/', {
      token: m.token,
      json: { item_ids: [await addLine(api, m, paperback.id)] },
    });
    expect(printed).toMatchObject({
      status: 400,
      body: { message: 'Please choose a shipping address for the printed books in your order.' },
    });
    // With an address, the printed book still ships (and pays shipping).
    const cart = (await api.get('/cart/', m.token)).body.data as { id: number; book: { id: number } }[];
    const withAddress = await api.request('POST', '/order/create-order/', {
      token: m.token,
      json: {
        item_ids: cart.filter((l) => l.book.id === paperback.id).map((l) => l.id),
        shipping_address_id: await addAddress(api, m),
      },
    });
    expect(withAddress.status).toBe(201);
    expect((await api.get(`/order/${withAddress.body.order_id}/`, m.token)).body.order.shipping_fee).toBe('100.00');

    const order = await buyDigital(
      m,
      cart.filter((l) => l.book.id === ebookId).map((l) => l.id),
    );
    expect(order).toMatchObject({
      shipping_fee: '0.00',
      total_amount: '300.00',
      shipping_address: null,
      status: 'Completed',
      step: 'DELIVERED',
    });
    expect(order.timeline.map((t: { step: string }) => t.step)).toEqual(['AWAITING_PAYMENT', 'PAID', 'DELIVERED']);
    // Staff queues never show it waiting to be packed.
    const queue = (await api.get('/staff/orders/?step=PAID', staff)).body.results as { order_id: string }[];
    expect(queue.map((o) => o.order_id)).not.toContain(order.order_id);
  });

  it('the owner downloads exactly the uploaded bytes; another member gets 403; an old link 410', async () => {
    const bytes = pdf();
    expect((await upload(ebookId, fileForm(bytes, 'Digital – पुस्तक.pdf'))).status).toBe(200);
    const owner = await createMember(api);
    const other = await createMember(api);
    await buyDigital(owner, [await addLine(api, owner, ebookId)]);

    const library = await api.get('/library/', owner.token);
    expect(library.status).toBe(200);
    expect(library.body.results).toEqual([
      expect.objectContaining({
        book: expect.objectContaining({ id: ebookId }),
        format: 'eBook',
        access: 'bought',
        due_at: null,
        file: expect.objectContaining({ bytes: bytes.length, sha256: sha256(bytes), media_type: 'application/pdf' }),
      }),
    ]);
    expect((await api.get('/library/', other.token)).body.results).toEqual([]);
    expect((await api.get('/library/')).status).toBe(401);

    const link = await linkFor(owner, ebookId);
    const got = await download(link.url, owner.token);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(bytes)).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Digital _ ______.pdf"; filename\*=UTF-8''/,
    );

    expect(await download(link.url, other.token)).toMatchObject({
      status: 403,
      text: expect.stringContaining('This link is not yours.'),
    });
    expect((await download(link.url)).status).toBe(401);
    expect(
      (
        await download(
          link.url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
          owner.token,
        )
      ).status,
    ).toBe(404);
    expect(await api.post(`/library/${ebookId}/link/`, undefined, other.token)).toMatchObject({
      status: 403,
      body: { message: 'This book is not in your library.' },
    });

    clock.advance(11 * 60_000);
    expect(await download(link.url, owner.token)).toMatchObject({
      status: 410,
      text: expect.stringContaining('This download link has expired.'),
    });
    expect((await download((await linkFor(owner, ebookId)).url, owner.token)).status).toBe(200);
  });

  it('a rented eBook (a seeded one, with its sample) downloads while the rental runs and is refused after', async () => {
    const m = await createMember(api);
    const seeded = (await api.get('/books/?ordering=title&page_size=50&format=eBook')).body.results.books.find(
      (b: { stock: number }) => b.stock > 3,
    );
    const line = await addLine(api, m, seeded.id);
    expect((await api.put(`/cart/${line}/edit`, { purchase_type: 'rent', rental_period_id: 1 }, m.token)).status).toBe(
      200,
    );
    const order = await buyDigital(m, [line]);
    const [held] = (await api.get('/library/', m.token)).body.results;
    expect(held).toMatchObject({ access: 'rented', book: { id: seeded.id } });
    // The rental's own due date (the end of its 15th day in Nepal), as the member's rentals list has it.
    const [rental] = (await api.get('/rentals/', m.token)).body.results;
    expect(rental).toMatchObject({ digital: true, state: 'active', started_at: order.completed_at });
    expect(held.due_at).toBe(rental.due_at);
    expect(new Date(held.due_at).getTime()).toBeGreaterThan(new Date(order.completed_at).getTime() + 14 * DAY_MS);
    expect(new Date(held.due_at).getTime()).toBeLessThanOrEqual(new Date(order.completed_at).getTime() + 16 * DAY_MS);

    const link = await linkFor(m, seeded.id);
    const sample = await download(link.url, m.token);
    expect(sample.status).toBe(200);
    expect(sample.text.startsWith('%PDF-')).toBe(true);
    expect(sample.text).toContain(`Sample \\227 `);
    expect(sample.text).toContain('Pustak');
    expect(sha256(sample.bytes)).toBe(held.file.sha256);

    clock.advance(new Date(held.due_at).getTime() - Date.now() + 60_000);
    expect(await download(link.url, m.token)).toMatchObject({
      status: 403,
      text: expect.stringContaining('Your rental of this book has ended'),
    });
    expect((await api.post(`/library/${seeded.id}/link/`, undefined, m.token)).status).toBe(403);
    expect((await api.get('/library/', m.token)).body.results).toEqual([]);
  });
}
