/** FriendRequest: a pending request between two members. */
import type { FriendRequestResolvers } from '../generated/resolvers.js';

export const FriendRequest: FriendRequestResolvers = {
  id: (r) => String(r.id),
  fromUser: (r) => r.from_user,
  toUser: (r) => r.to_user,
  accepted: (r) => r.accepted ?? false,
  createdAt: (r) => r.created_at,
  // The root, read after the write: the answer can carry both members' new state (Mutation.social.ts).
  query: () => ({}),
};
