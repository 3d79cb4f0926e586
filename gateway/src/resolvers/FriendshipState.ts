/** FriendshipState: GET /social/friends/{userId}/status/ as enums and ids. */
import type { FriendshipStateResolvers } from '../generated/resolvers.js';
import { friendshipStatusFromRest } from './enums.js';

const idOrNull = (id: number | null) => (id === null ? null : String(id));

export const FriendshipState: FriendshipStateResolvers = {
  userId: (s) => String(s.userId),
  status: (s) => friendshipStatusFromRest(s.status),
  friendshipId: (s) => idOrNull(s.friendship_id),
  requestId: (s) => idOrNull(s.request_id),
};
