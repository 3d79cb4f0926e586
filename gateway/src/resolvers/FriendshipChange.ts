/**
 * FriendshipChange: a friendship event as the receiving member sees it. The event carries where
 * they stand and the friendship (publish.ts); only what it could not carry is read, with their token.
 */
import type { FriendshipChangeResolvers } from '../generated/resolvers.js';

const idOrNull = (id: number | null) => (id === null ? null : String(id));

export const FriendshipChange: FriendshipChangeResolvers = {
  action: (c) => c.action,
  requestId: (c) => idOrNull(c.requestId),
  friendshipId: (c) => idOrNull(c.friendshipId),
  state: (c) => c.state,
  friendship: async (c, _, ctx) => {
    if (c.friendship !== undefined) return c.friendship;
    if (c.action !== 'ACCEPTED') return null;
    return (await ctx.loaders.friends()).find((f) => f.user_id === c.userId) ?? null;
  },
};
