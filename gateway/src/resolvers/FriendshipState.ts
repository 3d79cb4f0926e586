/**
 * FriendshipState: GET /social/friends/{userId}/status/ as enums and ids. `query` is the root, so a
 * friend action's answer can carry the lists it changed (Mutation.social.ts).
 */
import type { FriendshipStateResolvers } from '../generated/resolvers.js';
import { friendshipStatusFromRest } from './enums.js';

const idOrNull = (id: number | null) => (id === null ? null : String(id));

export const FriendshipState: FriendshipStateResolvers = {
  userId: (s) => String(s.userId),
  status: (s) => friendshipStatusFromRest(s.status),
  friendshipId: (s) => idOrNull(s.friendship_id),
  requestId: (s) => idOrNull(s.request_id),
  query: () => ({}),
};
