/**
 * Friend requests and friendships. Each action is one REST call, and answers from it: a request,
 * a friendship, or (cancel, reject, unfriend) the new FriendshipState with that member, which REST
 * returns with the change. Where the two members now stand is primed from that answer, so the
 * answer's `query { friendshipStatus(userId:) }` (a profile's friend buttons) costs nothing; the
 * member's lists there (`friendRequests`, `friends`, Book Social) are read after the write.
 * Each change is also announced live, on the member id from the caller's token: a request to its
 * recipient, any other change to both.
 */
import type { MutationResolvers } from '../generated/resolvers.js';
import type { Context } from '../context.js';
import type { RestFriendshipStatus } from '../rest/contract.js';
import { announceFriendRequest, announceFriendshipChange } from '../subscriptions/publish.js';
import { notFound, positiveId, requireMember } from './errors.js';

/** Where the caller stands with a member now, as the write said: later reads of it cost nothing. */
function primeState(ctx: Context, state: RestFriendshipStatus): RestFriendshipStatus {
  ctx.loaders.friendship.clear(String(state.userId)).prime(String(state.userId), state);
  return state;
}

/** Friends now: REST's answer names the friendship. */
const friendsWith = (userId: number, friendshipId: number): RestFriendshipStatus => ({
  userId,
  status: 'friends',
  friendship_id: friendshipId,
  request_id: null,
});

export const socialMutations: MutationResolvers = {
  sendFriendRequest: async (_, { userId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(userId, 'userId');
    const sent = await ctx.api.social.sendRequest(String(id));
    // They had already asked: REST accepted their request instead, and answers it.
    if ('request' in sent && sent.request) {
      const mine = 'friendship_id' in sent.data ? sent.data : undefined;
      // Their request names us both: the friendship from their side is ours with us as the friend.
      const theirs = mine && { ...mine, user_id: sent.request.to_user.id, user: sent.request.to_user };
      if (mine) primeState(ctx, friendsWith(id, mine.friendship_id));
      await announceFriendshipChange(ctx, {
        action: 'ACCEPTED',
        between: [undefined, id],
        requestId: sent.request.id,
        friendshipId: mine?.friendship_id ?? null,
        friendship: { mine, theirs },
      });
      return { ...sent.request, accepted: true };
    }
    if (!('from_user' in sent.data)) throw notFound('Friend request not found.');
    // A crossing request answered at the same moment may have accepted it: then the state is read.
    if (sent.data.status === 'pending') {
      primeState(ctx, { userId: id, status: 'pending', friendship_id: null, request_id: sent.data.id });
    }
    await announceFriendRequest(ctx, sent.data);
    return { ...sent.data, accepted: false };
  },
  cancelFriendRequest: async (_, { requestId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(requestId, 'requestId');
    const state = await ctx.api.social.withdraw(String(id), 'cancel');
    await announceFriendshipChange(ctx, {
      action: 'CANCELLED',
      between: [undefined, state.userId],
      requestId: id,
      state,
    });
    return primeState(ctx, state);
  },
  acceptFriendRequest: async (_, { requestId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(requestId, 'requestId');
    const { friendship, request } = await ctx.api.social.accept(String(id));
    // The request names us both: the sender's side of the friendship has us as the friend.
    const theirs = request && { ...friendship, user_id: request.to_user.id, user: request.to_user };
    await announceFriendshipChange(ctx, {
      action: 'ACCEPTED',
      between: [undefined, friendship.user_id],
      requestId: id,
      friendshipId: friendship.friendship_id,
      friendship: { mine: friendship, theirs },
    });
    primeState(ctx, friendsWith(friendship.user_id, friendship.friendship_id));
    return friendship;
  },
  rejectFriendRequest: async (_, { requestId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(requestId, 'requestId');
    const state = await ctx.api.social.withdraw(String(id), 'reject');
    await announceFriendshipChange(ctx, {
      action: 'REJECTED',
      between: [undefined, state.userId],
      requestId: id,
      state,
    });
    return primeState(ctx, state);
  },
  unfriend: async (_, { friendshipId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(friendshipId, 'friendshipId');
    const state = await ctx.api.social.unfriend(String(id));
    await announceFriendshipChange(ctx, {
      action: 'UNFRIENDED',
      between: [undefined, state.userId],
      friendshipId: id,
      state,
    });
    return primeState(ctx, state);
  },
};
