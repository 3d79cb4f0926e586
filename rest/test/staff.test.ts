/**
 * Staff routes over HTTP, on a REST service of this suite's own (each target): staff add books
 * and authors, which would move the shared service's catalog under other suites' feet.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootRest, reachableTargets, type OwnRest } from './boot.js';
import { addAddress, addLine, createOrder, createPayment, pay, stockOf, verify } from './checkout.js';
import { SANDBOX_SECRET_KEY } from '../src/config.js';
import { createMember, uniqueName, type Api } from './helpers.js';

const DEMO_PASSWORD = 'pustak123';

async function signIn(api: Api, email: string): Promise<string> {
  const reply = await api.post('/users/login/', { email, password: DEMO_PASSWORD });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.tokens.access;
}

/** A valid new book's fields: a seeded author, the first two genres. */
async function newBook(api: Api, extra: Record<string, unknown> = {}) {
  const genres = (await api.get('/books/genres/')).body.results as { id: number }[];
  const author = (await api.get('/authors/')).body.data[0];
  return {
    title: `Staff Book ${uniqueName('t')}`,
    author_id: author.id,
    price: '450.00',
    year: 2024,
    date_published: '2024-05-01',
    format: 'Paperback',
    pages: 240,
    dimensions: '14 x 21 cm',
    publication_house: 'Sangri-La Books',
    imprint: 'Sangri-La',
    publication_city: 'Kathmandu',
    language: 'Nepali',
    category: 'Fiction',
    subcategory: 'Novel',
    description: 'A first line.\nA second line.',
    genre_ids: genres.slice(0, 2).map((g) => g.id),
    stock: 3,
    ...extra,
  };
}

