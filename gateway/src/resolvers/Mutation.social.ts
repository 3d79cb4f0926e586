/**
 * Friend requests and friendships. Answers that end a relation (cancel, reject, unfriend) are the
 * new FriendshipState with that member, so a profile's friend buttons update from the answer.
 * Each change is also announced live: a request to its recipient, any other change to both.
 */
import type { MutationResolvers } from '../generated/resolvers.js';
import type { Context } from '../context.js';
import { announceFriendRequest, announceFriendshipChange } from '../subscriptions/publish.js';
import { notFound, positiveId, requireMember } from './errors.js';

/** The status with a member after a change; unknown only if REST let a stranger act, which it does not. */
async function statusWith(ctx: Context, userId: number | undefined, missing: string) {
  if (userId === undefined) throw notFound(missing);
  return ctx.loaders.friendship.load(String(userId));
}

export const socialMutations: MutationResolvers = {
  sendFriendRequest: async (_, { userId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(userId, 'userId');
    // If they already asked, REST accepts their request instead: answer that one, marked accepted.
    const theirs = (await ctx.loaders.friendRequests()).received.find((r) => r.from_user.id === id);
    const sent = await ctx.api.social.sendRequest(String(id));
    if (theirs) {
      const friendshipId = 'friendship_id' in sent.data ? sent.data.friendship_id : null;
      await announceFriendshipChange(ctx, {
        action: 'ACCEPTED',
        between: [theirs.to_user.id, id],
        requestId: theirs.id,
        friendshipId,
      });
      return { ...theirs, accepted: true };
    }
    if (!('from_user' in sent.data)) throw notFound('Friend request not found.');
    await announceFriendRequest(ctx, sent.data);
    return { ...sent.data, accepted: false };
  },
  cancelFriendRequest: async (_, { requestId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(requestId, 'requestId');
    const request = (await ctx.loaders.friendRequests()).sent.find((r) => r.id === id);
    await ctx.api.social.answerRequest(String(id), 'cancel');
    if (request) {
      const between: [number, number] = [request.from_user.id, request.to_user.id];
      await announceFriendshipChange(ctx, { action: 'CANCELLED', between, requestId: id });
    }
    return statusWith(ctx, request?.to_user.id, 'Friend request not found.');
  },
  acceptFriendRequest: async (_, { requestId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(requestId, 'requestId');
    const reply = await ctx.api.social.answerRequest(String(id), 'accept');
    if (!reply.data) throw notFound('Friend request not found.');
    await announceFriendshipChange(ctx, {
      action: 'ACCEPTED',
      between: [undefined, reply.data.user_id],
      requestId: id,
      friendshipId: reply.data.friendship_id,
    });
    return reply.data;
  },
  rejectFriendRequest: async (_, { requestId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(requestId, 'requestId');
    const request = (await ctx.loaders.friendRequests()).received.find((r) => r.id === id);
    await ctx.api.social.answerRequest(String(id), 'reject');
    if (request) {
      await announceFriendshipChange(ctx, {
        action: 'REJECTED',
        between: [request.to_user.id, request.from_user.id],
        requestId: id,
      });
    }
    return statusWith(ctx, request?.from_user.id, 'Friend request not found.');
  },
  unfriend: async (_, { friendshipId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(friendshipId, 'friendshipId');
    const other = (await ctx.loaders.friends()).find((f) => f.friendship_id === id)?.user_id;
    await ctx.api.social.unfriend(String(id));
    if (other !== undefined) {
      await announceFriendshipChange(ctx, { action: 'UNFRIENDED', between: [undefined, other], friendshipId: id });
    }
    return statusWith(ctx, other, 'Friendship not found.');
  },
};
