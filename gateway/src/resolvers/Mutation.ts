/**
 * Every root mutation. Plainly invalid arguments (quantity 0, a rating of 7) are refused here as
 * BAD_USER_INPUT before any REST call; everything else is REST's rule. Each mutation answers the
 * changed objects so Apollo's normalized cache updates every screen that shows them.
 */
import type { MutationResolvers } from '../generated/resolvers.js';
import { purchaseTypeToRest, rentalPeriodToRest } from './enums.js';
import { registrationForm } from './registration.js';
import { badInput, positiveId, requireMember } from './errors.js';

function quantity(q: number | null | undefined): number | undefined {
  if (q == null) return undefined;
  if (!Number.isInteger(q) || q < 1 || q > 99) throw badInput('Quantity must be a whole number from 1 to 99');
  return q;
}

function reviewBody(input: { rating: number; title: string; content: string; containsSpoiler?: boolean | null }) {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
    throw badInput('Rating must be from 1 to 5');
  if (!input.title.trim()) throw badInput('Please give your review a title');
  if (!input.content.trim()) throw badInput('Please write your review');
  return {
    rating: String(input.rating),
    title: input.title.trim(),
    content: input.content.trim(),
    contains_spoiler: input.containsSpoiler ?? false,
  };
}

const addressBody = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries({
      address_name: input.addressName,
      full_name: input.fullName,
      address_line1: input.addressLine1,
      city: input.city,
      is_default: input.isDefault,
    }).filter(([, v]) => v !== undefined && v !== null),
  );

