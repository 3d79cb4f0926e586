/**
 * Friends (SPEC §7): suggestions, friends, pending requests, send, cancel (sender only), accept
 * and reject (recipient only), unfriend (either member) and the status between two members.
 * A request to someone who already asked you is not a second request: it accepts theirs.
 */
import { Type, type FastifyPluginAsyncTypebox, type TSchema } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { notFound } from '../http/errors.js';
import { pageLinks, pageRequest } from '../http/pagination.js';
import { answers, BearerAuth, IdParam, Nullable, Page, PageQuery } from '../http/schemas.js';
import {
  friendEntry,
  friendsOf,
  pendingRequestsOf,
  requestJson,
  statusBetween,
  statusJson,
} from '../social/friends.js';
import { respondToRequest, sendRequest, unfriend } from '../social/requests.js';
import { Friend, FriendRequest, FriendshipState, FriendSuggestion, StandingWith } from '../social/schemas.js';
import { suggestions } from '../social/suggestions.js';
import { requireMember } from '../users/members.js';

export const SUGGESTIONS_PAGE_SIZE = 12;

const Ok = <T extends TSchema>(data: T) =>
  answers({ 200: Type.Object({ success: Type.Literal(true), message: Type.String(), data }) });

export const socialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const auth = { config: { auth: true } };
  const tags = ['social'];
  const friendJson = (me: number, friendshipId: number) => friendEntry(db, config.publicUrl, me, friendshipId);

  app.get(
    '/users/friend-recommendations/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'People you may know, 12 a page: most shared favourite genres first, then newest members',
        querystring: PageQuery,
        security: BearerAuth,
        response: answers({ 200: Page(Type.Array(FriendSuggestion)) }),
      },
    },
    async (request) => {
      const page = pageRequest(request.query.page, SUGGESTIONS_PAGE_SIZE);
      const { total, results } = await suggestions(db, config.publicUrl, memberId(request), page.pageSize, page.offset);
      return {
        status: 'success' as const,
        count: total,
        ...pageLinks(request, config.publicUrl, page, total),
        results,
      };
    },
  );

  app.get(
    '/social/friends/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Your friends, by username',
        security: BearerAuth,
        response: answers({ 200: Type.Object({ success: Type.Literal(true), data: Type.Array(Friend) }) }),
      },
    },
    async (request) => ({ success: true as const, data: await friendsOf(db, config.publicUrl, memberId(request)) }),
  );

  app.get(
    '/social/friends/requests/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Pending requests you sent and received, newest first',
        security: BearerAuth,
        response: answers({
          200: Type.Object({
            success: Type.Literal(true),
            data: Type.Object({ sent: Type.Array(FriendRequest), received: Type.Array(FriendRequest) }),
          }),
        }),
      },
    },
    async (request) => ({
      success: true as const,
      data: await pendingRequestsOf(db, config.publicUrl, memberId(request)),
    }),
  );

  app.post(
    '/social/friends/:userId/request/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Send a friend request (to someone who already asked you: accepts theirs, 200)',
        params: IdParam('userId'),
        security: BearerAuth,
        response: answers({
          200: Type.Object({
            success: Type.Literal(true),
            message: Type.String(),
            data: Friend,
            request: Type.Optional(FriendRequest),
          }),
          201: Type.Object({ success: Type.Literal(true), message: Type.String(), data: FriendRequest }),
        }),
      },
    },
    async (request, reply) => {
      const me = memberId(request);
      const result = await sendRequest(db, me, request.params.userId);
      if (result.kind === 'accepted') {
        // `request`: their request, now accepted, so a client shows it without reading the lists again.
        const accepted = await requestJson(db, config.publicUrl, result.requestId);
        const data = await friendJson(me, result.friendshipId);
        return { success: true as const, message: 'Friend request accepted', data, request: accepted };
      }
      // Any status: a crossing request sent at the same moment may have accepted it already.
      const data = await requestJson(db, config.publicUrl, result.requestId);
      if (!data) throw notFound('Friend request not found.');
      reply.status(201);
      return { success: true as const, message: 'Friend request sent', data };
    },
  );

  app.post(
    '/social/friends/requests/:id/cancel/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Cancel a request you sent',
        params: IdParam(),
        security: BearerAuth,
        response: Ok(StandingWith),
      },
    },
    async (request) => {
      const me = memberId(request);
      const { otherId } = await respondToRequest(db, me, request.params.id, 'cancel');
      // `data`: where the two members stand now, as GET /social/friends/{userId}/status/ says it.
      return { success: true as const, message: 'Friend request cancelled', data: await statusJson(db, me, otherId) };
    },
  );

  app.post(
    '/social/friends/requests/:id/accept/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Accept a request you received',
        params: IdParam(),
        security: BearerAuth,
        response: answers({
          200: Type.Object({
            success: Type.Literal(true),
            message: Type.String(),
            data: Friend,
            request: Type.Optional(FriendRequest),
          }),
        }),
      },
    },
    async (request) => {
      const me = memberId(request);
      const { friendshipId } = await respondToRequest(db, me, request.params.id, 'accept');
      // `request`: the request accepted, naming both members, so the sender's side is told without a read.
      const accepted = await requestJson(db, config.publicUrl, request.params.id);
      const data = await friendJson(me, friendshipId!);
      return {
        success: true as const,
        message: 'Friend request accepted',
        data,
        ...(accepted && { request: accepted }),
      };
    },
  );

  app.post(
    '/social/friends/requests/:id/reject/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Reject a request you received',
        params: IdParam(),
        security: BearerAuth,
        response: Ok(StandingWith),
      },
    },
    async (request) => {
      const me = memberId(request);
      const { otherId } = await respondToRequest(db, me, request.params.id, 'reject');
      return { success: true as const, message: 'Friend request rejected', data: await statusJson(db, me, otherId) };
    },
  );

  app.delete(
    '/social/friends/:friendshipId/unfriend/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Remove a friend',
        params: IdParam('friendshipId'),
        security: BearerAuth,
        response: Ok(StandingWith),
      },
    },
    async (request) => {
      const me = memberId(request);
      const otherId = await unfriend(db, me, request.params.friendshipId);
      return { success: true as const, message: 'Friend removed', data: await statusJson(db, me, otherId) };
    },
  );

  app.get(
    '/social/friends/:userId/status/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'none, pending (you asked), received (they asked), friends or self, with the ids',
        params: IdParam('userId'),
        security: BearerAuth,
        response: answers({
          200: Type.Object({
            success: Type.Literal(true),
            status: FriendshipState,
            data: Type.Object({
              id: Nullable(Type.Integer({ description: 'The friendship id, else the request id' })),
              friendship_id: Nullable(Type.Integer()),
              request_id: Nullable(Type.Integer()),
            }),
          }),
        }),
      },
    },
    async (request) => {
      const other = request.params.userId;
      await requireMember(db, other);
      const s = await statusBetween(db, memberId(request), other);
      return {
        success: true as const,
        status: s.status,
        data: { id: s.friendshipId ?? s.requestId, friendship_id: s.friendshipId, request_id: s.requestId },
      };
    },
  );
};
