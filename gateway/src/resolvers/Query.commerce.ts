/**
 * The member's cart, favourites, wishlist, addresses and orders (guests: UNAUTHENTICATED, no REST
 * call), the districts an address may name and the store's facts (anyone; read once per request).
 */
import type { QueryResolvers } from '../generated/resolvers.js';
import { orNull, pageNumber, requireMember } from './errors.js';
import { pageSize, pastTheEnd } from './pagination.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const commerceQueries: QueryResolvers = {
  cart: (_, __, ctx) => {
    requireMember(ctx);
    return ctx.loaders.cart();
  },
  favorites: (_, __, ctx) => {
    requireMember(ctx);
    return ctx.loaders.favorites();
  },
  wishlist: (_, __, ctx) => {
    requireMember(ctx);
    return ctx.loaders.wishlist();
  },
  shippingAddresses: (_, __, ctx) => {
    requireMember(ctx);
    return ctx.loaders.addresses();
  },
  districts: (_, __, ctx) => ctx.api.shipping.districts(),
  store: (_, __, ctx) => ctx.loaders.store(),
  orders: async (_, { page, pageSize: asked }, ctx) => {
    requireMember(ctx);
    const p = pageNumber(page);
    const size = pageSize('Query.orders', asked);
    const answer = await pastTheEnd(ctx.loaders.orders.load({ page: p, pageSize: size }), { orders: [], count: 0 });
    return { ...answer, page: p, pageSize: size };
  },
  order: (_, { id }, ctx) => {
    requireMember(ctx);
    // Not a UUID: no order can have it (and REST need not be asked).
    if (!UUID.test(id)) return null;
    return orNull(ctx.loaders.order.load(id));
  },
};
