/**
 * Friends' activity: the feed a page at a time (one REST call, whatever the page's length: each
 * activity carries its member, book and review) and the live event of one activity, which carries
 * the same REST object, so resolving it asks REST nothing. Who may see what is REST's decision.
 */
import type {
  FriendActivityConnectionResolvers,
  FriendActivityKind,
  FriendActivityResolvers,
  FriendChallengeMilestoneResolvers,
  QueryResolvers,
  Shelf,
} from '../generated/resolvers.js';
import { badInput, requireMember } from './errors.js';

/** REST's page limit (routes/activity.ts). */
export const MAX_FRIENDS_ACTIVITY = 50;

export const FriendActivity: FriendActivityResolvers = {
  id: (a) => String(a.id),
  kind: (a) => a.kind.toUpperCase() as FriendActivityKind,
  at: (a) => a.created_at,
  member: (a) => a.user,
  book: (a, _, ctx) => (a.book ? ctx.loaders.primeBooks([a.book])[0]! : null),
  shelf: (a) => (a.shelf ? (a.shelf.toUpperCase() as Shelf) : null),
  review: (a) => (a.review && a.book ? { ...a.review, book: a.book, user: a.user } : null),
};

export const FriendChallengeMilestone: FriendChallengeMilestoneResolvers = {
  calendar: (c) => (c.calendar === 'bs' ? 'BS' : 'AD'),
};

export const FriendActivityConnection: FriendActivityConnectionResolvers = {
  nodes: (p) => p.results,
  endCursor: (p) => p.next_cursor,
  hasNextPage: (p) => p.next_cursor !== null,
};

export const activityQueries: QueryResolvers = {
  friendsActivity: (_, { first, after }, ctx) => {
    requireMember(ctx);
    const size = first ?? 20;
    if (!Number.isInteger(size) || size < 1 || size > MAX_FRIENDS_ACTIVITY)
      throw badInput(`first must be from 1 to ${MAX_FRIENDS_ACTIVITY}`);
    return ctx.api.activity.feed(size, after);
  },
};
