/**
 * Seeds an empty database on first start, in one transaction: the catalog (catalog.ts) and the
 * demo members (members.ts). A database that already holds genres is never touched again, so a
 * restart keeps everything members have done. An advisory lock keeps two processes that start
 * together on one PostgreSQL from seeding twice.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import { toLatin } from '../catalog/transliteration.js';
import type { Database } from '../db/client.js';
import {
  authors,
  bookGenres,
  books,
  cartItems,
  favoriteBooks,
  favoriteGenres,
  friendRequests,
  friendships,
  genres,
  orderItems,
  orders,
  reviews,
  shippingAddresses,
  users,
  wishlistItems,
} from '../db/schema.js';
import { buildCatalog, OUT_OF_STOCK_TITLE, type Catalog } from './catalog.js';
import { buildMembers, DEMO_MEMBERS, DEMO_PASSWORD, type MemberSeed } from './members.js';

export { DEMO_MEMBERS, DEMO_PASSWORD, OUT_OF_STOCK_TITLE };

const SEED_LOCK = 7_240_551;
const CHUNK = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

async function seedCatalog(tx: Tx, catalog: Catalog): Promise<void> {
  await tx.insert(genres).values(catalog.genres);
  await insertChunked(catalog.authors, (chunk) =>
    tx.insert(authors).values(chunk.map((author) => ({ ...author, nameLatin: toLatin(author.name) }))),
  );
  await insertChunked(catalog.books, (chunk) =>
    tx
      .insert(books)
      .values(chunk.map(({ genreIds: _genreIds, ...book }) => ({ ...book, titleLatin: toLatin(book.title) }))),
  );
  const links = catalog.books.flatMap((b) => b.genreIds.map((genreId) => ({ bookId: b.id, genreId })));
  await insertChunked(links, (chunk) => tx.insert(bookGenres).values(chunk));
}

async function seedMembers(tx: Tx, seed: MemberSeed, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await tx.insert(users).values(
    seed.members.map((m, i) => ({
      id: i + 1,
      username: m.username,
      email: m.email,
      passwordHash,
      firstName: m.firstName,
      lastName: m.lastName,
      dateOfBirth: m.dateOfBirth,
      bio: m.bio,
      status: m.status,
      statusUpdatedAt: new Date(now.getTime() - (i + 1) * 2 * DAY_MS),
      isVerified: m.isVerified,
      privacy: m.privacy,
      github: m.github ?? '',
      linkedin: m.linkedin ?? '',
      instagram: m.instagram ?? '',
      currentlyReadingId: seed.currentlyReading.get(i + 1) ?? null,
      hasAcceptedTerms: true,
      hasAcceptedRentalPolicy: true,
      termsAcceptanceDate: new Date(now.getTime() - (400 - i * 20) * DAY_MS),
      createdAt: new Date(now.getTime() - (400 - i * 20) * DAY_MS),
    })),
  );
  await tx.insert(favoriteGenres).values(seed.favoriteGenres.map(([userId, genreId]) => ({ userId, genreId })));
  await tx.insert(favoriteBooks).values(
    seed.favoriteBooks.map(([userId, bookId], i) => ({
      userId,
      bookId,
      createdAt: new Date(now.getTime() - i * DAY_MS),
    })),
  );
  await tx
    .insert(wishlistItems)
    .values(
      seed.wishlist.map(([userId, bookId], i) => ({ userId, bookId, createdAt: new Date(now.getTime() - i * DAY_MS) })),
    );
  await tx.insert(friendships).values(seed.friendships.map(([userLowId, userHighId]) => ({ userLowId, userHighId })));
  await tx.insert(friendRequests).values(seed.requests.map(([fromUserId, toUserId]) => ({ fromUserId, toUserId })));
  await tx.insert(reviews).values(
    seed.reviews.map((r) => {
      const at = new Date(now.getTime() - r.daysAgo * DAY_MS);
      return {
        userId: r.user,
        bookId: r.book,
        rating: r.rating,
        title: r.title,
        content: r.content,
        containsSpoiler: r.spoiler,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  // Reviews count towards each book's rating, exactly as a review written through the API does.
  await tx.execute(sql`
    update ${books} set
      rating_sum = ${books.ratingSum} + r.total, total_ratings = ${books.totalRatings} + r.n, reviews_count = ${books.reviewsCount} + r.n
    from (select book_id, sum(rating)::int as total, count(*)::int as n from ${reviews} group by book_id) r
    where ${books.id} = r.book_id`);
  await tx.insert(shippingAddresses).values(seed.addresses.map(({ user, ...a }) => ({ userId: user, ...a })));
  await tx.insert(cartItems).values(
    seed.cart.map((c) => ({
      userId: c.user,
      bookId: c.book,
      quantity: c.quantity,
      purchaseType: c.purchaseType,
      rentalPeriodId: c.rentalPeriodId,
    })),
  );
}

/** One paid order for the first demo member, so the Orders screen is not empty on day one. */
async function seedPastOrder(tx: Tx, seed: MemberSeed, catalog: Catalog, now: Date): Promise<void> {
  const userId = 1;
  const picks = seed.favoriteBooks.filter(([u]) => u === userId).slice(0, 2);
  const lines = picks.map(([, bookId], i) => ({ book: catalog.books.find((b) => b.id === bookId)!, quantity: i + 1 }));
  const subtotalPaisa = lines.reduce((sum, l) => sum + Math.round(Number(l.book.price) * 100) * l.quantity, 0);
  const fee = 10_000;
  const home = seed.addresses.find((a) => a.user === userId && a.isDefault)!;
  const at = new Date(now.getTime() - 21 * DAY_MS);
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      shippingFullName: home.fullName,
      shippingAddressName: home.addressName,
      shippingAddressLine1: home.addressLine1,
      shippingCity: home.city,
      shippingPhone: home.phone,
      shippingDistrict: home.district,
      subtotal: (subtotalPaisa / 100).toFixed(2),
      shippingFee: (fee / 100).toFixed(2),
      totalAmount: ((subtotalPaisa + fee) / 100).toFixed(2),
      isCompleted: true,
      completedAt: at,
      createdAt: at,
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values(
    lines.map((l) => ({
      orderId: order!.id,
      bookId: l.book.id,
      quantity: l.quantity,
      purchaseType: 'buy',
      price: l.book.price,
    })),
  );
}