export const Mutation: MutationResolvers = {
  login: async (_, { email, password }, ctx) => {
    if (!email.trim() || !password) throw badInput('Email and password are required');
    return ctx.people.login(email.trim(), password);
  },
  register: async (_, { input }, ctx) => {
    await ctx.people.register(registrationForm(input));
    return ctx.people.login(input.email.trim(), input.password);
  },

  addToCart: async (_, { bookId, purchaseType, quantity: q, rentalPeriod }, ctx) => {
    requireMember(ctx);
    const id = positiveId(bookId, 'bookId');
    const change = {
      purchase_type: purchaseTypeToRest(purchaseType ?? 'BUY'),
      ...(quantity(q) !== undefined && purchaseType !== 'RENT' && { quantity: quantity(q) }),
      ...(rentalPeriod != null && { rental_period_id: rentalPeriodToRest(rentalPeriod) }),
    };
    return ctx.commerce.addToCart(String(id), change);
  },
  updateCartItem: async (_, { id, quantity: q, purchaseType, rentalPeriod }, ctx) => {
    requireMember(ctx);
    positiveId(id);
    const change = {
      ...(quantity(q) !== undefined && purchaseType !== 'RENT' && { quantity: quantity(q) }),
      ...(purchaseType != null && { purchase_type: purchaseTypeToRest(purchaseType) }),
      ...(rentalPeriod != null && { rental_period_id: rentalPeriodToRest(rentalPeriod) }),
    };
    if (Object.keys(change).length === 0) throw badInput('Nothing to change');
    return ctx.commerce.editCartLine(id, change);
  },
  removeFromCart: async (_, { id }, ctx) => {
    requireMember(ctx);
    await ctx.commerce.removeCartLine(String(positiveId(id)));
    return ctx.commerce.cart();
  },

  addFavorite: async (_, { bookId }, ctx) => {
    requireMember(ctx);
    await ctx.commerce.addFavorite(String(positiveId(bookId, 'bookId')));
    return ctx.loaders.book.load(bookId);
  },
  removeFavorite: async (_, { bookId }, ctx) => {
    requireMember(ctx);
    await ctx.commerce.removeFavorite(String(positiveId(bookId, 'bookId')));
    return ctx.loaders.book.load(bookId);
  },
  addToWishlist: async (_, { bookId }, ctx) => {
    requireMember(ctx);
    await ctx.commerce.addToWishlist(String(positiveId(bookId, 'bookId')));
    return ctx.loaders.book.load(bookId);
  },
  removeFromWishlist: async (_, { bookId }, ctx) => {
    requireMember(ctx);
    await ctx.commerce.removeFromWishlist(String(positiveId(bookId, 'bookId')));
    return ctx.loaders.book.load(bookId);
  },

  createReview: async (_, { bookId, input }, ctx) => {
    requireMember(ctx);
    return ctx.people.createReview(String(positiveId(bookId, 'bookId')), reviewBody(input));
  },
  updateReview: async (_, { id, input }, ctx) => {
    requireMember(ctx);
    return ctx.people.updateReview(String(positiveId(id)), reviewBody(input));
  },
  deleteReview: async (_, { id }, ctx) => {
    requireMember(ctx);
    const reviewId = String(positiveId(id));
    // The review's book is found first so the answer can carry its new rating.
    const mine = await ctx.people.userReviews(String((await ctx.loaders.me()).id), 1);
    const bookId = mine.results.find((r) => String(r.id) === reviewId)?.book?.id;
    await ctx.people.deleteReview(reviewId);
    if (bookId === undefined) throw badInput('Review not found.');
    return ctx.catalog.book(bookId);
  },

  createShippingAddress: async (_, { input }, ctx) => {
    requireMember(ctx);
    return ctx.commerce.createAddress(addressBody(input));
  },
  updateShippingAddress: async (_, { id, input }, ctx) => {
    requireMember(ctx);
    const body = addressBody(input);
    if (Object.keys(body).length === 0) throw badInput('Nothing to change');
    return ctx.commerce.updateAddress(String(positiveId(id)), body);
  },
  deleteShippingAddress: async (_, { id }, ctx) => {
    requireMember(ctx);
    await ctx.commerce.deleteAddress(String(positiveId(id)));
    return ctx.commerce.addresses();
  },

  createOrder: async (_, { itemIds, shippingAddressId }, ctx) => {
    requireMember(ctx);
    if (itemIds.length === 0) throw badInput('Please select at least one item to checkout');
    const ids = itemIds.map((id) => positiveId(id, 'itemIds'));
    const orderId = await ctx.commerce.createOrder(ids, positiveId(shippingAddressId, 'shippingAddressId'));
    return ctx.commerce.order(orderId);
  },
  createPayment: async (_, { orderId, provider }, ctx) => {
    requireMember(ctx);
    const order = await ctx.commerce.order(orderId).catch(() => {
      throw badInput('Invalid order ID');
    });
    const method = provider ?? 'KHALTI';
    const started = await ctx.commerce.createPayment(order.order_id, order.total_amount, method);
    if (!/^https?:\/\//.test(started.payment_url)) throw badInput('Invalid payment URL');
    return { provider: method, paymentUrl: started.payment_url, pidx: started.pidx };
  },
  verifyPayment: async (_, { provider, returnQuery }, ctx) => {
    requireMember(ctx);
    const params = new URLSearchParams(returnQuery.replace(/^\?/, ''));
    if (!params.get('pidx')) throw badInput('Payment verification failed');
    const result = await ctx.commerce.verifyPayment(provider.toLowerCase(), params);
    return {
      success: result.success,
      status: result.status,
      message: result.message,
      orderId: result.order_id ?? null,
    };
  },
  subscribeNewsletter: async (_, { email }, ctx) => {
    const trimmed = email.trim();
    if (!trimmed) throw badInput('Enter a valid email address');
    const { message } = await ctx.commerce.subscribe(trimmed);
    return { email: trimmed, message };
  },

  sendFriendRequest: async (_, { userId }, ctx) => {
    requireMember(ctx);
    const id = String(positiveId(userId, 'userId'));
    // If they already asked, sending accepts their request: answer that one, marked accepted.
    const theirs = (await ctx.people.requests()).received.find((r) => String(r.from_user.id) === id);
    const sent = await ctx.people.sendRequest(id);
    return theirs ? { ...theirs, accepted: true } : { ...sent, accepted: false };
  },
  cancelFriendRequest: async (_, { requestId }, ctx) => {
    requireMember(ctx);
    const { outgoing } = await ctx.people.requests().then((r) => ({ outgoing: r.sent }));
    const other = outgoing.find((r) => String(r.id) === requestId)?.to_user.id;
    await ctx.people.answerRequest(String(positiveId(requestId, 'requestId')), 'cancel');
    return ctx.people.status(String(other));
  },
  acceptFriendRequest: async (_, { requestId }, ctx) => {
    requireMember(ctx);
    const reply = await ctx.people.answerRequest(String(positiveId(requestId, 'requestId')), 'accept');
    if (!reply.data) throw badInput('Friend request not found.');
    return reply.data;
  },
  rejectFriendRequest: async (_, { requestId }, ctx) => {
    requireMember(ctx);
    const { received } = await ctx.people.requests();
    const other = received.find((r) => String(r.id) === requestId)?.from_user.id;
    await ctx.people.answerRequest(String(positiveId(requestId, 'requestId')), 'reject');
    return ctx.people.status(String(other));
  },
  unfriend: async (_, { friendshipId }, ctx) => {
    requireMember(ctx);
    const friends = await ctx.people.friends();
    const other = friends.find((f) => String(f.friendship_id) === friendshipId)?.user_id;
    await ctx.people.unfriend(String(positiveId(friendshipId, 'friendshipId')));
    return ctx.people.status(String(other));
  },

  updateProfile: async (_, { input }, ctx) => {
    requireMember(ctx);
    if (input.bio != null && input.bio.length > 500) throw badInput('Bio must be at most 500 characters');
    if (input.status != null && input.status.length > 150) throw badInput('Status must be at most 150 characters');
    const patch: Record<string, unknown> = Object.fromEntries(
      Object.entries({
        first_name: input.firstName,
        last_name: input.lastName,
        bio: input.bio,
        status: input.status,
        github: input.github,
        linkedin: input.linkedin,
        instagram: input.instagram,
        favorite_genre_ids: input.favoriteGenreIds?.map((id) => positiveId(id, 'favoriteGenreIds')),
      }).filter(([, v]) => v !== undefined && v !== null),
    );
    if ('currentlyReadingId' in input) {
      patch.currently_reading = input.currentlyReadingId == null ? null : positiveId(input.currentlyReadingId);
    }
    return ctx.people.updateProfile(patch);
  },
  changePassword: async (_, { currentPassword, newPassword }, ctx) => {
    requireMember(ctx);
    // Read the email first: the change ends this token's life.
    const me = await ctx.loaders.me();
    await ctx.people.changePassword(currentPassword, newPassword);
    return ctx.people.login(me.email ?? '', newPassword);
  },
  requestPasswordReset: async (_, { email }, ctx) => {
    if (!email.trim()) throw badInput('Enter your email address');
    await ctx.people.requestPasswordReset(email.trim());
    return true;
  },
  resetPassword: async (_, { token, newPassword }, ctx) => {
    await ctx.people.resetPassword(token, newPassword);
    return true;
  },
};
