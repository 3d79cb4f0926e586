/**
 * Book Social's figures and reading groups (issue 36 item 4). REST counts the figures and keeps
 * the groups' rules (rest/src/social/stats.ts, rest/src/groups/); each field here is one REST call
 * whatever the list's length: a group carries its book and creator, a post its author and replies.
 */
import type {
  GroupMemberResolvers,
  GroupPostPageResolvers,
  GroupPostResolvers,
  MutationResolvers,
  QueryResolvers,
  ReadingGroupDetailResolvers,
  ReadingGroupPageResolvers,
  ReadingGroupResolvers,
  SocialStatsResolvers,
} from '../generated/resolvers.js';
import { badInput, orNull, pageNumber, positiveId, requireMember } from './errors.js';
import { pageResolvers, pastTheEnd } from './pagination.js';

/** REST's page sizes (rest/src/routes/readingGroups.ts). */
const GROUP_PAGE_SIZE = 20;
const POST_PAGE_SIZE = 10;
const NAME_MAX = 80;
const DESCRIPTION_MAX = 1000;
const CONTENT_MAX = 5000;

export const SocialStats: SocialStatsResolvers = {
  activeFriends: (s) => s.active_friends,
  booksReadThisYear: (s) => s.books_read_this_year,
  year: (s) => s.year,
  commonGenres: (s) => s.common_genres,
  friends: (s) => s.friends,
  reviewsWritten: (s) => s.reviews_written,
};

export const ReadingGroup: ReadingGroupResolvers = {
  id: (g) => String(g.id),
  name: (g) => g.name,
  description: (g) => g.description,
  book: (g) => g.book,
  createdBy: (g) => g.created_by,
  createdAt: (g) => g.created_at,
  memberCount: (g) => g.member_count,
  isMember: (g) => g.is_member,
};

export const GroupMember: GroupMemberResolvers = {
  user: (m) => m.user,
  joinedAt: (m) => m.joined_at,
};

export const ReadingGroupDetail: ReadingGroupDetailResolvers = {
  group: ({ members: _members, ...group }) => group,
  members: (d) => d.members,
};

export const ReadingGroupPage: ReadingGroupPageResolvers = { ...pageResolvers, items: (p) => p.items };

export const GroupPost: GroupPostResolvers = {
  id: (p) => String(p.id),
  parentId: (p) => (p.parent_id === null ? null : String(p.parent_id)),
  author: (p) => p.author,
  content: (p) => p.content,
  containsSpoiler: (p) => p.contains_spoiler,
  hidden: (p) => p.hidden,
  createdAt: (p) => p.created_at,
  replies: (p) => p.replies ?? [],
};

export const GroupPostPage: GroupPostPageResolvers = { ...pageResolvers, items: (p) => p.items };

/** Text REST would refuse, refused here first with the same rule (no REST call). */
function text(field: string, value: string, max: number, required = true): string {
  const trimmed = value.trim();
  if (required && !trimmed) throw badInput(`${field} may not be blank`);
  if (trimmed.length > max) throw badInput(`${field} must have at most ${max} characters`);
  return trimmed;
}

export const groupQueries: QueryResolvers = {
  socialStats: (_, __, ctx) => {
    requireMember(ctx);
    return ctx.api.groups.stats();
  },
  readingGroups: async (_, { page }, ctx) => {
    requireMember(ctx);
    const p = pageNumber(page);
    const answer = await pastTheEnd(ctx.api.groups.groups(p), null);
    return { items: answer?.results ?? [], count: answer?.count ?? 0, page: p, pageSize: GROUP_PAGE_SIZE };
  },
  readingGroup: (_, { id }, ctx) => {
    requireMember(ctx);
    return orNull(ctx.api.groups.group(positiveId(id)));
  },
  groupPosts: async (_, { groupId, page }, ctx) => {
    requireMember(ctx);
    const p = pageNumber(page);
    const id = positiveId(groupId, 'groupId');
    const answer = await pastTheEnd(ctx.api.groups.posts(id, p), null);
    return { items: answer?.results ?? [], count: answer?.count ?? 0, page: p, pageSize: POST_PAGE_SIZE };
  },
};

export const groupMutations: MutationResolvers = {
  createReadingGroup: (_, { name, description, bookId }, ctx) => {
    requireMember(ctx);
    return ctx.api.groups.create({
      name: text('name', name, NAME_MAX),
      ...(description && { description: text('description', description, DESCRIPTION_MAX, false) }),
      ...(bookId && { book_id: positiveId(bookId, 'bookId') }),
    });
  },
  joinReadingGroup: (_, { id }, ctx) => {
    requireMember(ctx);
    return ctx.api.groups.join(positiveId(id));
  },
  leaveReadingGroup: (_, { id }, ctx) => {
    requireMember(ctx);
    return ctx.api.groups.leave(positiveId(id));
  },
  postInReadingGroup: (_, { groupId, content, containsSpoiler, parentId }, ctx) => {
    requireMember(ctx);
    return ctx.api.groups.post(positiveId(groupId, 'groupId'), {
      content: text('content', content, CONTENT_MAX),
      contains_spoiler: containsSpoiler ?? false,
      ...(parentId && { parent_id: positiveId(parentId, 'parentId') }),
    });
  },
  staffSetGroupPostHidden: (_, { id, hidden }, ctx) => {
    requireMember(ctx);
    return ctx.api.groups.setHidden(positiveId(id), hidden);
  },
};
