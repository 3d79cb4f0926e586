/**
 * Every root field of the schema, as a guest and as a member. The tables must name every field
 * of Query and Mutation, so a new root field cannot land without saying what a guest gets.
 */
import { randomUUID } from 'node:crypto';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '../src/schema.js';
import { codeOf, gql, newMember, ok } from './client.js';

const schema = buildSchema(typeDefs);
const rootFields = (type: 'Query' | 'Mutation') =>
  Object.keys((type === 'Query' ? schema.getQueryType() : schema.getMutationType())!.getFields()).sort();

/** Query fields a guest may read (under the default CATALOG_REQUIRES_AUTH=false), with what they answer. */
const GUEST_QUERIES: Record<string, string> = {
  me: 'me { id }',
  appConfig: 'appConfig { catalogRequiresAuth }',
  books:
    'books(page: 1) { totalCount items { id inCart isFavorite inWishlist cartItem { id } myReview { id } myShelf { id } } }',
  featuredBooks: 'featuredBooks { id }',
  newBooks: 'newBooks { id }',
  book: 'book(id: "1") { id title inCart cartItem { id } myReview { id } }',
  genres: 'genres { id name }',
  districts: 'districts { name nepaliName province deliverable }',
  store: 'store { deliveryDistricts { name nepaliName } paymentMethods maxOpenCashOnDeliveryOrders shippingFee }',
  authors: 'authors { items { id name } }',
  author: 'author(id: "1") { id name books { items { id } } }',
  quoteOfTheDay: 'quoteOfTheDay { text author }',
  searchSuggestions: 'searchSuggestions(query: "muna") { kind text highlight { start end } book { id } author { id } }',
};

/** Query fields only a member may read: a guest gets UNAUTHENTICATED before any REST call. */
const MEMBER_QUERIES: Record<string, string> = {
  cart: 'cart { count subtotal items { id } }',
  favorites: 'favorites { id }',
  wishlist: 'wishlist { id }',
  shippingAddresses: 'shippingAddresses { id }',
  orders: 'orders { items { id } }',
  order: `order(id: "${randomUUID()}") { id }`,
  user: 'user(id: "1") { id username friendship { status } }',
  searchUsers: 'searchUsers(query: "aarati") { id username }',
  friendSuggestions: 'friendSuggestions(page: 1) { totalCount items { id } }',
  friends: 'friends { id }',
  friendRequests: 'friendRequests { incoming { id } outgoing { id } }',
  friendshipStatus: 'friendshipStatus(userId: "1") { status }',
  library: 'library { book { id } }',
  rentals: 'rentals { totalCount items { orderId } }',
  myShelves: 'myShelves { totalCount shelfCounts { shelf count } items { id } }',
  readingChallenge: 'readingChallenge { goal }',
  goodreadsUnmatched: 'goodreadsUnmatched { totalCount items { id title } }',
  goodreadsExport: 'goodreadsExport',
  socialStats: 'socialStats { activeFriends booksReadThisYear commonGenres }',
  readingGroups: 'readingGroups { totalCount items { id } }',
  readingGroup: 'readingGroup(id: "1") { group { id } members { joinedAt } }',
  groupPosts: 'groupPosts(groupId: "1") { totalCount items { id } }',
  readerHome: 'readerHome { favouriteAuthorsAreSample favouriteAuthors { id } lastRead { id } becauseYouRead { id } }',
  friendsActivity: 'friendsActivity(first: 5) { nodes { id kind } endCursor hasNextPage }',
};

/** Mutations a guest may call, with arguments a guest can use. */
const GUEST_MUTATIONS: Record<string, string> = {
  login: 'login(email: "aarati@pustak.np", password: "pustak123") { token user { id username } }',
  register: 'register(input: $input) { token user { id } }',
  subscribeNewsletter: 'subscribeNewsletter(email: $email) { email message }',
  sendContactMessage: 'sendContactMessage(input: $message) { message }',
  requestPasswordReset: 'requestPasswordReset(email: "nobody@example.com")',
  resetPassword: 'resetPassword(token: "not-a-real-token", newPassword: "whatever words")',
};

