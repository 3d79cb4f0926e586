/**
 * Friends (SPEC §7): suggestions, friends, pending requests, send, cancel (sender only), accept
 * and reject (recipient only), unfriend (either member) and the status between two members.
 * A request to someone who already asked you is not a second request: it accepts theirs.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { friendRequests, friendships, users } from '../db/schema.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { pageLinks, pageRequest } from '../http/pagination.js';
import { BearerAuth, IdParam, PageQuery } from '../http/schemas.js';
import {
  friendsOf,
  friendshipBetween,
  pair,
  pendingRequest,
  requestsJson,
  statusBetween,
  suggestions,
} from '../social/friends.js';

export const SUGGESTIONS_PAGE_SIZE = 12;

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

export const socialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const auth = { config: { auth: true } };
  const tags = ['social'];

  async function pendingFor(requestId: number) {
    const [row] = await db
      .select()
      .from(friendRequests)
      .where(and(eq(friendRequests.id, requestId), eq(friendRequests.status, 'pending')));
    if (!row) throw notFound('Friend request not found.');
    return row;
  }

  /** Marks the request accepted and makes the pair friends, in one transaction. */
  async function accept(requestId: number, from: number, to: number) {
    return db.transaction(async (tx) => {
      await tx
        .update(friendRequests)
        .set({ status: 'accepted', respondedAt: new Date() })
        .where(eq(friendRequests.id, requestId));
      const [created] = await tx
        .insert(friendships)
        .values(pair(from, to))
        .onConflictDoNothing()
        .returning({ id: friendships.id });
      if (created) return created.id;
      // Already friends (a crossing accept won the race): answer with the existing friendship.
      const p = pair(from, to);
      const [existing] = await tx
        .select({ id: friendships.id })
        .from(friendships)
        .where(and(eq(friendships.userLowId, p.userLowId), eq(friendships.userHighId, p.userHighId)));
      return existing!.id;
    });
  }

  async function friendEntry(me: number, friendshipId: number) {
    return (await friendsOf(db, config.publicUrl, me)).find((f) => f.id === friendshipId);
  }

  app.get(
    '/users/friend-recommendations/',
    {
      ...auth,
      schema: { tags, summary: 'People you may know, 12 a page', querystring: PageQuery, security: BearerAuth },
    },
    async (request) => {
      const page = pageRequest(request.query.page, SUGGESTIONS_PAGE_SIZE);
      const { total, results } = await suggestions(db, config.publicUrl, memberId(request), page.pageSize, page.offset);
      return { status: 'success', count: total, ...pageLinks(request, config.publicUrl, page, total), results };
    },
  );

  app.get(
    '/social/friends/',
    { ...auth, schema: { tags, summary: 'Your friends', security: BearerAuth } },
    async (request) => ({ success: true, data: await friendsOf(db, config.publicUrl, memberId(request)) }),
  );

  app.get(
    '/social/friends/requests/',
    { ...auth, schema: { tags, summary: 'Pending requests you sent and received', security: BearerAuth } },
    async (request) => {
      const me = memberId(request);
      const [sent, received] = await Promise.all([
        requestsJson(db, config.publicUrl, and(eq(friendRequests.fromUserId, me))),
        requestsJson(db, config.publicUrl, and(eq(friendRequests.toUserId, me))),
      ]);
      return { success: true, data: { sent, received } };
    },
  );

  app.post(
    '/social/friends/:userId/request/',
    {
      ...auth,
      schema: { tags, summary: 'Send a friend request', params: IdParam('userId'), security: BearerAuth },
    },
    async (request, reply) => {
      const me = memberId(request);
      const other = request.params.userId;
      if (other === me) throw badRequest('You cannot send a friend request to yourself');
      const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, other));
      if (!target) throw notFound('User not found.');
      if (await friendshipBetween(db, me, other)) throw badRequest('You are already friends');
      const theirs = await pendingRequest(db, other, me);
      if (theirs) {
        const friendshipId = await accept(theirs.id, other, me);
        return { success: true, message: 'Friend request accepted', data: await friendEntry(me, friendshipId) };
      }
      try {
        const [created] = await db
          .insert(friendRequests)
          .values({ fromUserId: me, toUserId: other })
          .returning({ id: friendRequests.id });
        const [json] = await requestsJson(db, config.publicUrl, and(eq(friendRequests.id, created!.id)));
        reply.status(201);
        return { success: true, message: 'Friend request sent', data: json };
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('Friend request already sent');
        throw error;
      }
    },
  );

  app.post(
    '/social/friends/requests/:id/cancel/',
    { ...auth, schema: { tags, summary: 'Cancel a request you sent', params: IdParam(), security: BearerAuth } },
    async (request) => {
      const row = await pendingFor(request.params.id);
      if (row.fromUserId !== memberId(request)) throw forbidden('Only the sender can cancel a friend request.');
      await db
        .update(friendRequests)
        .set({ status: 'cancelled', respondedAt: new Date() })
        .where(and(eq(friendRequests.id, row.id), eq(friendRequests.status, 'pending')));
      return { success: true, message: 'Friend request cancelled' };
    },
  );

  app.post(
    '/social/friends/requests/:id/accept/',
    { ...auth, schema: { tags, summary: 'Accept a request you received', params: IdParam(), security: BearerAuth } },
    async (request) => {
      const me = memberId(request);
      const row = await pendingFor(request.params.id);
      if (row.toUserId !== me) throw forbidden('Only the recipient can accept a friend request.');
      const friendshipId = await accept(row.id, row.fromUserId, me);
      return { success: true, message: 'Friend request accepted', data: await friendEntry(me, friendshipId) };
    },
  );

  app.post(
    '/social/friends/requests/:id/reject/',
    { ...auth, schema: { tags, summary: 'Reject a request you received', params: IdParam(), security: BearerAuth } },
    async (request) => {
      const row = await pendingFor(request.params.id);
      if (row.toUserId !== memberId(request)) throw forbidden('Only the recipient can reject a friend request.');
      await db
        .update(friendRequests)
        .set({ status: 'rejected', respondedAt: new Date() })
        .where(and(eq(friendRequests.id, row.id), eq(friendRequests.status, 'pending')));
      return { success: true, message: 'Friend request rejected' };
    },
  );

  app.delete(
    '/social/friends/:friendshipId/unfriend/',
    {
      ...auth,
      schema: { tags, summary: 'Remove a friend', params: IdParam('friendshipId'), security: BearerAuth },
    },
    async (request) => {
      const me = memberId(request);
      const [row] = await db.select().from(friendships).where(eq(friendships.id, request.params.friendshipId));
      if (!row || (row.userLowId !== me && row.userHighId !== me)) throw notFound('Friendship not found.');
      await db.delete(friendships).where(eq(friendships.id, row.id));
      return { success: true, message: 'Friend removed' };
    },
  );

  app.get(
    '/social/friends/:userId/status/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'none, pending (you asked), received (they asked), friends or self',
        params: IdParam('userId'),
        security: BearerAuth,
      },
    },
    async (request) => {
      const other = request.params.userId;
      const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, other));
      if (!target) throw notFound('User not found.');
      const s = await statusBetween(db, memberId(request), other);
      return {
        success: true,
        status: s.status,
        data: { id: s.friendshipId ?? s.requestId, friendship_id: s.friendshipId, request_id: s.requestId },
      };
    },
  );
};
