/**
 * Staff fields over the real gateway and REST: every staff field the schema declares refuses a
 * guest (UNAUTHENTICATED) and a member (FORBIDDEN); staff writes reach the audit log and the
 * public catalog at once, through the public cache and the sitemap.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../rest/src/config.js';
import { startRest, type RunningRest } from '../../rest/src/server.js';
import { typeDefs } from '../src/schema.js';
import { codeOf, gql, newMember, ok } from './client.js';
import { gatewayWith } from './gateways.js';

const LOGIN = `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;
const signIn = async (email: string, url?: string) =>
  (await ok(LOGIN, { e: email, p: 'pustak123' }, undefined, url)).data.login.token as string;

const BOOK_FIELDS = 'id title price stock hidden genres { id } author { id }';

/** A call of each staff field with arguments REST would accept, so only the caller's role decides. */
const CALLS: Record<string, string> = {
  staffBook: `query { staffBook(id: "1") { id } }`,
  staffAuditLog: `query { staffAuditLog { totalCount } }`,
  staffContactMessages: `query { staffContactMessages { totalCount items { id subject reply } } }`,
  staffReplyToContactMessage: `mutation { staffReplyToContactMessage(id: "1", reply: "Yes") { id repliedAt } }`,
  staffCreateBook: `mutation { staffCreateBook(input: { title: "T", authorId: "1", price: "100", format: "Paperback",
    language: "English", description: "", genreIds: ["1"] }) { id } }`,
  staffUpdateBook: `mutation { staffUpdateBook(id: "1", input: { price: "100" }) { id } }`,
  staffAdjustStock: `mutation { staffAdjustStock(id: "1", change: 1, reason: "count") { id } }`,
  staffHideBook: `mutation { staffHideBook(id: "1") { id } }`,
  staffShowBook: `mutation { staffShowBook(id: "1") { id } }`,
  staffDeleteBook: `mutation { staffDeleteBook(id: "1") }`,
  staffUploadCover: `mutation { staffUploadCover(id: "1", cover: "data:image/png;base64,iVBORw0KGgo=") { id } }`,
  staffUploadBookFile: `mutation { staffUploadBookFile(id: "1", file: "data:application/pdf;base64,JVBERi0=", fileName: "b.pdf") { id } }`,
  staffSetGroupPostHidden: `mutation { staffSetGroupPostHidden(id: "1", hidden: true) { id hidden } }`,
  staffCreateAuthor: `mutation { staffCreateAuthor(input: { name: "N" }) { id } }`,
  staffUpdateAuthor: `mutation { staffUpdateAuthor(id: "1", input: { name: "N" }) { id } }`,
  staffCreateGenre: `mutation { staffCreateGenre(name: "N") { id } }`,
  staffUpdateGenre: `mutation { staffUpdateGenre(id: "1", name: "N") { id } }`,
  staffOrders: `query { staffOrders(step: PAID) { totalCount stepCounts { step count } items { order { id } } } }`,
  staffBooks: `query { staffBooks(title: "the") { totalCount items { id hidden } } }`,
  staffPackOrders: `mutation { staffPackOrders(ids: ["00000000-0000-4000-8000-000000000000"]) { refused { message } } }`,
  staffShipOrders: `mutation { staffShipOrders(shipments: [{ orderId: "00000000-0000-4000-8000-000000000000",
    courier: "Nepal Post", trackingNumber: "EE1" }]) { refused { message } } }`,
  staffDeliverOrders: `mutation { staffDeliverOrders(deliveries: [{ orderId: "00000000-0000-4000-8000-000000000000" }]) {
    refused { message } } }`,
  staffCancelOrders: `mutation { staffCancelOrders(ids: ["00000000-0000-4000-8000-000000000000"], reason: "R") {
    refused { message } } }`,
  staffRentals: `query { staffRentals(view: OVERDUE) { totalCount viewCounts { view count } items { copy { rental { id } } } } }`,
  staffReturnRental: `mutation { staffReturnRental(id: "1", damaged: false) { copy { rental { state } } } }`,
  staffRefunds: `query { staffRefunds(state: PENDING) { totalCount stateCounts { state count } items { orderId } } }`,
  staffRecordRefund: `mutation { staffRecordRefund(id: "1", reference: "ESW-1") { refund { id state } } }`,
  staffRetryRefund: `mutation { staffRetryRefund(id: "1") { refund { id state } } }`,
};