/** A multipart form with one file in the field `cover`. */
function coverForm(bytes: Buffer, type: string, name = 'cover'): FormData {
  const form = new FormData();
  form.append('cover', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** A plain landscape image (wider than a cover) in one colour on the left and another on the right. */
const landscape = (format: 'png' | 'jpeg') => {
  const image = sharp({
    create: { width: 800, height: 500, channels: 3, background: { r: 30, g: 90, b: 160 } },
  }).composite([
    {
      input: { create: { width: 400, height: 500, channels: 3, background: { r: 200, g: 40, b: 40 } } },
      left: 400,
      top: 0,
    },
  ]);
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

const NOT_IMAGE = 'Please upload JPG or PNG images only';

const auditCount = async (api: Api, admin: string): Promise<number> =>
  (await api.get('/staff/audit/', admin)).body.count;
const latestAudit = async (api: Api, admin: string) => (await api.get('/staff/audit/', admin)).body.results[0];

/** A value for each path parameter and a body that passes validation, so only the role decides. */
const sampleBody: Record<string, unknown> = {};

for (const name of reachableTargets()) describe(`Staff [${name}]`, () => staffSuite(name));

function staffSuite(name: 'pglite' | 'postgres'): void {
  let own: OwnRest;
  let api: Api;
  beforeAll(async () => {
    // TEST_CLOCK: the refunds' job runs when the test says (POST /test/clock/).
    own = await bootRest(name, { RATE_LIMIT_ALLOW_LIST: '127.0.0.1,::1', TEST_CLOCK: 'true' });
    api = own.api;
  }, 120_000);
  afterAll(() => own?.close());

  it('every /api/staff/ operation in the OpenAPI document refuses a guest (401) and a member (403)', async () => {
    const paths = (await api.get('/openapi.json')).body.paths as Record<string, Record<string, unknown>>;
    const operations = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/staff/'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => [method.toUpperCase(), path] as const));
    expect(operations.length).toBeGreaterThanOrEqual(12);
    const member = await createMember(api);
    for (const [method, path] of operations) {
      const url = path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, '1');
      const json = method === 'GET' || method === 'DELETE' ? undefined : sampleBody;
      const guest = await api.request(method, url, { json });
      expect([method, path, guest.status, guest.body]).toEqual([
        method,
        path,
        401,
        { success: false, message: 'Authentication credentials were not provided or are invalid.' },
      ]);
      const refused = await api.request(method, url, { json, token: member.token });
      expect([method, path, refused.status, refused.body]).toEqual([
        method,
        path,
        403,
        { success: false, message: 'Only Pustak staff can do this.' },
      ]);
    }
  });

  it('the audit log is for admins: plain staff get 403; it pages like other lists', async () => {
    const staff = await signIn(api, 'staff@pustak.np');
    expect(await api.get('/staff/audit/', staff)).toMatchObject({
      status: 403,
      body: { success: false, message: 'Only Pustak administrators can do this.' },
    });
    const admin = await signIn(api, 'admin@pustak.np');
    const page = await api.get('/staff/audit/', admin);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ status: 'success', count: expect.any(Number), previous: null });
    expect(await api.get('/staff/audit/?page=100000', admin)).toMatchObject({
      status: 404,
      body: { message: 'Invalid page.' },
    });
  });

  it('each staff write appends one audit entry with who, what, before and after, and is public at once', async () => {
    const staff = await signIn(api, 'staff@pustak.np');
    const admin = await signIn(api, 'admin@pustak.np');
    const written: string[] = [];
    const expectAudit = async (action: string, entityId: number | string, check: (entry: any) => void) => {
      const entry = await latestAudit(api, admin);
      expect(entry).toMatchObject({ action, entity_id: String(entityId), actor: { email: 'staff@pustak.np' } });
      check(entry);
      written.push(action);
    };
    const before = await auditCount(api, admin);

    const body = await newBook(api);
    const created = await api.post('/staff/books/', body, staff);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const book = created.body.data;
    expect(book).toMatchObject({ title: body.title, price: '450.00', stock: 3, hidden: false, language: 'Nepali' });
    expect(book.genres.map((g: any) => g.id).sort()).toEqual([...body.genre_ids].sort());
    await expectAudit('book.create', book.id, (e) => {
      expect(e.before).toBeNull();
      expect(e.after).toMatchObject({ id: book.id, title: body.title });
    });
    const found = await api.get(`/books/?title=${encodeURIComponent(body.title)}`);
    expect(found.body.results.books.map((b: any) => b.id)).toEqual([book.id]);

    const edited = await api.put(`/staff/books/${book.id}/`, { price: '500', title: `${body.title} II` }, staff);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await api.get(`/books/${book.id}/`)).body.book).toMatchObject({
      price: '500.00',
      title: `${body.title} II`,
    });
    await expectAudit('book.update', book.id, (e) => {
      expect(e.before).toMatchObject({ price: '450.00' });
      expect(e.after).toMatchObject({ price: '500.00' });
    });

    // A reading group's post hidden by staff (issue 36): once; hiding it again is no change.
    const poster = await createMember(api);
    const group = await api.post('/reading-groups/', { name: uniqueName('Audit circle') }, poster.token);
    expect(group.status, JSON.stringify(group.body)).toBeLessThan(300);
    const post = await api.post(
      `/reading-groups/${group.body.data.id}/posts/`,
      { content: 'A first thought' },
      poster.token,
    );
    expect(post.status, JSON.stringify(post.body)).toBeLessThan(300);
    const hidden = await api.put(`/staff/group-posts/${post.body.data.id}/hidden/`, { hidden: true }, staff);
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    await expectAudit('group_post.hide', post.body.data.id, (e) => {
      expect(e.before).toEqual({ hidden: false });
      expect(e.after).toEqual({ hidden: true });
    });

    const stocked = await api.post(
      `/staff/books/${book.id}/stock/`,
      { change: 2, reason: 'Delivery from Ekta' },
      staff,
    );
    expect(stocked.body.data.stock).toBe(5);
    await expectAudit('book.stock', book.id, (e) => {
      expect(e.before).toEqual({ stock: 3 });
      expect(e.after).toEqual({ stock: 5, change: 2, reason: 'Delivery from Ekta' });
    });

    expect((await api.post(`/staff/books/${book.id}/hide/`, undefined, staff)).body.data.hidden).toBe(true);
    await expectAudit('book.hide', book.id, (e) => expect(e.after).toEqual({ hidden: true }));
    expect((await api.post(`/staff/books/${book.id}/show/`, undefined, staff)).body.data.hidden).toBe(false);
    await expectAudit('book.show', book.id, (e) => expect(e.after).toEqual({ hidden: false }));

    const covered = await api.request('POST', `/staff/books/${book.id}/cover/`, {
      form: coverForm(await landscape('png'), 'image/png'),
      token: staff,
    });
    expect(covered.status, JSON.stringify(covered.body)).toBe(200);
    expect(covered.body.data.cover_image).toMatch(/\/media\/uploads\/book-covers\/[\w-]+\.webp$/);
    expect((await api.get(`/books/${book.id}/`)).body.book.cover_image).toBe(covered.body.data.cover_image);
    await expectAudit('book.cover', book.id, (e) => {
      expect(e.before).toEqual({ cover_image: book.cover_image });
      expect(e.after).toEqual({ cover_image: covered.body.data.cover_image });
    });

    const ebook = (await api.post('/staff/books/', await newBook(api, { format: 'eBook' }), staff)).body.data;
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const filed = await api.request('POST', `/staff/books/${ebook.id}/file/`, {
      form: (() => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(pdf)]), 'Book.pdf');
        return form;
      })(),
      token: staff,
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    await expectAudit('book.file', ebook.id, (e) => {
      expect(e.before).toEqual({ file: null });
      expect(e.after).toEqual({ file: expect.objectContaining({ name: 'Book.pdf', bytes: pdf.length }) });
    });

    expect((await api.del(`/staff/books/${book.id}/`, undefined, staff)).status).toBe(200);
    await expectAudit('book.delete', book.id, (e) => expect(e.after).toBeNull());
    expect((await api.get(`/books/${book.id}/`)).status).toBe(404);

    const author = await api.post(
      '/staff/authors/',
      { name: 'Sabitri Ghimire', birth_date: '1980-02-03', email: null, biography: 'Poet.\nTeacher.' },
      staff,
    );
    expect(author.status, JSON.stringify(author.body)).toBe(201);
    await expectAudit('author.create', author.body.data.id, (e) =>
      expect(e.after).toMatchObject({ name: 'Sabitri Ghimire' }),
    );
    expect((await api.get(`/authors/${author.body.data.id}/`)).body.data.name).toBe('Sabitri Ghimire');
    const renamed = await api.put(`/staff/authors/${author.body.data.id}/`, { name: 'Sabitri G.' }, staff);
    expect(renamed.body.data).toMatchObject({ name: 'Sabitri G.', biography: 'Poet.\nTeacher.' });
    await expectAudit('author.update', author.body.data.id, (e) =>
      expect(e.before).toMatchObject({ name: 'Sabitri Ghimire' }),
    );

    const genreName = uniqueName('Genre');
    const genre = await api.post('/staff/genres/', { name: genreName }, staff);
    expect(genre.status).toBe(201);
    await expectAudit('genre.create', genre.body.data.id, (e) =>
      expect(e.after).toEqual({ id: genre.body.data.id, name: genreName }),
    );
    // A new genre is listed at once, with no books yet.
    expect((await api.get('/books/genres/')).body.results).toContainEqual({ ...genre.body.data, books_count: 0 });
    expect(await api.post('/staff/genres/', { name: genreName.toUpperCase() }, staff)).toMatchObject({ status: 409 });
    const regenred = await api.put(`/staff/genres/${genre.body.data.id}/`, { name: `${genreName} x` }, staff);
    expect(regenred.status).toBe(200);
    await expectAudit('genre.update', genre.body.data.id, (e) =>
      expect(e.before).toEqual({ id: genre.body.data.id, name: genreName }),
    );

    const subject = `Audit ${uniqueName('q')}`;
    const contact = { name: 'Hari', email: `${uniqueName('hari')}@example.com`, subject, message: 'Namaste' };
    expect((await api.post('/contact/', contact)).status).toBe(201);
    const inbox = await api.get('/staff/contact-messages/', staff);
    const received = inbox.body.results.find((m: any) => m.subject === subject);
    const answered = await api.post(`/staff/contact-messages/${received.id}/reply/`, { reply: 'Yes.' }, staff);
    expect(answered.status).toBe(200);
    await expectAudit('contact_message.reply', received.id, (e) => expect(e.after).toEqual({ reply: 'Yes.' }));

    const buyer = await createMember(api);
    const newStockedBook = async () => (await api.post('/staff/books/', await newBook(api), staff)).body.data;
    const codOrder = async () => {
      const line = await addLine(api, buyer, (await newStockedBook()).id, 1);
      const created = await api.post(
        '/order/create-order/',
        { item_ids: [line], shipping_address_id: await addAddress(api, buyer), payment_method: 'CASH_ON_DELIVERY' },
        buyer.token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.order_id as string;
    };
    const delivered = await codOrder();
    await api.post('/staff/orders/pack/', { order_ids: [delivered] }, staff);
    await expectAudit('order.pack', delivered, (e) => {
      expect(e.before).toEqual({ step: 'CONFIRMED' });
      expect(e.after).toEqual({ step: 'PACKED' });
    });
    const shipment = { order_id: delivered, courier: 'Nepal Post', tracking_number: 'EE123456789NP' };
    await api.post('/staff/orders/ship/', { shipments: [shipment] }, staff);
    await expectAudit('order.ship', delivered, (e) =>
      expect(e.after).toEqual({ step: 'SHIPPED', courier: 'Nepal Post', tracking_number: 'EE123456789NP' }),
    );
    const total = (await api.get(`/order/${delivered}/`, buyer.token)).body.order.total_amount;
    await api.post('/staff/orders/deliver/', { deliveries: [{ order_id: delivered, cash_received: total }] }, staff);
    await expectAudit('order.deliver', delivered, (e) =>
      expect(e.after).toEqual({ step: 'DELIVERED', cash_received: total }),
    );
    const cancelled = await codOrder();
    await api.post('/staff/orders/cancel/', { order_ids: [cancelled], reason: 'Out of stock after all' }, staff);
    await expectAudit('order.cancel', cancelled, (e) =>
      expect(e.after).toEqual({ step: 'CANCELLED', reason: 'Out of stock after all' }),
    );

    const rentedLine = await api.post(
      `/cart/${(await newStockedBook()).id}/add`,
      { purchase_type: 'rent', rental_period_id: 1 },
      buyer.token,
    );
    const rented = await api.post(
      '/order/create-order/',
      {
        item_ids: [rentedLine.body.data.id],
        shipping_address_id: await addAddress(api, buyer),
        payment_method: 'CASH_ON_DELIVERY',
      },
      buyer.token,
    );
    const rentedId = rented.body.order_id as string;
    await api.post('/staff/orders/pack/', { order_ids: [rentedId] }, staff);
    await api.post('/staff/orders/ship/', { shipments: [{ ...shipment, order_id: rentedId }] }, staff);
    const rentedTotal = (await api.get(`/order/${rentedId}/`, buyer.token)).body.order.total_amount;
    await api.post(
      '/staff/orders/deliver/',
      { deliveries: [{ order_id: rentedId, cash_received: rentedTotal }] },
      staff,
    );
    const rental = (await api.get(`/order/${rentedId}/`, buyer.token)).body.order.items[0].rental;
    expect((await api.post(`/staff/rentals/${rental.id}/return/`, { damaged: true }, staff)).status).toBe(200);
    await expectAudit('rental.return', rental.id, (e) => {
      expect(e.before).toEqual({ state: 'active' });
      expect(e.after).toEqual({ state: 'purchased', damaged: true, late_fee: null, refund: null });
    });

    // Refunds: two Khalti payments that paid for orders already cancelled are owed back; refunded
    // meanwhile in Khalti's dashboard, the store's sends are refused and fail. Staff record one
    // (made in the dashboard) and send the other again.
    const failedRefund = async () => {
      const line = await addLine(api, buyer, (await newStockedBook()).id, 1);
      const created = await api.post(
        '/order/create-order/',
        { item_ids: [line], shipping_address_id: await addAddress(api, buyer) },
        buyer.token,
      );
      const orderId = created.body.order_id as string;
      const total = (await api.get(`/order/${orderId}/`, buyer.token)).body.order.total_amount;
      const payment = await createPayment(api, buyer, { id: orderId, total });
      await api.post(`/order/${orderId}/cancel/`, {}, buyer.token);
      expect((await verify(api, buyer, (await pay(payment.body.payment_url)).location!)).body.status).toBe(
        'Needs refund',
      );
      const paidOrder = (await api.get(`/order/${orderId}/`, buyer.token)).body.order;
      const inDashboard = await fetch(
        `${api.target.url}/khalti-sandbox/api/merchant-transaction/${paidOrder.transaction_id}/refund/`,
        {
          method: 'POST',
          headers: { authorization: `Key ${SANDBOX_SECRET_KEY}`, 'content-type': 'application/json' },
          body: '{}',
        },
      );
      expect(inDashboard.status).toBe(200);
      const jobs = await fetch(`${api.target.url}/test/clock/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advance_ms: 0 }),
      });
      expect(jobs.status).toBe(200);
      const [refund] = (await api.get(`/order/${orderId}/`, buyer.token)).body.order.refunds;
      expect(refund).toMatchObject({ state: 'failed', method: 'khalti' });
      return refund.id as number;
    };
    const made = await failedRefund();
    const recorded = await api.post(`/staff/refunds/${made}/record/`, { reference: 'KH-DASH-77' }, staff);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    await expectAudit('refund.recorded', made, (e) => {
      expect(e.before).toEqual({ state: 'failed' });
      expect(e.after).toEqual({ state: 'refunded', reference: 'KH-DASH-77' });
    });
    const again = await failedRefund();
    expect((await api.post(`/staff/refunds/${again}/retry/`, {}, staff)).status).toBe(200);
    // Sent again at once: the job's own entry (refund.failed, by 'system') may come after this one.
    const entries = (await api.get('/staff/audit/', admin)).body.results as any[];
    expect(entries.find((e) => e.action === 'refund.retried' && e.entity_id === String(again))).toMatchObject({
      actor: { email: 'staff@pustak.np' },
      before: { state: 'failed' },
      after: { state: 'pending' },
    });
    written.push('refund.retried');

    // Every write route of the document was exercised above.
    const paths = (await api.get('/openapi.json')).body.paths as Record<string, Record<string, unknown>>;
    const writes = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/staff/'))
      .flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => m !== 'get')
          .map((m) => `${m} ${path}`),
      );
    expect(writes).toHaveLength(new Set(written).size);
    expect(await auditCount(api, admin)).toBeGreaterThanOrEqual(before + written.length);
  });

  it('a cover upload (PNG or JPEG) is re-encoded to a 600×900 WebP and shown everywhere; anything else is a 400 that changes nothing', async () => {
    const staff = await signIn(api, 'staff@pustak.np');
    const admin = await signIn(api, 'admin@pustak.np');
    const body = await newBook(api);
    const book = (await api.post('/staff/books/', body, staff)).body.data;
    expect(book.cover_image).toMatch(new RegExp(`/media/covers/books/${book.id}\\.svg$`));
    const upload = (form: FormData) => api.request('POST', `/staff/books/${book.id}/cover/`, { form, token: staff });

    for (const format of ['png', 'jpeg'] as const) {
      const reply = await upload(coverForm(await landscape(format), `image/${format}`));
      expect([format, reply.status]).toEqual([format, 200]);
      const served = await fetch(reply.body.data.cover_image);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const image = sharp(Buffer.from(await served.arrayBuffer()));
      expect(await image.metadata()).toMatchObject({ format: 'webp', width: 600, height: 900 });
      // Cropped, not squeezed or padded: a 2:3 cut from the middle holds both colours, no border.
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * 600 + x) * info.channels, (y * 600 + x) * info.channels + 3),
      ];
      const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]!) < 24);
      expect(near(pixel(5, 5), [30, 90, 160]) || near(pixel(595, 5), [200, 40, 40])).toBe(true);
      expect(near(pixel(5, 895), pixel(5, 5))).toBe(true);
      expect((await api.get(`/books/${book.id}/`)).body.book.cover_image).toBe(reply.body.data.cover_image);
      const suggestions = (await api.get(`/search/suggestions/?q=${encodeURIComponent(body.title)}`)).body.data;
      expect(suggestions.find((s: any) => s.id === book.id)?.cover_image).toBe(reply.body.data.cover_image);
    }

    const current = (await api.get(`/staff/books/${book.id}/`, staff)).body.data.cover_image;
    const entries = await auditCount(api, admin);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="3"/>');
    // Over 5 MB is cut off while it streams in: 413 (as for profile pictures), with the same clear message.
    const refusals: [string, FormData, number, string][] = [
      ['text', coverForm(Buffer.from('Not a picture at all'), 'image/png', 'cover.png'), 400, NOT_IMAGE],
      ['svg', coverForm(svg, 'image/svg+xml', 'cover.svg'), 400, NOT_IMAGE],
      [
        'oversize',
        coverForm(Buffer.concat([await landscape('png'), Buffer.alloc(5 * 1024 * 1024)]), 'image/png'),
        413,
        'Image size should be less than 5MB',
      ],
      ['no file', new FormData(), 400, expect.any(String) as unknown as string],
    ];
    for (const [what, form, status, message] of refusals) {
      const reply = await upload(form);
      expect([what, reply.status, reply.body]).toEqual([what, status, { success: false, message }]);
    }
    expect((await api.get(`/staff/books/${book.id}/`, staff)).body.data.cover_image).toBe(current);
    expect(await auditCount(api, admin)).toBe(entries);
    expect(
      await api.request('POST', '/staff/books/2147483000/cover/', {
        form: coverForm(await landscape('png'), 'image/png'),
        token: staff,
      }),
    ).toMatchObject({ status: 404 });
  });

  it("staff list every book, hidden ones too, newest first, by a part of the title; the public catalog doesn't", async () => {
    const staff = await signIn(api, 'staff@pustak.np');
    const marker = uniqueName('Ledger');
    const older = (await api.post('/staff/books/', await newBook(api, { title: `${marker} One` }), staff)).body.data;
    const newer = (await api.post('/staff/books/', await newBook(api, { title: `${marker} Two` }), staff)).body.data;
    await api.post(`/staff/books/${newer.id}/hide/`, undefined, staff);
    const listed = await api.get(`/staff/books/?title=${encodeURIComponent(marker.toLowerCase())}`, staff);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ status: 'success', count: 2, previous: null, next: null });
    expect(listed.body.results.map((b: any) => [b.id, b.hidden])).toEqual([
      [newer.id, true],
      [older.id, false],
    ]);
    const publicList = await api.get(`/books/?title=${encodeURIComponent(marker)}`);
    expect(publicList.body.results.books.map((b: any) => b.id)).toEqual([older.id]);
    // '%' is a character to look for, not a wildcard.
    expect((await api.get('/staff/books/?title=%25%25%25', staff)).body.count).toBe(0);
    const all = await api.get('/staff/books/', staff);
    expect(all.body.results[0].id).toBe(newer.id);
    expect(all.body.results).toHaveLength(50);
  });

  it('stock: a reason is required, stock never goes below 0, and two adjustments at once both count', async () => {
    const staff = await signIn(api, 'staff@pustak.np');
    const admin = await signIn(api, 'admin@pustak.np');
    const book = (await api.post('/staff/books/', await newBook(api, { stock: 2 }), staff)).body.data;
    const entries = await auditCount(api, admin);
    const url = `/staff/books/${book.id}/stock/`;
    for (const body of [
      { change: 1 },
      { change: 1, reason: '   ' },
      { change: 1, reason: 'Found\u0007' },
      { change: 0, reason: 'none' },
    ]) {
      const reply = await api.post(url, body, staff);
      expect([JSON.stringify(body), reply.status]).toEqual([JSON.stringify(body), 400]);
      expect(reply.body).toEqual({ success: false, message: expect.any(String) });
    }
    const below = await api.post(url, { change: -3, reason: 'Damaged in the monsoon' }, staff);
    expect(below).toMatchObject({
      status: 400,
      body: { success: false, message: 'Stock cannot go below 0: 2 in stock, so at most 2 can be taken away' },
    });
    expect(await stockOf(api, book.id)).toBe(2);
    expect(await auditCount(api, admin)).toBe(entries);

    const [a, b] = await Promise.all([
      api.post(url, { change: 5, reason: 'Box one' }, staff),
      api.post(url, { change: -2, reason: 'Two sold at the counter' }, staff),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await stockOf(api, book.id)).toBe(5);
    expect(await auditCount(api, admin)).toBe(entries + 2);
    expect((await api.post(url, { change: -5, reason: 'Counted again' }, staff)).body.data.stock).toBe(0);
  });

  it('a book with orders is hidden, not deleted: it leaves the catalog, search, author pages and sitemap ids; its order still shows it', async () => {
    const staff = await signIn(api, 'staff@pustak.np');
    const body = await newBook(api, { stock: 4 });
    const book = (await api.post('/staff/books/', body, staff)).body.data;
    const reader = await createMember(api);
    const line = await addLine(api, reader, book.id, 1);
    const order = await createOrder(api, reader, [line], await addAddress(api, reader));
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const orderId = order.body.order_id;

    expect(await api.del(`/staff/books/${book.id}/`, undefined, staff)).toMatchObject({
      status: 409,
      body: { success: false, message: 'This book has orders, so it cannot be deleted. Hide it instead.' },
    });
    expect((await api.get(`/books/${book.id}/`)).status).toBe(200);

    const suggested = async () =>
      (await api.get(`/search/suggestions/?q=${encodeURIComponent(body.title)}`)).body.data
        .filter((s: any) => s.type === 'book')
        .map((s: any) => s.id);
    expect(await suggested()).toContain(book.id);
    const waiting = await createMember(api);
    const waitingLine = await addLine(api, waiting, book.id, 1);
    const size = (await api.get('/books/')).body.count;
    expect((await api.post(`/staff/books/${book.id}/hide/`, undefined, staff)).status).toBe(200);
    expect((await api.get(`/books/${book.id}/`)).status).toBe(404);
    const titled = (await api.get(`/books/?title=${encodeURIComponent(body.title)}`)).body.results.books;
    expect(titled.map((b: any) => b.id)).not.toContain(book.id);
    expect(
      (await api.get(`/books/?author=${encodeURIComponent(book.author.name)}&page_size=100`)).body.results.books.map(
        (b: any) => b.id,
      ),
    ).not.toContain(book.id);
    expect((await api.get('/books/')).body.count).toBe(size - 1);
    expect((await api.get('/books/new')).body.results.books.map((b: any) => b.id)).not.toContain(book.id);
    const ids = (await api.get(`/books/ids/?after=${book.id - 1}&limit=5`)).body.data.ids;
    expect(ids).not.toContain(book.id);
    expect(await suggested()).not.toContain(book.id);
    const another = await createMember(api);
    expect((await api.post(`/cart/${book.id}/add`, { quantity: 1 }, another.token)).status).toBe(404);
    const stockBefore = (await api.get(`/staff/books/${book.id}/`, staff)).body.data.stock;
    expect(await createOrder(api, waiting, [waitingLine], await addAddress(api, waiting))).toMatchObject({
      status: 400,
      body: { success: false, message: 'A book in your order is no longer for sale. Please remove it from your cart.' },
    });
    expect((await api.get(`/staff/books/${book.id}/`, staff)).body.data.stock).toBe(stockBefore);

    const shown = await api.get(`/order/${orderId}/`, reader.token);
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).toContain(body.title);
    expect((await api.get(`/staff/books/${book.id}/`, staff)).body.data).toMatchObject({ id: book.id, hidden: true });

    await api.post(`/staff/books/${book.id}/show/`, undefined, staff);
    expect((await api.get(`/books/${book.id}/`)).status).toBe(200);
    expect((await api.get('/books/')).body.count).toBe(size);
  });

  it('refuses bad input with 400 and changes nothing: price, unknown genre or author, control characters', async () => {
    const staff = await signIn(api, 'staff@pustak.np');
    const admin = await signIn(api, 'admin@pustak.np');
    const book = (await api.post('/staff/books/', await newBook(api), staff)).body.data;
    const entries = await auditCount(api, admin);
    const size = (await api.get('/books/')).body.count;
    const cases: [string, string, Record<string, unknown>][] = [
      ['POST', '/staff/books/', await newBook(api, { price: '-5' })],
      ['POST', '/staff/books/', await newBook(api, { price: 'abc' })],
      ['POST', '/staff/books/', await newBook(api, { price: '0' })],
      ['POST', '/staff/books/', await newBook(api, { price: '12.345' })],
      ['POST', '/staff/books/', await newBook(api, { genre_ids: [2147483000] })],
      ['POST', '/staff/books/', await newBook(api, { author_id: 2147483000 })],
      ['POST', '/staff/books/', await newBook(api, { title: 'Bad\u0000title' })],
      ['POST', '/staff/books/', await newBook(api, { title: '   ' })],
      ['PUT', `/staff/books/${book.id}/`, { price: '-1' }],
      ['PUT', `/staff/books/${book.id}/`, { genre_ids: [2147483000] }],
      ['PUT', `/staff/books/${book.id}/`, { description: 'Hidden\u001b[31m text' }],
      ['PUT', `/staff/books/${book.id}/`, { rating: 5 }],
      ['PUT', `/staff/books/${book.id}/`, {}],
      ['POST', '/staff/authors/', { name: 'A\u0085B', birth_date: null, email: null, biography: '' }],
      ['POST', '/staff/genres/', { name: 'Tab\tgenre' }],
    ];
    for (const [method, path, json] of cases) {
      const reply = await api.request(method, path, { json, token: staff });
      expect([method, path, JSON.stringify(json).slice(0, 80), reply.status]).toEqual([
        method,
        path,
        JSON.stringify(json).slice(0, 80),
        400,
      ]);
      expect(reply.body).toEqual({ success: false, message: expect.any(String) });
    }
    expect((await api.get(`/staff/books/${book.id}/`, staff)).body.data).toEqual({ ...book });
    expect((await api.get('/books/')).body.count).toBe(size);
    expect(await auditCount(api, admin)).toBe(entries);
  });
}
