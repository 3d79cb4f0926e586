/** FriendshipChange: a friendship event as the receiving member sees it, read with their own token. */
import type { FriendshipChangeResolvers } from '../generated/resolvers.js';

const idOrNull = (id: number | null) => (id === null ? null : String(id));

export const FriendshipChange: FriendshipChangeResolvers = {
  action: (c) => c.action,
  requestId: (c) => idOrNull(c.requestId),
  friendshipId: (c) => idOrNull(c.friendshipId),
  state: (c, _, ctx) => ctx.loaders.friendship.load(String(c.userId)),
  friendship: async (c, _, ctx) => {
    if (c.action !== 'ACCEPTED') return null;
    return (await ctx.loaders.friends()).find((f) => f.user_id === c.userId) ?? null;
  },
};
