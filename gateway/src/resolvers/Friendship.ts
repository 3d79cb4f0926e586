/** Friendship: an entry of GET /social/friends/ (its id is the friendship id, for unfriend). */
import type { FriendshipResolvers } from '../generated/resolvers.js';

export const Friendship: FriendshipResolvers = {
  id: (f) => String(f.friendship_id),
  friend: (f) => f.user,
  // The root, read after the write: the answer can carry both members' new state (Mutation.social.ts).
  query: () => ({}),
};
