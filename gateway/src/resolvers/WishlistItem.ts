/** WishlistItem: an entry of GET /wishlist/. */
import type { WishlistItemResolvers } from '../generated/resolvers.js';

export const WishlistItem: WishlistItemResolvers = {
  id: (i) => String(i.id),
  addedAt: (i) => i.added_at,
};