/** Mutations only a member may call: a guest gets UNAUTHENTICATED before any REST call. */
const MEMBER_MUTATIONS: Record<string, string> = {
  addToCart: 'addToCart(bookId: "1") { id }',
  updateCartItem: 'updateCartItem(id: "1", quantity: 2) { id }',
  removeFromCart: 'removeFromCart(id: "1") { count }',
  addFavorite: 'addFavorite(bookId: "1") { id }',
  removeFavorite: 'removeFavorite(bookId: "1") { id }',
  addToWishlist: 'addToWishlist(bookId: "1") { id }',
  removeFromWishlist: 'removeFromWishlist(bookId: "1") { id }',
  createReview: 'createReview(bookId: "1", input: { rating: 4, title: "t", content: "c" }) { id }',
  updateReview: 'updateReview(id: "1", input: { rating: 4, title: "t", content: "c" }) { id }',
  deleteReview: 'deleteReview(id: "1") { id }',
  createShippingAddress:
    'createShippingAddress(input: { addressName: "Home", fullName: "Sita", addressLine1: "Thamel", city: "Kathmandu", phone: "9841234567", district: "Kathmandu" }) { id }',
  updateShippingAddress: 'updateShippingAddress(id: "1", input: { city: "Pokhara" }) { id }',
  deleteShippingAddress: 'deleteShippingAddress(id: "1") { id }',
  createOrder: 'createOrder(itemIds: ["1"], shippingAddressId: "1") { id }',
  createPayment: `createPayment(orderId: "${randomUUID()}") { paymentUrl }`,
  cancelOrder: `cancelOrder(id: "${randomUUID()}") { id }`,
  verifyPayment: 'verifyPayment(provider: KHALTI, returnQuery: "?pidx=abc&status=Completed") { success }',
  sendFriendRequest: 'sendFriendRequest(userId: "1") { id }',
  cancelFriendRequest: 'cancelFriendRequest(requestId: "1") { status }',
  acceptFriendRequest: 'acceptFriendRequest(requestId: "1") { id }',
  rejectFriendRequest: 'rejectFriendRequest(requestId: "1") { status }',
  unfriend: 'unfriend(friendshipId: "1") { status }',
  updateProfile: 'updateProfile(input: { bio: "Hello" }) { id }',
  updateSettings: 'updateSettings(input: { privacy: PRIVATE }) { id settings { privacy } }',
  changePassword: 'changePassword(currentPassword: "a", newPassword: "b") { token }',
  logout: 'logout',
  libraryDownloadLink: 'libraryDownloadLink(bookId: "1") { url }',
  shelveBook: 'shelveBook(bookId: "1", shelf: WANT_TO_READ) { id }',
  moveShelfEntry: 'moveShelfEntry(id: "1", shelf: READ) { id }',
  finishReading: 'finishReading(id: "1") { id }',
  markDidNotFinish: 'markDidNotFinish(id: "1") { id }',
  removeShelfEntry: 'removeShelfEntry(id: "1") { id }',
  updateReadingProgress: 'updateReadingProgress(id: "1", percent: 10) { id }',
  setReadingGoal: 'setReadingGoal(calendar: BS, year: 2083, goal: 12) { goal }',
  removeReadingGoal: 'removeReadingGoal(calendar: BS, year: 2083)',
  importGoodreads: 'importGoodreads(csv: "Title,Author,Exclusive Shelf") { rows }',
  matchGoodreadsRow: 'matchGoodreadsRow(id: "1", bookId: "1") { matched }',
  skipGoodreadsRow: 'skipGoodreadsRow(id: "1")',
  createReadingGroup: 'createReadingGroup(name: "Readers") { id }',
  joinReadingGroup: 'joinReadingGroup(id: "1") { id }',
  leaveReadingGroup: 'leaveReadingGroup(id: "1") { id }',
  postInReadingGroup: 'postInReadingGroup(groupId: "1", content: "Hello") { id }',
};

/**
 * Staff fields: a guest gets UNAUTHENTICATED before any REST call (below), a member FORBIDDEN from
 * REST (staff.test.ts, which also proves them for staff).
 */