/**
 * The demo's back office: one staff member and one admin (docs/staff.md), with the demo members'
 * password. Not among DEMO_MEMBERS: they run the store rather than read in it.
 */
export const DEMO_STAFF = [
  { email: 'staff@pustak.np', username: 'pustak_staff', firstName: 'Sushma', lastName: 'Karki', role: 'staff' },
  { email: 'admin@pustak.np', username: 'pustak_admin', firstName: 'Rajan', lastName: 'Thapa', role: 'admin' },
] as const;

async function seedStaff(tx: Tx, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await tx.insert(users).values(
    DEMO_STAFF.map((s) => ({
      ...s,
      passwordHash,
      bio: 'Runs the Pustak bookshop in Kathmandu.',
      isVerified: true,
      hasAcceptedTerms: true,
      hasAcceptedRentalPolicy: true,
      termsAcceptanceDate: now,
    })),
  );
}

/** How much a fresh database holds (builds the catalog in memory; for tests and docs). */
export function seedCounts() {
  const catalog = buildCatalog(new Date());
  return {
    books: catalog.books.length,
    authors: catalog.authors.length,
    genres: catalog.genres.length,
    members: DEMO_MEMBERS.length,
  };
}

/** Seeds an empty database; answers whether it did. */
export async function seedIfEmpty(db: Database, log: (message: string) => void = () => {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(genres);
    if (n > 0) return false;
    const now = new Date();
    const catalog = buildCatalog(now);
    const members = buildMembers(catalog);
    log(
      `seeding ${catalog.books.length} books, ${catalog.authors.length} authors and ${members.members.length} demo members`,
    );
    await seedCatalog(tx, catalog);
    await seedMembers(tx, members, now);
    await seedPastOrder(tx, members, catalog, now);
    // Rows went in with fixed ids; move each sequence past them so new rows get fresh ids.
    for (const table of ['genres', 'authors', 'books', 'users']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
      );
    }
    await seedStaff(tx, now);
    return true;
  });
}