async function sitemapBookIds(origin: string): Promise<number[]> {
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>[^<]*\/sitemaps\/(books-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
  const ids: number[] = [];
  for (const file of files) {
    const xml = await (await fetch(`${origin}/sitemaps/${file}`)).text();
    ids.push(...[...xml.matchAll(/\/books\/(\d+)<\/loc>/g)].map((m) => Number(m[1])));
  }
  return ids;
}

describe('Staff fields', () => {
  // Staff writes go to a REST service of this suite's own: the shared one's catalog stays as other suites expect.
  let rest: RunningRest;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-staff-'));
    rest = await startRest(
      { ...readConfig({ RATE_LIMIT_ALLOW_LIST: '127.0.0.1,::1' }), port: 0, dataDir, logLevel: 'warn' },
      { logger: false, mailer: { send: async () => {} } },
    );
  }, 120_000);
  afterAll(async () => {
    await rest?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("staff read the store's inbox and answer a message once", async () => {
    const staff = await signIn('staff@pustak.np');
    const subject = `Graph ${randomBytes(4).toString('hex')}`;
    const message = {
      name: 'Hari',
      email: `hari_${randomBytes(4).toString('hex')}@example.com`,
      subject,
      message: 'Namaste',
    };
    await ok(`mutation ($m: ContactMessageInput!) { sendContactMessage(input: $m) { message } }`, { m: message });
    const inbox = await ok(`{ staffContactMessages { totalCount items { id subject reply repliedAt } } }`, {}, staff);
    const mine = inbox.data.staffContactMessages.items.find((m: { subject: string }) => m.subject === subject);
    expect(mine).toMatchObject({ reply: null, repliedAt: null });
    const REPLY =
      'mutation ($id: ID!, $r: String!) { staffReplyToContactMessage(id: $id, reply: $r) { id reply repliedAt } }';
    const answered = await ok(REPLY, { id: mine.id, r: 'Yes, we do.' }, staff);
    expect(answered.data.staffReplyToContactMessage).toMatchObject({ id: mine.id, reply: 'Yes, we do.' });
    expect(answered.data.staffReplyToContactMessage.repliedAt).toEqual(expect.any(String));
    const again = await gql(REPLY, { id: mine.id, r: 'Again' }, staff);
    expect([codeOf(again), again.errors?.[0]?.message]).toEqual([
      'BAD_USER_INPUT',
      'This message has been answered already.',
    ]);
  });

  it('a rented copy: its member reads its due date and money; staff find it by due date and mark it returned, and the refund shows', async () => {
    const member = await newMember();
    const { books } = (await ok(`{ books(page: 7, filter: { ordering: TITLE_ASC }) { items { id stock format } } }`))
      .data;
    const book = books.items.find(
      (b: { stock: number; format: string }) => b.stock > 2 && !['eBook', 'Audiobook'].includes(b.format),
    );
    const line = (
      await ok(
        `mutation ($id: ID!) { addToCart(bookId: $id, purchaseType: RENT, rentalPeriod: DAYS_30) { id } }`,
        { id: book.id },
        member.token,
      )
    ).data.addToCart.id;
    const address = (
      await ok(
        `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Sita Sharma", addressLine1: "Jhamsikhel 21", city: "Lalitpur", phone: "9841234567", district: "Lalitpur" }) { id } }`,
        {},
        member.token,
      )
    ).data.createShippingAddress.id;
    const order = (
      await ok(
        `mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a, paymentMethod: CASH_ON_DELIVERY) { id totalAmount items { price rental { state fee deposit refundOnTime dueDate } } } }`,
        { i: [line], a: address },
        member.token,
      )
    ).data.createOrder;
    const [item] = order.items;
    expect(item.rental).toMatchObject({ state: 'NOT_STARTED', deposit: item.price, dueDate: null });
    const staff = await signIn('staff@pustak.np');
    await ok(`mutation ($i: [ID!]!) { staffPackOrders(ids: $i) { refused { message } } }`, { i: [order.id] }, staff);
    await ok(
      `mutation ($i: ID!) { staffShipOrders(shipments: [{ orderId: $i, courier: "Pathao", trackingNumber: "P-1" }]) { refused { message } } }`,
      { i: order.id },
      staff,
    );
    await ok(
      `mutation ($i: ID!, $c: Decimal) { staffDeliverOrders(deliveries: [{ orderId: $i, cashReceived: $c }]) { refused { message } } }`,
      { i: order.id, c: order.totalAmount },
      staff,
    );
    const mine = (
      await ok(
        `{ rentals { totalCount items { orderId overdue book { id } rental { id state dueDate dueAt fee refundOnTime } } } }`,
        {},
        member.token,
      )
    ).data.rentals;
    expect(mine.totalCount).toBe(1);
    const [copy] = mine.items;
    expect(copy).toMatchObject({ orderId: order.id, overdue: false, book: { id: book.id } });
    expect(copy.rental).toMatchObject({
      state: 'ACTIVE',
      fee: item.rental.fee,
      refundOnTime: item.rental.refundOnTime,
    });
    expect(copy.rental.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const ACTIVE = `{ staffRentals(view: ACTIVE) { totalCount viewCounts { view count } items { member { id } copy { rental { id } } } } }`;
    const queue = (await ok(ACTIVE, {}, staff)).data.staffRentals;
    expect(queue.items.map((c: any) => c.copy.rental.id)).toContain(copy.rental.id);
    expect(queue.viewCounts.map((c: { view: string }) => c.view)).toEqual(['ACTIVE', 'OVERDUE', 'ENDED']);
    const RETURN = `mutation ($id: ID!) { staffReturnRental(id: $id, damaged: false) { member { id } copy { rental { state refund lateFee } } } }`;
    const returned = (await ok(RETURN, { id: copy.rental.id }, staff)).data.staffReturnRental;
    expect(returned).toEqual({
      member: { id: String(member.id) },
      copy: { rental: { state: 'RETURNED', refund: item.rental.refundOnTime, lateFee: '0.00' } },
    });
    const again = await gql(RETURN, { id: copy.rental.id }, staff);
    expect([codeOf(again), again.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', 'This copy is returned already.']);
    expect(codeOf(await gql(RETURN, { id: copy.rental.id }, member.token))).toBe('FORBIDDEN');
  });

  it("an order queue past its last page is empty, and still counts every step's orders", async () => {
    const member = await newMember();
    const { books } = (await ok(`{ books(page: 6, filter: { ordering: TITLE_ASC }) { items { id stock } } }`)).data;
    const book = books.items.find((b: { stock: number }) => b.stock > 5);
    const line = (await ok(`mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: book.id }, member.token)).data
      .addToCart.id;
    const address = (
      await ok(
        `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Sita Sharma", addressLine1: "Jhamsikhel 21", city: "Lalitpur", phone: "9841234567", district: "Lalitpur" }) { id } }`,
        {},
        member.token,
      )
    ).data.createShippingAddress.id;
    await ok(
      `mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a, paymentMethod: CASH_ON_DELIVERY) { id } }`,
      { i: [line], a: address },
      member.token,
    );
    const staff = await signIn('staff@pustak.np');
    const QUEUE = `query ($p: Int) { staffOrders(step: CONFIRMED, page: $p) { totalCount items { order { id } } stepCounts { step count } } }`;
    const first = (await ok(QUEUE, { p: 1 }, staff)).data.staffOrders;
    const past = (await ok(QUEUE, { p: 5000 }, staff)).data.staffOrders;
    expect(first.totalCount).toBeGreaterThan(0);
    expect(past).toEqual({ totalCount: first.totalCount, items: [], stepCounts: first.stepCounts });
  });

  it('a cancelled Khalti order shows its refund to the member and to staff, who cannot record or retry one Khalti made', async () => {
    const member = await newMember();
    const { books } = (await ok(`{ books(page: 7, filter: { ordering: TITLE_ASC }) { items { id stock } } }`)).data;
    const book = books.items.find((b: { stock: number }) => b.stock > 5);
    const line = (await ok(`mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: book.id }, member.token)).data
      .addToCart.id;
    const address = (
      await ok(
        `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Sita Sharma", addressLine1: "Jhamsikhel 21", city: "Lalitpur", phone: "9841234567", district: "Lalitpur" }) { id } }`,
        {},
        member.token,
      )
    ).data.createShippingAddress.id;
    const order = (
      await ok(
        `mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a) { id totalAmount } }`,
        { i: [line], a: address },
        member.token,
      )
    ).data.createOrder;
    const { paymentUrl, pidx } = (
      await ok(
        `mutation ($id: ID!) { createPayment(orderId: $id) { paymentUrl pidx } }`,
        { id: order.id },
        member.token,
      )
    ).data.createPayment;
    const paid = await fetch(new URL('pay', paymentUrl), {
      method: 'POST',
      body: new URLSearchParams({ pidx, khalti_id: '9800000000', mpin: '1111', otp: '987654', action: 'pay' }),
      redirect: 'manual',
    });
    const back = new URL(paid.headers.get('location')!).search;
    await ok(
      `mutation ($q: String!) { verifyPayment(provider: KHALTI, returnQuery: $q) { success } }`,
      { q: back },
      member.token,
    );
    const REFUNDS = `refundDue refunds { id amount cause method wallet state reference createdAt refundedAt }`;
    const cancelled = (
      await ok(
        `mutation ($id: ID!) { cancelOrder(id: $id) { transactionId ${REFUNDS} } }`,
        { id: order.id },
        member.token,
      )
    ).data.cancelOrder;
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({
        amount: order.totalAmount,
        cause: 'ORDER_CANCELLED',
        method: 'KHALTI',
        wallet: 'KHALTI',
      }),
    ]);
    // Sent at once by REST's refunds job, through the Khalti sandbox.
    let refund = cancelled.refunds[0];
    for (let i = 0; i < 50 && refund.state !== 'REFUNDED'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      refund = (await ok(`{ order(id: "${order.id}") { ${REFUNDS} } }`, {}, member.token)).data.order.refunds[0];
    }
    expect(refund).toMatchObject({
      state: 'REFUNDED',
      reference: cancelled.transactionId,
      refundedAt: expect.any(String),
    });
    expect((await ok(`{ order(id: "${order.id}") { refundDue } }`, {}, member.token)).data.order.refundDue).toBeNull();

    const staff = await signIn('staff@pustak.np');
    const list = (
      await ok(
        `{ staffRefunds(state: REFUNDED) { totalCount stateCounts { state count }
          items { orderId orderShortId attempts lastError transactionId member { id email } refund { id state amount } } } }`,
        {},
        staff,
      )
    ).data.staffRefunds;
    expect(list.stateCounts.map((c: { state: string }) => c.state)).toEqual([
      'PENDING',
      'SENDING',
      'REFUNDED',
      'FAILED',
    ]);
    expect(list.items.find((r: { refund: { id: string } }) => r.refund.id === refund.id)).toEqual({
      orderId: order.id,
      orderShortId: order.id.slice(0, 8),
      attempts: 1,
      lastError: null,
      transactionId: cancelled.transactionId,
      member: { id: member.id, email: member.email },
      refund: { id: refund.id, state: 'REFUNDED', amount: order.totalAmount },
    });
    const retried = await gql(
      `mutation ($id: ID!) { staffRetryRefund(id: $id) { refund { state } } }`,
      { id: refund.id },
      staff,
    );
    expect([codeOf(retried), retried.errors?.[0]?.message]).toEqual([
      'BAD_USER_INPUT',
      `Refund #${refund.id} has not failed.`,
    ]);
    const recorded = await gql(
      `mutation ($id: ID!) { staffRecordRefund(id: $id, reference: "X-1") { refund { state } } }`,
      { id: refund.id },
      staff,
    );
    expect([codeOf(recorded), recorded.errors?.[0]?.message]).toEqual([
      'BAD_USER_INPUT',
      `Refund #${refund.id} is refunded already.`,
    ]);
  });

  it('every staff field in the schema refuses a guest (UNAUTHENTICATED) and a member (FORBIDDEN)', async () => {
    const schema = buildSchema(typeDefs);
    const fields = [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) =>
      Object.keys(type.getFields()).filter((name) => name.startsWith('staff')),
    );
    expect(fields.sort()).toEqual(Object.keys(CALLS).sort());
    const member = await newMember();
    for (const field of fields) {
      const guest = await gql(CALLS[field]!);
      expect([field, codeOf(guest)]).toEqual([field, 'UNAUTHENTICATED']);
      const refused = await gql(CALLS[field]!, {}, member.token);
      expect([field, codeOf(refused), refused.errors?.[0]?.message]).toEqual([
        field,
        'FORBIDDEN',
        'Only Pustak staff can do this.',
      ]);
    }
    const staff = await signIn('staff@pustak.np');
    // The member menu's Back office link: your own role only, null for members and on others' profiles.
    const me = `{ me { id staffRole } }`;
    expect((await gql(me, {}, staff)).data.me.staffRole).toBe('STAFF');
    expect((await gql(me, {}, await signIn('admin@pustak.np'))).data.me.staffRole).toBe('ADMIN');
    expect((await gql(me, {}, member.token)).data.me.staffRole).toBeNull();
    const staffId = (await gql(me, {}, staff)).data.me.id;
    expect((await gql(`{ user(id: "${staffId}") { staffRole } }`, {}, member.token)).data.user.staffRole).toBeNull();
    const audit = await gql(CALLS.staffAuditLog!, {}, staff);
    expect([codeOf(audit), audit.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      'Only Pustak administrators can do this.',
    ]);
  });

  it('staff writes are in the audit log and on the public catalog, search and sitemap at once', async () => {
    const origin = await gatewayWith({ restUrl: `${rest.url}/api` });
    const url = `${origin}/graphql`;
    const staff = await signIn('staff@pustak.np', url);
    const admin = await signIn('admin@pustak.np', url);
    const lastAudit = async () =>
      (await ok(`{ staffAuditLog { totalCount items { action entityId actorEmail before after } } }`, {}, admin, url))
        .data.staffAuditLog;
    const title = `Graph Staff Book ${randomBytes(4).toString('hex')}`;
    const search = `query ($t: String!) { books(filter: { title: $t }) { items { id price } } }`;

    const genre = (
      await ok(`mutation ($n: String!) { staffCreateGenre(name: $n) { id name } }`, { n: `G ${title}` }, staff, url)
    ).data.staffCreateGenre;
    const author = (
      await ok(
        `mutation { staffCreateAuthor(input: { name: "Graph Author", biography: "Writes." }) { id name } }`,
        {},
        staff,
        url,
      )
    ).data.staffCreateAuthor;
    const created = await ok(
      `mutation ($i: StaffBookInput!) { staffCreateBook(input: $i) { ${BOOK_FIELDS} } }`,
      {
        i: {
          title,
          authorId: author.id,
          price: '350.5',
          format: 'Paperback',
          language: 'Nepali',
          description: 'New.',
          genreIds: [genre.id],
          stock: 3,
        },
      },
      staff,
      url,
    );
    const book = created.data.staffCreateBook;
    expect(book).toMatchObject({
      title,
      price: '350.50',
      stock: 3,
      hidden: false,
      genres: [{ id: genre.id }],
      author: { id: author.id },
    });
    expect((await lastAudit()).items[0]).toMatchObject({
      action: 'book.create',
      entityId: book.id,
      actorEmail: 'staff@pustak.np',
      before: null,
    });

    // Read through this gateway's public cache, then changed: the next read is the change.
    expect((await ok(`{ book(id: "${book.id}") { price } }`, {}, undefined, url)).data.book.price).toBe('350.50');
    expect((await ok(search, { t: title }, undefined, url)).data.books.items).toEqual([
      { id: book.id, price: '350.50' },
    ]);
    const sitemapBefore = await sitemapBookIds(origin);
    expect(sitemapBefore).toContain(Number(book.id));

    await ok(`mutation { staffUpdateBook(id: "${book.id}", input: { price: "400" }) { id } }`, {}, staff, url);
    expect((await ok(`{ book(id: "${book.id}") { price } }`, {}, undefined, url)).data.book.price).toBe('400.00');
    const updated = (await lastAudit()).items[0];
    expect(updated).toMatchObject({ action: 'book.update', entityId: book.id });
    expect(JSON.parse(updated.before).price).toBe('350.50');
    expect(JSON.parse(updated.after).price).toBe('400.00');

    const stock = await ok(
      `mutation { staffAdjustStock(id: "${book.id}", change: -1, reason: "Shelf copy damaged") { stock } }`,
      {},
      staff,
      url,
    );
    expect(stock.data.staffAdjustStock.stock).toBe(2);
    expect(JSON.parse((await lastAudit()).items[0].after)).toEqual({
      stock: 2,
      change: -1,
      reason: 'Shelf copy damaged',
    });
    const below = await gql(
      `mutation { staffAdjustStock(id: "${book.id}", change: -5, reason: "Lost") { stock } }`,
      {},
      staff,
      url,
    );
    expect(codeOf(below)).toBe('BAD_USER_INPUT');

    expect(
      (await ok(`mutation { staffHideBook(id: "${book.id}") { hidden } }`, {}, staff, url)).data.staffHideBook.hidden,
    ).toBe(true);
    expect((await ok(`{ book(id: "${book.id}") { id } }`, {}, undefined, url)).data.book).toBeNull();
    expect((await ok(search, { t: title }, undefined, url)).data.books.items.map((b: any) => b.id)).not.toContain(
      book.id,
    );
    expect(await sitemapBookIds(origin)).not.toContain(Number(book.id));
    expect((await ok(`{ staffBook(id: "${book.id}") { hidden } }`, {}, staff, url)).data.staffBook).toEqual({
      hidden: true,
    });
    // Staff still find it, by a part of its title, to show it again.
    const listed = await ok(
      `query ($t: String) { staffBooks(title: $t) { totalCount items { id hidden title } } }`,
      { t: title.slice(2).toUpperCase() },
      staff,
      url,
    );
    expect(listed.data.staffBooks).toEqual({ totalCount: 1, items: [{ id: book.id, hidden: true, title }] });

    expect(
      (await ok(`mutation { staffShowBook(id: "${book.id}") { hidden } }`, {}, staff, url)).data.staffShowBook.hidden,
    ).toBe(false);
    expect((await ok(`{ book(id: "${book.id}") { id } }`, {}, undefined, url)).data.book).toEqual({ id: book.id });

    await ok(
      `mutation { staffUpdateAuthor(id: "${author.id}", input: { name: "Graph Author II" }) { id } }`,
      {},
      staff,
      url,
    );
    expect((await ok(`{ author(id: "${author.id}") { name } }`, {}, undefined, url)).data.author.name).toBe(
      'Graph Author II',
    );
    await ok(
      `mutation ($n: String!) { staffUpdateGenre(id: "${genre.id}", name: $n) { id } }`,
      { n: `H ${title}` },
      staff,
      url,
    );
    expect((await ok(`{ genres { id name } }`, {}, undefined, url)).data.genres).toContainEqual({
      id: genre.id,
      name: `H ${title}`,
    });

    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a6f4e' } })
      .png()
      .toBuffer();
    const cover = `data:image/png;base64,${png.toString('base64')}`;
    const uploaded = (
      await ok(
        `mutation ($c: String!) { staffUploadCover(id: "${book.id}", cover: $c) { coverImage } }`,
        { c: cover },
        staff,
        url,
      )
    ).data.staffUploadCover.coverImage;
    expect(uploaded).toMatch(/\/media\/uploads\/book-covers\/[\w-]+\.webp$/);
    expect((await ok(`{ book(id: "${book.id}") { coverImage } }`, {}, undefined, url)).data.book.coverImage).toBe(
      uploaded,
    );
    const served = await fetch(`${rest.url}${new URL(uploaded).pathname}`);
    expect(served.status).toBe(200);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 600, height: 900 });
    const notImage = await gql(
      `mutation ($c: String!) { staffUploadCover(id: "${book.id}", cover: $c) { coverImage } }`,
      { c: `data:image/png;base64,${Buffer.from('plain text, not a picture').toString('base64')}` },
      staff,
      url,
    );
    expect([codeOf(notImage), notImage.errors?.[0]?.message]).toEqual([
      'BAD_USER_INPUT',
      'Please upload JPG or PNG images only',
    ]);

    expect((await ok(`mutation { staffDeleteBook(id: "${book.id}") }`, {}, staff, url)).data.staffDeleteBook).toBe(
      book.id,
    );
    expect((await ok(`{ book(id: "${book.id}") { id } }`, {}, undefined, url)).data.book).toBeNull();
    const actions = (await lastAudit()).items.slice(0, 10).map((e: any) => e.action);
    expect(actions).toEqual([
      'book.delete',
      'book.cover',
      'genre.update',
      'author.update',
      'book.show',
      'book.hide',
      'book.stock',
      'book.update',
      'book.create',
      'author.create',
    ]);
  });
});
