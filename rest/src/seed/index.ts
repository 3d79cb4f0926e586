/**
 * Seeds an empty database on first start, in one transaction: the catalog (catalog.ts) and the
 * demo members (members.ts). A database that already holds genres is never touched again, so a
 * restart keeps everything members have done. An advisory lock keeps two processes that start
 * together on one PostgreSQL from seeding twice.
 */
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import { DIGITAL_FORMATS, fromPaisa, toPaisa } from '../catalog/money.js';
import { toLatin } from '../catalog/transliteration.js';
import type { Database } from '../db/client.js';
import {
  readings,
  shelfEntries,
  authors,
  bookFiles,
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
import { startRentals } from '../rentals/start.js';
import { RENTAL_PERIODS } from '../rentals/terms.js';
import { buildCatalog, OUT_OF_STOCK_TITLE, type Catalog } from './catalog.js';
import { sampleFileRows } from './samples.js';
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
  // Each member's currently-reading book is on their Currently Reading shelf, with an open reading.
  const reading = [...seed.currentlyReading].map(([userId, bookId]) => ({
    userId,
    bookId,
    shelf: 'currently_reading',
    createdAt: now,
    updatedAt: now,
  }));
  if (reading.length) {
    const entries = await tx.insert(shelfEntries).values(reading).returning({ id: shelfEntries.id });
    await tx.insert(readings).values(entries.map((e) => ({ entryId: e.id, state: 'reading', createdAt: now })));
  }
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
      rating_sum = ${books.ratingSum} + r.total, total_ratings = ${books.totalRatings} + r.n, reviews_count = ${books.reviewsCount} + r.n,
      rating_counts = array(select ${books.ratingCounts}[s] + r.by_star[s] from generate_series(1, 5) s)
    from (
      select book_id, sum(rating)::int as total, count(*)::int as n,
        array[count(*) filter (where rating = 1), count(*) filter (where rating = 2), count(*) filter (where rating = 3),
          count(*) filter (where rating = 4), count(*) filter (where rating = 5)]::int[] as by_star
      from ${reviews} group by book_id
    ) r
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

/**
 * The first demo member's past orders, so the Orders and Rentals screens are not empty on day one:
 * one paid three weeks ago, and one delivered ten days ago that rents a printed book for 15 days
 * (its rental started at delivery, as a real one does: rentals/start.ts).
 */
async function seedPastOrders(tx: Tx, seed: MemberSeed, catalog: Catalog, now: Date): Promise<void> {
  const userId = 1;
  const bookOf = (id: number) => catalog.books.find((b) => b.id === id)!;
  const picks = seed.favoriteBooks.filter(([u]) => u === userId).slice(0, 2);
  await seedOrder(tx, seed, userId, now, {
    lines: picks.map(([, bookId], i) => ({ book: bookOf(bookId), quantity: i + 1, rentalPeriodId: null })),
    paidDaysAgo: 21,
  });
  const rented = catalog.books.find(
    (b) => !DIGITAL_FORMATS.includes(b.format) && b.stock > 0 && !picks.some(([, id]) => id === b.id),
  )!;
  const delivered = await seedOrder(tx, seed, userId, now, {
    lines: [{ book: rented, quantity: 1, rentalPeriodId: RENTAL_PERIODS.find((p) => p.days === 15)!.id }],
    paidDaysAgo: 12,
    deliveredDaysAgo: 10,
  });
  await startRentals(tx, delivered.id, delivered.deliveredAt!, 'printed');
  // The copy is with the member until they bring it back (a return puts it back in stock).
  await tx
    .update(books)
    .set({ stock: sql`${books.stock} - 1` })
    .where(eq(books.id, rented.id));
}

interface PastOrder {
  lines: { book: Catalog['books'][number]; quantity: number; rentalPeriodId: number | null }[];
  paidDaysAgo: number;
  /** Packed and shipped the day before. */
  deliveredDaysAgo?: number;
}

/** A paid Khalti order to the member's default address; a rental's line holds the full price (its deposit). */
async function seedOrder(tx: Tx, seed: MemberSeed, userId: number, now: Date, past: PastOrder) {
  const subtotalPaisa = past.lines.reduce((sum, l) => sum + toPaisa(l.book.price) * l.quantity, 0);
  const fee = 10_000;
  const home = seed.addresses.find((a) => a.user === userId && a.isDefault)!;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const at = daysAgo(past.paidDaysAgo);
  const deliveredAt = past.deliveredDaysAgo === undefined ? null : daysAgo(past.deliveredDaysAgo);
  const sentAt = deliveredAt && daysAgo(past.deliveredDaysAgo! + 1);
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
      subtotal: fromPaisa(subtotalPaisa),
      shippingFee: fromPaisa(fee),
      totalAmount: fromPaisa(subtotalPaisa + fee),
      isCompleted: true,
      completedAt: at,
      createdAt: at,
      packedAt: sentAt,
      shippedAt: sentAt,
      deliveredAt,
    })
    .returning({ id: orders.id, deliveredAt: orders.deliveredAt });
  await tx.insert(orderItems).values(
    past.lines.map((l) => ({
      orderId: order!.id,
      bookId: l.book.id,
      quantity: l.quantity,
      purchaseType: l.rentalPeriodId === null ? 'buy' : 'rent',
      rentalPeriodId: l.rentalPeriodId,
      price: l.book.price,
    })),
  );
  return order!;
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
    // Each digital book's sample file (samples.ts): its facts now, its bytes written on start.
    const samples = sampleFileRows(
      catalog.books.map((b) => ({ ...b, titleLatin: toLatin(b.title) })),
      now,
    );
    await insertChunked(samples, (chunk) => tx.insert(bookFiles).values(chunk));
    await seedMembers(tx, members, now);
    await seedPastOrders(tx, members, catalog, now);
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