const STAFF_QUERIES: Record<string, string> = {
  staffBook: 'staffBook(id: "1") { id hidden }',
  staffAuditLog: 'staffAuditLog { totalCount items { id } }',
  staffContactMessages: 'staffContactMessages { totalCount items { id } }',
  staffOrders: 'staffOrders(step: PAID) { totalCount items { order { id } } }',
  staffBooks: 'staffBooks(title: "a") { totalCount items { id hidden } }',
  staffRefunds: 'staffRefunds { totalCount items { orderId } }',
  staffRentals: 'staffRentals(view: ACTIVE) { totalCount items { copy { orderId } } }',
};
const STAFF_MUTATIONS: Record<string, string> = {
  staffCreateBook:
    'staffCreateBook(input: { title: "T", authorId: "1", price: "100", format: "Paperback", language: "English", description: "", genreIds: [] }) { id }',
  staffUpdateBook: 'staffUpdateBook(id: "1", input: { price: "100" }) { id }',
  staffAdjustStock: 'staffAdjustStock(id: "1", change: 1, reason: "count") { id }',
  staffHideBook: 'staffHideBook(id: "1") { id }',
  staffReplyToContactMessage: 'staffReplyToContactMessage(id: "1", reply: "Yes") { id }',
  staffShowBook: 'staffShowBook(id: "1") { id }',
  staffDeleteBook: 'staffDeleteBook(id: "1")',
  staffCreateAuthor: 'staffCreateAuthor(input: { name: "N" }) { id }',
  staffUpdateAuthor: 'staffUpdateAuthor(id: "1", input: { name: "N" }) { id }',
  staffCreateGenre: 'staffCreateGenre(name: "N") { id }',
  staffUpdateGenre: 'staffUpdateGenre(id: "1", name: "N") { id }',
  staffUploadCover: 'staffUploadCover(id: "1", cover: "data:image/png;base64,iVBORw0KGgo=") { id }',
  staffPackOrders: `staffPackOrders(ids: ["${randomUUID()}"]) { refused { message } }`,
  staffShipOrders: `staffShipOrders(shipments: [{ orderId: "${randomUUID()}", courier: "C", trackingNumber: "T" }]) { refused { message } }`,
  staffDeliverOrders: `staffDeliverOrders(deliveries: [{ orderId: "${randomUUID()}" }]) { refused { message } }`,
  staffCancelOrders: `staffCancelOrders(ids: ["${randomUUID()}"], reason: "R") { refused { message } }`,
  staffRecordRefund: 'staffRecordRefund(id: "1", reference: "R") { refund { id } }',
  staffRetryRefund: 'staffRetryRefund(id: "1") { refund { id } }',
  staffReturnRental: 'staffReturnRental(id: "1", damaged: false) { copy { orderId } }',
  staffUploadBookFile:
    'staffUploadBookFile(id: "1", file: "data:application/pdf;base64,JVBERi0=", fileName: "a.pdf") { id }',
  staffSetGroupPostHidden: 'staffSetGroupPostHidden(id: "1", hidden: true) { id }',
};

