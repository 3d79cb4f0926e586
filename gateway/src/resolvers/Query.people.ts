/** Profiles and friends: me, user, searchUsers, friendSuggestions, friends, friendRequests, friendshipStatus. */
import type { QueryResolvers } from '../generated/resolvers.js';
import { orNull, pageNumber, positiveId, requireMember } from './errors.js';

export const peopleQueries: QueryResolvers = {
  me: (_, __, ctx) => (ctx.signedIn ? ctx.loaders.me() : null),
  user: (_, { id }, ctx) => {
    requireMember(ctx);
    return orNull(ctx.loaders.user.load(String(positiveId(id))));
  },
  searchUsers: async (_, { query }, ctx) => {
    requireMember(ctx);
    // SPEC §5: people search starts at 2 characters.
    const text = query.trim();
    return text.length < 2 ? [] : ctx.api.users.search(text);
  },
  friendSuggestions: async (_, { page }, ctx) => {
    requireMember(ctx);
    const p = pageNumber(page);
    const body = await ctx.api.social.suggestions(p);
    return { suggestions: body.results, count: body.count, page: p, hasNext: body.next !== null };
  },
  friends: (_, __, ctx) => {
    requireMember(ctx);
    return ctx.loaders.friends();
  },
  friendRequests: async (_, __, ctx) => {
    requireMember(ctx);
    const { sent, received } = await ctx.loaders.friendRequests();
    return { incoming: received, outgoing: sent };
  },
  friendshipStatus: (_, { userId }, ctx) => {
    requireMember(ctx);
    return ctx.loaders.friendship.load(String(positiveId(userId, 'userId')));
  },
};
