/** FriendSuggestion: an entry of /users/friend-recommendations/; the entry is itself the member. */
import type { FriendSuggestionResolvers } from '../generated/resolvers.js';

export const FriendSuggestion: FriendSuggestionResolvers = {
  id: (s) => String(s.id),
  user: (s) => s,
  mutualFavoriteGenres: (s) => s.mutual_favorite_genres,
};
