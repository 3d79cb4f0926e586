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
