/**
 * Friend requests and friendships. Answers that end a relation (cancel, reject, unfriend) are the
 * new FriendshipState with that member, so a profile's friend buttons update from the answer.
 */
import type { MutationResolvers } from '../generated/resolvers.js';
import type { Context } from '../context.js';
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
    if (theirs) return { ...theirs, accepted: true };
    if (!('from_user' in sent.data)) throw notFound('Friend request not found.');
    return { ...sent.data, accepted: false };
  },
  cancelFriendRequest: async (_, { requestId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(requestId, 'requestId');
    const other = (await ctx.loaders.friendRequests()).sent.find((r) => r.id === id)?.to_user.id;
    await ctx.api.social.answerRequest(String(id), 'cancel');
    return statusWith(ctx, other, 'Friend request not found.');
  },
  acceptFriendRequest: async (_, { requestId }, ctx) => {
    requireMember(ctx);
    const reply = await ctx.api.social.answerRequest(String(positiveId(requestId, 'requestId')), 'accept');
    if (!reply.data) throw notFound('Friend request not found.');
    return reply.data;
  },
  rejectFriendRequest: async (_, { requestId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(requestId, 'requestId');
    const other = (await ctx.loaders.friendRequests()).received.find((r) => r.id === id)?.from_user.id;
    await ctx.api.social.answerRequest(String(id), 'reject');
    return statusWith(ctx, other, 'Friend request not found.');
  },
  unfriend: async (_, { friendshipId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(friendshipId, 'friendshipId');
    const other = (await ctx.loaders.friends()).find((f) => f.friendship_id === id)?.user_id;
    await ctx.api.social.unfriend(String(id));
    return statusWith(ctx, other, 'Friendship not found.');
  },
};
