/**
 * The one database schema, shared by PGlite (embedded default) and PostgreSQL (production).
 * Migrations in ./migrations are generated from this file with `npm run db:generate -w rest`;
 * never edit a generated migration, add a new one.
 * Money is numeric(10,2) and travels as a decimal string: never sum prices as floats.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const authors = pgTable(
  'authors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name in plain lowercase Roman (catalog/transliteration.ts), for search across scripts. */
    nameLatin: text('name_latin'),
    birthDate: date('birth_date'),
    email: text('email'),
    biography: text('biography').notNull().default(''),
  },
  (t) => [
    index('authors_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('authors_name_latin_trgm').using('gin', sql`${t.nameLatin} gin_trgm_ops`),
    index('authors_name_latin_joined_trgm').using('gin', sql`replace(${t.nameLatin}, ' ', '') gin_trgm_ops`),
  ],
);

export const genres = pgTable('genres', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** The title in plain lowercase Roman (catalog/transliteration.ts), for search across scripts. */
    titleLatin: text('title_latin'),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    // rating = rating_sum / total_ratings, so reviews move it exactly (no float drift).
    // The seed starts books with ratings gathered before Pustak; each review adds to both.
    ratingSum: integer('rating_sum').notNull().default(0),
    totalRatings: integer('total_ratings').notNull().default(0),
    /** How many of total_ratings gave 1, 2, 3, 4 and 5 stars (the book page's breakdown); sums to it. */
    ratingCounts: integer('rating_counts')
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0}'`),
    reviewsCount: integer('reviews_count').notNull().default(0),
    year: integer('year'),
    datePublished: date('date_published'),
    format: text('format').notNull(),
    pages: integer('pages'),
    dimensions: text('dimensions'),
    publicationHouse: text('publication_house'),
    imprint: text('imprint'),
    publicationCity: text('publication_city'),
    language: text('language').notNull(),
    category: text('category'),
    subcategory: text('subcategory'),
    description: text('description').notNull().default(''),
    salesCount: integer('sales_count').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    /** Set when staff hide a book that has orders: out of the catalog, search and sitemap; orders still show it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** A cover staff uploaded (media/bookCovers.ts: `book-covers/<uuid>`), or null for the generated SVG. */
    coverImage: text('cover_image'),
    /** The edition's ISBN-13, thirteen digits (catalog/isbn.ts), or null when unknown; one book per ISBN. */
    isbn13: text('isbn13'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('books_isbn13')
      .on(t.isbn13)
      .where(sql`${t.isbn13} IS NOT NULL`),
    index('books_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('books_title_latin_trgm').using('gin', sql`${t.titleLatin} gin_trgm_ops`),
    index('books_title_latin_joined_trgm').using('gin', sql`replace(${t.titleLatin}, ' ', '') gin_trgm_ops`),
    // The catalog's orderings: best selling first (the default), by price, by title.
    index('books_sales_idx').on(t.salesCount.desc(), t.id),
    // It also holds title_latin (INCLUDE, 0027_best_sellers_latin; drizzle's index builder has no
    // INCLUDE): a typo search's walk of the best sellers reads the index alone.
    index('books_visible_sales_idx')
      .on(t.salesCount.desc(), t.id)
      .where(sql`${t.hiddenAt} IS NULL`),
    index('books_title_idx').on(t.title, t.id),
    // An author's books by copies sold (an author search's ranking) and every lookup by author.
    index('books_author_sales_idx').on(t.authorId, t.salesCount.desc(), t.id),
    index('books_price_idx').on(t.price),
    // The filtered listing: language and format as compared (lower-cased), then price.
    index('books_language_format_price_idx').on(sql`lower(${t.language})`, sql`lower(${t.format})`, t.price, t.id),
    index('books_created_idx').on(t.createdAt),
    // Best rating (weighted), most rated, newest: 0020_sort_orders.
    index('books_weighted_rating_idx')
      .on(sql`((${t.ratingSum} + 35)::numeric / (${t.totalRatings} + 10)) DESC`, t.id)
      .where(sql`${t.hiddenAt} IS NULL`),
    index('books_most_rated_idx')
      .on(t.totalRatings.desc(), t.id)
      .where(sql`${t.hiddenAt} IS NULL`),
    index('books_newest_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.hiddenAt} IS NULL`),
    check('books_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
);

export const bookGenres = pgTable(
  'book_genres',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.genreId] }), index('book_genres_genre_book_idx').on(t.genreId, t.bookId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    bio: text('bio').notNull().default(''),
    status: text('status').notNull().default(''),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Path under DATA_DIR/uploads, or null for the initials fallback. */
    profilePicture: text('profile_picture'),
    github: text('github').notNull().default(''),
    linkedin: text('linkedin').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    currentlyReadingId: integer('currently_reading_id').references(() => books.id, { onDelete: 'set null' }),
    hasAcceptedTerms: boolean('has_accepted_terms').notNull().default(false),
    hasAcceptedRentalPolicy: boolean('has_accepted_rental_policy').notNull().default(false),
    termsAcceptanceDate: timestamp('terms_acceptance_date', { withTimezone: true }),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    privacy: text('privacy').notNull().default('public'),
    /** The app's language the member chose: 'en' or 'ne'; null until they choose. */
    language: text('language'),
    /** Bumped on password change/reset and on signing out everywhere, so tokens issued before it stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** 'member', or 'staff' and 'admin', who run the store (staff/roles.ts); granted by `npm run staff:add`. */
    role: text('role').notNull().default('member'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    index('users_username_trgm').using('gin', sql`${t.username} gin_trgm_ops`),
    check('users_language', sql`${t.language} in ('en', 'ne')`),
    check('users_role', sql`${t.role} in ('member', 'staff', 'admin')`),
  ],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** sha256 of the token sent by email; the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const favoriteBooks = pgTable(
  'favorite_books',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] }), index('favorite_books_book_idx').on(t.bookId)],
);

