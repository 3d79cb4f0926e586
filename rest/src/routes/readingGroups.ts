/**
 * Book Social's figures and reading groups (an addition, issue 36 item 4; docs/rest.md): the
 * member's counts for the stat cards and header (social/stats.ts), and groups with members and a
 * discussion (groups/groups.ts). Everything is for signed-in members; staff hide posts through
 * routes/staffGroups.ts.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import {
  addPost,
  CONTENT_MAX,
  createGroup,
  DESCRIPTION_MAX,
  groupDetail,
  groupJson,
  groupPage,
  joinGroup,
  leaveGroup,
  NAME_MAX,
  postJson,
  postPage,
  type Viewer,
} from '../groups/groups.js';
import { GroupPost, ReadingGroup, ReadingGroupDetail } from '../groups/schemas.js';
import { pageLinks, pageRequest } from '../http/pagination.js';
import { answers, BearerAuth, IdParam, Nullable, Page, PageQuery, PositiveId } from '../http/schemas.js';
import { nepalDate } from '../rentals/dates.js';
import { socialStats } from '../social/stats.js';
import { isStaffMember } from '../staff/roles.js';

export const GROUP_PAGE_SIZE = 20;
// Ten posts with their replies: a discussion's page stays within a quarter of the graph's cost limit.
export const POST_PAGE_SIZE = 10;

const SocialStats = Type.Object({
  active_friends: Type.Integer({
    minimum: 0,
    description:
      'Friends who shelved or moved a book, recorded progress, wrote or edited a review, or posted in a reading group in the last 30 days',
  }),
  books_read_this_year: Type.Integer({
    minimum: 0,
    description: 'Readings you finished on the Read shelf in this calendar year (Nepal days); a re-read counts again',
  }),
  year: Type.Integer({ description: 'The calendar year of books_read_this_year' }),
  common_genres: Type.Integer({ minimum: 0, description: 'Your favourite genres that a friend also favours' }),
  friends: Type.Integer({ minimum: 0 }),
  reviews_written: Type.Integer({ minimum: 0 }),
});

const GroupAnswer = Type.Object({ success: Type.Literal(true), message: Type.String(), data: ReadingGroup });

export const readingGroupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const auth = { config: { auth: true } };
  const tags = ['social'];
  const viewerOf = async (userId: number): Promise<Viewer> => ({ id: userId, staff: await isStaffMember(db, userId) });

  app.get(
    '/social/stats/',
    {
      ...auth,
      schema: {
        tags,
        summary: "Book Social's figures for you: active friends, books read this year, common genres (addition)",
        security: BearerAuth,
        response: answers({ 200: Type.Object({ success: Type.Literal(true), data: SocialStats }) }),
      },
    },
    async (request) => {
      const now = app.clock();
      return { success: true as const, data: await socialStats(db, memberId(request), now, nepalDate(now)) };
    },
  );

  app.get(
    '/reading-groups/',
    {
      ...auth,
      schema: {
        tags,
        summary: `Reading groups, newest first, ${GROUP_PAGE_SIZE} a page (addition)`,
        querystring: PageQuery,
        security: BearerAuth,
        response: answers({ 200: Page(Type.Array(ReadingGroup)) }),
      },
    },
    async (request) => {
      const page = pageRequest(request.query.page, GROUP_PAGE_SIZE);
      const { count, groups } = await groupPage(db, config.publicUrl, memberId(request), page);
      return {
        status: 'success' as const,
        count,
        ...pageLinks(request, config.publicUrl, page, count),
        results: groups,
      };
    },
  );

  app.post(
    '/reading-groups/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Start a reading group (you are its first member) (addition)',
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: NAME_MAX }),
            description: Type.Optional(Type.String({ maxLength: DESCRIPTION_MAX })),
            book_id: Type.Optional(Nullable(PositiveId, { description: 'The book the group is reading' })),
          },
          { additionalProperties: false },
        ),
        security: BearerAuth,
        response: answers({ 201: GroupAnswer }),
      },
    },
    async (request, reply) => {
      const me = memberId(request);
      const id = await createGroup(db, config.publicUrl, me, request.body);
      reply.status(201);
      return {
        success: true as const,
        message: 'Reading group created',
        data: await groupJson(db, config.publicUrl, me, id),
      };
    },
  );

  app.get(
    '/reading-groups/:id/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'A reading group with its members (addition)',
        params: IdParam(),
        security: BearerAuth,
        response: answers({ 200: Type.Object({ success: Type.Literal(true), data: ReadingGroupDetail }) }),
      },
    },
    async (request) => ({
      success: true as const,
      data: await groupDetail(db, config.publicUrl, memberId(request), request.params.id),
    }),
  );

  app.post(
    '/reading-groups/:id/join/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Join a reading group; joining again changes nothing (addition)',
        params: IdParam(),
        security: BearerAuth,
        response: answers({ 200: GroupAnswer }),
      },
    },
    async (request) => {
      const me = memberId(request);
      const already = await joinGroup(db, me, request.params.id);
      return {
        success: true as const,
        message: already ? 'You are already a member of this group' : 'You joined the group',
        data: await groupJson(db, config.publicUrl, me, request.params.id),
      };
    },
  );

  app.post(
    '/reading-groups/:id/leave/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Leave a reading group; leaving one you are not in changes nothing (addition)',
        params: IdParam(),
        security: BearerAuth,
        response: answers({ 200: GroupAnswer }),
      },
    },
    async (request) => {
      const me = memberId(request);
      const was = await leaveGroup(db, me, request.params.id);
      return {
        success: true as const,
        message: was ? 'You left the group' : 'You are not a member of this group',
        data: await groupJson(db, config.publicUrl, me, request.params.id),
      };
    },
  );

  app.get(
    '/reading-groups/:id/posts/',
    {
      ...auth,
      schema: {
        tags,
        summary: `A group's discussion: posts newest first, ${POST_PAGE_SIZE} a page, each with its replies (addition)`,
        params: IdParam(),
        querystring: PageQuery,
        security: BearerAuth,
        response: answers({ 200: Page(Type.Array(GroupPost)) }),
      },
    },
    async (request) => {
      const page = pageRequest(request.query.page, POST_PAGE_SIZE);
      const viewer = await viewerOf(memberId(request));
      const { count, posts } = await postPage(db, config.publicUrl, viewer, request.params.id, page);
      return {
        status: 'success' as const,
        count,
        ...pageLinks(request, config.publicUrl, page, count),
        results: posts,
      };
    },
  );

  app.post(
    '/reading-groups/:id/posts/',
    {
      ...auth,
      schema: {
        tags,
        summary: "Post in a group's discussion, or reply to a post (members only; 403 otherwise) (addition)",
        params: IdParam(),
        body: Type.Object(
          {
            content: Type.String({ minLength: 1, maxLength: CONTENT_MAX }),
            contains_spoiler: Type.Optional(Type.Boolean()),
            parent_id: Type.Optional(Nullable(PositiveId, { description: 'The post this replies to' })),
          },
          { additionalProperties: false },
        ),
        security: BearerAuth,
        response: answers({
          201: Type.Object({ success: Type.Literal(true), message: Type.String(), data: GroupPost }),
        }),
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(memberId(request));
      const id = await addPost(db, viewer, request.params.id, request.body);
      reply.status(201);
      const data = await postJson(db, config.publicUrl, viewer, id);
      return { success: true as const, message: request.body.parent_id ? 'Reply posted' : 'Post published', data };
    },
  );
};
