/** FriendSuggestionPage: a page of suggestions (12 a page, REST's `next` tells if more exist). */
import type { FriendSuggestionPageResolvers } from '../generated/resolvers.js';

export const FriendSuggestionPage: FriendSuggestionPageResolvers = {
  items: (p) => p.suggestions,
  totalCount: (p) => p.count,
  hasNextPage: (p) => p.hasNext,
};