describe('Every root field', () => {
  it('is listed here, as open to guests, for members only or for staff only', () => {
    expect(Object.keys({ ...GUEST_QUERIES, ...MEMBER_QUERIES, ...STAFF_QUERIES }).sort()).toEqual(rootFields('Query'));
    expect(Object.keys({ ...GUEST_MUTATIONS, ...MEMBER_MUTATIONS, ...STAFF_MUTATIONS }).sort()).toEqual(
      rootFields('Mutation'),
    );
  });

  it('answers a guest the public queries, with viewer fields false and null', async () => {
    const { data } = await ok(`{ ${Object.values(GUEST_QUERIES).join('\n')} }`);
    expect(data.me).toBeNull();
    expect(data.appConfig.catalogRequiresAuth).toBe(false);
    expect(data.books.items.length).toBeGreaterThan(0);
    for (const b of data.books.items) {
      expect(b).toMatchObject({
        inCart: false,
        isFavorite: false,
        inWishlist: false,
        cartItem: null,
        myReview: null,
        myShelf: null,
      });
    }
    expect(data.book).toMatchObject({ id: '1', inCart: false, cartItem: null, myReview: null });
    for (const list of ['featuredBooks', 'newBooks', 'genres']) expect(data[list].length).toBeGreaterThan(0);
    expect(data.authors.items.length).toBeGreaterThan(0);
    expect(data.author.books.items.length).toBeGreaterThan(0);
    expect(data.quoteOfTheDay.text).toBeTruthy();
  });

  it.each(Object.entries({ ...MEMBER_QUERIES, ...STAFF_QUERIES }))(
    'refuses a guest the member query %s, without calling REST',
    async (_, q) => {
      const result = await gql(`{ ${q} }`);
      expect(codeOf(result)).toBe('UNAUTHENTICATED');
      expect(result.errors![0]!.message).toBe('Please log in to continue');
      expect(result.restCalls).toEqual([]);
    },
  );

  it.each(Object.entries({ ...MEMBER_MUTATIONS, ...STAFF_MUTATIONS }))(
    'refuses a guest the member mutation %s, without calling REST',
    async (_, m) => {
      const result = await gql(`mutation { ${m} }`);
      expect(codeOf(result)).toBe('UNAUTHENTICATED');
      expect(result.restCalls).toEqual([]);
    },
  );

  it('lets a guest sign in, sign up, subscribe and ask for a password reset', async () => {
    const login = await ok(`mutation { ${GUEST_MUTATIONS.login} }`);
    expect(login.data.login.user.username).toBe('aarati');
    expect(login.data.login.token).toMatch(/\S{20,}/);
    const username = `guest_${randomUUID().slice(0, 8)}`;
    const input = {
      firstName: 'Hari',
      lastName: 'Thapa',
      username,
      email: `${username}@example.com`,
      dateOfBirth: '1990-01-31',
      password: 'mountain air',
      hasAcceptedTerms: true,
      hasAcceptedRentalPolicy: true,
      termsAcceptanceDate: new Date().toISOString(),
    };
    const register = await ok(`mutation ($input: RegisterInput!) { ${GUEST_MUTATIONS.register} }`, { input });
    expect(register.data.register.user.id).toBeTruthy();
    const news = await ok(`mutation ($email: String!) { ${GUEST_MUTATIONS.subscribeNewsletter} }`, {
      email: `${username}@example.com`,
    });
    expect(news.data.subscribeNewsletter.message).toBe('Successfully subscribed to newsletter!');
    const contact = await ok(`mutation ($message: ContactMessageInput!) { ${GUEST_MUTATIONS.sendContactMessage} }`, {
      message: { name: 'Hari Thapa', email: `${username}@example.com`, subject: 'Hello', message: 'Namaste' },
    });
    expect(contact.data.sendContactMessage.message).toBe('Thank you for your message. We will get back to you soon!');
    expect((await ok(`mutation { ${GUEST_MUTATIONS.requestPasswordReset} }`)).data.requestPasswordReset).toBe(true);
    const reset = await gql(`mutation { ${GUEST_MUTATIONS.resetPassword} }`);
    expect(codeOf(reset)).toBe('BAD_USER_INPUT');
  });

  it('answers a member every query in one operation, within a handful of REST calls', async () => {
    const m = await newMember();
    const result = await ok(
      `{ ${[...Object.values(GUEST_QUERIES), ...Object.values(MEMBER_QUERIES)].join('\n')} }`,
      {},
      m.token,
    );
    const { data } = result;
    expect(data.me.id).toBe(m.id);
    expect(data.cart).toEqual({ count: 0, subtotal: '0.00', items: [] });
    for (const list of ['favorites', 'wishlist', 'shippingAddresses', 'friends']) expect(data[list]).toEqual([]);
    expect(data.orders).toEqual({ items: [] });
    expect(data.order).toBeNull();
    expect(data.user.friendship.status).toBe('NONE');
    expect(data.friendshipStatus.status).toBe('NONE');
    expect(data.searchUsers[0].username).toBe('aarati');
    expect(data.friendRequests).toEqual({ incoming: [], outgoing: [] });
    expect(data.myShelves.shelfCounts).toEqual([
      { shelf: 'WANT_TO_READ', count: 0 },
      { shelf: 'CURRENTLY_READING', count: 0 },
      { shelf: 'READ', count: 0 },
      { shelf: 'DID_NOT_FINISH', count: 0 },
    ]);
    expect(data.readingChallenge).toBeNull();
    expect(data.goodreadsUnmatched).toEqual({ totalCount: 0, items: [] });
    expect(data.goodreadsExport.split('\n')[0]).toMatch(/^Book Id,Title,Author,/);
    // The same member facts and the same profile status are each read once, however often asked.
    const keys = result.restCalls.map((c) => `${c.method} ${c.path}?${c.query}`);
    expect(keys).toEqual([...new Set(keys)]);
  });
});