export const favoriteGenres = pgTable(
  'favorite_genres',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.genreId] }), index('favorite_genres_genre_idx').on(t.genreId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_user_book').on(t.userId, t.bookId), index('wishlist_items_book_idx').on(t.bookId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    purchaseType: text('purchase_type').notNull().default('buy'),
    /** 1, 2, 3 = 15, 30, 45 days; null for 'buy' lines. */
    rentalPeriodId: integer('rental_period_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_user_book').on(t.userId, t.bookId),
    check('cart_quantity_positive', sql`${t.quantity} >= 1`),
    check('cart_purchase_type', sql`${t.purchaseType} in ('buy', 'rent')`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    containsSpoiler: boolean('contains_spoiler').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_user_book').on(t.userId, t.bookId),
    index('reviews_book_idx').on(t.bookId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressName: text('address_name').notNull(),
    fullName: text('full_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    city: text('city').notNull(),
    /** A Nepali mobile number's ten digits (delivery/phone.ts); null on addresses saved before phones were asked. */
    phone: text('phone'),
    /** One of Nepal's 77 districts as delivery/districts.ts spells it; null on addresses saved before. */
    district: text('district'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  // At most one default per member, enforced by the database itself.
  (t) => [
    uniqueIndex('shipping_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shippingAddressId: integer('shipping_address_id').references(() => shippingAddresses.id, {
      onDelete: 'set null',
    }),
    // A snapshot, so editing or deleting the address later never rewrites an order; null for an
    // order of digital copies only, which goes to no address (orders/orders.ts).
    shippingFullName: text('shipping_full_name'),
    shippingAddressName: text('shipping_address_name'),
    shippingAddressLine1: text('shipping_address_line1'),
    shippingCity: text('shipping_city'),
    shippingPhone: text('shipping_phone'),
    shippingDistrict: text('shipping_district'),
    /** 'CASH_ON_DELIVERY': confirmed unpaid, never cancelled by the hold; null: a wallet, chosen when paying. */
    paymentMethod: text('payment_method'),
    /** What the member wrote for the courier or the store when ordering (up to 500 characters); null: nothing. */
    notes: text('notes'),
    subtotal: numeric('subtotal', { precision: 10, scale: 2 }).notNull(),
    shippingFee: numeric('shipping_fee', { precision: 10, scale: 2 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 10, scale: 2 }).notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Set when an unpaid order's hold ran out (orders/holds.ts), or the member or staff cancelled it (orders/fulfilment.ts): its copies went back to stock. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Who cancelled it: 'member' or 'staff'; null for the hold (or an order not cancelled). */
    cancelledBy: text('cancelled_by'),
    // Fulfilment (orders/fulfilment.ts): each step's time, set once, only after the step before.
    packedAt: timestamp('packed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Cash on delivery: what the courier collected, recorded by staff when they mark it delivered. */
    cashReceived: numeric('cash_received', { precision: 10, scale: 2 }),
  },
  (t) => [
    index('orders_user_created').on(t.userId, t.createdAt),
    // The hold sweep's question ('which open unpaid orders are older than the hold?'), kept small.
    index('orders_unpaid_created')
      .on(t.createdAt)
      .where(sql`NOT ${t.isCompleted} AND ${t.cancelledAt} IS NULL`),
    // Staff's queues (orders/fulfilment.ts): the orders waiting for each step, oldest first.
    index('orders_fulfilment_queue')
      .on(t.createdAt)
      .where(sql`${t.cancelledAt} IS NULL AND ${t.deliveredAt} IS NULL`),
    index('orders_open_cash_on_delivery')
      .on(t.userId)
      .where(sql`${t.paymentMethod} = 'CASH_ON_DELIVERY' AND NOT ${t.isCompleted} AND ${t.cancelledAt} IS NULL`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    quantity: integer('quantity').notNull(),
    purchaseType: text('purchase_type').notNull(),
    rentalPeriodId: integer('rental_period_id'),
    /** Unit price at the time of the order. */
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  },
  // 'Readers also enjoyed' starts from a book's orders.
  (t) => [index('order_items_book_idx').on(t.bookId)],
);

/**
 * A rented copy (rentals/), from the day its rental starts (a printed copy's delivery, a digital
 * one's payment) to its end: returned (deposit back less the fee), purchased (a full day overdue,
 * or damaged) or ended (a digital copy at its due date). Money is what the order paid for the copy.
 */
export const rentals = pgTable(
  'rentals',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    digital: boolean('digital').notNull(),
    periodDays: integer('period_days').notNull(),
    deposit: numeric('deposit', { precision: 10, scale: 2 }).notNull(),
    fee: numeric('fee', { precision: 10, scale: 2 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** 'active', 'returned', 'purchased' or 'ended'. */
    state: text('state').notNull().default('active'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** On a return: whether the copy came back damaged (then the rental is a purchase). */
    damaged: boolean('damaged'),
    lateFee: numeric('late_fee', { precision: 10, scale: 2 }),
    /** What the return owes back (deposit less fee and late fee); null until returned undamaged. */
    refund: numeric('refund', { precision: 10, scale: 2 }),
    remindBeforeAt: timestamp('remind_before_at', { withTimezone: true }).notNull(),
    remindedBeforeAt: timestamp('reminded_before_at', { withTimezone: true }),
    remindDueAt: timestamp('remind_due_at', { withTimezone: true }).notNull(),
    remindedDueAt: timestamp('reminded_due_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('rentals_user_started').on(t.userId, t.startedAt),
    index('rentals_active_due')
      .on(t.dueAt)
      .where(sql`${t.state} = 'active'`),
    index('rentals_user_book_ended').on(t.userId, t.bookId, t.endedAt),
    check('rentals_state', sql`${t.state} IN ('active', 'returned', 'purchased', 'ended')`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's payment id (Khalti's pidx): binds a payment to one order and one member. */
    pidx: text('pidx').notNull().unique(),
    amountPaisa: bigint('amount_paisa', { mode: 'number' }).notNull(),
    /** The provider's last known status: Initiated and Pending are open (still payable). */
    status: text('status').notNull().default('Initiated'),
    transactionId: text('transaction_id'),
    /** Where the payer pays; handed out again while the payment is open. */
    paymentUrl: text('payment_url'),
    /** Set when the provider took this money but it paid for nothing: an operator must refund it. */
    refundReason: text('refund_reason'),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    // At most one open payment per order, whoever races to create it (payments/start.ts).
    uniqueIndex('payments_one_open_per_order')
      .on(t.orderId)
      .where(sql`${t.status} IN ('Initiated', 'Pending')`),
  ],
);

/**
 * Idempotency keys (IETF draft 'The Idempotency-Key HTTP Header Field') of a member's order and
 * payment creations: the request's fingerprint and the answer it got, replayed for 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Route and body of the first request, hashed: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);

/** State of the built-in Khalti sandbox (a stand-in for Khalti's servers, not our own record). */
export const khaltiSandboxPayments = pgTable('khalti_sandbox_payments', {
  pidx: text('pidx').primaryKey(),
  amountPaisa: bigint('amount_paisa', { mode: 'number' }).notNull(),
  purchaseOrderId: text('purchase_order_id').notNull(),
  purchaseOrderName: text('purchase_order_name').notNull(),
  returnUrl: text('return_url').notNull(),
  websiteUrl: text('website_url').notNull(),
  status: text('status').notNull().default('Initiated'),
  transactionId: text('transaction_id'),
  mobile: text('mobile'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The built-in eSewa sandbox's own records (esewa/sandbox.ts), as eSewa keeps its own: one row per
 * transaction_uuid posted to its form. Never read by the payment code, which asks the status API.
 */
export const esewaSandboxPayments = pgTable('esewa_sandbox_payments', {
  transactionUuid: text('transaction_uuid').primaryKey(),
  productCode: text('product_code').notNull(),
  totalAmountPaisa: bigint('total_amount_paisa', { mode: 'number' }).notNull(),
  successUrl: text('success_url').notNull(),
  failureUrl: text('failure_url').notNull(),
  /** PENDING until the payer confirms (COMPLETE) or cancels (CANCELED). */
  status: text('status').notNull().default('PENDING'),
  refId: text('ref_id'),
  createdAt: createdAt(),
});

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_lower').on(sql`lower(${t.email})`)],
);

/** Messages sent through the contact form (contact/messages.ts): kept for the store's staff. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  /** The staff's answer, sent to `email` once (routes/staffContact.ts). */
  reply: text('reply'),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
});

export const friendRequests = pgTable(
  'friend_requests',
  {
    id: serial('id').primaryKey(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending, accepted, rejected or cancelled; only pending ones are live. */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    // One live request per ordered pair.
    uniqueIndex('friend_requests_pending_pair')
      .on(t.fromUserId, t.toUserId)
      .where(sql`${t.status} = 'pending'`),
    index('friend_requests_to_idx').on(t.toUserId, t.status),
    check('friend_requests_not_self', sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);

export const friendships = pgTable(
  'friendships',
  {
    id: serial('id').primaryKey(),
    /** The pair is stored once, smaller id first. */
    userLowId: integer('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: integer('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('friendships_pair').on(t.userLowId, t.userHighId),
    index('friendships_high_idx').on(t.userHighId),
    check('friendships_ordered', sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

/**
 * Mail waiting to leave (mail/outbox.ts): written in the transaction of the change that sends it,
 * taken by one worker at a time, deleted once sent. A reset mail holds a working link, so a row
 * lives only until it is sent or given up (then its text is erased).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** How many times a worker has taken it. */
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it (the store's clock): at once when new, later after a failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A worker is sending it until then, in the database's time (not the store's movable clock). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    /** Not worth sending after this (the link it carries has expired). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Given up (too many failures, or expired); kept for the operator, never sent. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.failedAt} IS NULL`),
    index('mail_outbox_by_address')
      .on(t.toAddress, t.id)
      .where(sql`${t.failedAt} IS NULL`),
  ],
);

/**
 * The counts of the sign-in, sign-up and reset limits (limits/), shared by every REST process on
 * the database: a fixed window per key, from `window_start`, with `hits` in it.
 */
export const limitCounts = pgTable(
  'limit_counts',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** The latest counted hit (the per-email sign-in wait starts from it). */
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('limit_counts_window_start').on(t.windowStart)],
);

/** Addresses (networks) where a member has shown who they are, skipping the per-email sign-in wait until `until`. */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    email: text('email').notNull(),
    network: text('network').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.network] }), index('known_sign_in_addresses_until').on(t.until)],
);

/**
 * Tokens signed out one by one (auth/revokedTokens.ts), by their `jti`, until they expire: every
 * REST process refuses them. A row outlives its token only until the next pruning.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The token's own `exp`: after it the token is refused anyway, and the row may go. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_at').on(t.expiresAt), index('revoked_tokens_user_id').on(t.userId)],
);

/**
 * Every staff write (staff/audit.ts), appended in the same transaction as the change: who did
 * what to which entity, and the entity before and after. Read by admins only.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept beside the id, so an entry still says who acted after the account is gone. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created').on(t.createdAt.desc(), t.id.desc())],
);

/**
 * Money owed back to a member (refunds/): sent through Khalti's refund API ('khalti'), or made by
 * staff outside and recorded with its reference ('manual': eSewa, cash on delivery). pending →
 * sending → refunded | failed; a manual one stays pending until staff record it. One cause is owed
 * once (the partial unique indexes); rental_id has no foreign key (rentals keep their own table).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The payment refunded; null for cash on delivery. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaisa: bigint('amount_paisa', { mode: 'number' }).notNull(),
    /** 'order_cancelled', 'second_payment' or 'rental_returned'. */
    cause: text('cause').notNull(),
    rentalId: integer('rental_id'),
    /** 'khalti' (sent by refunds/send.ts) or 'manual' (staff refund outside and record it). */
    method: text('method').notNull(),
    state: text('state').notNull().default('pending'),
    /** Calls made to Khalti for it. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Khalti: its answer; manual: the reference staff recorded. */
    reference: text('reference'),
    createdAt: createdAt(),
    /** When it was last handed to Khalti (its lease starts here). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_one_per_payment_cause')
      .on(t.paymentId, t.cause)
      .where(sql`${t.cause} <> 'rental_returned'`),
    uniqueIndex('refunds_one_per_cash_order_cause')
      .on(t.orderId, t.cause)
      .where(sql`${t.paymentId} IS NULL AND ${t.cause} <> 'rental_returned'`),
    uniqueIndex('refunds_one_per_rental')
      .on(t.rentalId)
      .where(sql`${t.rentalId} IS NOT NULL`),
    index('refunds_order').on(t.orderId),
    index('refunds_state').on(t.state, t.createdAt),
    check('refunds_amount_positive', sql`${t.amountPaisa} > 0`),
  ],
);

/** The built-in Khalti sandbox's own record of the refunds it made (khalti/sandbox.ts). */
export const khaltiSandboxRefunds = pgTable(
  'khalti_sandbox_refunds',
  {
    id: serial('id').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    pidx: text('pidx').notNull(),
    amountPaisa: bigint('amount_paisa', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('khalti_sandbox_refunds_transaction').on(t.transactionId)],
);
/** The one file of a digital book (eBook or audiobook) staff uploaded (media/bookFiles.ts). */
export const bookFiles = pgTable('book_files', {
  bookId: integer('book_id')
    .primaryKey()
    .references(() => books.id, { onDelete: 'cascade' }),
  /** `book-files/<uuid>` under the uploads folder: a folder the static media route never serves. */
  storedName: text('stored_name').notNull(),
  /** The name the file had when uploaded, offered again to who downloads it. */
  originalName: text('original_name').notNull(),
  mediaType: text('media_type').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Each book a member has shelved: on exactly one shelf at a time (reading/shelves.ts). */
export const shelfEntries = pgTable(
  'shelf_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** want_to_read, currently_reading, read or did_not_finish. */
    shelf: text('shelf').notNull(),
    createdAt: createdAt(),
    /** Moved on the shelves or progress recorded: the profile shows the latest on Currently Reading. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('shelf_entries_user_book').on(t.userId, t.bookId),
    index('shelf_entries_user_shelf').on(t.userId, t.shelf, t.updatedAt),
    check('shelf_entries_shelf', sql`${t.shelf} IN ('want_to_read', 'currently_reading', 'read', 'did_not_finish')`),
  ],
);

/** One reading of a shelved book: a re-read is a new row, so the history stays. */
export const readings = pgTable(
  'readings',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => shelfEntries.id, { onDelete: 'cascade' }),
    /** Nepal's calendar days. */
    startedOn: date('started_on'),
    finishedOn: date('finished_on'),
    /** reading (open), read or did_not_finish. */
    state: text('state').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('readings_entry').on(t.entryId),
    check('readings_state', sql`${t.state} IN ('reading', 'read', 'did_not_finish')`),
  ],
);

/** Each progress update of a reading: in pages or percent, kept as a history. */
export const readingProgress = pgTable(
  'reading_progress',
  {
    id: serial('id').primaryKey(),
    readingId: integer('reading_id')
      .notNull()
      .references(() => readings.id, { onDelete: 'cascade' }),
    pages: integer('pages'),
    percent: integer('percent'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('reading_progress_reading').on(t.readingId),
    check('reading_progress_one_measure', sql`(${t.pages} IS NULL) <> (${t.percent} IS NULL)`),
  ],
);

/** A member's reading goal for one year of one calendar (ad, or bs: Baisakh 1 to the end of Chaitra). */
export const readingChallenges = pgTable(
  'reading_challenges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calendar: text('calendar').notNull(),
    year: integer('year').notNull(),
    goal: integer('goal').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.calendar, t.year] }),
    check('reading_challenges_calendar', sql`${t.calendar} IN ('ad', 'bs')`),
    check('reading_challenges_goal', sql`${t.goal} >= 1`),
  ],
);

/**
 * A row of a member's Goodreads import that found no book (reading/goodreads/): listed until the
 * member matches it to a book (book_id) or skips it; either is remembered by the row's key, so
 * importing the same file again neither lists it again nor asks twice.
 */
export const goodreadsRows = pgTable(
  'goodreads_rows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rowKey: text('row_key').notNull(),
    row: jsonb('row').notNull(),
    bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
    skipped: boolean('skipped').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('goodreads_rows_user_key').on(t.userId, t.rowKey)],
);

/** A reading group (social/groups.ts): anyone signed in may read it; members post. */
export const readingGroups = pgTable(
  'reading_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The book the group is reading, if any. */
    bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('reading_groups_created').on(t.createdAt, t.id)],
);

export const readingGroupMembers = pgTable(
  'reading_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => readingGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('reading_group_members_user').on(t.userId)],
);

/** A post of a group's discussion, or a reply to one (one level: parentId is a top-level post). */
export const readingGroupPosts = pgTable(
  'reading_group_posts',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => readingGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => readingGroupPosts.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    containsSpoiler: boolean('contains_spoiler').notNull().default(false),
    /** Hidden by staff: kept for its author and staff, gone for everyone else. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reading_group_posts_group').on(t.groupId, t.parentId, t.createdAt),
    index('reading_group_posts_user').on(t.userId, t.createdAt),
  ],
);

/** What a member did that their friends' feed shows (activity/): written with the write itself. */
export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** shelved, progress, finished, reviewed or challenge_milestone. */
    kind: text('kind').notNull(),
    bookId: integer('book_id').references(() => books.id, { onDelete: 'cascade' }),
    shelf: text('shelf'),
    /** The review as it is now is shown; deleting it takes its activity away. */
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    pages: integer('pages'),
    percent: integer('percent'),
    /** A milestone: { calendar, year, goal, done }. */
    challenge: jsonb('challenge').$type<{ calendar: string; year: number; goal: number; done: number }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('activities_user_time').on(t.userId, t.createdAt.desc(), t.id.desc()),
    check('activities_kind', sql`${t.kind} IN ('shelved', 'progress', 'finished', 'reviewed', 'challenge_milestone')`),
  ],
);
